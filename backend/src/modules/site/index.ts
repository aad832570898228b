// The site module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { SiteModule } from './site.module';
export { privacyFactsOf } from './privacy-facts';
