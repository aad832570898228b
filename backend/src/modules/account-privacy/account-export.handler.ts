import { Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_EXPORT_TTL_MS } from '@tm/contracts/account-privacy';
import { ClockService } from '../../common/clock';
import type { BackgroundJobPartEntity } from '../../infrastructure/jobs/entities/background-job-part.entity';
import type { BackgroundJobEntity } from '../../infrastructure/jobs/entities/background-job.entity';
import { JobHandler, type PreparedBatch, ProvidesJob } from '../../infrastructure/jobs';
import { MailService } from '../../infrastructure/mail';
import { StorageService } from '../../infrastructure/storage';
import { ShopSettingsService } from '../shop-settings';
import { AccountDataRepository } from './account-data.repository';
import { AccountDataService } from './account-data.service';
import { ACCOUNT_EXPORT_JOB, ACCOUNT_EXPORT_MAIL, accountExportPath, exportBody } from './account-export.service';
import { AccountExportsRepository } from './account-exports.repository';

/**
 * Writes a large data export (decision 086): the file into private storage, then in one transaction the
 * export made ready and its mail owed (the link is made when the mail is sent, by AccountExportService).
 * Run again after a worker died between the two, it writes the same file again and the ready step, which
 * only a pending export passes, commits once.
 */
@Injectable()
@ProvidesJob()
export class AccountExportHandler extends JobHandler {
  readonly kind = ACCOUNT_EXPORT_JOB;
  private readonly logger = new Logger('AccountExport');

  constructor(
    private readonly data: AccountDataService,
    private readonly rows: AccountDataRepository,
    private readonly exports: AccountExportsRepository,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly shop: ShopSettingsService,
    private readonly clock: ClockService,
  ) {
    super();
  }

  batchSize(): number {
    return 1;
  }

  describe(): string | null {
    return 'Account data export';
  }

  async prepare(job: BackgroundJobEntity, _part: BackgroundJobPartEntity, from: number, to: number): Promise<PreparedBatch> {
    const { exportId } = JSON.parse(job.request) as { exportId: string };
    const current = { category: 'account-export', subcategory: null };
    const done: PreparedBatch = { to, steps: [], succeeded: to - from, failed: [], current };
    const row = await this.exports.find(exportId);
    // Made already, or the account went meanwhile (its exports with it): nothing left to do.
    if (!row || row.status !== 'pending') return done;
    const user = await this.rows.user(row.userId);
    if (!user || user.deletedAt) return done;

    const body = exportBody(await this.data.build(user));
    const path = accountExportPath(exportId);
    await this.storage.writePrivate(path, body);
    const readyAt = this.clock.now();
    const { shopName } = await this.shop.identity();
    return {
      ...done,
      steps: [
        this.exports.readyStep(exportId, path, Buffer.byteLength(body), readyAt, new Date(readyAt.getTime() + ACCOUNT_EXPORT_TTL_MS)),
        this.mail.owedStep({
          kind: ACCOUNT_EXPORT_MAIL,
          refId: exportId,
          to: user.email,
          subject: `Your ${shopName} data is ready to download`,
        }),
      ],
      afterCommit: () => {
        this.mail.wake();
        this.logger.log(`Data export ${exportId} ready (${row.recordCount} records, ${Buffer.byteLength(body)} bytes)`);
      },
    };
  }
}
