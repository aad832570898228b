import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ACCOUNT_SETTINGS_MESSAGES,
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailChangeSchema,
  type ChangeEmail,
  type ChangePassword,
  type ConfirmEmailChange,
} from '@tm/contracts/account-settings';
import type { MessageResponse } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { Customer, Public } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { clientAddress } from '../../common/http/client-address';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import type { UserEntity } from '../users/entities/user.entity';
import { EmailChangeService } from './email-change.service';
import { PasswordChangeService } from './password-change.service';
import { SessionService } from './session.service';

/** Account settings (decision 084): the signed-in user's password and email address. */
@Controller()
export class AccountSettingsController {
  constructor(
    private readonly passwords: PasswordChangeService,
    private readonly emails: EmailChangeService,
    private readonly sessions: SessionService,
  ) {}

  /** Every session of the user ends with the change; this one signs in again on a fresh session id. */
  @Customer()
  @Post(API.accountPassword)
  @HttpCode(200)
  async changePassword(
    @Body(new ZodValidationPipe(ChangePasswordSchema)) body: ChangePassword,
    @CurrentUser() user: UserEntity,
    @Req() req: Request,
  ): Promise<MessageResponse> {
    const changed = await this.passwords.changePassword(user.id, body, clientAddress(req));
    await this.sessions.logIn(req, changed);
    return { message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged };
  }

  @Customer()
  @Post(API.accountEmail)
  @HttpCode(200)
  async requestEmailChange(
    @Body(new ZodValidationPipe(ChangeEmailSchema)) body: ChangeEmail,
    @CurrentUser() user: UserEntity,
    @Req() req: Request,
  ): Promise<MessageResponse> {
    await this.emails.requestChange(user.id, body, clientAddress(req));
    return { message: ACCOUNT_SETTINGS_MESSAGES.emailChangeSent };
  }

  /**
   * Public: the link may be opened in another browser, and its token is the proof. When the browser
   * that opens it is signed in to the same account, it stays signed in (on a fresh session id).
   */
  @Public()
  @Post(API.accountEmailConfirm)
  @HttpCode(200)
  async confirmEmailChange(
    @Body(new ZodValidationPipe(ConfirmEmailChangeSchema)) body: ConfirmEmailChange,
    @Req() req: Request,
  ): Promise<MessageResponse> {
    const signedIn = (req.user as UserEntity | undefined)?.id;
    const changed = await this.emails.confirm(body.token);
    if (signedIn === changed.id) await this.sessions.logIn(req, changed);
    return { message: ACCOUNT_SETTINGS_MESSAGES.emailChanged };
  }
}
