import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { ShopSettingsModule } from '../shop-settings';
import { WebModule } from '../web';
import { SeoController } from './seo.controller';
import { SeoPagesService } from './seo-pages.service';
import { SitemapService } from './sitemap.service';

/** What search engines and link previews read: server-filled page heads, the sitemap, robots.txt. */
@Module({
  imports: [CatalogModule, ShopSettingsModule, WebModule],
  controllers: [SeoController],
  providers: [SeoPagesService, SitemapService],
})
export class SeoModule {}
