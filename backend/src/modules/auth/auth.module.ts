import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../infrastructure/mail';
import { RateLimitModule } from '../../infrastructure/rate-limit';
import { ShopSettingsModule } from '../shop-settings';
import { UsersModule } from '../users';
import { AccountSettingsController } from './account-settings.controller';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CurrentPasswordService } from './current-password.service';
import { EmailChangeService } from './email-change.service';
import { EmailChangeTokensRepository } from './email-change-tokens.repository';
import { EmailChangeTokenEntity } from './entities/email-change-token.entity';
import { KnownDevicesService } from './known-devices';
import { LoginFailureEntity } from './entities/login-failure.entity';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { SessionEntity } from './entities/session.entity';
import { LoginFailuresRepository } from './login-failures.repository';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { PasswordChangeService } from './password-change.service';
import { PasswordResetService } from './password-reset.service';
import { SessionService } from './session.service';
import { SqlSessionStoreRepository } from './sql-session-store.repository';
import { StoredSessionsRepository } from './stored-sessions.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([SessionEntity, LoginFailureEntity, PasswordResetTokenEntity, EmailChangeTokenEntity]),
    UsersModule,
    MailModule,
    RateLimitModule,
    ShopSettingsModule,
  ],
  controllers: [AuthController, AccountSettingsController],
  providers: [
    AuthService,
    CurrentPasswordService,
    EmailChangeService,
    EmailChangeTokensRepository,
    KnownDevicesService,
    LoginThrottleService,
    LoginFailuresRepository,
    PasswordChangeService,
    PasswordResetService,
    PasswordResetTokensRepository,
    SessionService,
    SqlSessionStoreRepository,
    StoredSessionsRepository,
  ],
  // The account's privacy rights (decision 086) ask for the current password and end every session too.
  exports: [SessionService, CurrentPasswordService, StoredSessionsRepository],
})
export class AuthModule {}
