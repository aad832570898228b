import { Module } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail';
import { StorageModule } from '../../infrastructure/storage';
import { ShopSettingsModule } from '../shop-settings';
import { FormRelayModule } from '../form-relay';
import { SiteCopyService } from './delivery/site-writer/model-writer';
import { CustomBuildRepository } from './custom-build.repository';
import { CustomBuildDeliveryHandler } from './delivery/delivery-handler';
import { DeliveryRecordsRepository } from './delivery/delivery-records.repository';

/**
 * The custom build's delivery job (decision 036), for the processes that run jobs: no controllers,
 * nothing of the consultant. The handler is found by its `@ProvidesJob()` mark (decision 060).
 */
@Module({
  imports: [StorageModule, MailModule, ShopSettingsModule, FormRelayModule],
  providers: [CustomBuildDeliveryHandler, CustomBuildRepository, DeliveryRecordsRepository, SiteCopyService],
})
export class CustomBuildJobsModule {}
