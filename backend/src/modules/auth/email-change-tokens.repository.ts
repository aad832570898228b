import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type DataSource, type Repository } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { EmailChangeTokenEntity } from './entities/email-change-token.entity';

export interface NewEmailChangeToken {
  id: string;
  userId: string;
  newEmail: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

/**
 * The email_change_tokens table behind EmailChangeService (decision 084), on the pattern of the
 * password reset links (decision 006): a token's hash, never the token, and a single use.
 */
@Injectable()
export class EmailChangeTokensRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(EmailChangeTokenEntity) private readonly tokens: Repository<EmailChangeTokenEntity>,
  ) {}

  private at(date: Date): string | Date {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  /** How many links the user was given since `after`. */
  countSince(userId: string, after: Date): Promise<number> {
    return this.tokens.countBy({ userId, createdAt: MoreThan(after) });
  }

  /** Ends the user's pending request, if any, and stores the new one with `alsoRun` (its mail owed), in one transaction. */
  async replace(row: NewEmailChangeToken, alsoRun: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [
      {
        sql: 'UPDATE email_change_tokens SET usedAt = ? WHERE userId = ? AND usedAt IS NULL',
        params: [this.at(row.createdAt), row.userId],
      },
      {
        sql: 'INSERT INTO email_change_tokens (id, userId, newEmail, tokenHash, expiresAt, usedAt, createdAt) VALUES (?, ?, ?, ?, ?, NULL, ?)',
        params: [row.id, row.userId, row.newEmail, row.tokenHash, this.at(row.expiresAt), this.at(row.createdAt)],
      },
      ...alsoRun,
    ]);
  }

  findById(id: string): Promise<EmailChangeTokenEntity | null> {
    return this.tokens.findOneBy({ id });
  }

  findByHash(tokenHash: string): Promise<EmailChangeTokenEntity | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  /**
   * Uses the link (if still unused and unexpired at `now`) with `alsoRun` (the address changed, the notice
   * owed) in one transaction. 'used' when the link was not usable, so nothing changed; null when done.
   */
  use(id: string, now: Date, alsoRun: readonly Step[]): Promise<string | null> {
    return runAtomically(this.dataSource, [
      {
        sql: 'UPDATE email_change_tokens SET usedAt = ? WHERE id = ? AND usedAt IS NULL AND expiresAt > ?',
        params: [this.at(now), id, this.at(now)],
        abortUnlessChanged: 'used',
      },
      ...alsoRun,
    ]);
  }

  /** The step that ends the user's unused password reset links: they went to the old address. */
  endResetLinksStep(userId: string, now: Date): Step {
    return { sql: 'UPDATE password_reset_tokens SET usedAt = ? WHERE userId = ? AND usedAt IS NULL', params: [this.at(now), userId] };
  }
}
