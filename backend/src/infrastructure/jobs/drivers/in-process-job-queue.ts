import { Injectable } from '@nestjs/common';
import { JobQueue } from './job-queue';
import { LocalJobPoolService } from './local-job-pool';

/** The embedded default (no REDIS_URL): jobs run in the web process, one part at a time. */
@Injectable()
export class InProcessJobQueue extends JobQueue {
  constructor(private readonly pool: LocalJobPoolService) {
    super();
  }

  async enqueue(jobId: string): Promise<void> {
    this.pool.offer(jobId);
  }
}
