import { Module } from '@nestjs/common';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogController } from './catalog.controller';
import { CatalogRepository } from './catalog.repository';
import { nameSearchProvider } from './name-search/dialect-name-search.repository';
import { NameSearchRepository } from './name-search/name-search.repository';
import { CatalogService } from './catalog.service';
import { CatalogWriterService } from './catalog-writer.service';
import { CatalogWritesRepository } from './catalog-writes.repository';
import { ListingWritesRepository } from './listing-writes.repository';
import { ListingSalesRepository } from './listing-sales.repository';
import { SaleBoundariesService } from './sale-boundaries.service';
import { SearchModule } from '../search';
import { TemplateFilesModule } from '../../infrastructure/template-files';

/** Templates: storefront reads (CatalogService), the one writer (CatalogWriterService), and the repository for the back office's reads. */
@Module({
  imports: [TemplateFilesModule, SearchModule],
  controllers: [CatalogController],
  providers: [
    CatalogService,
    CatalogRepository,
    nameSearchProvider,
    CatalogCacheService,
    CatalogWriterService,
    CatalogWritesRepository,
    ListingWritesRepository,
    ListingSalesRepository,
    SaleBoundariesService,
  ],
  exports: [CatalogService, CatalogWriterService, CatalogRepository, NameSearchRepository, CatalogCacheService],
})
export class CatalogModule {}
