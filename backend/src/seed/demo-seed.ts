import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { UsersService } from '../modules/users';

export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'Admin12345', email: 'admin@example.com', firstName: 'Admin', lastName: null, isAdmin: true },
  { username: 'demo', password: 'Demo12345', email: 'demo@example.com', firstName: 'Demo', lastName: 'Customer', isAdmin: false },
] as const;

export const DEMO_ACCOUNTS_LINE = 'Demo accounts: admin / Admin12345 (admin), demo / Demo12345 (customer)';

export const DEMO_REFUSED_IN_PRODUCTION = 'Demo accounts are never created when NODE_ENV=production: their passwords are public';

/**
 * Creates the demo accounts that are missing (by username). Idempotent, so it runs at every start
 * of an embedded install. Refuses in production whoever calls it (start-up, `npm run seed`).
 */
export async function seedDemoData(users: UsersService, config: Pick<AppConfig, 'nodeEnv'>): Promise<{ created: string[] }> {
  if (config.nodeEnv === 'production') throw new Error(DEMO_REFUSED_IN_PRODUCTION);
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await users.findByUsername(account.username)) continue;
    if (await users.findByEmail(account.email)) continue; // someone registered that address: leave it alone
    await users.create({ ...account });
    created.push(account.username);
  }
  return { created };
}

/**
 * Start-up: the demo accounts when demo seeding is on (never in production, see loadConfig), and
 * their passwords printed only then. Otherwise a hint when there is no way into the back office yet.
 */
export async function seedDemoOnStart(
  app: INestApplicationContext,
  config: Pick<AppConfig, 'nodeEnv' | 'seedDemo'>,
  logger: LoggerService,
): Promise<void> {
  const users = app.get(UsersService);
  if (config.seedDemo) {
    await seedDemoData(users, config);
    logger.log(DEMO_ACCOUNTS_LINE);
  } else if (!(await users.hasAdmin())) {
    logger.warn('No administrator account yet: make one with `npm run create-admin`');
  }
}
