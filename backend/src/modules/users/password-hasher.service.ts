import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';

/** argon2id. Production uses the library's defaults; tests lower the memory cost through config. */
@Injectable()
export class PasswordHasherService {
  private dummyHash: Promise<string> | undefined;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.config.passwordHashing });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }

  /**
   * Spends the same work as a real check when the account does not exist, so response timing does
   * not tell whether a username or email is registered.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash('not-a-real-password-0');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
