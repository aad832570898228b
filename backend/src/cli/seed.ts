import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../config/load-config-or-exit';
import { ClockService } from '../common/clock';
import { seedCatalog } from '../seed/catalog-seed';
import { DEMO_ACCOUNTS_LINE, seedDemoData } from '../seed/demo-seed';
import { TemplateEntity } from '../modules/catalog/entities/template.entity';
import { CatalogWriterService } from '../modules/catalog';
import { StorageService } from '../infrastructure/storage';
import { UsersService } from '../modules/users';
import { CliModule } from './cli.module';
import { createProgressBar } from './progress-bar';
import { parseSeedArgs, SEED_USAGE, type SeedArgs } from './seed.command';
import { errorMessage } from '../common/errors';

/**
 * `npm run seed`: migrates and adds the missing demo data (accounts, and the demo catalog when it is
 * empty), whatever SEED_DEMO says; refused when NODE_ENV=production (demo data never goes there).
 * `-- --count N` adds N more generated templates with a progress bar; `--no-images` skips writing
 * their SVGs (they are drawn on request instead).
 */
async function main(): Promise<number> {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${SEED_USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${SEED_USAGE}\nAdds the demo accounts and, on an empty catalog, the demo templates; --count N adds N more.\n`);
    return 0;
  }
  const config = loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(config), {
    logger: ['error', 'warn'],
    abortOnError: false,
  });
  try {
    const { created } = await seedDemoData(app.get(UsersService), config); // refused in production
    process.stdout.write(created.length ? `Created: ${created.join(', ')}\n` : 'Demo accounts already present.\n');

    const dataSource = app.get<DataSource>(getDataSourceToken());
    const existing = await dataSource.getRepository(TemplateEntity).count();
    const count = args.count ?? (existing === 0 ? config.catalogSeedCount : 0);
    if (count > 0) {
      process.stdout.write(
        `Adding ${count.toLocaleString('en-US')} templates to ${existing.toLocaleString('en-US')} (${args.images ? 'with' : 'without'} images)...\n`,
      );
      const bar = createProgressBar(count);
      const result = await seedCatalog(
        { writer: app.get(CatalogWriterService), storage: app.get(StorageService), dataSource },
        { count, images: args.images, now: app.get(ClockService).now(), onProgress: (done) => bar.update(done) },
      );
      bar.finish();
      const seconds = result.ms / 1000;
      process.stdout.write(
        `Added ${result.inserted.toLocaleString('en-US')} templates (indexes ${result.start}-${result.start + count - 1}) and ${result.imagesWritten.toLocaleString('en-US')} images in ${seconds.toFixed(1)} s (${Math.round(result.inserted / Math.max(seconds, 0.001)).toLocaleString('en-US')}/s).\n`,
      );
    } else {
      process.stdout.write(`Catalog already has ${existing.toLocaleString('en-US')} templates (add more with --count N).\n`);
    }
    process.stdout.write(`${DEMO_ACCOUNTS_LINE}\n`);
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`seed failed: ${errorMessage(error)}\n`);
    process.exit(1);
  },
);
