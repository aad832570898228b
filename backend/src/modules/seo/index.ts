// The seo module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { SITE_NAME } from './seo-pages.service';
export { SeoModule } from './seo.module';
