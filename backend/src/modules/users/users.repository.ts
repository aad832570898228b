import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntity } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { UserEntity } from './entities/user.entity';

/** What a new account is stored with; the id and the dates are the table's. */
export type NewUserRow = Pick<
  UserEntity,
  | 'username'
  | 'usernameKey'
  | 'email'
  | 'emailKey'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'profileImageUrl'
  | 'isAdmin'
  | 'sessionEpoch'
>;

/** The statements of the users table (UsersService keeps the rules: keys, hashing, the 409s). */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Runs on every signed-in API request (the session's user), hence the prepared SQL. */
  findById(id: string): Promise<UserEntity | null> {
    return selectEntity(this.users.manager.connection, UserEntity, 'SELECT * FROM users WHERE id = ?', [id]);
  }

  findByEmailKey(emailKey: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ emailKey });
  }

  findByUsernameKey(usernameKey: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ usernameKey });
  }

  /** The account whose username or email has this key (a username cannot contain '@': at most one). */
  findByLoginKey(key: string): Promise<UserEntity | null> {
    // Each key by its own unique index (MySQL merges the two; SQLite runs a multi-index OR).
    return selectEntity(this.users.manager.connection, UserEntity, 'SELECT * FROM users WHERE usernameKey = ? OR emailKey = ? LIMIT 1', [
      key,
      key,
    ]);
  }

  hasAdmin(): Promise<boolean> {
    return this.users.existsBy({ isAdmin: true });
  }

  /** Inserts the account; a taken username or email fails on its unique key (isUniqueViolation). */
  insert(row: NewUserRow): Promise<UserEntity> {
    return this.users.save(this.users.create(row));
  }

  /** The new hash, and the session epoch moved on so every session of the user ends. */
  async setPassword(userId: string, passwordHash: string): Promise<void> {
    const epoch = this.users.manager.connection.driver.escape('sessionEpoch');
    await this.users
      .createQueryBuilder()
      .update(UserEntity)
      .set({ passwordHash, sessionEpoch: () => `${epoch} + 1` })
      .where('id = :userId', { userId })
      .execute();
  }

  /**
   * setPassword with `alsoRun` (a notice owed, decision 084) in one transaction; false when the account
   * is gone (nothing was written).
   */
  async setPasswordWith(userId: string, passwordHash: string, now: Date, alsoRun: readonly Step[]): Promise<boolean> {
    const failed = await runAtomically(this.users.manager.connection, [
      {
        sql: 'UPDATE users SET passwordHash = ?, sessionEpoch = sessionEpoch + 1, updatedAt = ? WHERE id = ?',
        params: [passwordHash, this.at(now), userId],
        abortUnlessChanged: 'account gone',
      },
      ...alsoRun,
    ]);
    return failed === null;
  }

  /** A new address (and its login key) with the session epoch moved on: every session of the user ends. */
  emailStep(userId: string, email: string, emailKey: string, now: Date): Step {
    return {
      sql: 'UPDATE users SET email = ?, emailKey = ?, sessionEpoch = sessionEpoch + 1, updatedAt = ? WHERE id = ?',
      params: [email, emailKey, this.at(now), userId],
      abortUnlessChanged: 'account gone',
    };
  }

  /**
   * The account emptied for good (decision 086): placeholder keys that no sign-up can type (a username
   * has no '-', an email has an '@'), so the username and the address are free again; no password hash
   * (a malformed hash signs no one in); no name or picture; every session ended. Only a customer's
   * account that is not deleted yet; the batch aborts with 'gone' otherwise.
   */
  anonymiseStep(userId: string, placeholder: string, now: Date): Step {
    return {
      sql: `UPDATE users SET email = ?, emailKey = ?, username = ?, usernameKey = ?, passwordHash = '', firstName = NULL, lastName = NULL,
              profileImageUrl = NULL, sessionEpoch = sessionEpoch + 1, deletedAt = ?, updatedAt = ?
            WHERE id = ? AND isAdmin = ? AND deletedAt IS NULL`,
      params: [placeholder, placeholder, placeholder, placeholder, this.at(now), this.at(now), userId, 0],
      abortUnlessChanged: 'gone',
    };
  }

  private at(date: Date): string | Date {
    return sqlDate(dialectOf(this.users.manager.connection), date);
  }
}
