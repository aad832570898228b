import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { ShopSettingsModule } from '../shop-settings';
import { RemotesController } from './remotes.controller';
import { RemotesService } from './remotes.service';
import { WebAppService } from './web-app.service';

@Module({
  imports: [CatalogModule, ShopSettingsModule],
  controllers: [RemotesController],
  providers: [RemotesService, WebAppService],
  exports: [WebAppService, RemotesService],
})
export class WebModule {}
