import { escapeHtml } from '@tm/contracts/html-escape';
import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { FORGOT_PASSWORD_IP_MAX, FORGOT_PASSWORD_IP_WINDOW_MS, PASSWORD_RESET_TTL_MS } from '@tm/contracts/limits';
import { PAGES } from '@tm/contracts/routes';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { WorkBudgetService } from '../../common/http/work-budget';
import { type ComposedMail, type MailComposer, MailComposersService, MailService, PermanentMailError } from '../../infrastructure/mail';
import { bySubject, RateLimitService } from '../../infrastructure/rate-limit';
import { mailSignature, ShopSettingsService } from '../shop-settings';
import { UsersService } from '../users';
import { LoginThrottleService } from './login-throttle.service';
import { assertStrongPassword } from './password-policy';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';

/** At most this many links per account per PASSWORD_RESET_TTL_MS: the form cannot be used to flood a mailbox. */
export const MAX_RESET_MAILS_PER_WINDOW = 3;

export const PASSWORD_RESET_MAIL = 'password-reset';
/** The subject, with the shop's name (decision 075): written when the mail is owed, kept in its outbox row. */
const subjectFor = (shopName: string) => `Reset your ${shopName} password`;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Forgot and reset password (decision 006). The request answers before anything about the account is
 * looked at, so its time says nothing about whether the account exists (decision 023); the link's
 * mail is owed in the same transaction as its token and composed at send time (decision 022).
 */
@Injectable()
export class PasswordResetService implements MailComposer, OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  /** Requests being handled after their answer, awaited at shutdown. */
  private readonly inBackground = new Set<Promise<void>>();
  private readonly linkKey: Buffer;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly tokens: PasswordResetTokensRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly composers: MailComposersService,
    private readonly throttle: LoginThrottleService,
    private readonly limits: RateLimitService,
    private readonly clock: ClockService,
    private readonly work: WorkBudgetService,
    private readonly shop: ShopSettingsService,
  ) {
    this.linkKey = createHmac('sha256', config.sessionSecret).update('tm:password-reset-link').digest();
  }

  onModuleInit(): void {
    this.composers.register(PASSWORD_RESET_MAIL, this);
  }

  /** Counts the request against the client's address (429 past the limit): the same work whether or not the account exists. */
  async limitRequests(ip: string): Promise<void> {
    await this.limits.take(
      { bucket: 'forgot-password', max: FORGOT_PASSWORD_IP_MAX, windowMs: FORGOT_PASSWORD_IP_WINDOW_MS },
      bySubject.address(ip),
      AUTH_MESSAGES.tooManyResetRequests,
    );
  }

  /** requestReset, once the answer has gone out; a failure is logged (the client was told the same either way). */
  requestInBackground(email: string): void {
    const work = this.requestReset(email)
      .catch((error: Error) => this.logger.error(`A password reset request failed: ${error.message}`))
      .finally(() => this.inBackground.delete(work));
    this.inBackground.add(work);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.inBackground]);
  }

  /**
   * Owes a single-use link when the account exists; does nothing otherwise. The token row and the
   * mail's outbox row commit together; the token itself is never stored (its hash is), nor the mail's
   * text: the link is made again from the token row's id when the mail is sent (tokenFor).
   */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const now = this.clock.now();
    const recent = await this.tokens.countSince(user.id, new Date(now.getTime() - PASSWORD_RESET_TTL_MS));
    if (recent >= MAX_RESET_MAILS_PER_WINDOW) return; // same answer; the links already sent still work
    const id = randomUUID();
    const { shopName } = await this.shop.identity();
    await this.tokens.insert(
      {
        id,
        userId: user.id,
        tokenHash: hashResetToken(this.tokenFor(id)),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
        createdAt: now,
      },
      [this.mail.owedStep({ kind: PASSWORD_RESET_MAIL, refId: id, to: user.email, subject: subjectFor(shopName) })],
    );
    this.mail.wake();
  }

  /** The reset mail of a token row, made at send time. A link used or expired before it could go out is not sent. */
  async compose(row: { refId: string | null; to: string; subject: string }): Promise<ComposedMail> {
    const stored = row.refId ? await this.tokens.findById(row.refId) : null;
    if (!stored || stored.usedAt !== null || stored.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw new PermanentMailError('The reset link was used or expired before it could be sent');
    }
    const user = await this.users.findById(stored.userId);
    if (!user) throw new PermanentMailError('The account is gone');
    const token = this.tokenFor(stored.id);
    const link = `${this.config.publicUrl}${PAGES.resetPassword}?token=${encodeURIComponent(token)}`;
    const minutes = Math.round(PASSWORD_RESET_TTL_MS / 60000);
    const shop = await this.shop.identity();
    const signature = mailSignature(shop);
    return {
      secrets: [token],
      message: {
        to: row.to,
        subject: row.subject,
        text: [
          `Hello ${user.firstName || user.username},`,
          '',
          `Someone (hopefully you) asked to reset the password of your ${shop.shopName} account.`,
          `Open this link within ${minutes} minutes to choose a new password:`,
          '',
          link,
          '',
          'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
          signature,
        ].join('\n'),
        html: [
          `<p>Hello ${escapeHtml(user.firstName || user.username)},</p>`,
          `<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(shop.shopName)} account.`,
          `Open this link within ${minutes} minutes to choose a new password:</p>`,
          `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
          '<p>The link works once. If you did not ask for it, ignore this mail: your password stays as it is.</p>',
          `<p style="white-space:pre-line">${escapeHtml(signature.trimStart())}</p>`,
        ].join('\n'),
      },
    };
  }

  /**
   * The token of a reset row: an HMAC of its id under a key derived from the installation secret. Only
   * its hash is stored, so neither the database nor the outbox holds a usable link, yet a mail sent
   * again after a crash carries the same link.
   */
  private tokenFor(resetId: string): string {
    return createHmac('sha256', this.linkKey).update(resetId).digest('base64url');
  }

  /** Uses a token once: sets the password, ends every session, lifts the account's sign-in throttle. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const now = this.clock.now();
    const row = await this.tokens.findByHash(hashResetToken(token));
    if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) {
      throw new ApiError(400, AUTH_MESSAGES.resetInvalid);
    }
    // Only a good link's holder gets the strength estimate (decision 064); a weak password leaves the link usable.
    this.work.assertRoom();
    this.work.measure(() => assertStrongPassword(newPassword));
    // Conditional update: of two concurrent uses of one token, only one changes a row.
    if (!(await this.tokens.use(row.id, now))) throw new ApiError(400, AUTH_MESSAGES.resetInvalid);

    await this.users.changePassword(row.userId, newPassword);
    // Other links sent before this one must not work afterwards either.
    await this.tokens.useAllOf(row.userId, now);
    await this.throttle.clearAccount(LoginThrottleService.accountKey(row.userId, ''));
  }
}
