import { Module } from '@nestjs/common';
import { AuditModule } from '../../infrastructure/audit';
import { JobRecordsRepository } from '../../infrastructure/jobs';
import { MailModule } from '../../infrastructure/mail';
import { RateLimitModule } from '../../infrastructure/rate-limit';
import { StorageModule } from '../../infrastructure/storage';
import { AuthModule } from '../auth';
import { InvoicesModule } from '../invoices';
import { OrdersModule } from '../orders';
import { ShopSettingsModule } from '../shop-settings';
import { UsersModule } from '../users';
import { AccountDataRepository } from './account-data.repository';
import { AccountDataService } from './account-data.service';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { AccountExportsRepository } from './account-exports.repository';
import { AccountPrivacyController } from './account-privacy.controller';

/**
 * Download my data and delete my account (decision 086). The job that writes a large export is in
 * `AccountPrivacyJobsModule`, loaded where jobs run (decision 060); the back office's deletion uses
 * `AccountDeletionService` from here.
 */
@Module({
  imports: [
    AuditModule,
    AuthModule,
    InvoicesModule,
    MailModule,
    OrdersModule,
    RateLimitModule,
    ShopSettingsModule,
    StorageModule,
    UsersModule,
  ],
  controllers: [AccountPrivacyController],
  providers: [
    AccountDataRepository,
    AccountDataService,
    AccountDeletionRepository,
    AccountDeletionService,
    AccountExportService,
    AccountExportsRepository,
    JobRecordsRepository,
  ],
  exports: [AccountDeletionService],
})
export class AccountPrivacyModule {}
