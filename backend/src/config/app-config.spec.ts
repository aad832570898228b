import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './app-config';
import { ENV_DOCS, EnvSchema } from './env.schema';

describe('loadConfig', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tm-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs embedded with no environment at all', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: undefined,
      database: { type: 'sqlite', path: join(dataDir, 'marketplace.sqlite') },
      redisUrl: undefined,
      queueDriver: 'in-process',
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Template Marketplace <no-reply@localhost>',
      trustProxy: undefined,
      remoteUrls: {},
      webRoot: REPO_ROOT,
      seedDemo: true,
      passwordHashing: {},
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('puts DATA_DIR under the repository root by default', () => {
    expect(REPO_ROOT).toBe(join(__dirname, '..', '..', '..'));
    expect(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).toContain('"workspaces"');
  });

  it('generates a session secret once, readable only by the owner, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, '.session-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('reads the scale-out settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: 'mysql://tm:pw@db:3306/tm',
      REDIS_URL: 'redis://cache:6379',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://shop.example.com/',
      SMTP_URL: 'smtp://mail:25',
      TRUST_PROXY: '1',
      MFE_ADMIN_URL: 'https://admin.example.com/mf-manifest.json',
      MFE_CHECKOUT_URL: '',
      WEB_ROOT: '/srv/web',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      database: { type: 'mysql', url: 'mysql://tm:pw@db:3306/tm' },
      redisUrl: 'redis://cache:6379',
      queueDriver: 'bull',
      sessionSecret: 's'.repeat(40),
      publicUrl: 'https://shop.example.com',
      trustProxy: 1,
      remoteUrls: { admin: 'https://admin.example.com/mf-manifest.json' },
      webRoot: '/srv/web',
      seedDemo: false,
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('passes TRUST_PROXY=%s to express as %p', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('lets SEED_DEMO override the default', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://db/tm', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('never seeds the demo store in production, whatever the database', () => {
    const demo = { ALLOW_SIMULATED_PAYMENTS: 'true' };
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', ...demo }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: 'false', ...demo }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).seedDemo).toBe(true);
  });

  it.each(['true', '1', 'YES'])('refuses SEED_DEMO=%s in production with a clear message', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: value })).toThrow(
      /SEED_DEMO: must not be true when NODE_ENV=production/,
    );
  });

  it('starts a test clock at TEST_CLOCK_START outside production only, and refuses a bad instant', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).testClockStart).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, TEST_CLOCK_START: '2026-02-01T04:50:00Z' }).testClockStart).toEqual(
      new Date('2026-02-01T04:50:00Z'),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, TEST_CLOCK_START: 'tomorrow' })).toThrow(/TEST_CLOCK_START: must be an ISO instant/);
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', TEST_CLOCK_START: '2026-02-01T04:50:00Z' })).toThrow(
      /TEST_CLOCK_START: must not be set when NODE_ENV=production/,
    );
  });

  describe('payments (decision 042)', () => {
    const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' };

    it('runs the simulated gateway by default outside production', () => {
      expect(loadConfig({ DATA_DIR: dataDir }).payments).toEqual({ provider: 'simulated', demo: false });
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).payments).toEqual({ provider: 'simulated', demo: false });
    });

    it('refuses to start in production without a payment provider, saying what to set', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(
        /PAYMENT_PROVIDER: is required when NODE_ENV=production: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_SIMULATED_PAYMENTS=true/,
      );
    });

    it('refuses the simulated gateway in production unless the operator declares a demo, which every page then says', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulated' })).toThrow(
        /PAYMENT_PROVIDER: simulated is refused when NODE_ENV=production \(buyers could pay themselves\)/,
      );
      expect(() =>
        loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulated', ALLOW_SIMULATED_PAYMENTS: 'false' }),
      ).toThrow(/simulated is refused/);
      expect(
        loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulated', ALLOW_SIMULATED_PAYMENTS: 'true' }).payments,
      ).toEqual({ provider: 'simulated', demo: true });
    });

    it('charges tax through Stripe Tax with TAX_MODE=stripe, which needs Stripe (decision 081)', () => {
      const stripe = { DATA_DIR: dataDir, PAYMENT_PROVIDER: 'stripe', ...stripeKeys };
      expect(loadConfig({ ...stripe, TAX_MODE: 'stripe' }).payments).toMatchObject({ provider: 'stripe', tax: 'stripe' });
      expect(loadConfig({ ...stripe, TAX_MODE: 'none' }).payments).toMatchObject({ tax: 'none' });
      expect(() => loadConfig({ DATA_DIR: dataDir, TAX_MODE: 'stripe' })).toThrow(
        /TAX_MODE: stripe needs PAYMENT_PROVIDER=stripe \(Stripe Tax computes the tax\)/,
      );
      expect(() => loadConfig({ ...stripe, TAX_MODE: 'avalara' })).toThrow(/TAX_MODE: must be none or stripe/);
    });

    it('reads the Stripe settings, and lists every missing or malformed key', () => {
      expect(
        loadConfig({
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          PAYMENT_PROVIDER: 'stripe',
          ...stripeKeys,
          STRIPE_API_BASE: 'http://127.0.0.1:12111',
        }).payments,
      ).toEqual({
        provider: 'stripe',
        demo: false,
        stripe: {
          secretKey: stripeKeys.STRIPE_SECRET_KEY,
          webhookSecret: stripeKeys.STRIPE_WEBHOOK_SECRET,
          apiBase: 'http://127.0.0.1:12111',
          timeoutMs: 10_000,
        },
        tax: 'none',
      });
      let message = '';
      try {
        loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'stripe' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/STRIPE_SECRET_KEY: is required with PAYMENT_PROVIDER=stripe/);
      expect(message).toMatch(/STRIPE_WEBHOOK_SECRET: is required with PAYMENT_PROVIDER=stripe/);
      expect(() =>
        loadConfig({
          DATA_DIR: dataDir,
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'pk_live_0123456789',
          STRIPE_WEBHOOK_SECRET: 'secret',
        }),
      ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key[\s\S]*STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/);
      expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER: must be simulated or stripe/);
    });
  });

  it('reads SIGNUP_LIMIT_PER_HOUR (default 10) and PASSWORD_HASH_CONCURRENCY (default from the CPUs)', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect(defaults.signupLimitPerHour).toBe(10);
    expect(defaults.passwordHashConcurrency).toBeGreaterThanOrEqual(1);
    const set = loadConfig({ DATA_DIR: dataDir, SIGNUP_LIMIT_PER_HOUR: '500', PASSWORD_HASH_CONCURRENCY: '3' });
    expect(set).toMatchObject({ signupLimitPerHour: 500, passwordHashConcurrency: 3 });
    expect(() => loadConfig({ DATA_DIR: dataDir, SIGNUP_LIMIT_PER_HOUR: '0' })).toThrow(
      /SIGNUP_LIMIT_PER_HOUR: must be a whole number from 1/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_CONCURRENCY: 'many' })).toThrow(
      /PASSWORD_HASH_CONCURRENCY: must be a whole number/,
    );
  });

  it('reads CATALOG_SEED_COUNT (default 1200) and refuses what is not a count', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).catalogSeedCount).toBe(1200);
    expect(loadConfig({ DATA_DIR: dataDir, CATALOG_SEED_COUNT: '0' }).catalogSeedCount).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir, CATALOG_SEED_COUNT: 'many' })).toThrow(/CATALOG_SEED_COUNT: must be a whole number/);
  });

  it('reads the deadlines (production defaults: request 10 s, health 1 s, statement 8 s) and refuses what is not one', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).timeouts).toEqual({
      requestMs: 10_000,
      shutdownDrainMs: 0,
      healthMs: 1_000,
      dbStatementMs: 6_000,
      dbAcquireMs: 2_000,
      redisCommandMs: 1_500,
    });
    // Unset waits are shares of the deadline; a set one is taken as it is.
    expect(loadConfig({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '2500', REDIS_COMMAND_TIMEOUT_MS: '300' }).timeouts).toMatchObject({
      requestMs: 2500,
      redisCommandMs: 300,
      dbAcquireMs: 500,
      dbStatementMs: 1500,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '10s' })).toThrow(
      /REQUEST_TIMEOUT_MS: must be a whole number of milliseconds/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });

  it('refuses waits that add up to more than the request deadline, so a stuck statement fails before the deadline answers', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DB_ACQUIRE_TIMEOUT_MS: '5000', DB_STATEMENT_TIMEOUT_MS: '8000' })).toThrow(
      /REQUEST_TIMEOUT_MS: must outlast what a request may wait for in a row: DB_ACQUIRE_TIMEOUT_MS 5000 \+ DB_STATEMENT_TIMEOUT_MS 8000 = 13000 ms, plus 500 ms for the handler/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379', REQUEST_TIMEOUT_MS: '4000', DB_STATEMENT_TIMEOUT_MS: '3000' }),
    ).toThrow(/REDIS_COMMAND_TIMEOUT_MS 600 \+ DB_ACQUIRE_TIMEOUT_MS 800 \+ DB_STATEMENT_TIMEOUT_MS 3000/);
    const fits = loadConfig({
      DATA_DIR: dataDir,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REQUEST_TIMEOUT_MS: '20000',
      DB_STATEMENT_TIMEOUT_MS: '12000',
    }).timeouts;
    expect(fits.redisCommandMs + fits.dbAcquireMs + fits.dbStatementMs).toBeLessThanOrEqual(20_000 - 1_000);
  });

  it('lists every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'postgres://db/tm',
        REDIS_URL: 'localhost:6379',
        NODE_ENV: 'staging',
        MFE_ADMIN_URL: 'ftp://x',
        SESSION_SECRET: 'short',
        SEED_DEMO: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(keys.sort()).toEqual(['DATABASE_URL', 'MFE_ADMIN_URL', 'NODE_ENV', 'PORT', 'REDIS_URL', 'SEED_DEMO', 'SESSION_SECRET']);
  });

  it('requires SESSION_SECRET in production with a shared database', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: 'mysql://db/tm' })).toThrow(
      /SESSION_SECRET: is required/,
    );
  });

  it('documents every key it reads', () => {
    const documented = ENV_DOCS.map((d) => d.key).sort();
    const parsed = Object.keys(EnvSchema.shape).sort();
    expect(documented).toEqual(parsed);
  });
});
