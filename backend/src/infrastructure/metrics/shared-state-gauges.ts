import { Injectable, OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from './metrics.service';
import { SharedStateGaugesRepository } from './shared-state-gauges.repository';

/**
 * The gauges of what all processes share (decision 045): the mail backlog and the background jobs' parts
 * are read from the database at each scrape, so any web node tells the whole truth; the connection pool
 * is this process's.
 */
@Injectable()
export class SharedStateGaugesService implements OnModuleInit {
  constructor(
    private readonly state: SharedStateGaugesRepository,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    const state = this.state;
    const registers = [this.metrics.registry];
    new Gauge({
      name: 'mail_outbox_pending',
      help: 'Mails owed and not delivered yet (all processes)',
      registers,
      async collect() {
        this.set(await state.pendingMails());
      },
    });
    new Gauge({
      name: 'mail_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest mail still owed (0 when none is)',
      registers,
      async collect() {
        const oldest = await state.oldestPendingMail();
        this.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
      },
    });
    new Gauge({
      name: 'background_job_parts',
      help: 'Parts of background jobs by job kind and part status (pending and running: the queue depth)',
      labelNames: ['kind', 'status'] as const,
      registers,
      async collect() {
        this.reset();
        const rows = await state.activeJobParts();
        for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.n);
      },
    });
    new Gauge({
      name: 'background_job_templates_processed',
      help: 'Templates processed by background jobs, by kind (its rate is the throughput)',
      labelNames: ['kind'] as const,
      registers,
      async collect() {
        this.reset();
        const rows = await state.processedTemplates();
        for (const row of rows) this.set({ kind: row.kind }, row.n);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: "This process's MySQL connections by state (in use, idle, requests waiting for one); SQLite has none",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const pool = state.poolCounts();
        if (!pool) return;
        this.set({ state: 'used' }, pool.all - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }
}
