import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { TemplatesStatusController } from './templates-status.controller';
import { TemplatesStatusService } from './templates-status.service';

/** The back office's server (back-office §7): every route admin-only (see admin-access.api.spec.ts). */
@Module({
  imports: [CatalogModule],
  controllers: [TemplatesStatusController],
  providers: [TemplatesStatusService],
})
export class AdminModule {}
