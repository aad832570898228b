import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { QueryFailedError, type Repository } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { selectEntity } from '../../database/entity-rows';
import { UserEntity } from './entities/user.entity';
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
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .where('LOWER(u.username) = :username', { username: username.trim().toLowerCase() })
      .getOne();
  }

  /** Sign-in accepts a username or an email, case-insensitively. */
  async findByLogin(identifier: string): Promise<UserEntity | null> {
    const key = identifier.trim().toLowerCase();
    return this.users
      .createQueryBuilder('u')
      .where('LOWER(u.username) = :key OR u.email = :key', { key })
      .orderBy('u.createdAt', 'ASC')
      .getOne();
  }

  /** Creates a user; 409 with the spec's texts when the username or email is taken. */
  async create(input: NewUser): Promise<UserEntity> {
    await this.assertAvailable(input.username, input.email);
    const user = this.users.create({
      username: input.username.trim(),
      email: input.email.trim().toLowerCase(),
      passwordHash: await this.hasher.hash(input.password),
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
    const passwordHash = await this.hasher.hash(newPassword);
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

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
