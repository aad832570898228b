import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AUTH_MESSAGES,
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
  SignupSchema,
  type AuthResponse,
  type ForgotPassword,
  type MessageResponse,
  type ResetPassword,
  type User,
} from '@tm/contracts/auth';
import { API, PAGES } from '@tm/contracts/routes';
import type { z } from 'zod';
import { Customer, Public } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { clientAddress } from '../../common/http/client-address';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import type { UserEntity } from '../users/entities/user.entity';
import { toUserDto } from '../users';
import { AuthService } from './auth.service';
import { KnownDevicesService } from './known-devices';
import { PasswordResetService } from './password-reset.service';
import { SessionService } from './session.service';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly passwordReset: PasswordResetService,
    private readonly devices: KnownDevicesService,
  ) {}

  @Public()
  @Post(API.signup)
  @HttpCode(201)
  async signup(@Body(new ZodValidationPipe(SignupSchema)) body: z.output<typeof SignupSchema>, @Req() req: Request): Promise<AuthResponse> {
    const user = await this.auth.signup(body, clientAddress(req));
    await this.sessions.logIn(req, user);
    return { user: toUserDto(user) };
  }

  @Public()
  @Post(API.login)
  @HttpCode(200)
  async login(
    @Body(new ZodValidationPipe(LoginSchema)) _body: z.output<typeof LoginSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    const user = await this.sessions.authenticate(req, res);
    await this.sessions.logIn(req, user);
    this.devices.remember(req, res, user.id);
    return { user: toUserDto(user) };
  }

  @Customer()
  @Get(API.authUser)
  currentUser(@CurrentUser() user: UserEntity): User {
    return toUserDto(user);
  }

  /**
   * The spec's logout is a browser navigation (GET). A GET must not be a cross-site lever, so a
   * request the browser marks cross-site only redirects; SameSite=Lax already keeps the cookie off
   * cross-site subresource requests.
   */
  @Public()
  @Get(API.logout)
  async logoutByNavigation(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (req.get('sec-fetch-site')?.toLowerCase() !== 'cross-site') await this.sessions.logOut(req, res);
    res.redirect(302, PAGES.home);
  }

  @Public()
  @Post(API.logoutApi)
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.logOut(req, res);
  }

  @Public()
  @Post(API.forgotPassword)
  @HttpCode(200)
  async forgotPassword(
    @Body(new ZodValidationPipe(ForgotPasswordSchema)) body: ForgotPassword,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponse> {
    await this.passwordReset.limitRequests(clientAddress(req));
    // The account lookup, the token and its mail start once the answer is out, so the answer takes the
    // same time whether or not the account exists (decision 023). 'close' follows the last byte, or an abort.
    res.once('close', () => this.passwordReset.requestInBackground(body.email));
    return { message: AUTH_MESSAGES.forgotPasswordSent };
  }

  @Public()
  @Post(API.resetPassword)
  @HttpCode(200)
  async resetPassword(@Body(new ZodValidationPipe(ResetPasswordSchema)) body: ResetPassword): Promise<MessageResponse> {
    await this.passwordReset.resetPassword(body.token, body.password);
    return { message: AUTH_MESSAGES.resetDone };
  }
}
