import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_API, SITE_TEXTS } from '@tm/contracts/site';
import { BackendProcess, BUILT_MAIN, inheritedEnv, requireBuiltBackend } from '../testing/backend-process';
import { freePort } from '../testing/smtp-peer';
import { REPO_ROOT } from './app-config';

/** Decision 042: the built backend, started as production starts it, takes real money or says it is a demo. */
describe('a production start and its payment provider', () => {
  let dataDir: string;
  beforeAll(() => requireBuiltBackend());
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tm-production-payments-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const productionEnv = (extra: Record<string, string>) => ({
    ...inheritedEnv(),
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_ROOT: dataDir,
    HOST: '127.0.0.1',
    ...extra,
  });
  const start = (extra: Record<string, string>) =>
    spawnSync(process.execPath, [BUILT_MAIN], {
      cwd: REPO_ROOT,
      env: productionEnv({ PORT: '0', ...extra }),
      encoding: 'utf8',
      timeout: 30_000,
    });

  it('refuses to start without a payment provider, naming the settings that fix it', () => {
    const run = start({});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'PAYMENT_PROVIDER: is required when NODE_ENV=production: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  });

  it('refuses the simulated gateway, and Stripe without its keys', () => {
    const simulated = start({ PAYMENT_PROVIDER: 'simulated' });
    expect(simulated.status).toBe(1);
    expect(simulated.stderr).toContain('PAYMENT_PROVIDER: simulated is refused when NODE_ENV=production (buyers could pay themselves)');
    const keyless = start({ PAYMENT_PROVIDER: 'stripe' });
    expect(keyless.status).toBe(1);
    expect(keyless.stderr).toContain('STRIPE_SECRET_KEY: is required with PAYMENT_PROVIDER=stripe');
    expect(keyless.stderr).toContain('STRIPE_WEBHOOK_SECRET: is required with PAYMENT_PROVIDER=stripe');
  });

  it('runs a declared demo (ALLOW_SIMULATED_PAYMENTS=true), and tells every page it is one', async () => {
    const port = await freePort();
    const backend = await BackendProcess.start(
      productionEnv({
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PAYMENT_PROVIDER: 'simulated',
        ALLOW_SIMULATED_PAYMENTS: 'true',
      }),
    );
    try {
      const site = (await (await fetch(`${backend.url}${SITE_API.info}`)).json()) as { paymentProvider: string; paymentsDemo: boolean };
      expect(site).toMatchObject({ paymentProvider: 'simulated', paymentsDemo: true });
      expect(SITE_TEXTS.paymentsDemo).toMatch(/^Demo shop: payments are simulated/);
    } finally {
      await backend.kill('SIGTERM');
    }
  }, 60_000);
});
