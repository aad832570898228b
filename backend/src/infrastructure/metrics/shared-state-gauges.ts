import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { isMysqlFamily } from '../../database/sql-dialect';
import { readDate } from '../../database/sql-dialect';
import { MetricsService } from './metrics.service';

/**
 * The gauges of what all processes share (decision 045): the mail backlog and the background jobs' parts
 * are read from the database at each scrape, so any web node tells the whole truth; the connection pool
 * is this process's.
 */
@Injectable()
export class SharedStateGaugesService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    const database = this.dataSource;
    const registers = [this.metrics.registry];
    new Gauge({
      name: 'mail_outbox_pending',
      help: 'Mails owed and not delivered yet (all processes)',
      registers,
      async collect() {
        this.set(await scalar(database, "SELECT COUNT(*) AS n FROM outbox_messages WHERE status = 'pending'"));
      },
    });
    new Gauge({
      name: 'mail_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest mail still owed (0 when none is)',
      registers,
      async collect() {
        const rows: Array<{ oldest: Date | string | null }> = await database.query(
          "SELECT MIN(createdAt) AS oldest FROM outbox_messages WHERE status = 'pending'",
        );
        const oldest = rows[0]?.oldest;
        this.set(oldest ? Math.max(0, (Date.now() - readDate(oldest).getTime()) / 1000) : 0);
      },
    });
    new Gauge({
      name: 'background_job_parts',
      help: 'Parts of background jobs by job kind and part status (pending and running: the queue depth)',
      labelNames: ['kind', 'status'] as const,
      registers,
      async collect() {
        this.reset();
        const rows: Array<{ kind: string; status: string; n: number | string }> = await database.query(
          "SELECT j.kind AS kind, p.status AS status, COUNT(*) AS n FROM background_job_parts p JOIN background_jobs j ON j.id = p.jobId WHERE p.status IN ('pending', 'running') GROUP BY j.kind, p.status",
        );
        for (const row of rows) this.set({ kind: row.kind, status: row.status }, Number(row.n));
      },
    });
    new Gauge({
      name: 'background_job_templates_processed',
      help: 'Templates processed by background jobs, by kind (its rate is the throughput)',
      labelNames: ['kind'] as const,
      registers,
      async collect() {
        this.reset();
        const rows: Array<{ kind: string; n: number | string | null }> = await database.query(
          'SELECT kind, SUM(processedTemplates) AS n FROM background_jobs GROUP BY kind',
        );
        for (const row of rows) this.set({ kind: row.kind }, Number(row.n ?? 0));
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: "This process's MySQL connections by state (in use, idle, requests waiting for one); SQLite has none",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const pool = mysqlPool(database);
        if (!pool) return;
        const all = pool._allConnections?.length ?? 0;
        const idle = pool._freeConnections?.length ?? 0;
        this.set({ state: 'used' }, all - idle);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, pool._connectionQueue?.length ?? 0);
      },
    });
  }
}

async function scalar(dataSource: DataSource, sql: string): Promise<number> {
  const rows: Array<{ n: number | string }> = await dataSource.query(sql);
  return Number(rows[0]?.n ?? 0);
}

/** mysql2's pool keeps its counts in fields it does not document; read defensively. */
interface PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

function mysqlPool(dataSource: DataSource): PoolInternals | undefined {
  if (!isMysqlFamily(dataSource)) return undefined;
  return (dataSource.driver as unknown as { pool?: PoolInternals }).pool;
}
