import { Module } from '@nestjs/common';
import { PublicFileFallbacksService } from './public-file-fallbacks';
import { PublicFilesController } from './public-files.controller';
import { StorageService } from './storage.service';

/** Files on local disk: a public area served at /api/public-files/... and a private area (ZIPs). */
@Module({
  controllers: [PublicFilesController],
  providers: [StorageService, PublicFileFallbacksService],
  exports: [StorageService, PublicFileFallbacksService],
})
export class StorageModule {}
