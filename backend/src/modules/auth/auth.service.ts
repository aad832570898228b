import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { ApiError } from '../../common/http/api-error';
import type { UserEntity } from '../users/entities/user.entity';
import { PasswordHasherService } from '../users/password-hasher.service';
import { UsersService, type NewUser } from '../users/users.service';
import { LoginThrottleService } from './login-throttle.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasherService,
    private readonly throttle: LoginThrottleService,
  ) {}

  signup(input: Omit<NewUser, 'isAdmin'>): Promise<UserEntity> {
    return this.users.create({ ...input, isAdmin: false });
  }

  /**
   * Checks a sign-in. Wrong password and unknown account look the same from outside: same 401 text,
   * same hashing work, same throttling (keyed by the identifier when there is no account).
   */
  async verifyCredentials(identifier: string, password: string, ip: string): Promise<UserEntity> {
    await this.throttle.assertIpAllowed(ip);
    const user = await this.users.findByLogin(identifier);
    const accountKey = LoginThrottleService.accountKey(user?.id, identifier);
    await this.throttle.assertAccountAllowed(accountKey);

    const valid = user ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verifyAgainstDummy(password);
    if (!user || !valid) {
      await this.throttle.recordFailure(accountKey, ip);
      throw new ApiError(401, AUTH_MESSAGES.invalidCredentials);
    }
    await this.throttle.clearAccount(accountKey);
    return user;
  }
}
