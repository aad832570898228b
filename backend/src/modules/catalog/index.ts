// The catalog module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { CATALOG_CACHE_TTL_MS, CatalogCacheService } from './catalog-cache.service';
export { CatalogWriterService } from './catalog-writer.service';
export { LISTING_FIELD_COLUMNS, LISTING_WRITE_REFUSALS, type ListingBefore, type ListingFields } from './listing-writes.repository';
export type { ListingSale } from './listing-sales.repository';
export { CatalogModule } from './catalog.module';
export { CatalogRepository, type TemplateFilter } from './catalog.repository';
export { CatalogService } from './catalog.service';
export { NameSearchRepository } from './name-search/name-search.repository';
export { lockTemplateRatingStep, refreshRatedTemplatesSteps, refreshRatingSteps } from './ratings.repository';
export { addSalesSteps } from './sales-counts.repository';
export { encodedJsonOnce } from './serialize-once.interceptor';
export type { TemplateDesign, TemplateDraft } from '@tm/catalog-generator';
export { licencePriceCentsAt, priceCentsAt, runningSale, TEMPLATE_SELECT, type TemplateRow, toTemplateDto } from './template.dto';
