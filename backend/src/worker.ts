import './infrastructure/telemetry/start-worker-tracing'; // first: traces start before http, mysql2 and redis load (decision 049)
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { loadConfigOrExit } from './config/load-config-or-exit';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new Logger('Worker');
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    abortOnError: false,
    bufferLogs: config.logFormat === 'json',
  });
  if (config.logFormat === 'json') app.useLogger(app.get(PinoLogger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  if (config.queueDriver === 'in-process') {
    logger.log('REDIS_URL is not set: jobs run inside the web process (in-process driver); this worker stays idle.');
  }
  // Keeps the process alive until a signal, whatever the driver holds open.
  setInterval(() => undefined, 1 << 30);
  logger.log(`Worker ready (queue driver: ${config.queueDriver}, database: ${config.database.type})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
