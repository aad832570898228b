import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type DataSource, type Repository } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';

/**
 * The password_reset_tokens table behind PasswordResetService (decision 006): the rows of the links
 * (their token's hash, never the token) and their single use.
 */
@Injectable()
export class PasswordResetTokensRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(PasswordResetTokenEntity) private readonly tokens: Repository<PasswordResetTokenEntity>,
  ) {}

  private at(date: Date): string | Date {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  /** How many links the user was given since `after`. */
  countSince(userId: string, after: Date): Promise<number> {
    return this.tokens.countBy({ userId, createdAt: MoreThan(after) });
  }

  /** Stores a link's row with `alsoRun` (its mail owed) in the same transaction. */
  async insert(
    row: { id: string; userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
    alsoRun: readonly Step[],
  ): Promise<void> {
    await runAtomically(this.dataSource, [
      {
        sql: 'INSERT INTO password_reset_tokens (id, userId, tokenHash, expiresAt, usedAt, createdAt) VALUES (?, ?, ?, ?, NULL, ?)',
        params: [row.id, row.userId, row.tokenHash, this.at(row.expiresAt), this.at(row.createdAt)],
      },
      ...alsoRun,
    ]);
  }

  findById(id: string): Promise<PasswordResetTokenEntity | null> {
    return this.tokens.findOneBy({ id });
  }

  findByHash(tokenHash: string): Promise<PasswordResetTokenEntity | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  /** Marks the link used if it is still unused and unexpired at `now` (a conditional update); true when this call did. */
  async use(id: string, now: Date): Promise<boolean> {
    const claimed = await this.tokens.update({ id, usedAt: IsNull(), expiresAt: MoreThan(now) }, { usedAt: now });
    return claimed.affected === 1;
  }

  /** Marks every unused link of the user used. */
  async useAllOf(userId: string, now: Date): Promise<void> {
    await this.tokens.update({ userId, usedAt: IsNull() }, { usedAt: now });
  }
}
