import { InjectQueue } from '@nestjs/bull';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bull';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { JOBS_QUEUE } from '../../queues';
import type { JobWakeUp } from './bull-job-queue';
import { LocalJobPoolService } from './local-job-pool';

/**
 * In `npm run worker` with REDIS_URL: takes wake-ups from Bull, WORKER_CONCURRENCY at once, and works
 * on their jobs through the pool (whose sweep also finds work whose wake-up was lost). A worker that
 * dies leaves its Bull job stalled, which Bull hands to another worker; the part it held is taken
 * over from its last committed batch once its claim runs out.
 */
@Injectable()
export class BullJobProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');

  constructor(
    @InjectQueue(JOBS_QUEUE) private readonly queue: Queue<JobWakeUp>,
    @InjectConfig() private readonly config: AppConfig,
    private readonly pool: LocalJobPoolService,
  ) {}

  onApplicationBootstrap(): void {
    void this.queue.process(this.config.jobs.workerConcurrency, (job: Job<JobWakeUp>) => this.pool.run(job.data.jobId));
    this.queue.on('error', (error: Error) => this.logger.warn(`Queue: ${error.message}`));
  }
}
