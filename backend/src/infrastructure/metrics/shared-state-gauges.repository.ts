import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isMysqlFamily, readDate } from '../../database/sql-dialect';

/** This process's MySQL connections: all it holds, the idle ones, and the requests waiting for one. */
export interface PoolCounts {
  all: number;
  idle: number;
  waiting: number;
}

/** mysql2's pool keeps its counts in fields it does not document; read defensively. */
interface PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/** What the shared-state gauges read at each scrape (decision 045): the outbox, the job tables, the pool. */
@Injectable()
export class SharedStateGaugesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Mails owed and not delivered yet. */
  async pendingMails(): Promise<number> {
    const rows: Array<{ n: number | string }> = await this.dataSource.query(
      "SELECT COUNT(*) AS n FROM outbox_messages WHERE status = 'pending'",
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** When the oldest mail still owed was written; null when none is. */
  async oldestPendingMail(): Promise<Date | null> {
    const rows: Array<{ oldest: Date | string | null }> = await this.dataSource.query(
      "SELECT MIN(createdAt) AS oldest FROM outbox_messages WHERE status = 'pending'",
    );
    const oldest = rows[0]?.oldest;
    return oldest ? readDate(oldest) : null;
  }

  /** Pending and running parts of background jobs, by job kind and part status. */
  async activeJobParts(): Promise<Array<{ kind: string; status: string; n: number }>> {
    const rows: Array<{ kind: string; status: string; n: number | string }> = await this.dataSource.query(
      "SELECT j.kind AS kind, p.status AS status, COUNT(*) AS n FROM background_job_parts p JOIN background_jobs j ON j.id = p.jobId WHERE p.status IN ('pending', 'running') GROUP BY j.kind, p.status",
    );
    return rows.map((row) => ({ kind: row.kind, status: row.status, n: Number(row.n) }));
  }

  /** Templates processed by background jobs, by job kind. */
  async processedTemplates(): Promise<Array<{ kind: string; n: number }>> {
    const rows: Array<{ kind: string; n: number | string | null }> = await this.dataSource.query(
      'SELECT kind, SUM(processedTemplates) AS n FROM background_jobs GROUP BY kind',
    );
    return rows.map((row) => ({ kind: row.kind, n: Number(row.n ?? 0) }));
  }

  /** This process's MySQL pool; undefined on SQLite, which has none. */
  poolCounts(): PoolCounts | undefined {
    if (!isMysqlFamily(this.dataSource)) return undefined;
    const pool = (this.dataSource.driver as unknown as { pool?: PoolInternals }).pool;
    if (!pool) return undefined;
    return {
      all: pool._allConnections?.length ?? 0,
      idle: pool._freeConnections?.length ?? 0,
      waiting: pool._connectionQueue?.length ?? 0,
    };
  }
}
