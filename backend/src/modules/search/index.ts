// The search module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { SearchIndexSyncService } from './search-index-sync.service';
export { SearchWarmupModule } from './search-warmup.module';
export { SearchModule } from './search.module';
export { SearchService } from './search.service';
export { allPrefixesBooleanQuery, fts5NamePrefixesExpression, searchTokens } from './text/search-terms';
