import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { jsonLoggerModule } from './common/logging/json-logging';
import { CoreModule } from './core.module';
import { FEATURE_JOB_MODULES } from './feature-job-modules';
import { JobsModule } from './infrastructure/jobs';
import { MailModule } from './infrastructure/mail';

/** The worker process (`npm run worker`): queue processors (background jobs, mail with REDIS_URL), no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot(config, { role: 'worker' }),
        ...(config.logFormat === 'json' ? [jsonLoggerModule()] : []),
        MailModule,
        JobsModule.forRoot(config, 'worker', FEATURE_JOB_MODULES),
      ],
    };
  }
}
