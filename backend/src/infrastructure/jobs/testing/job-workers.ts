import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { TestApp } from '../../../testing/create-test-app';
import { WorkerModule } from '../../../worker.module';

/**
 * What runs a test app's jobs: nothing more with the in-process driver (the web process runs them);
 * with Bull, a worker (WorkerModule, as `npm run worker` boots it) in this process, on the same
 * database and Redis.
 */
export async function startJobWorker(t: TestApp): Promise<{ close: () => Promise<void> }> {
  if (t.config.queueDriver !== 'bull') return { close: async () => undefined };
  const worker: INestApplicationContext = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), {
    logger: false,
    abortOnError: false,
  });
  await worker.init();
  return { close: () => worker.close() };
}
