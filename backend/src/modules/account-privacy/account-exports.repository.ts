import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { AccountExportEntity } from './entities/account-export.entity';

export interface NewAccountExport {
  id: string;
  userId: string;
  jobId: string;
  recordCount: number;
  createdAt: Date;
}

/** The account_exports table (decision 086): a large export's row, written with its job, made ready with its mail. */
@Injectable()
export class AccountExportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private at(date: Date): string | Date {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  /** The export's row with `alsoRun` (its job and parts), in one transaction. */
  async insert(row: NewAccountExport, alsoRun: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [
      {
        sql: `INSERT INTO account_exports (id, userId, jobId, status, recordCount, filePath, fileBytes, createdAt, readyAt, expiresAt)
              VALUES (?, ?, ?, 'pending', ?, NULL, NULL, ?, NULL, NULL)`,
        params: [row.id, row.userId, row.jobId, row.recordCount, this.at(row.createdAt)],
      },
      ...alsoRun,
    ]);
  }

  find(id: string): Promise<AccountExportEntity | null> {
    return selectEntity(this.dataSource, AccountExportEntity, 'SELECT * FROM account_exports WHERE id = ?', [id]);
  }

  /** The file written: the export ready until `expiresAt`, once (a second run of its job changes nothing and aborts). */
  readyStep(id: string, filePath: string, fileBytes: number, readyAt: Date, expiresAt: Date): Step {
    return {
      sql: "UPDATE account_exports SET status = 'ready', filePath = ?, fileBytes = ?, readyAt = ?, expiresAt = ? WHERE id = ? AND status = 'pending'",
      params: [filePath, fileBytes, this.at(readyAt), this.at(expiresAt), id],
      abortUnlessChanged: 'already ready',
    };
  }

  /** Ready exports whose time is up, oldest first: their files are removed. */
  expiredBy(now: Date, limit: number): Promise<AccountExportEntity[]> {
    return selectEntities(
      this.dataSource,
      AccountExportEntity,
      `SELECT * FROM account_exports WHERE status = 'ready' AND expiresAt <= ? ORDER BY expiresAt LIMIT ${Math.floor(limit)}`,
      [this.at(now)],
    );
  }

  async markExpired(id: string): Promise<void> {
    await this.dataSource.query("UPDATE account_exports SET status = 'expired', filePath = NULL WHERE id = ? AND status = 'ready'", [id]);
  }

  /** The account's exports, for their files to go with the account. */
  ofUser(userId: string): Promise<AccountExportEntity[]> {
    return selectEntities(this.dataSource, AccountExportEntity, 'SELECT * FROM account_exports WHERE userId = ?', [userId]);
  }

  /** The account's exports forgotten, for the deletion's batch. */
  forgetStep(userId: string): Step {
    return { sql: 'DELETE FROM account_exports WHERE userId = ?', params: [userId] };
  }
}
