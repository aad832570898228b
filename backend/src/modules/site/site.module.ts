import { Module } from '@nestjs/common';
import { ShopSettingsModule } from '../shop-settings';
import { SiteController } from './site.controller';

/** GET /api/site: the install's public facts for every page; GET /api/site/privacy: its processors (decision 083). */
@Module({ imports: [ShopSettingsModule], controllers: [SiteController] })
export class SiteModule {}
