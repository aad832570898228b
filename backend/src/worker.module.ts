import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { CoreModule } from './core.module';
import { JobsModule } from './modules/jobs/jobs.module';

/** The worker process (`npm run worker`): queue processors only, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: WorkerModule, imports: [CoreModule.forRoot(config), JobsModule.forRoot(config, 'worker')] };
  }
}
