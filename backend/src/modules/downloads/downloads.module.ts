import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { OrderItemEntity } from '../order-records/entities/order-item.entity';
import { OrderEntity } from '../order-records/entities/order.entity';
import { CustomBuildModule } from '../custom-build';
import { LicencesModule } from '../licences';
import { JobRecordsRepository } from '../../infrastructure/jobs';
import { RateLimitModule } from '../../infrastructure/rate-limit';
import { StorageModule } from '../../infrastructure/storage';
import { TemplateFilesModule } from '../../infrastructure/template-files';
import { DownloadAccessService } from './download-access.service';
import { DownloadLinksService } from './download-links.service';
import { DownloadsController } from './downloads.controller';
import { DownloadsRepository } from './downloads.repository';
import { DownloadsService } from './downloads.service';
import { DownloadLogEntity } from './entities/download-log.entity';
import { ItemPackagesService } from './item-packages.service';
import { ItemUpdatesService } from './item-updates.service';
import { PackageFactsController } from './package-facts.controller';
import { PackageFactsRepository } from './package-facts.repository';
import { PackageFactsService } from './package-facts.service';

/**
 * Downloads of purchased templates (decision 017), the signed links the confirmation email carries,
 * and what a download holds (decision 040).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([OrderEntity, OrderItemEntity, TemplateEntity, DownloadLogEntity]),
    StorageModule,
    LicencesModule,
    TemplateFilesModule,
    CustomBuildModule,
    RateLimitModule,
  ],
  controllers: [DownloadsController, PackageFactsController],
  providers: [
    DownloadsService,
    DownloadAccessService,
    DownloadLinksService,
    DownloadsRepository,
    ItemPackagesService,
    ItemUpdatesService,
    PackageFactsService,
    PackageFactsRepository,
    JobRecordsRepository,
  ],
  // The back office writes an upload's facts with its version.
  exports: [DownloadLinksService, ItemUpdatesService, PackageFactsRepository],
})
export class DownloadsModule {}
