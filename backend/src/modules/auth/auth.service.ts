import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { SIGNUP_WINDOW_MS } from '@tm/contracts/limits';
import { ApiError } from '../../common/http/api-error';
import { WorkBudgetService } from '../../common/http/work-budget';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { bySubject, RateLimitService } from '../../infrastructure/rate-limit';
import type { UserEntity } from '../users/entities/user.entity';
import { type NewUser, PasswordHasherService, UsersService } from '../users';
import { LoginThrottleService } from './login-throttle.service';
import { assertStrongPassword } from './password-policy';

@Injectable()
export class AuthService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasherService,
    private readonly throttle: LoginThrottleService,
    private readonly limits: RateLimitService,
    private readonly work: WorkBudgetService,
  ) {}

  /**
   * At most SIGNUP_LIMIT_PER_HOUR accounts per address an hour (429 with Retry-After); what did not end
   * in an account (409, 503...) does not count. A full hashing lane answers 503 before any of it, and
   * the password's strength is estimated only once the address has its place (decision 064).
   */
  async signup(input: Omit<NewUser, 'isAdmin'>, ip: string): Promise<UserEntity> {
    this.hasher.assertRoom('sign-up');
    const slot = await this.limits.take(
      { bucket: 'signup', max: this.config.signupLimitPerHour, windowMs: SIGNUP_WINDOW_MS },
      bySubject.address(ip),
      AUTH_MESSAGES.tooManySignups,
    );
    try {
      this.work.assertRoom();
      this.work.measure(() => assertStrongPassword(input.password));
      return await this.users.create({ ...input, isAdmin: false });
    } catch (error) {
      // Should the release fail too, the address is over-counted by one for an hour: the original error matters more.
      await slot.release().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Checks a sign-in. Wrong password and unknown account look the same from outside: same 401 text,
   * same hashing work, same throttling (keyed by the identifier when there is no account). A browser
   * that signed in to the account before (`deviceOf`, KnownDevicesService) has a lane of its own: the address
   * and account locks others' failures set do not apply to it, only its own failures do (decision 050).
   */
  async verifyCredentials(
    identifier: string,
    password: string,
    ip: string,
    deviceOf: (userId: string) => string | null = () => null,
  ): Promise<UserEntity> {
    const user = await this.users.findByLogin(identifier);
    const device = user ? deviceOf(user.id) : null;
    this.hasher.assertRoom(device ? 'known-device' : 'sign-in');
    const accountKey = LoginThrottleService.accountKey(user?.id, identifier);
    if (device) await this.throttle.assertDeviceAllowed(accountKey, device);
    else {
      await this.throttle.assertIpAllowed(ip);
      await this.throttle.assertAccountAllowed(accountKey, ip);
    }

    const valid = user
      ? await this.hasher.verify(user.passwordHash, password, device ? 'known-device' : 'sign-in')
      : await this.hasher.verifyAgainstDummy(password);
    if (!user || !valid) {
      if (device) await this.throttle.recordDeviceFailure(accountKey, device);
      else await this.throttle.recordFailure(accountKey, ip);
      throw new ApiError(401, AUTH_MESSAGES.invalidCredentials);
    }
    if (device) await this.throttle.clearDeviceFailures(accountKey, device);
    else await this.throttle.clearFailures(accountKey, ip);
    return user;
  }
}
