import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { OrderItemEntity } from '../order-records/entities/order-item.entity';
import { OrderEntity } from '../order-records/entities/order.entity';
import { StorageModule } from '../../infrastructure/storage';
import { TemplateFilesModule } from '../../infrastructure/template-files';
import { DownloadsRepository } from './downloads.repository';
import { DownloadLogEntity } from './entities/download-log.entity';
import { ItemPackagesService } from './item-packages.service';
import { PackageFactsHandler } from './package-facts.handler';
import { PackageFactsRepository } from './package-facts.repository';

/**
 * The package facts job, for the processes that run jobs: a generated package's facts are built
 * there, never by a request (decision 051). No controllers; the handler is found by its
 * `@ProvidesJob()` mark (decision 060).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([OrderEntity, OrderItemEntity, TemplateEntity, DownloadLogEntity]),
    StorageModule,
    TemplateFilesModule,
  ],
  providers: [PackageFactsHandler, ItemPackagesService, DownloadsRepository, PackageFactsRepository],
})
export class DownloadsJobsModule {}
