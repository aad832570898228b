import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { ApiError } from '../../common/http/api-error';
import type { Step } from '../../database/atomic-steps';
import { isUniqueViolation } from '../../database/unique-violation';
import { loginKey, type UserEntity } from './entities/user.entity';
import { PasswordHasherService } from './password-hasher.service';
import { type NewUserRow, UsersRepository } from './users.repository';

export interface NewUser {
  username: string;
  /** Already normalised (trimmed, lower-case) by the signup schema. */
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  isAdmin?: boolean;
}

/** What a deleted account's username and email become: unique, and nothing a sign-up or sign-in form accepts as an address. */
export const deletedAccountKey = (userId: string) => `deleted-${userId}`;

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasherService,
  ) {}

  /** Runs on every signed-in API request (the session's user). */
  findById(id: string): Promise<UserEntity | null> {
    return this.users.findById(id);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findByEmailKey(loginKey(email));
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findByUsernameKey(loginKey(username));
  }

  /**
   * Sign-in accepts a username or an email, case-insensitively: one lookup on the two unique keys (a
   * username cannot contain '@', so at most one account matches).
   */
  findByLogin(identifier: string): Promise<UserEntity | null> {
    return this.users.findByLoginKey(loginKey(identifier));
  }

  /** Whether anyone can open the back office yet (start-up hints at create-admin otherwise). */
  hasAdmin(): Promise<boolean> {
    return this.users.hasAdmin();
  }

  /**
   * Creates a user; 409 with the spec's texts when the username or email is taken, whatever its case:
   * the unique keys decide between concurrent sign-ups.
   */
  async create(input: NewUser): Promise<UserEntity> {
    await this.assertAvailable(input.username, input.email);
    const row: NewUserRow = {
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
    };
    try {
      return await this.users.insert(row);
    } catch (error) {
      // Two signups racing for the same name: the unique index decides, the loser gets a 409.
      if (isUniqueViolation(error)) await this.assertAvailable(input.username, input.email);
      throw error;
    }
  }

  /** Sets a new password and ends every session of the user (their epoch no longer matches). */
  async changePassword(userId: string, newPassword: string): Promise<void> {
    await this.users.setPassword(userId, await this.hasher.hash(newPassword, 'password-change'));
  }

  /**
   * Sets a new password and ends every session of the user, with `alsoRun` (account settings owe a
   * notice with it, decision 084) in one transaction; false when the account is gone.
   */
  async changePasswordWith(userId: string, newPassword: string, now: Date, alsoRun: readonly Step[]): Promise<boolean> {
    return this.users.setPasswordWith(userId, await this.hasher.hash(newPassword, 'password-change'), now, alsoRun);
  }

  /** The statement that sets a new email address (unique by its key) and ends every session of the user. */
  emailStep(userId: string, email: string, now: Date): Step {
    return this.users.emailStep(userId, email.trim().toLowerCase(), loginKey(email), now);
  }

  /** The statement that empties a deleted account's row and ends its sessions (UsersRepository.anonymiseStep, decision 086). */
  anonymiseStep(userId: string, now: Date): Step {
    return this.users.anonymiseStep(userId, deletedAccountKey(userId), now);
  }

  private async assertAvailable(username: string, email: string): Promise<void> {
    if (await this.findByUsername(username)) throw new ApiError(409, AUTH_MESSAGES.usernameTaken);
    if (await this.findByEmail(email)) throw new ApiError(409, AUTH_MESSAGES.emailTaken);
  }
}
