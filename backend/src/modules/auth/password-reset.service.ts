import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { PASSWORD_RESET_TTL_MS } from '@tm/contracts/limits';
import { PAGES } from '@tm/contracts/routes';
import { IsNull, MoreThan, type Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { Clock } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { LoginThrottleService } from './login-throttle.service';

/** At most this many links per account per PASSWORD_RESET_TTL_MS: the form cannot be used to flood a mailbox. */
export const MAX_RESET_MAILS_PER_WINDOW = 3;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectRepository(PasswordResetTokenEntity) private readonly tokens: Repository<PasswordResetTokenEntity>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly throttle: LoginThrottleService,
    private readonly clock: Clock,
  ) {}

  /**
   * Mails a single-use link when the account exists; does nothing visible otherwise. The mail goes
   * out in the background so the response time does not tell the two cases apart.
   */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const now = this.clock.now();
    const recent = await this.tokens.countBy({
      userId: user.id,
      createdAt: MoreThan(new Date(now.getTime() - PASSWORD_RESET_TTL_MS)),
    });
    if (recent >= MAX_RESET_MAILS_PER_WINDOW) return; // same answer; the links already sent still work
    const token = randomBytes(32).toString('base64url');
    await this.tokens.save(
      this.tokens.create({
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
        usedAt: null,
        createdAt: now,
      }),
    );
    const link = `${this.config.publicUrl}${PAGES.resetPassword}?token=${encodeURIComponent(token)}`;
    const minutes = Math.round(PASSWORD_RESET_TTL_MS / 60000);
    this.mail.sendInBackground(
      {
        to: user.email,
        subject: 'Reset your Template Marketplace password',
        text: [
          `Hello ${user.firstName || user.username},`,
          '',
          'Someone (hopefully you) asked to reset the password of your Template Marketplace account.',
          `Open this link within ${minutes} minutes to choose a new password:`,
          '',
          link,
          '',
          'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
        ].join('\n'),
        html: [
          `<p>Hello ${escapeHtml(user.firstName || user.username)},</p>`,
          '<p>Someone (hopefully you) asked to reset the password of your Template Marketplace account.',
          `Open this link within ${minutes} minutes to choose a new password:</p>`,
          `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
          '<p>The link works once. If you did not ask for it, ignore this mail: your password stays as it is.</p>',
        ].join('\n'),
      },
      'a password reset mail',
    );
  }

  /** Uses a token once: sets the password, ends every session, lifts the account's sign-in throttle. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const now = this.clock.now();
    const row = await this.tokens.findOneBy({ tokenHash: hashResetToken(token) });
    if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) {
      throw new ApiError(400, AUTH_MESSAGES.resetInvalid);
    }
    // Conditional update: of two concurrent uses of one token, only one changes a row.
    const claimed = await this.tokens.update(
      { id: row.id, usedAt: IsNull(), expiresAt: MoreThan(now) },
      { usedAt: now },
    );
    if (claimed.affected !== 1) throw new ApiError(400, AUTH_MESSAGES.resetInvalid);

    await this.users.changePassword(row.userId, newPassword);
    // Other links sent before this one must not work afterwards either.
    await this.tokens.update({ userId: row.userId, usedAt: IsNull() }, { usedAt: now });
    await this.throttle.clearAccount(LoginThrottleService.accountKey(row.userId, ''));
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
