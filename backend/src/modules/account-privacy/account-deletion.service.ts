import { Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_DELETION_AUDIT_ACTION, ACCOUNT_PRIVACY_MESSAGES, type ReviewsOnDeletion } from '@tm/contracts/account-privacy';
import type { DeleteAccount } from '@tm/contracts/account-privacy.schemas';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { ClockService } from '../../common/clock';
import { errorMessage } from '../../common/errors';
import { ApiError } from '../../common/http/api-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import type { Step } from '../../database/atomic-steps';
import { type AdminActor, AuditLogService } from '../../infrastructure/audit';
import { MailService } from '../../infrastructure/mail';
import { StorageService } from '../../infrastructure/storage';
import { accountNotice, CurrentPasswordService, StoredSessionsRepository } from '../auth';
import { PaymentSessionsService } from '../orders';
import { reviewerErasureSteps } from '../reviews';
import { ShopSettingsService } from '../shop-settings';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users';
import { AccountDataRepository } from './account-data.repository';
import { accountKeysOf } from './account-data.service';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountExportsRepository } from './account-exports.repository';

const REVIEWS_SENTENCE: Record<ReviewsOnDeletion, string> = {
  anonymise: 'Your reviews stay on the shop without your name.',
  remove: 'Your reviews have been removed.',
};

/**
 * Delete my account (decision 086, GDPR art. 17), by its owner with the current password or by an admin
 * for a request that came by mail. The users row stays (orders keep their buyer) but is emptied, which
 * frees the username and the address; everything else about the account goes or is stripped, all in one
 * transaction with the notice to the old address and, for an admin, the audit entry. Files and Redis
 * sessions are removed after the commit: the session epoch, moved on in it, has already signed every
 * session out.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly current: CurrentPasswordService,
    private readonly users: UsersService,
    private readonly rows: AccountDataRepository,
    private readonly deletion: AccountDeletionRepository,
    private readonly exports: AccountExportsRepository,
    private readonly sessions: StoredSessionsRepository,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
    private readonly shop: ShopSettingsService,
    private readonly clock: ClockService,
    private readonly paymentSessions: PaymentSessionsService,
  ) {}

  /** The signed-in user's own deletion: the current password first (400 when wrong, counted by the sign-in throttle). */
  async deleteOwn(userId: string, input: DeleteAccount, ip: string): Promise<void> {
    const user = await this.current.verify(userId, input.currentPassword, ip);
    if (user.isAdmin) throw new ApiError(403, ACCOUNT_PRIVACY_MESSAGES.adminNotDeletable);
    if (!(await this.delete(user, input.reviews, () => []))) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
  }

  /** An admin deletes a customer's account on request; 404 for an unknown, admin or already deleted account. */
  async deleteByAdmin(actor: AdminActor, userId: string, reviews: ReviewsOnDeletion): Promise<void> {
    const user = await this.rows.user(userId);
    if (!user || user.isAdmin || user.deletedAt) throw new ApiError(404, ACCOUNT_PRIVACY_MESSAGES.customerNotFound);
    const audited = () => [
      this.audit.step(actor, {
        action: ACCOUNT_DELETION_AUDIT_ACTION,
        targetType: 'user',
        targetId: user.id,
        // No name or address: the log outlives the account, and the id is enough to answer for it.
        detail: `Deleted at the customer's request; reviews ${reviews === 'remove' ? 'removed' : 'kept without the name'}`,
      }),
    ];
    if (!(await this.delete(user, reviews, audited))) throw new ApiError(404, ACCOUNT_PRIVACY_MESSAGES.customerNotFound);
  }

  /** False when the account was deleted meanwhile (nothing written). */
  private async delete(user: UserEntity, reviews: ReviewsOnDeletion, alsoRun: () => Step[]): Promise<boolean> {
    const now = this.clock.now();
    const keys = accountKeysOf(user);
    const [reviewed, deliveryFiles, dataExports, shop] = await Promise.all([
      this.rows.reviewedTemplates(user.id),
      this.deletion.deliveryFiles(user.id),
      this.exports.ofUser(user.id),
      this.shop.identity(),
    ]);
    const notice = accountNotice({
      to: user.email,
      name: user.firstName || user.username,
      subject: `Your ${shop.shopName} account has been deleted`,
      paragraphs: [
        `Your ${shop.shopName} account ${user.username} was deleted on ${now.toUTCString()}. Every device that was signed in to it has been signed out.`,
        `Your profile, cart, wishlist, custom builds, contact messages and the copies of our mail to you are gone, and your purchases can no longer be downloaded. ${REVIEWS_SENTENCE[reviews]}`,
        'We keep your orders and their invoices as sales records for as long as tax law requires, without your email address or phone number.',
        `You can sign up again with this address whenever you like. If you did not ask for this, write to us at ${shop.supportEmail}.`,
      ],
      shop,
    });
    // Open payment pages at the provider are closed first, as the dashboard's Cancel does (decision 066).
    await this.paymentSessions.closeSessionsOfUser(user.id);
    const failed = await this.deletion.commit([
      // First: an account deleted meanwhile (or an admin's) aborts the batch before anything else is written.
      this.users.anonymiseStep(user.id, now),
      ...reviewerErasureSteps(user.id, reviewed, reviews, this.config.demoStore),
      this.sessions.forgetStep(user.id),
      ...this.deletion.steps(keys, now),
      this.exports.forgetStep(user.id),
      this.mail.owedStep(notice),
      ...alsoRun(),
    ]);
    if (failed) return false;
    this.mail.wake();

    // What lives outside the database. A failure here leaves an unreachable file or a dead session behind, not data in use.
    const files = [...deliveryFiles, ...dataExports.flatMap((row) => (row.filePath ? [row.filePath] : []))];
    await Promise.all([
      this.sessions.forgetInRedis(user.id).catch((error: unknown) => {
        this.logger.warn(`Sessions of deleted account ${user.id} not removed from Redis: ${errorMessage(error)}`);
      }),
      ...files.map((path) =>
        this.storage.remove('private', path).catch((error: unknown) => {
          this.logger.warn(`File ${path} of deleted account ${user.id} not removed: ${errorMessage(error)}`);
        }),
      ),
    ]);
    this.logger.log(`Account ${user.id} deleted (reviews: ${reviews})`);
    return true;
  }
}
