import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { withinDeadline } from '../../../common/within-deadline';
import { JOBS_QUEUE, JOB_WAKE_UP_OPTIONS } from '../../queues';
import { JobQueue } from './job-queue';

/** What a Bull job carries: only which job to work on; the database holds the rest. */
export interface JobWakeUp {
  jobId: string;
}

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
      const adds = Array.from({ length: Math.max(1, workers) }, () => this.queue.add({ jobId }, JOB_WAKE_UP_OPTIONS));
      await withinDeadline(Promise.all(adds), this.config.timeouts.redisCommandMs, () => new Error('Redis did not answer'));
    } catch (error) {
      // The job is in the database: a worker's sweep starts it when Redis is back.
      this.logger.warn(`Job ${jobId}: wake-up not queued (${(error as Error).message}); a worker's sweep will find it`);
    }
  }
}
