import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { JobRecordsRepository } from '../job-records.repository';
import { JobRunnerService } from '../job-runner';

/** Even with no wake-up, the tables are looked at this often (claims run out, lost wake-ups). */
const MAX_SWEEP_MS = 5_000;

/**
 * Works on jobs inside this process, at most `concurrency` parts at once: what it is offered, and
 * what its sweep finds (at start, then every few seconds: parts never claimed or whose worker's claim
 * ran out, e.g. after a restart). The in-process driver's engine, and each worker's safety net.
 */
@Injectable()
export class LocalJobPoolService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly running = new Set<Promise<void>>();
  private readonly waiting: string[] = [];
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private readonly sweepMs: number;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly runner: JobRunnerService,
    private readonly records: JobRecordsRepository,
  ) {
    this.sweepMs = Math.min(MAX_SWEEP_MS, Math.max(200, Math.floor(config.jobs.leaseMs / 2)));
  }

  /** Bull: WORKER_CONCURRENCY per worker. In process: two, so an image replacement started during a long generation moves too. */
  get concurrency(): number {
    return this.config.queueDriver === 'bull' ? this.config.jobs.workerConcurrency : 2;
  }

  get busy(): number {
    return this.running.size;
  }

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.sweep();
  }

  /** Work on the job when a slot is free. */
  offer(jobId: string): void {
    if (this.stopped) return;
    if (this.running.size >= this.concurrency) {
      if (!this.waiting.includes(jobId)) this.waiting.push(jobId);
      return;
    }
    this.run(jobId).catch((error: Error) => this.logger.warn(`Job ${jobId}: ${error.message}; the sweep tries again`));
  }

  /** Works on the job now, counted in this pool; rejects when the work failed (a Bull processor retries it). */
  run(jobId: string): Promise<void> {
    const work = this.runner.work(jobId, () => this.stopped);
    const tracked = work
      .catch(() => undefined)
      .finally(() => {
        this.running.delete(tracked);
        const next = this.waiting.shift();
        if (next && !this.stopped) this.offer(next);
      });
    this.running.add(tracked);
    return work;
  }

  /** Lets the batches under way finish (no new one starts) before the database goes away. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all([...this.running]);
  }

  private sweep(): void {
    if (this.stopped) return;
    const next = () => {
      if (!this.stopped) this.timer = setTimeout(() => this.sweep(), this.sweepMs).unref();
    };
    if (this.running.size >= this.concurrency) return next();
    this.records.jobsWithClaimableParts().then(
      (jobIds) => {
        for (const jobId of jobIds) this.offer(jobId);
        next();
      },
      (error: Error) => {
        this.logger.warn(`Job sweep failed: ${error.message}`);
        next();
      },
    );
  }
}
