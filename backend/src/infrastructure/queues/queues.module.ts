import { BullModule } from '@nestjs/bull';
import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { JOBS_QUEUE, MAIL_QUEUE } from './queue-names';

/**
 * The Bull queues, for every module of the process, when REDIS_URL is set (nothing otherwise: the
 * in-process driver needs no queue). Claims on a job last JOB_LEASE_MS, and so does Bull's lock, so a
 * dead worker's Bull job is handed to another about when its part's claim runs out.
 */
@Global()
@Module({})
export class QueuesModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (config.queueDriver !== 'bull') return { module: QueuesModule };
    const queues = BullModule.registerQueue(
      ...[JOBS_QUEUE, MAIL_QUEUE].map((name) => ({
        name,
        url: config.redisUrl,
        prefix: `${config.redisPrefix}bull`,
        settings: { lockDuration: config.jobs.leaseMs, stalledInterval: config.jobs.leaseMs, maxStalledCount: 5 },
      })),
    );
    return { module: QueuesModule, imports: [queues], exports: [queues] };
  }
}
