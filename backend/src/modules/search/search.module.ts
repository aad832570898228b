import { Module } from '@nestjs/common';
import { SearchController } from './search.controller';
import { SearchIndexSyncService } from './search-index-sync.service';
import { SearchService } from './search.service';
import { SearchSourceRepository } from './search-source.repository';

/**
 * The storefront's search (decision 054): an in-memory index of the catalog each web process loads
 * and keeps current from catalog_changes. CatalogModule imports it; only the web process starts the
 * index (SearchWarmupService), so a worker never loads it.
 */
@Module({
  controllers: [SearchController],
  providers: [SearchService, SearchIndexSyncService, SearchSourceRepository],
  exports: [SearchService, SearchIndexSyncService],
})
export class SearchModule {}
