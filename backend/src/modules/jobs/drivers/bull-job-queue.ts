import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { withinDeadline } from '../../../common/within-deadline';
import { JobQueue } from './job-queue';

export const JOBS_QUEUE = 'background-jobs';

/** What a Bull job carries: only which job to work on; the database holds the rest. */
export interface JobWakeUp {
  jobId: string;
}

/** Redis keeps this much history; the database keeps every job's record (issue 12 §1). */
export const BULL_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: 100,
  removeOnFail: 500,
} as const;

/** With REDIS_URL: wake-ups go through Bull to the `npm run worker` processes. */
@Injectable()
export class BullJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');

  constructor(
    @InjectQueue(JOBS_QUEUE) private readonly queue: Queue<JobWakeUp>,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super();
  }

  async enqueue(jobId: string, workers: number): Promise<void> {
    try {
      const adds = Array.from({ length: Math.max(1, workers) }, () => this.queue.add({ jobId }, BULL_JOB_OPTIONS));
      await withinDeadline(Promise.all(adds), this.config.timeouts.redisCommandMs, () => new Error('Redis did not answer'));
    } catch (error) {
      // The job is in the database: a worker's sweep starts it when Redis is back.
      this.logger.warn(`Job ${jobId}: wake-up not queued (${(error as Error).message}); a worker's sweep will find it`);
    }
  }
}
