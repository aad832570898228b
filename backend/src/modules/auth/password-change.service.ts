import { Injectable } from '@nestjs/common';
import type { ChangePassword } from '@tm/contracts/account-settings';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { PAGES } from '@tm/contracts/routes';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { WorkBudgetService } from '../../common/http/work-budget';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { MailService } from '../../infrastructure/mail';
import { ShopSettingsService } from '../shop-settings';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users';
import { accountNotice, notYouAdvice } from './account-notice';
import { CurrentPasswordService } from './current-password.service';
import { assertStrongPassword } from './password-policy';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';

/**
 * A signed-in user changes their password (decision 084): the current one first, then the policy the
 * sign-up and the reset use (decision 020, 064). The new hash, the session epoch moved on (every session
 * ends, decision 006) and the notice to the account's address commit together (decision 022).
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly current: CurrentPasswordService,
    private readonly users: UsersService,
    private readonly resetTokens: PasswordResetTokensRepository,
    private readonly mail: MailService,
    private readonly shop: ShopSettingsService,
    private readonly clock: ClockService,
    private readonly work: WorkBudgetService,
  ) {}

  /** Returns the user as stored after the change, for the caller's session to sign in again on its new epoch. */
  async changePassword(userId: string, input: ChangePassword, ip: string): Promise<UserEntity> {
    const user = await this.current.verify(userId, input.currentPassword, ip);
    this.work.assertRoom();
    this.work.measure(() => assertStrongPassword(input.newPassword));

    const now = this.clock.now();
    const shop = await this.shop.identity();
    const notice = accountNotice({
      to: user.email,
      name: user.firstName || user.username,
      subject: `Your ${shop.shopName} password was changed`,
      paragraphs: [
        `The password of your ${shop.shopName} account (${user.username}) was changed on ${now.toUTCString()}.`,
        'Every device that was signed in to the account, other than the one used for the change, has been signed out.',
        notYouAdvice(this.config.publicUrl, PAGES.forgotPassword, shop),
      ],
      shop,
    });
    const changed = await this.users.changePasswordWith(user.id, input.newPassword, now, [this.mail.owedStep(notice)]);
    if (!changed) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
    this.mail.wake();
    // A reset link asked for before the change must not undo it.
    await this.resetTokens.useAllOf(user.id, now);
    const stored = await this.users.findById(user.id);
    if (!stored) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
    return stored;
  }
}
