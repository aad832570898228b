import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CatalogModule } from '../catalog/catalog.module';
import { PackageFactsRepository } from '../downloads/package-facts.repository';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { StorageModule } from '../storage/storage.module';
import { TemplateFilesModule } from '../template-files/template-files.module';
import { AdminRecordsController } from './admin-records.controller';
import { BulkUploadService } from './bulk-upload.service';
import { CustomersController } from './customers.controller';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';
import { RefundsService } from './refunds.service';
import { TemplateZipsController } from './template-zips.controller';
import { TemplateZipsService } from './template-zips.service';
import { TemplatesStatusController } from './templates-status.controller';
import { TemplatesStatusService } from './templates-status.service';

/** The back office's server (docs/product/back-office.md §7): every route admin-only (see admin-access.api.spec.ts). */
@Module({
  imports: [AuditModule, CatalogModule, MailModule, OrdersModule, StorageModule, TemplateFilesModule],
  controllers: [TemplatesStatusController, CustomersController, TemplateZipsController, AdminRecordsController],
  providers: [PackageFactsRepository, TemplatesStatusService, CustomersService, CustomersRepository, RefundsService, TemplateZipsService, BulkUploadService],
})
export class AdminModule {}
