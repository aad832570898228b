import { z } from 'zod';

/** One line per environment key, for the README. Keep in step with EnvSchema below. */
export const ENV_DOCS: ReadonlyArray<{ key: string; default: string; description: string }> = [
  { key: 'PORT', default: '3000', description: 'HTTP port of the web process.' },
  { key: 'HOST', default: '(all interfaces)', description: 'Address to bind, e.g. 127.0.0.1.' },
  { key: 'NODE_ENV', default: 'development', description: 'development, production or test.' },
  {
    key: 'DATABASE_URL',
    default: '(SQLite file DATA_DIR/marketplace.sqlite)',
    description: 'mysql://user:pass@host:3306/db to use MySQL/MariaDB instead of the embedded SQLite file.',
  },
  {
    key: 'DATA_DIR',
    default: '<repo>/data',
    description: 'Where the SQLite file, the session secret, the mail outbox and stored files live.',
  },
  {
    key: 'REDIS_URL',
    default: '(unset)',
    description:
      'redis://host:6379 turns on the Redis session store and Bull queues (run `npm run worker` too), and catalog change notices between processes.',
  },
  { key: 'REDIS_PREFIX', default: 'tm:', description: 'Prefix of every Redis key this app writes, so several apps can share one Redis.' },
  {
    key: 'SESSION_SECRET',
    default: '(generated into DATA_DIR/.session-secret)',
    description: 'Secret that signs session cookies (32+ characters); required in production with DATABASE_URL.',
  },
  {
    key: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'Public origin of the site: links in mail, and an accepted Origin for API calls.',
  },
  {
    key: 'SMTP_URL',
    default: '(unset: outbox)',
    description: 'smtp(s)://user:pass@host:port to send mail; unset keeps mail in the outbox (database + DATA_DIR/outbox/*.eml).',
  },
  { key: 'MAIL_FROM', default: 'Template Marketplace <no-reply@localhost>', description: 'Sender of outgoing mail.' },
  {
    key: 'MAIL_PROVIDER_NAME',
    default: '(unset: "Our mail provider (SMTP host <host of SMTP_URL>)")',
    description: 'The company behind SMTP_URL as the privacy page names it among the processors, e.g. Postmark (decision 083).',
  },
  {
    key: 'SUPPORT_EMAIL',
    default: 'support@templatemarket.example',
    description: 'The support inbox: contact-form messages are mailed here (the visitor in Reply-To).',
  },
  {
    key: 'MAIL_RETRY_BASE_MS',
    default: '10000',
    description:
      'First retry of an undelivered mail after about this long; each further retry waits twice as long, up to MAIL_RETRY_MAX_MS (decision 022).',
  },
  {
    key: 'MAIL_RETRY_MAX_MS',
    default: '3600000',
    description:
      'Longest wait between two delivery attempts of one mail; a mail is given up (status failed) after 30 attempts, about a day with the defaults.',
  },
  {
    key: 'MAIL_LEASE_MS',
    default: '120000',
    description:
      'The claim a sender holds on a mail it is delivering, renewed every third of it while it works; when a sender dies, another (or the restarted one) takes the mail over once this has passed.',
  },
  {
    key: 'JOB_LEASE_MS',
    default: '30000',
    description:
      'The claim a worker holds on the part of a background job (bulk generation, image replacement) it works on, renewed while it works; when a worker dies, another (or the restarted one) goes on from its last committed batch once this has passed.',
  },
  {
    key: 'WORKER_CONCURRENCY',
    default: '2',
    description:
      'Parts of background jobs one `npm run worker` process works on at once (Bull driver): two keep the database busy while the worker makes the next batches; start more workers to spread a job further.',
  },
  {
    key: 'OPENAI_API_KEY',
    default: '(unset)',
    description:
      'Turns on the AI paths: the custom-build consultant converses with the model (the built-in consultant answers without a key and whenever the model fails), and bulk generation with useAI writes names and descriptions with the model (features stay what the package holds; the built-in generator writes whatever the model does not). Prices are always our own formula.',
  },
  {
    key: 'OPENAI_BASE_URL',
    default: '(OpenAI)',
    description: 'An OpenAI-compatible server to use instead, e.g. http://127.0.0.1:11434/v1.',
  },
  { key: 'OPENAI_MODEL', default: 'gpt-4o-mini', description: 'The model the AI paths ask.' },
  {
    key: 'OPENAI_TIMEOUT_MS',
    default: '20000',
    description:
      'Longest wait for one answer of the model; past it the built-in consultant answers, or the built-in generator writes those templates.',
  },
  {
    key: 'AI_GENERATION_BUDGET',
    default: '2000',
    description:
      'Templates per generation job the model may write (its cost is per template); the rest of a larger job comes from the built-in generator.',
  },
  {
    key: 'TRUST_PROXY',
    default: '(unset)',
    description: "Express 'trust proxy' value (true, a hop count, or addresses such as loopback) when behind a reverse proxy.",
  },
  {
    key: 'MFE_STOREFRONT_URL',
    default: '/mfe/storefront/mf-manifest.json',
    description: 'Manifest URL of the storefront remote (point elsewhere to deploy it independently).',
  },
  { key: 'MFE_CHECKOUT_URL', default: '/mfe/checkout/mf-manifest.json', description: 'Manifest URL of the checkout remote.' },
  { key: 'MFE_ACCOUNT_URL', default: '/mfe/account/mf-manifest.json', description: 'Manifest URL of the account remote.' },
  { key: 'MFE_ADMIN_URL', default: '/mfe/admin/mf-manifest.json', description: 'Manifest URL of the admin remote.' },
  {
    key: 'SERVER_RENDERING',
    default: 'on',
    description:
      "on: storefront pages arrive as HTML rendered with the shell's and the storefront's server builds (the storefront's is read beside MFE_STOREFRONT_URL, server/server-manifest.json) and hydrate in the browser; off: the browser renders every page (decision 056).",
  },
  { key: 'WEB_ROOT', default: '<repo>', description: 'Directory holding shell/dist and mfe-*/dist, served by the web process.' },
  {
    key: 'SEED_DEMO',
    default: 'true without DATABASE_URL, else false; always false in production',
    description:
      'Create the demo accounts, and the demo catalog (CATALOG_SEED_COUNT templates) when it is empty. Refused (start-up stops) with NODE_ENV=production: the demo passwords are public.',
  },
  {
    key: 'TEST_CLOCK_START',
    default: 'unset (the wall clock)',
    description:
      'Browser tests only: an ISO instant the server clock starts at, then runs on from (so a test can place orders either side of a month boundary). Refused with NODE_ENV=production.',
  },
  {
    key: 'ALLOW_SAMPLE_REVIEWS',
    default: 'false',
    description: 'Let the review generator make labelled sample reviews outside the demo store (they still never count in ratings there).',
  },
  {
    key: 'CATALOG_SEED_COUNT',
    default: '1200',
    description: 'Templates generated into an empty catalog at start when SEED_DEMO is on (0: none).',
  },
  {
    key: 'SIGNUP_LIMIT_PER_HOUR',
    default: '10',
    description: 'Accounts one address (IPv6: its /64) may create per hour; more answer 429 with Retry-After.',
  },
  {
    key: 'CLIENT_REQUESTS_PER_SECOND',
    default: '30',
    description:
      "Requests one address (IPv6: its /64) may make of a web process each second, on average; more answer 429 with Retry-After. Static files, answers replayed from the answer cache, health checks and Stripe's webhook are not counted (decision 064).",
  },
  {
    key: 'CLIENT_REQUEST_BURST',
    default: '300',
    description: 'Requests one address may make at once before CLIENT_REQUESTS_PER_SECOND applies.',
  },
  {
    key: 'CLIENT_WORK_MS_PER_SECOND',
    default: '250',
    description:
      "Milliseconds of a web process's thread one client address (IPv6: its /64) may spend each second on work its requests choose: searches, page renders and password checks that no cache answers. Past it, searches answer 429 with Retry-After and pages render in the browser (decision 064).",
  },
  {
    key: 'CLIENT_WORK_BURST_MS',
    default: '2000',
    description: 'How much of that work one address may spend at once before CLIENT_WORK_MS_PER_SECOND applies.',
  },
  {
    key: 'PASSWORD_HASH_CONCURRENCY',
    default: 'one per 4 CPU cores, at least 1',
    description:
      'Password hashes (argon2id) computed at once; the rest wait in a short queue, sign-ins first, and a full queue answers 503.',
  },
  {
    key: 'REQUEST_TIMEOUT_MS',
    default: '10000',
    description:
      'Deadline of a request: what is not answered by then gets 503 with Retry-After (a started download keeps streaming). The waits below must add up to less (start-up checks it), so a stuck statement fails first (decision 050).',
  },
  {
    key: 'HEALTH_TIMEOUT_MS',
    default: '1000',
    description:
      'How long /api/health waits for the database and Redis before it reports degraded (503); it answers within this plus 0.5 s, so within 2 s even on a busy machine.',
  },
  {
    key: 'DB_STATEMENT_TIMEOUT_MS',
    default: '60 % of REQUEST_TIMEOUT_MS (6000)',
    description:
      "MySQL/MariaDB: longest a statement may run or wait for a row, table or metadata lock. SQLite: how long a write waits for another process's lock (at most 5000: the wait blocks the process).",
  },
  {
    key: 'DB_ACQUIRE_TIMEOUT_MS',
    default: '20 % of REQUEST_TIMEOUT_MS (2000)',
    description: 'MySQL/MariaDB: longest a query waits for a free pooled connection (or a new one to open).',
  },
  {
    key: 'SHUTDOWN_DRAIN_MS',
    default: '0',
    description:
      'After SIGTERM, how long /api/health/ready answers 503 (draining) before the node stops taking connections: give a load balancer that probes readiness one probe interval. Requests in flight then finish within REQUEST_TIMEOUT_MS.',
  },
  {
    key: 'LOG_FORMAT',
    default: 'json in production, else pretty',
    description:
      "json: one JSON line per request and message (pino), each with its request id, secrets redacted; pretty: Nest's readable console lines.",
  },
  {
    key: 'METRICS_TOKEN',
    default: '(unset: /metrics is off)',
    description: 'Turns on GET /metrics (Prometheus format) for scrapers that send Authorization: Bearer <token>; 24 or more characters.',
  },
  {
    key: 'PAYMENT_PROVIDER',
    default: 'simulated outside production; required in production',
    description:
      'simulated (the demo gateway: no money moves) or stripe (Stripe Checkout, confirmed by signed webhooks; decision 042). With NODE_ENV=production the simulated provider is refused unless ALLOW_SIMULATED_PAYMENTS=true.',
  },
  {
    key: 'ALLOW_SIMULATED_PAYMENTS',
    default: 'false',
    description:
      'Let a production deployment run the simulated gateway (a public demo): every page then says that it is a demo and that no payment is taken.',
  },
  {
    key: 'STRIPE_SECRET_KEY',
    default: '(unset)',
    description: 'With PAYMENT_PROVIDER=stripe: the secret (sk_live_/sk_test_) or restricted (rk_) key of your Stripe account.',
  },
  {
    key: 'STRIPE_WEBHOOK_SECRET',
    default: '(unset)',
    description:
      'With PAYMENT_PROVIDER=stripe: the signing secret (whsec_...) of the webhook endpoint PUBLIC_URL/api/payments/stripe/webhook.',
  },
  {
    key: 'TAX_MODE',
    default: 'none',
    description:
      'none (no tax is charged; the demo store) or stripe (Stripe Tax computes sales tax and VAT on every Checkout Session from the billing address, with tax ids for the reverse charge; needs PAYMENT_PROVIDER=stripe and your registrations in Stripe; decision 081).',
  },
  {
    key: 'STRIPE_API_BASE',
    default: 'https://api.stripe.com',
    description: 'Where the Stripe client sends its calls; tests point it at a local server that speaks the same API.',
  },
  {
    key: 'STRIPE_TIMEOUT_MS',
    default: '10000',
    description: 'Longest wait for one answer of Stripe (the client retries twice on network errors with the same idempotency key).',
  },
  {
    key: 'STORAGE_DRIVER',
    default: 'local',
    description:
      'Where the shop keeps its files (template ZIPs and their versions, generated images, custom-build deliveries): local (DATA_DIR/files on this machine) or s3 (a bucket of AWS S3, MinIO, Cloudflare R2 or any S3-compatible store; decision 048), which every app and worker machine shares.',
  },
  {
    key: 'S3_BUCKET',
    default: '(unset)',
    description: 'With STORAGE_DRIVER=s3: the bucket (it must exist). Public images are under public/, ZIPs under private/.',
  },
  { key: 'S3_REGION', default: 'us-east-1', description: "The bucket's region (auto for Cloudflare R2)." },
  {
    key: 'S3_ENDPOINT',
    default: '(AWS S3)',
    description: 'The S3 API origin of another store, e.g. http://minio:9000 or https://<account>.r2.cloudflarestorage.com.',
  },
  {
    key: 'S3_ACCESS_KEY_ID',
    default: '(the AWS credential chain)',
    description: "Access key of the bucket; unset with S3_SECRET_ACCESS_KEY uses the machine's role or AWS_* variables.",
  },
  { key: 'S3_SECRET_ACCESS_KEY', default: '(the AWS credential chain)', description: 'Secret of S3_ACCESS_KEY_ID; set both or neither.' },
  {
    key: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: 'true: address the bucket as ENDPOINT/BUCKET/key (MinIO and most self-hosted stores) instead of BUCKET.ENDPOINT/key.',
  },
  {
    key: 'S3_TIMEOUT_MS',
    default: '10000',
    description:
      'Longest the store may take to connect, or stay silent during an answer, before the call fails (a download in progress fails rather than hangs).',
  },
  {
    key: 'S3_PRESIGNED_DOWNLOADS',
    default: 'false',
    description:
      "true: a buyer's download of a stored ZIP as it is (an uploaded template, a custom-build delivery) is checked, logged, then redirected to a presigned URL of the bucket valid 5 minutes, so the bytes do not pass through the app. Only when buyers can reach S3_ENDPOINT.",
  },
  {
    key: 'PUBLIC_FILES_BASE_URL',
    default: '(unset: the app serves them)',
    description:
      'Where a CDN or a public bucket serves the public area, e.g. https://cdn.example.com or https://<bucket>.s3.amazonaws.com/public: /api/public-files/<path> then redirects to <this>/<path> for stored files (images drawn on request are still served by the app).',
  },
  {
    key: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: '(unset: no tracing)',
    description:
      'Turns on OpenTelemetry traces (HTTP, Express, MySQL, Redis) sent over OTLP/HTTP to this collector origin, e.g. http://otel-collector:4318.',
  },
  { key: 'OTEL_SERVICE_NAME', default: 'template-marketplace', description: 'The service name traces carry (the worker adds -worker).' },
  {
    key: 'REDIS_COMMAND_TIMEOUT_MS',
    default: '15 % of REQUEST_TIMEOUT_MS (1500)',
    description: 'Longest a Redis command (sessions, health) waits for its answer, connected or not.',
  },
];

