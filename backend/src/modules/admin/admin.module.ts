import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CustomersController } from './customers.controller';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';
import { TemplatesStatusController } from './templates-status.controller';
import { TemplatesStatusService } from './templates-status.service';

/** The back office's server (back-office §7): every route admin-only (see admin-access.api.spec.ts). */
@Module({
  imports: [CatalogModule],
  controllers: [TemplatesStatusController, CustomersController],
  providers: [TemplatesStatusService, CustomersService, CustomersRepository],
})
export class AdminModule {}
