import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { CoreModule } from './core.module';

/**
 * The worker process: queue processors only, no HTTP. Processors (generation, images) arrive with
 * their issues; today it proves the process boots with the database and the queue driver.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: WorkerModule, imports: [CoreModule.forRoot(config)] };
  }
}
