import { Module } from '@nestjs/common';
import { AuditModule } from '../../infrastructure/audit';
import { ShopSettingsController } from './shop-settings.controller';
import { ShopSettingsRepository } from './shop-settings.repository';
import { ShopSettingsService } from './shop-settings.service';

/**
 * The owner's settings, the shop's name and identity (decision 075): GET/PUT /api/admin/settings,
 * GET /api/shop, and ShopSettingsService for every module that shows the seller (pages, heads, mails).
 */
@Module({
  imports: [AuditModule],
  controllers: [ShopSettingsController],
  providers: [ShopSettingsService, ShopSettingsRepository],
  exports: [ShopSettingsService],
})
export class ShopSettingsModule {}