/** Unset and empty mean the same thing (docker-compose and .env files often write `KEY=`). */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const urlWithProtocols = (protocols: string[], what: string) =>
  optional.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${what}` },
  );

const booleanString = optional.refine((v) => v === undefined || /^(true|false|1|0|yes|no)$/i.test(v), {
  message: 'must be true or false',
});

/** A remote's manifest: an absolute http(s) URL or a path on this server. */
const remoteUrl = optional.refine(
  (v) => {
    if (v === undefined) return true;
    if (v.startsWith('/') && !v.startsWith('//')) return true;
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  },
  { message: 'must be an http(s) URL or a path starting with /' },
);

/** A duration in whole milliseconds within [min, max], with a default (undefined: derived later). */
const milliseconds = <F extends number | undefined>(fallback: F, min: number, max: number) =>
  optional.transform((v, ctx): number | F => {
    if (v === undefined) return fallback;
    if (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max) return Number(v);
    ctx.addIssue({ code: 'custom', message: `must be a whole number of milliseconds from ${min} to ${max}` });
    return z.NEVER;
  });

/** A whole number within [min, max]; `fallback` when unset. */
function wholeNumber<F extends number | undefined>(fallback: F, min: number, max: number) {
  return optional.transform((v, ctx): number | F => {
    if (v === undefined) return fallback;
    if (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max) return Number(v);
    ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
    return z.NEVER;
  });
}

export const EnvSchema = z
  .object({
    PORT: optional.transform((v, ctx) => {
      if (v === undefined) return 3000;
      const port = Number(v);
      if (/^\d+$/.test(v) && port <= 65535) return port;
      ctx.addIssue({ code: 'custom', message: 'must be a port number (0-65535)' });
      return z.NEVER;
    }),
    HOST: optional,
    NODE_ENV: optional.pipe(z.enum(['development', 'production', 'test']).default('development')),
    DATABASE_URL: urlWithProtocols(['mysql:'], 'a mysql:// URL'),
    DATA_DIR: optional,
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'a redis:// or rediss:// URL'),
    REDIS_PREFIX: optional.pipe(z.string().max(100).default('tm:')),
    SESSION_SECRET: optional.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'an http(s) URL'),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
    MAIL_FROM: optional.pipe(z.string().default('Template Marketplace <no-reply@localhost>')),
    MAIL_PROVIDER_NAME: optional.pipe(z.string().max(80).optional()),
    SUPPORT_EMAIL: optional.pipe(z.email('must be an email address').default('support@templatemarket.example')),
    MAIL_RETRY_BASE_MS: milliseconds(10_000, 10, 3_600_000),
    MAIL_RETRY_MAX_MS: milliseconds(3_600_000, 10, 86_400_000),
    MAIL_LEASE_MS: milliseconds(120_000, 1_000, 3_600_000),
    JOB_LEASE_MS: milliseconds(30_000, 500, 3_600_000),
    WORKER_CONCURRENCY: wholeNumber(2, 1, 16),
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: urlWithProtocols(['http:', 'https:'], 'an http(s) URL'),
    OPENAI_MODEL: optional.pipe(z.string().max(100).default('gpt-4o-mini')),
    OPENAI_TIMEOUT_MS: milliseconds(20_000, 100, 600_000),
    AI_GENERATION_BUDGET: wholeNumber(2_000, 0, 1_000_000),
    TRUST_PROXY: optional,
    MFE_STOREFRONT_URL: remoteUrl,
    MFE_CHECKOUT_URL: remoteUrl,
    MFE_ACCOUNT_URL: remoteUrl,
    MFE_ADMIN_URL: remoteUrl,
    SERVER_RENDERING: optional.pipe(z.enum(['on', 'off'], { message: 'must be on or off' }).optional()),
    WEB_ROOT: optional,
    SEED_DEMO: booleanString,
    TEST_CLOCK_START: optional.transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(v) && !Number.isNaN(Date.parse(v))) return new Date(v);
      ctx.addIssue({ code: 'custom', message: 'must be an ISO instant in UTC, e.g. 2026-02-01T04:50:00Z' });
      return z.NEVER;
    }),
    ALLOW_SAMPLE_REVIEWS: booleanString,
    CATALOG_SEED_COUNT: optional.transform((v, ctx) => {
      if (v === undefined) return 1200;
      if (/^\d+$/.test(v) && Number(v) <= 1_000_000) return Number(v);
      ctx.addIssue({ code: 'custom', message: 'must be a whole number from 0 to 1000000' });
      return z.NEVER;
    }),
    SIGNUP_LIMIT_PER_HOUR: wholeNumber(10, 1, 1_000_000),
    PASSWORD_HASH_CONCURRENCY: wholeNumber(undefined, 1, 64),
    CLIENT_REQUESTS_PER_SECOND: wholeNumber(30, 1, 1_000_000),
    CLIENT_REQUEST_BURST: wholeNumber(300, 1, 1_000_000_000),
    CLIENT_WORK_MS_PER_SECOND: wholeNumber(250, 1, 1_000_000),
    CLIENT_WORK_BURST_MS: wholeNumber(2_000, 1, 1_000_000_000),
    REQUEST_TIMEOUT_MS: milliseconds(10_000, 100, 600_000),
    HEALTH_TIMEOUT_MS: milliseconds(1_000, 50, 60_000),
    DB_STATEMENT_TIMEOUT_MS: milliseconds(undefined, 100, 3_600_000),
    DB_ACQUIRE_TIMEOUT_MS: milliseconds(undefined, 50, 600_000),
    REDIS_COMMAND_TIMEOUT_MS: milliseconds(undefined, 50, 600_000),
    SHUTDOWN_DRAIN_MS: wholeNumber(0, 0, 120_000),
    LOG_FORMAT: optional.pipe(z.enum(['json', 'pretty'], { message: 'must be json or pretty' }).optional()),
    METRICS_TOKEN: optional.refine((v) => v === undefined || /^[\x21-\x7e]{24,200}$/.test(v), {
      message: 'must be 24 to 200 visible characters',
    }),
    STORAGE_DRIVER: optional.pipe(z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local')),
    S3_BUCKET: optional.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
      message: 'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
    }),
    S3_REGION: optional.pipe(z.string().max(64).default('us-east-1')),
    S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'an http(s) URL'),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: booleanString,
    S3_TIMEOUT_MS: milliseconds(10_000, 100, 600_000),
    S3_PRESIGNED_DOWNLOADS: booleanString,
    PUBLIC_FILES_BASE_URL: urlWithProtocols(['http:', 'https:'], 'an http(s) URL'),
    OTEL_EXPORTER_OTLP_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'an http(s) URL'),
    OTEL_SERVICE_NAME: optional.pipe(z.string().max(100).default('template-marketplace')),
    PAYMENT_PROVIDER: optional.pipe(z.enum(['simulated', 'stripe'], { message: 'must be simulated or stripe' }).optional()),
    ALLOW_SIMULATED_PAYMENTS: booleanString,
    STRIPE_SECRET_KEY: optional.refine((v) => v === undefined || /^(sk|rk)_(live|test)_[A-Za-z0-9]{8,}$/.test(v), {
      message: 'must be a Stripe secret key (sk_live_..., sk_test_... or a restricted rk_ key)',
    }),
    STRIPE_WEBHOOK_SECRET: optional.refine((v) => v === undefined || /^whsec_[A-Za-z0-9+/=]{8,}$/.test(v), {
      message: 'must be a Stripe webhook signing secret (whsec_...)',
    }),
    STRIPE_API_BASE: urlWithProtocols(['http:', 'https:'], 'an http(s) URL'),
    TAX_MODE: optional.pipe(z.enum(['none', 'stripe'], { message: 'must be none or stripe' }).optional()),
    STRIPE_TIMEOUT_MS: milliseconds(10_000, 100, 120_000),
  })
  .superRefine((env, ctx) => {
    checkPaymentSettings(env, ctx);
    checkStorageSettings(env, ctx);
    checkDeadlineParts(env, ctx);
    if (env.NODE_ENV === 'production' && env.SEED_DEMO !== undefined && isTrue(env.SEED_DEMO)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message:
          'must not be true when NODE_ENV=production (the demo accounts have published passwords); make an admin with npm run create-admin',
      });
    }
    if (env.NODE_ENV === 'production' && env.TEST_CLOCK_START !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_START'], message: 'must not be set when NODE_ENV=production (it is for tests)' });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production and DATABASE_URL is set (every process must share it)',
      });
    }
  });

export type Env = z.output<typeof EnvSchema>;

/**
 * Decision 042: production takes real money or says it is a demo. The simulated gateway lets a buyer
 * complete their own order, so production refuses it unless the operator declares a demo; Stripe needs
 * both of its keys.
 */
function checkPaymentSettings(
  env: Pick<Env, 'NODE_ENV' | 'PAYMENT_PROVIDER' | 'ALLOW_SIMULATED_PAYMENTS' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'TAX_MODE'>,
  ctx: z.RefinementCtx,
): void {
  const provider = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? undefined : 'simulated');
  const demoAllowed = env.ALLOW_SIMULATED_PAYMENTS !== undefined && isTrue(env.ALLOW_SIMULATED_PAYMENTS);
  if (env.NODE_ENV === 'production' && provider !== 'stripe' && !demoAllowed) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message:
        provider === undefined
          ? 'is required when NODE_ENV=production: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_SIMULATED_PAYMENTS=true for a demo deployment'
          : 'simulated is refused when NODE_ENV=production (buyers could pay themselves): use stripe, or set ALLOW_SIMULATED_PAYMENTS=true for a demo deployment',
    });
  }
  if (env.TAX_MODE === 'stripe' && provider !== 'stripe') {
    ctx.addIssue({ code: 'custom', path: ['TAX_MODE'], message: 'stripe needs PAYMENT_PROVIDER=stripe (Stripe Tax computes the tax)' });
  }
  if (provider === 'stripe') {
    if (!env.STRIPE_SECRET_KEY)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required with PAYMENT_PROVIDER=stripe' });
    if (!env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required with PAYMENT_PROVIDER=stripe' });
  }
}

/** Decision 048: the s3 driver needs its bucket, and a key pair is whole or absent (the AWS chain). */
function checkStorageSettings(
  env: Pick<Env, 'STORAGE_DRIVER' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
  ctx: z.RefinementCtx,
): void {
  if (env.STORAGE_DRIVER !== 's3') return;
  if (!env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with STORAGE_DRIVER=s3' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither (the AWS credential chain)',
    });
  }
}

/**
 * Decision 024, as decision 050 tightened it: what one request may wait for in a row (a Redis command
 * for its session, a pooled connection, a statement and its lock waits) has its own limit, and the
 * limits add up to less than the request's deadline, so the stuck part fails with its own answer
 * and rolls back before the deadline answers for it. Unset parts are shares of the deadline: 15 %,
 * 20 % and 60 %, which leaves 5 % for the handler itself.
 */
export const DEADLINE_SHARES = { redisCommand: 0.15, dbAcquire: 0.2, dbStatement: 0.6 } as const;
/** What the handler keeps for its own work: 5 % of the deadline, and never under 200 ms. */
export const deadlineMargin = (requestMs: number) => Math.max(200, Math.round(requestMs * 0.05));

export function deadlineParts(
  env: Pick<Env, 'REQUEST_TIMEOUT_MS' | 'REDIS_COMMAND_TIMEOUT_MS' | 'DB_ACQUIRE_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS'>,
) {
  const share = (part: number) => Math.round(env.REQUEST_TIMEOUT_MS * part);
  return {
    redisCommandMs: env.REDIS_COMMAND_TIMEOUT_MS ?? share(DEADLINE_SHARES.redisCommand),
    dbAcquireMs: env.DB_ACQUIRE_TIMEOUT_MS ?? share(DEADLINE_SHARES.dbAcquire),
    dbStatementMs: env.DB_STATEMENT_TIMEOUT_MS ?? share(DEADLINE_SHARES.dbStatement),
  };
}

function checkDeadlineParts(env: Env, ctx: z.RefinementCtx): void {
  const parts = deadlineParts(env);
  const waits = (env.REDIS_URL ? parts.redisCommandMs : 0) + parts.dbAcquireMs + parts.dbStatementMs;
  const room = env.REQUEST_TIMEOUT_MS - deadlineMargin(env.REQUEST_TIMEOUT_MS);
  if (waits <= room) return;
  ctx.addIssue({
    code: 'custom',
    path: ['REQUEST_TIMEOUT_MS'],
    message: `must outlast what a request may wait for in a row: ${env.REDIS_URL ? `REDIS_COMMAND_TIMEOUT_MS ${parts.redisCommandMs} + ` : ''}DB_ACQUIRE_TIMEOUT_MS ${parts.dbAcquireMs} + DB_STATEMENT_TIMEOUT_MS ${parts.dbStatementMs} = ${waits} ms, plus ${deadlineMargin(env.REQUEST_TIMEOUT_MS)} ms for the handler; raise it or lower those`,
  });
}

/** How boolean keys read: true, 1 and yes (any case) are true. */
export function isTrue(value: string): boolean {
  return /^(true|1|yes)$/i.test(value);
}
