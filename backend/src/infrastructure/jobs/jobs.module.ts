import { DynamicModule, Injectable, Module, type Provider, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config';
import { BullJobQueue } from './drivers/bull-job-queue';
import { BullJobProcessor } from './drivers/bull-job-processor';
import { InProcessJobQueue } from './drivers/in-process-job-queue';
import { JobQueue } from './drivers/job-queue';
import { LocalJobPoolService } from './drivers/local-job-pool';
import { DiscoveredJobHandlers } from './discovered-job-handlers';
import { JobHandlers } from './job-handler';
import { JobRecordsRepository } from './job-records.repository';
import { JobRunnerService } from './job-runner';

/** The command line without Redis: its caller runs the job itself (JobRunnerService.work). */
@Injectable()
class CallerRunsJobQueue extends JobQueue {
  async enqueue(): Promise<void> {}
}

export type JobsRole = 'web' | 'worker' | 'cli';

/**
 * The job engine (decision 033): the queue in the processes that start jobs, and the workers. Without
 * REDIS_URL the web process runs the jobs itself (in-process driver); with it, the web only queues
 * wake-ups on Bull and `npm run worker` processes do the work. `featureJobs` are the feature modules'
 * jobs modules, each providing its own handlers (`@ProvidesJob()`): loaded only where jobs run, and
 * found there by the runner (decision 060).
 */
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig, role: JobsRole, featureJobs: Type[]): DynamicModule {
    const bull = config.queueDriver === 'bull';
    // Who works on jobs: the web process without Redis, the workers with it; `npm run generate` works
    // on its own job without Redis (and only queues it with Redis).
    const runsJobs = bull ? role === 'worker' : role !== 'worker';
    const startsJobs = role !== 'worker';
    const providers: Provider[] = [JobRecordsRepository];
    if (runsJobs) providers.push({ provide: JobHandlers, useClass: DiscoveredJobHandlers }, JobRunnerService);
    if (runsJobs && role !== 'cli') providers.push(LocalJobPoolService);
    if (startsJobs) {
      const queue = bull ? BullJobQueue : role === 'cli' ? CallerRunsJobQueue : InProcessJobQueue;
      providers.push({ provide: JobQueue, useClass: queue });
    }
    if (bull && role === 'worker') providers.push(BullJobProcessor);
    // The features that start jobs (generation, a paid custom build's delivery) keep their records and queue them.
    const exported: Array<Provider | typeof JobQueue> = providers.filter((p) => p === JobRunnerService || p === JobRecordsRepository);
    if (startsJobs) exported.push(JobQueue);
    return {
      module: JobsModule,
      global: true,
      imports: runsJobs ? [DiscoveryModule, ...featureJobs] : [],
      exports: exported,
      providers,
    };
  }
}
