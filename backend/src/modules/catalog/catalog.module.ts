import { Module } from '@nestjs/common';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogController } from './catalog.controller';
import { CatalogRepository } from './catalog.repository';
import { CatalogService } from './catalog.service';
import { CatalogWriterService } from './catalog-writer.service';

/** Templates: storefront reads (CatalogService) and the one writer (CatalogWriterService). */
@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CatalogRepository, CatalogCacheService, CatalogWriterService],
  exports: [CatalogService, CatalogWriterService],
})
export class CatalogModule {}
