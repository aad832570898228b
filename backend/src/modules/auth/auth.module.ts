import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../infrastructure/mail';
import { RateLimitModule } from '../../infrastructure/rate-limit';
import { ShopSettingsModule } from '../shop-settings';
import { UsersModule } from '../users';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { KnownDevicesService } from './known-devices';
import { LoginFailureEntity } from './entities/login-failure.entity';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { SessionEntity } from './entities/session.entity';
import { LoginFailuresRepository } from './login-failures.repository';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { PasswordResetService } from './password-reset.service';
import { SessionService } from './session.service';
import { SqlSessionStoreRepository } from './sql-session-store.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([SessionEntity, LoginFailureEntity, PasswordResetTokenEntity]),
    UsersModule,
    MailModule,
    RateLimitModule,
    ShopSettingsModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    KnownDevicesService,
    LoginThrottleService,
    LoginFailuresRepository,
    PasswordResetService,
    PasswordResetTokensRepository,
    SessionService,
    SqlSessionStoreRepository,
  ],
  exports: [SessionService],
})
export class AuthModule {}
