import type { AuthResponse } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { loadConfig } from '../config/app-config';
import { CaptureLogger } from '../testing/capture-logger';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testTargets } from '../testing/test-targets';
import { UsersService } from '../modules/users/users.service';
import { DEMO_ACCOUNTS, DEMO_ACCOUNTS_LINE, DEMO_REFUSED_IN_PRODUCTION, seedDemoData, seedDemoOnStart } from './demo-seed';

describe.each(testTargets())('demo seed on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is refused in production, whoever calls it, and creates nothing', async () => {
    const users = t.app.get(UsersService);
    await expect(seedDemoData(users, { nodeEnv: 'production' })).rejects.toThrow(DEMO_REFUSED_IN_PRODUCTION);
    for (const account of DEMO_ACCOUNTS) expect(await users.findByUsername(account.username)).toBeNull();
  });

  it('creates nothing and prints no password at a production start, whatever the database', async () => {
    // What start-up reads in production on the embedded database, SEED_DEMO unset: no demo store.
    const config = loadConfig({ DATA_DIR: t.config.dataDir, NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' });
    const logger = new CaptureLogger();
    await seedDemoOnStart(t.app, config, logger);

    const printed = logger.entries.map((entry) => entry.message).join('\n');
    expect(printed).not.toMatch(/Admin12345|Demo12345/);
    expect(printed).toMatch(/No administrator account yet: make one with `npm run create-admin`/);
    await t.http().post(API.login).send({ username: 'admin', password: 'Admin12345' }).expect(401);
  });

  it('creates the admin and the demo customer once', async () => {
    const users = t.app.get(UsersService);
    expect(await seedDemoData(users, { nodeEnv: 'test' })).toEqual({ created: ['admin', 'demo'] });
    expect(await seedDemoData(users, { nodeEnv: 'development' })).toEqual({ created: [] });

    const admin = await t.http().post(API.login).send({ username: 'admin', password: 'Admin12345' }).expect(200);
    expect((admin.body as AuthResponse).user).toMatchObject({ username: 'admin', email: 'admin@example.com', isAdmin: true });
    const demo = await t.http().post(API.login).send({ username: 'demo', password: 'Demo12345' }).expect(200);
    expect((demo.body as AuthResponse).user).toMatchObject({
      username: 'demo',
      email: 'demo@example.com',
      firstName: 'Demo',
      lastName: 'Customer',
      isAdmin: false,
    });
  });

  it('prints the accounts as the README shows them when it seeds them', async () => {
    expect(DEMO_ACCOUNTS_LINE).toBe('Demo accounts: admin / Admin12345 (admin), demo / Demo12345 (customer)');
    const logger = new CaptureLogger();
    await seedDemoOnStart(t.app, { nodeEnv: 'development', seedDemo: true }, logger);
    expect(logger.entries).toContainEqual({ level: 'log', message: DEMO_ACCOUNTS_LINE });
  });
});
