import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import type { Repository } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { selectEntity } from '../../database/entity-rows';
import { isUniqueViolation } from '../../database/unique-violation';
import { loginKey, UserEntity } from './entities/user.entity';
import { PasswordHasherService } from './password-hasher.service';

export interface NewUser {
  username: string;
  /** Already normalised (trimmed, lower-case) by the signup schema. */
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  isAdmin?: boolean;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly hasher: PasswordHasherService,
  ) {}

  /** Runs on every signed-in API request (the session's user), hence the prepared SQL. */
  findById(id: string): Promise<UserEntity | null> {
    return selectEntity(this.users.manager.connection, UserEntity, 'SELECT * FROM users WHERE id = ?', [id]);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ emailKey: loginKey(email) });
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ usernameKey: loginKey(username) });
  }

  /**
   * Sign-in accepts a username or an email, case-insensitively: one lookup on the two unique keys (a
   * username cannot contain '@', so at most one account matches).
   */
  findByLogin(identifier: string): Promise<UserEntity | null> {
    const key = loginKey(identifier);
    // Each key by its own unique index (MySQL merges the two; SQLite runs a multi-index OR).
    return selectEntity(this.users.manager.connection, UserEntity, 'SELECT * FROM users WHERE usernameKey = ? OR emailKey = ? LIMIT 1', [
      key,
      key,
    ]);
  }

  /** Whether anyone can open the back office yet (start-up hints at create-admin otherwise). */
  hasAdmin(): Promise<boolean> {
    return this.users.existsBy({ isAdmin: true });
  }

  /**
   * Creates a user; 409 with the spec's texts when the username or email is taken, whatever its case:
   * the unique keys decide between concurrent sign-ups.
   */
  async create(input: NewUser): Promise<UserEntity> {
    await this.assertAvailable(input.username, input.email);
    const user = this.users.create({
      username: input.username.trim(),
      usernameKey: loginKey(input.username),
      email: input.email.trim().toLowerCase(),
      emailKey: loginKey(input.email),
      passwordHash: await this.hasher.hash(input.password, 'sign-up'),
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      profileImageUrl: null,
      isAdmin: input.isAdmin ?? false,
      sessionEpoch: 0,
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      // Two signups racing for the same name: the unique index decides, the loser gets a 409.
      if (isUniqueViolation(error)) await this.assertAvailable(input.username, input.email);
      throw error;
    }
  }

  /** Sets a new password and ends every session of the user (their epoch no longer matches). */
  async changePassword(userId: string, newPassword: string): Promise<void> {
    const passwordHash = await this.hasher.hash(newPassword, 'password-change');
    const epoch = this.users.manager.connection.driver.escape('sessionEpoch');
    await this.users
      .createQueryBuilder()
      .update(UserEntity)
      .set({ passwordHash, sessionEpoch: () => `${epoch} + 1` })
      .where('id = :userId', { userId })
      .execute();
  }

  private async assertAvailable(username: string, email: string): Promise<void> {
    if (await this.findByUsername(username)) throw new ApiError(409, AUTH_MESSAGES.usernameTaken);
    if (await this.findByEmail(email)) throw new ApiError(409, AUTH_MESSAGES.emailTaken);
  }
}
