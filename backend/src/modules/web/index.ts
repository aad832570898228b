// The web module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export type { PageHead, PageHeadProvider } from './page-head';
export { WebAppService } from './web-app.service';
export { WebModule } from './web.module';
