import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { StorageModule } from '../../infrastructure/storage';
import { ShopSettingsModule } from '../shop-settings';
import { GeneratedImagesFallbackService } from './generated-images.fallback';
import { PreviewsController } from './previews.controller';
import { PreviewsRepository } from './previews.repository';
import { PreviewsService } from './previews.service';

/** Live demos (/preview/:slug) and on-the-fly generated images of stored templates. */
@Module({
  imports: [TypeOrmModule.forFeature([TemplateEntity]), StorageModule, ShopSettingsModule],
  controllers: [PreviewsController],
  providers: [PreviewsService, PreviewsRepository, GeneratedImagesFallbackService],
})
export class PreviewsModule {}
