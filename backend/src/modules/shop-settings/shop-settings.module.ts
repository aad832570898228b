import { Module } from '@nestjs/common';
import { AuditModule } from '../../infrastructure/audit';
import { StorageModule } from '../../infrastructure/storage';
import { FirstStepsController } from './first-steps/first-steps.controller';
import { FirstStepsRepository } from './first-steps/first-steps.repository';
import { FirstStepsService } from './first-steps/first-steps.service';
import { ShopLogoProcessorService } from './logo/shop-logo-processor.service';
import { ShopSettingsController } from './shop-settings.controller';
import { ShopSettingsRepository } from './shop-settings.repository';
import { ShopSettingsService } from './shop-settings.service';

/**
 * The owner's settings, the shop's name and identity (decision 075): GET/PUT /api/admin/settings, the
 * logo (POST/DELETE /api/admin/settings/logo), GET /api/shop, the back office's first-steps checklist
 * (GET/PUT /api/admin/first-steps), and ShopSettingsService for every module that shows the seller
 * (pages, heads, mails).
 */
@Module({
  imports: [AuditModule, StorageModule],
  controllers: [ShopSettingsController, FirstStepsController],
  providers: [ShopSettingsService, ShopSettingsRepository, ShopLogoProcessorService, FirstStepsService, FirstStepsRepository],
  exports: [ShopSettingsService],
})
export class ShopSettingsModule {}
