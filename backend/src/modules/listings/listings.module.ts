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

/** The owner's listing editor (decision 076): listings created, edited, priced and illustrated in the back office. */
@Module({
  imports: [TypeOrmModule.forFeature([TemplateEntity]), AuditModule, StorageModule, CatalogModule],
  controllers: [ListingsController],
  providers: [ListingsService, ListingsRepository, ListingImageProcessorService, ListingsCsvService],
})
export class ListingsModule {}
