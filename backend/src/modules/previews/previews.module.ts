import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { ListingDemoEntity } from '../listings/entities/listing-demo.entity';
import { StorageModule } from '../../infrastructure/storage';
import { ShopSettingsModule } from '../shop-settings';
import { GeneratedImagesFallbackService } from './generated-images.fallback';
import { PreviewsController } from './previews.controller';
import { PreviewsRepository } from './previews.repository';
import { PreviewsService } from './previews.service';
import { UploadedDemoController } from './uploaded-demo.controller';

/** Live demos (/preview/:slug: generated, or the owner's uploaded static demo) and on-the-fly generated images of stored templates. */
@Module({
  imports: [TypeOrmModule.forFeature([TemplateEntity, ListingDemoEntity]), StorageModule, ShopSettingsModule],
  controllers: [PreviewsController, UploadedDemoController],
  providers: [PreviewsService, PreviewsRepository, GeneratedImagesFallbackService],
})
export class PreviewsModule {}
