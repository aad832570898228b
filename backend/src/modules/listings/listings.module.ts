import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../infrastructure/audit';
import { StorageModule } from '../../infrastructure/storage';
import { CatalogModule } from '../catalog';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { ListingImageProcessorService } from './images';
import { ListingsController } from './listings.controller';
import { ListingsRepository } from './listings.repository';
import { ListingsService } from './listings.service';
import { ListingsCsvService } from './catalog-csv/listings-csv.service';
import { ListingDemoController } from './demo/listing-demo.controller';
import { ListingDemoService } from './demo/listing-demo.service';
import { ListingDemosRepository } from './demo/listing-demos.repository';
import { ListingPackageFactsController } from './package-facts/package-facts.controller';
import { ListingPackageFactsService } from './package-facts/package-facts.service';
import { BulkSaleController } from './bulk-sale/bulk-sale.controller';
import { BulkSaleRepository } from './bulk-sale/bulk-sale.repository';
import { BulkSaleService } from './bulk-sale/bulk-sale.service';

/** The owner's listing editor (decision 076): listings created, edited, priced and illustrated in the back office. */
@Module({
  imports: [TypeOrmModule.forFeature([TemplateEntity]), AuditModule, StorageModule, CatalogModule],
  controllers: [ListingsController, BulkSaleController, ListingPackageFactsController, ListingDemoController],
  providers: [
    ListingsService,
    ListingsRepository,
    ListingImageProcessorService,
    ListingsCsvService,
    BulkSaleService,
    BulkSaleRepository,
    ListingPackageFactsService,
    ListingDemoService,
    ListingDemosRepository,
  ],
})
export class ListingsModule {}
