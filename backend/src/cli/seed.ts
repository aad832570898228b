import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from '../config/load-config-or-exit';
import { DEMO_ACCOUNTS_LINE, seedDemoData } from '../database/seed/demo-seed';
import { UsersService } from '../modules/users/users.service';
import { CliModule } from './cli.module';

/** `npm run seed`: migrates and adds the missing demo data, whatever SEED_DEMO says. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(CliModule.forRoot(config), {
    logger: ['error', 'warn'],
    abortOnError: false,
  });
  try {
    const { created } = await seedDemoData(app.get(UsersService));
    process.stdout.write(created.length ? `Created: ${created.join(', ')}\n` : 'Demo data already present.\n');
    process.stdout.write(`${DEMO_ACCOUNTS_LINE}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
