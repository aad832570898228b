import './infrastructure/telemetry/start-tracing'; // first: traces start before express, http and mysql2 load (decision 049)
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { installGracefulShutdown } from './common/lifecycle/graceful-shutdown';
import { loadConfigOrExit } from './config/load-config-or-exit';
import { seedCatalogOnStart } from './seed/catalog-seed';
import { seedDemoOnStart } from './seed/demo-seed';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new Logger('Main');
  const app = await createApp(config);
  installGracefulShutdown(app, { drainMs: config.timeouts.shutdownDrainMs, deadlineMs: config.timeouts.requestMs }, logger);

  await seedDemoOnStart(app, config, logger); // never in production: no demo accounts, no password printed
  await seedCatalogOnStart(app, config); // empty catalog + SEED_DEMO: ~1,200 templates (images follow in the background)
  if (config.host) await app.listen(config.port, config.host);
  else await app.listen(config.port);

  const where = config.host ? `${config.host}:${config.port}` : `port ${config.port} (all interfaces)`;
  logger.log(`Template Marketplace ${config.version} listening on ${where}: open ${config.publicUrl}`);
  logger.log(`Database: ${config.database.type}; sessions: ${config.redisUrl ? 'redis' : 'sql'}; jobs: ${config.queueDriver}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
