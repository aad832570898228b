import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { dialectOf, readDate, sqlDate } from '../../database/sql-dialect';

export interface StoredSupportToken {
  id: string;
  label: string;
  hint: string;
  createdAt: Date;
  revokedAt: Date | null;
}

const tokenOf = (row: Record<string, unknown>): StoredSupportToken => ({
  id: String(row.id),
  label: String(row.label),
  hint: String(row.hint),
  createdAt: readDate(row.createdAt as Date | string),
  revokedAt: row.revokedAt === null || row.revokedAt === undefined ? null : readDate(row.revokedAt as Date | string),
});

/** support_tokens (decision 091): only a token's SHA-256 is kept, and its last characters to tell it apart. */
@Injectable()
export class SupportTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private at(date: Date) {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  async list(): Promise<StoredSupportToken[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      'SELECT id, label, hint, createdAt, revokedAt FROM support_tokens ORDER BY createdAt DESC, id DESC',
    );
    return rows.map(tokenOf);
  }

  async insert(token: StoredSupportToken & { tokenHash: string }, alsoRun: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [
      {
        sql: 'INSERT INTO support_tokens (id, label, tokenHash, hint, createdAt, revokedAt) VALUES (?, ?, ?, ?, ?, NULL)',
        params: [token.id, token.label, token.tokenHash, token.hint, this.at(token.createdAt)],
      },
      ...alsoRun,
    ]);
  }

  /** Revokes once: 'not-found' when there is no such token not revoked yet. */
  revoke(id: string, now: Date, alsoRun: readonly Step[]): Promise<string | null> {
    return runAtomically(this.dataSource, [
      {
        sql: 'UPDATE support_tokens SET revokedAt = ? WHERE id = ? AND revokedAt IS NULL',
        params: [this.at(now), id],
        abortUnlessChanged: 'not-found',
      },
      ...alsoRun,
    ]);
  }

  async find(id: string): Promise<StoredSupportToken | null> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      'SELECT id, label, hint, createdAt, revokedAt FROM support_tokens WHERE id = ?',
      [id],
    );
    return rows[0] ? tokenOf(rows[0]) : null;
  }

  /** Whether a token with this hash exists and is not revoked. */
  async isLive(tokenHash: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 AS live FROM support_tokens WHERE tokenHash = ? AND revokedAt IS NULL', [
      tokenHash,
    ]);
    return rows.length > 0;
  }
}
