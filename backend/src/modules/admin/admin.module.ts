import { Module } from '@nestjs/common';
import { AuditModule } from '../../infrastructure/audit';
import { AccountPrivacyModule } from '../account-privacy';
import { CatalogModule } from '../catalog';
import { PackageFactsRepository } from '../downloads';
import { InvoicesModule } from '../invoices';
import { MailModule } from '../../infrastructure/mail';
import { OrdersModule } from '../orders';
import { ShopSettingsModule } from '../shop-settings';
import { StorageModule } from '../../infrastructure/storage';
import { TemplateFilesModule } from '../../infrastructure/template-files';
import { AdminRecordsController } from './admin-records.controller';
import { BulkUploadService } from './bulk-upload.service';
import { CustomerDeletionController } from './customer-deletion.controller';
import { CustomersController } from './customers.controller';
import { CustomersRepository } from './customers.repository';
import { CustomersService } from './customers.service';
import { RefundsService } from './refunds.service';
import { TemplateZipsController } from './template-zips.controller';
import { TemplateZipsRepository } from './template-zips.repository';
import { TemplateZipsService } from './template-zips.service';
import { TemplatesStatusController } from './templates-status.controller';
import { TemplatesStatusService } from './templates-status.service';

/** The back office's server (docs/product/back-office.md §7): every route admin-only (see admin-access.api.spec.ts). */
@Module({
  imports: [
    AccountPrivacyModule,
    AuditModule,
    CatalogModule,
    InvoicesModule,
    MailModule,
    OrdersModule,
    ShopSettingsModule,
    StorageModule,
    TemplateFilesModule,
  ],
  controllers: [TemplatesStatusController, CustomersController, CustomerDeletionController, TemplateZipsController, AdminRecordsController],
  providers: [
    PackageFactsRepository,
    TemplatesStatusService,
    CustomersService,
    CustomersRepository,
    RefundsService,
    TemplateZipsService,
    TemplateZipsRepository,
    BulkUploadService,
  ],
})
export class AdminModule {}
