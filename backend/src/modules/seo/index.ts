// The seo module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { SeoModule } from './seo.module';
