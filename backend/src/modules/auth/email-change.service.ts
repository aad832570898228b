import { Injectable, OnModuleInit } from '@nestjs/common';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  EMAIL_CHANGE_MAX_PER_WINDOW,
  EMAIL_CHANGE_TTL_MS,
  type ChangeEmail,
} from '@tm/contracts/account-settings';
import { PAGES } from '@tm/contracts/routes';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { isUniqueViolation } from '../../database/unique-violation';
import { type ComposedMail, type MailComposer, MailComposersService, MailService, PermanentMailError } from '../../infrastructure/mail';
import { ShopSettingsService } from '../shop-settings';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users';
import { accountNotice, linkMail } from './account-notice';
import { CurrentPasswordService } from './current-password.service';
import { EmailChangeTokensRepository } from './email-change-tokens.repository';

export const EMAIL_CHANGE_MAIL = 'email-change';

export function hashEmailChangeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A signed-in user changes their email address (decision 084). The current password first; then a
 * single-use link, made and stored as the password reset's are (decision 006: only its hash is kept,
 * the mail composed at send time), goes to the new address. Only following it changes the address,
 * ends every session and owes a notice to the old address, all in one transaction.
 */
@Injectable()
export class EmailChangeService implements MailComposer, OnModuleInit {
  private readonly linkKey: Buffer;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly current: CurrentPasswordService,
    private readonly tokens: EmailChangeTokensRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly composers: MailComposersService,
    private readonly shop: ShopSettingsService,
    private readonly clock: ClockService,
  ) {
    this.linkKey = createHmac('sha256', config.sessionSecret).update('tm:email-change-link').digest();
  }

  onModuleInit(): void {
    this.composers.register(EMAIL_CHANGE_MAIL, this);
  }

  /** Owes the confirmation link to the new address; a pending request of the user ends with it. */
  async requestChange(userId: string, input: ChangeEmail, ip: string): Promise<void> {
    const user = await this.current.verify(userId, input.currentPassword, ip);
    if (input.newEmail === user.emailKey) throw new ApiError(400, ACCOUNT_SETTINGS_MESSAGES.sameEmail);
    // Taken or not, the same words: the form is no way to learn who has an account.
    if (await this.users.findByEmail(input.newEmail)) throw new ApiError(400, ACCOUNT_SETTINGS_MESSAGES.emailUnavailable);
    const now = this.clock.now();
    const recent = await this.tokens.countSince(user.id, new Date(now.getTime() - EMAIL_CHANGE_TTL_MS));
    if (recent >= EMAIL_CHANGE_MAX_PER_WINDOW) throw new ApiError(429, ACCOUNT_SETTINGS_MESSAGES.tooManyEmailChanges);

    const id = randomUUID();
    const { shopName } = await this.shop.identity();
    await this.tokens.replace(
      {
        id,
        userId: user.id,
        newEmail: input.newEmail,
        tokenHash: hashEmailChangeToken(this.tokenFor(id)),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
        createdAt: now,
      },
      [
        this.mail.owedStep({
          kind: EMAIL_CHANGE_MAIL,
          refId: id,
          to: input.newEmail,
          subject: `Confirm your new ${shopName} email address`,
        }),
      ],
    );
    this.mail.wake();
  }

  /**
   * Uses a link once: the address changes, every session of the user ends, the old address is told.
   * Returns the user as stored after the change (the caller's own session may sign in again).
   */
  async confirm(token: string): Promise<UserEntity> {
    const now = this.clock.now();
    const row = await this.tokens.findByHash(hashEmailChangeToken(token));
    if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) {
      throw new ApiError(400, ACCOUNT_SETTINGS_MESSAGES.linkInvalid);
    }
    const user = await this.users.findById(row.userId);
    if (!user) throw new ApiError(400, ACCOUNT_SETTINGS_MESSAGES.linkInvalid);
    const shop = await this.shop.identity();
    const notice = accountNotice({
      to: user.email,
      name: user.firstName || user.username,
      subject: `Your ${shop.shopName} email address was changed`,
      paragraphs: [
        `The email address of your ${shop.shopName} account (${user.username}) was changed on ${now.toUTCString()}: ` +
          'mail about the account, and password reset links, now go to the new address.',
        'Every device that was signed in to the account has been signed out.',
        `If you did not make this change, write to us at ${shop.supportEmail} right away so we can give the account back to you.`,
      ],
      shop,
    });
    let failed: string | null;
    try {
      failed = await this.tokens.use(row.id, now, [
        this.users.emailStep(user.id, row.newEmail, now),
        this.tokens.endResetLinksStep(user.id, now),
        this.mail.owedStep(notice),
      ]);
    } catch (error) {
      // Another account took the address since the link was sent: the unique key refuses it, nothing changed.
      if (isUniqueViolation(error)) throw new ApiError(400, ACCOUNT_SETTINGS_MESSAGES.emailUnavailable);
      throw error;
    }
    if (failed) throw new ApiError(400, ACCOUNT_SETTINGS_MESSAGES.linkInvalid);
    this.mail.wake();
    const changed = await this.users.findById(user.id);
    if (!changed) throw new ApiError(400, ACCOUNT_SETTINGS_MESSAGES.linkInvalid);
    return changed;
  }

  /** The confirmation mail of a token row, made at send time. A link used, replaced or expired before it could go out is not sent. */
  async compose(row: { refId: string | null; to: string; subject: string }): Promise<ComposedMail> {
    const stored = row.refId ? await this.tokens.findById(row.refId) : null;
    if (!stored || stored.usedAt !== null || stored.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw new PermanentMailError('The email change link was used, replaced or expired before it could be sent');
    }
    const user = await this.users.findById(stored.userId);
    if (!user) throw new PermanentMailError('The account is gone');
    const token = this.tokenFor(stored.id);
    const link = `${this.config.publicUrl}${PAGES.confirmEmail}?token=${encodeURIComponent(token)}`;
    const hours = Math.round(EMAIL_CHANGE_TTL_MS / 3_600_000);
    const shop = await this.shop.identity();
    const name = user.firstName || user.username;
    const lead = `Someone (hopefully you) asked to use this address for the ${shop.shopName} account ${user.username}.`;
    const ask = `Open this link within ${hours} hours to confirm it:`;
    const after =
      'The link works once. Until it is opened the account keeps its current address; if you did not ask for this, ignore this mail.';
    return linkMail({ to: row.to, subject: row.subject, name, lead, ask, link, token, after, shop });
  }

  /** As the reset's (PasswordResetService.tokenFor): an HMAC of the row's id, so a mail sent again after a crash carries the same link. */
  private tokenFor(changeId: string): string {
    return createHmac('sha256', this.linkKey).update(changeId).digest('base64url');
  }
}
