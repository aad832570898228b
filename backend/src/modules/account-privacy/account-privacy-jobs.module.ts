import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../infrastructure/mail';
import { StorageModule } from '../../infrastructure/storage';
import { StoredSessionsRepository } from '../auth';
import { SessionEntity } from '../auth/entities/session.entity';
import { InvoicesModule } from '../invoices';
import { ShopSettingsModule } from '../shop-settings';
import { AccountDataRepository } from './account-data.repository';
import { AccountDataService } from './account-data.service';
import { AccountExportHandler } from './account-export.handler';
import { AccountExportsRepository } from './account-exports.repository';

/**
 * The large data export's job (decision 086), for the processes that run jobs: no controllers, no mail
 * composer (its mail is composed where AccountPrivacyModule runs). The handler is found by its
 * `@ProvidesJob()` mark (decision 060).
 */
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity]), InvoicesModule, MailModule, ShopSettingsModule, StorageModule],
  providers: [AccountExportHandler, AccountDataService, AccountDataRepository, AccountExportsRepository, StoredSessionsRepository],
})
export class AccountPrivacyJobsModule {}
