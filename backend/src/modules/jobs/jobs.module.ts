import { DynamicModule, Injectable, Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config';
import { AuditModule } from '../audit/audit.module';
import { CatalogModule } from '../catalog/catalog.module';
import { CustomBuildDeliveryHandler } from '../custom-build/delivery/delivery-handler';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { DownloadsRepository } from '../downloads/downloads.repository';
import { DownloadLogEntity } from '../downloads/entities/download-log.entity';
import { ItemPackages } from '../downloads/item-packages.service';
import { PackageFactsHandler } from '../downloads/package-facts.handler';
import { PackageFactsRepository } from '../downloads/package-facts.repository';
import { OrderItemEntity } from '../orders/entities/order-item.entity';
import { OrderEntity } from '../orders/entities/order.entity';
import { TemplateFilesModule } from '../template-files/template-files.module';
import { MailModule } from '../mail/mail.module';
import { SampleReviewsHandler } from '../reviews/sample-reviews/sample-reviews.handler';
import { StorageModule } from '../storage/storage.module';
import { BullJobQueue } from './drivers/bull-job-queue';
import { BullJobProcessor } from './drivers/bull-job-processor';
import { InProcessJobQueue } from './drivers/in-process-job-queue';
import { JobQueue } from './drivers/job-queue';
import { LocalJobPool } from './drivers/local-job-pool';
import { AiTemplateTexts } from './generation/ai-template-texts';
import { GenerationHandler } from './generation/generation-handler';
import { ImageReplacementController } from './images/image-replacement.controller';
import { ImageReplacementHandler } from './images/image-replacement-handler';
import { ImageReplacementService } from './images/image-replacement.service';
import { GenerationJobsController } from './generation/generation-jobs.controller';
import { GenerationJobsService } from './generation/generation-jobs.service';
import { JobHandlers, type JobHandler } from './job-handler';
import { JobRecords } from './job-records';
import { JobRunner } from './job-runner';

@Injectable()
class KnownJobHandlers extends JobHandlers {
  private readonly byKind: Map<string, JobHandler>;
  constructor(generation: GenerationHandler, images: ImageReplacementHandler, delivery: CustomBuildDeliveryHandler, samples: SampleReviewsHandler, facts: PackageFactsHandler) {
    super();
    this.byKind = new Map<string, JobHandler>([
      [generation.kind, generation],
      [images.kind, images],
      [delivery.kind, delivery],
      [samples.kind, samples],
      [facts.kind, facts],
    ]);
  }
  get(kind: string): JobHandler | undefined {
    return this.byKind.get(kind);
  }
}

/** The command line without Redis: its caller runs the job itself (JobRunner.work). */
@Injectable()
class RunnerStartsJobs extends JobQueue {
  async enqueue(): Promise<void> {}
}

export type JobsRole = 'web' | 'worker' | 'cli';

/**
 * Background jobs (decision 033): the admin's calls in the web process, and the workers. Without
 * REDIS_URL the web process runs the jobs itself (in-process driver); with it, the web only queues
 * wake-ups on Bull and `npm run worker` processes do the work.
 */
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig, role: JobsRole): DynamicModule {
    const bull = config.queueDriver === 'bull';
    // Who works on jobs: the web process without Redis, the workers with it; `npm run generate` works
    // on its own job without Redis (and only queues it with Redis).
    const runsJobs = bull ? role === 'worker' : role !== 'worker';
    const startsJobs = role !== 'worker';
    const providers: Provider[] = [JobRecords];
    if (runsJobs) {
      providers.push(AiTemplateTexts, GenerationHandler, ImageReplacementHandler, CustomBuildDeliveryHandler, SampleReviewsHandler, { provide: JobHandlers, useClass: KnownJobHandlers }, JobRunner);
      // Package facts are built here, on the workers, never by a request (decision 051).
      providers.push(PackageFactsHandler, ItemPackages, DownloadsRepository, PackageFactsRepository);
    }
    if (runsJobs && role !== 'cli') providers.push(LocalJobPool);
    if (startsJobs) {
      const queue = bull ? BullJobQueue : role === 'cli' ? RunnerStartsJobs : InProcessJobQueue;
      providers.push(GenerationJobsService, ImageReplacementService, { provide: JobQueue, useClass: queue });
    }
    if (bull && role === 'worker') providers.push(BullJobProcessor);
    const exported: Array<Provider | typeof JobQueue> = providers.filter((p) => p === JobRunner || p === GenerationJobsService);
    // Other modules start jobs of their own (a paid custom build's delivery): the queue is theirs too.
    if (startsJobs) exported.push(JobQueue);
    return {
      module: JobsModule,
      global: true,
      imports: [AuditModule, CatalogModule, StorageModule, MailModule, TemplateFilesModule, TypeOrmModule.forFeature([OrderEntity, OrderItemEntity, TemplateEntity, DownloadLogEntity])],
      controllers: role === 'web' ? [GenerationJobsController, ImageReplacementController] : [],
      exports: exported,
      providers,
    };
  }
}
