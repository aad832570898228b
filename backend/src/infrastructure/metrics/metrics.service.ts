import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { onDeadlock } from '../../database/atomic-steps';

/** Seconds; from a fast catalog read to the request deadline. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type PaymentOutcome =
  | 'completed'
  | 'refunded'
  | 'disputed'
  | 'duplicate_refunded'
  | 'unusable_refunded'
  | 'unusable_refund_refused'
  | 'reconciled'
  | 'rejected';

/**
 * What an operator watches (decision 045), in Prometheus' format: one registry per process, so a test's
 * apps never share figures. These counters are this process's; the gauges of shared state are read from
 * the database at each scrape (SharedStateGaugesService). It imports nothing of the database but the deadlock
 * hook (atomic-steps, which imports no module), so every module can count without an import cycle.
 */
@Injectable()
export class MetricsService implements OnModuleDestroy {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly cacheLookups = new Counter({
    name: 'catalog_cache_lookups_total',
    help: 'Catalog cache reads: hit (answered from memory) or miss (loaded from the database)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly cachedAnswers = new Counter({
    name: 'http_cached_answers_total',
    help: 'GET requests answered from the finished-answer cache, before the app (not in the request durations)',
    registers: [this.registry],
  });

  readonly loginRefusals = new Counter({
    name: 'login_throttle_refusals_total',
    help: 'Sign-ins refused by the throttle (429), by what was throttled',
    labelNames: ['scope'] as const,
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'payment_outcomes_total',
    help: 'Payments by provider and outcome (completed, refunded, line_refunded, disputed, duplicate_refunded, unusable_refunded, unusable_refund_refused, reconciled, rejected)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly deadlocks = new Counter({
    name: 'db_deadlocks_total',
    help: 'InnoDB deadlocks met by a transaction: retried (it ran again) or gave_up (its last attempt failed too)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly stopDeadlockCount: () => void;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.stopDeadlockCount = onDeadlock((outcome) => this.deadlocks.inc({ outcome }));
  }

  onModuleDestroy(): void {
    this.stopDeadlockCount();
  }

  /** The text a scrape answers. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
