import { Injectable, Logger, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import type { Readable } from 'node:stream';
import {
  ACCOUNT_EXPORT_INLINE_MAX,
  ACCOUNT_EXPORT_TTL_MS,
  ACCOUNT_EXPORT_WINDOW_MS,
  ACCOUNT_EXPORTS_PER_WINDOW,
  ACCOUNT_PRIVACY_MESSAGES,
  accountExportFileName,
  type AccountExportQueued,
} from '@tm/contracts/account-privacy';
import { PAGES } from '@tm/contracts/routes';
import { ClockService } from '../../common/clock';
import { SignedTokensService, TokenError } from '../../common/crypto/signed-tokens';
import { ApiError } from '../../common/http/api-error';
import { startPeriodicPurge } from '../../common/periodic-purge';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { uuidV7 } from '../../database/uuid-v7';
import { JobQueue, JobRecordsRepository } from '../../infrastructure/jobs';
import { type ComposedMail, type MailComposer, MailComposersService, PermanentMailError } from '../../infrastructure/mail';
import { bySubject, RateLimitService } from '../../infrastructure/rate-limit';
import { StorageService } from '../../infrastructure/storage';
import { linkMail } from '../auth';
import { ShopSettingsService } from '../shop-settings';
import type { UserEntity } from '../users/entities/user.entity';
import { AccountDataRepository } from './account-data.repository';
import { AccountDataService } from './account-data.service';
import { AccountExportsRepository } from './account-exports.repository';

/** The background job that writes a large export, and the mail with its link. */
export const ACCOUNT_EXPORT_JOB = 'account-export';
export const ACCOUNT_EXPORT_MAIL = 'account-export';

/** Where a large export's file is kept: private storage, never served but through the signed-in download. */
export const accountExportPath = (exportId: string) => `account-exports/${exportId}.json`;

/** The file as sent: indented, so a person can read it too. */
export const exportBody = (file: unknown) => `${JSON.stringify(file, null, 2)}\n`;

const PURGE_EVERY_MS = 60 * 60 * 1000;
const PURGE_BATCH = 100;

export type ExportAnswer = { kind: 'file'; filename: string; body: string } | { kind: 'queued'; answer: AccountExportQueued };

export interface ExportDownload {
  filename: string;
  size: number;
  stream: Readable;
}

/**
 * Download my data (decision 086). A small account gets its file in the answer; a larger one
 * (over ACCOUNT_EXPORT_INLINE_MAX records) gets a background job that writes the file to private storage
 * and owes a mail whose link, made when the mail is sent, downloads it for the signed-in account for
 * ACCOUNT_EXPORT_TTL_MS. Either counts against a few exports a day.
 */
@Injectable()
export class AccountExportService implements MailComposer, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AccountExport');
  private stopPurge: (() => void) | undefined;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly data: AccountDataService,
    private readonly rows: AccountDataRepository,
    private readonly exports: AccountExportsRepository,
    private readonly jobs: JobRecordsRepository,
    private readonly storage: StorageService,
    private readonly composers: MailComposersService,
    private readonly tokens: SignedTokensService,
    private readonly limits: RateLimitService,
    private readonly shop: ShopSettingsService,
    private readonly clock: ClockService,
    @Optional() private readonly queue?: JobQueue,
  ) {}

  onModuleInit(): void {
    this.composers.register(ACCOUNT_EXPORT_MAIL, this);
    this.stopPurge = startPeriodicPurge(
      async () => {
        await this.purgeExpired();
      },
      PURGE_EVERY_MS,
      this.logger,
    );
  }

  onModuleDestroy(): void {
    this.stopPurge?.();
  }

  async request(user: UserEntity): Promise<ExportAnswer> {
    const slot = await this.limits.take(
      { bucket: 'account-export', max: ACCOUNT_EXPORTS_PER_WINDOW, windowMs: ACCOUNT_EXPORT_WINDOW_MS },
      bySubject.key(user.id),
      ACCOUNT_PRIVACY_MESSAGES.tooManyExports,
    );
    try {
      const records = await this.data.count(user);
      if (records <= ACCOUNT_EXPORT_INLINE_MAX) {
        const file = await this.data.build(user);
        return { kind: 'file', filename: accountExportFileName(user.username, this.clock.now()), body: exportBody(file) };
      }
      const now = this.clock.now();
      const exportId = uuidV7(now.getTime());
      const jobId = uuidV7(now.getTime());
      await this.exports.insert(
        { id: exportId, userId: user.id, jobId, recordCount: records, createdAt: now },
        this.jobs.createSteps({
          id: jobId,
          kind: ACCOUNT_EXPORT_JOB,
          request: JSON.stringify({ exportId }),
          totalTemplates: 1,
          parts: [[0, 1]],
          seed: 0,
          createdBy: user.id,
        }),
      );
      // A lost wake-up only waits for a worker's sweep: the job is in the table.
      await this.queue?.enqueue(jobId, 1);
      return { kind: 'queued', answer: { message: ACCOUNT_PRIVACY_MESSAGES.exportQueued(records), records } };
    } catch (error) {
      await slot.release();
      throw error;
    }
  }

  /**
   * The file a mailed link names, for the account it was made for only: a link the shop did not sign is
   * 400, an expired one 410, another account's (or one whose export is gone) 404.
   */
  async download(user: UserEntity, token: string): Promise<ExportDownload> {
    let claims: Record<string, unknown>;
    try {
      claims = this.tokens.verify('account-export', token);
    } catch (error) {
      if (error instanceof TokenError && error.reason === 'expired') throw new ApiError(410, ACCOUNT_PRIVACY_MESSAGES.exportLinkExpired);
      throw new ApiError(400, ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid);
    }
    if (typeof claims.e !== 'string' || typeof claims.u !== 'string') throw new ApiError(400, ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid);
    if (claims.u !== user.id) throw new ApiError(404, ACCOUNT_PRIVACY_MESSAGES.exportNotFound);
    const row = await this.exports.find(claims.e);
    if (!row || row.userId !== user.id) throw new ApiError(404, ACCOUNT_PRIVACY_MESSAGES.exportNotFound);
    const now = this.clock.now().getTime();
    if (row.status !== 'ready' || !row.filePath || !row.expiresAt || row.expiresAt.getTime() <= now) {
      throw new ApiError(410, ACCOUNT_PRIVACY_MESSAGES.exportLinkExpired);
    }
    const opened = await this.storage.open('private', row.filePath);
    if (!opened) throw new ApiError(410, ACCOUNT_PRIVACY_MESSAGES.exportLinkExpired);
    return { filename: accountExportFileName(user.username, row.readyAt ?? row.createdAt), size: opened.size, stream: opened.stream };
  }

  /** The mail of a ready export, made when it is sent: the link's token is never stored (decision 084's way). */
  async compose(row: { refId: string | null; to: string; subject: string }): Promise<ComposedMail> {
    const stored = row.refId ? await this.exports.find(row.refId) : null;
    if (!stored || stored.status !== 'ready' || !stored.expiresAt || stored.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw new PermanentMailError('The data export expired or was removed before its mail could be sent');
    }
    const user = await this.rows.user(stored.userId);
    if (!user || user.deletedAt) throw new PermanentMailError('The account is gone');
    const token = this.tokens.sign('account-export', { e: stored.id, u: stored.userId }, stored.expiresAt);
    const link = `${this.config.publicUrl}${PAGES.accountExport}?token=${encodeURIComponent(token)}`;
    const shop = await this.shop.identity();
    const name = user.firstName || user.username;
    const days = Math.round(ACCOUNT_EXPORT_TTL_MS / 86_400_000);
    const lead = `The copy of your ${shop.shopName} data you asked for (${stored.recordCount.toLocaleString('en-US')} records) is ready.`;
    const ask = `Open this link within ${days} days and download it, signed in as ${user.username}:`;
    const after = 'The link only works for your account. If you did not ask for a copy of your data, change your password and write to us.';
    return linkMail({ to: row.to, subject: row.subject, name, lead, ask, link, token, after, shop });
  }

  /** Files of exports whose time is up are removed; the rows stay as `expired` (the account's own record of them). */
  async purgeExpired(): Promise<number> {
    const expired = await this.exports.expiredBy(this.clock.now(), PURGE_BATCH);
    for (const row of expired) {
      if (row.filePath) await this.storage.remove('private', row.filePath);
      await this.exports.markExpired(row.id);
    }
    return expired.length;
  }
}
