import { Injectable } from '@nestjs/common';
import { ACCOUNT_SETTINGS_MESSAGES } from '@tm/contracts/account-settings';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { ApiError } from '../../common/http/api-error';
import type { UserEntity } from '../users/entities/user.entity';
import { PasswordHasherService, UsersService } from '../users';
import { LoginThrottleService } from './login-throttle.service';

/**
 * The current password a signed-in user types before changing their password or email (decision 084).
 * A stolen session must not be a way to guess it: each wrong one counts as a failed sign-in of the
 * account from that address (decision 005), and the sign-in's locks refuse it the same way.
 */
@Injectable()
export class CurrentPasswordService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasherService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** The user as stored now when `password` is theirs; 400 when it is not, 429 past the sign-in limits. */
  async verify(userId: string, password: string, ip: string): Promise<UserEntity> {
    this.hasher.assertRoom('sign-in');
    const accountKey = LoginThrottleService.accountKey(userId, '');
    await this.throttle.assertIpAllowed(ip);
    await this.throttle.assertAccountAllowed(accountKey, ip);
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      await this.throttle.recordFailure(accountKey, ip);
      throw new ApiError(400, ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword);
    }
    await this.throttle.clearFailures(accountKey, ip);
    return user;
  }
}
