import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { REMOTE_NAMES, REMOTE_URL_ENV, type RemoteName } from '@tm/contracts/remotes';
import { availableParallelism } from 'node:os';
import { deadlineParts, EnvSchema, isTrue, type Env } from './env.schema';
import { ensurePrivateFolder } from './private-files';

export type DatabaseConfig = { type: 'sqlite'; path: string } | { type: 'mysql'; url: string };
export type QueueDriver = 'bull' | 'in-process';

/** argon2 cost parameters; undefined fields use argon2id's own defaults (what production runs). */
export interface PasswordHashingConfig {
  memoryCost?: number;
  timeCost?: number;
  parallelism?: number;
}

/** Deadlines that keep a stuck database or Redis from holding requests (decision 024). */
export interface TimeoutsConfig {
  /** A request not answered by then gets 503 + Retry-After. */
  requestMs: number;
  /** Health's wait for the database and Redis probes. */
  healthMs: number;
  /** MySQL statement time and lock waits; SQLite busy timeout (capped). */
  dbStatementMs: number;
  /** MySQL pool: waiting for a free (or new) connection. */
  dbAcquireMs: number;
  redisCommandMs: number;
  /** After SIGTERM, how long readiness answers 503 before the listener closes (decision 044). */
  shutdownDrainMs: number;
}

export interface MailDeliveryConfig {
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
}

/** Decision 042: who takes the money. */
export type PaymentsConfig =
  | { provider: 'simulated'; /** A production deployment that runs the simulated gateway: every page says so. */ demo: boolean }
  | {
      provider: 'stripe';
      demo: false;
      stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined; timeoutMs: number };
      /** TAX_MODE=stripe: Stripe Tax computes tax on every Checkout Session (decision 081). */
      tax: 'none' | 'stripe';
    };

/** Decision 048: where files live. */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      timeoutMs: number;
      /** Downloads of stored ZIPs as they are redirect to a presigned URL. */
      presignedDownloads: boolean;
    };

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string | undefined;
  repoRoot: string;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  redisPrefix: string;
  queueDriver: QueueDriver;
  sessionSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** Who runs the SMTP server, as the privacy page names it; undefined: named by its host (decision 083). */
  mailProviderName: string | undefined;
  mailFrom: string;
  /** The support inbox (contact messages). */
  supportEmail: string;
  trustProxy: boolean | number | string | undefined;
  remoteUrls: Partial<Record<RemoteName, string>>;
  webRoot: string;
  /** Storefront pages rendered on the server and hydrated (decision 056). */
  serverRendering: boolean;
  seedDemo: boolean;
  /** Browser tests only (TEST_CLOCK_START): the instant the server clock starts at; null for the wall clock. */
  testClockStart: Date | null;
  /**
   * The demo store: the embedded default with demo data (seedDemo). Only here do sample reviews count
   * in ratings, and the footer says the data is sample data (decision 038).
   */
  demoStore: boolean;
  /** The review generator may run outside the demo store (ALLOW_SAMPLE_REVIEWS=true). */
  allowSampleReviews: boolean;
  /** Templates generated into an empty catalog at start (when seedDemo). */
  catalogSeedCount: number;
  passwordHashing: PasswordHashingConfig;
  /** Password hashes computed at once (the hashing lane, decision 020). */
  passwordHashConcurrency: number;
  /** Accounts one address may create per SIGNUP_WINDOW_MS. */
  signupLimitPerHour: number;
  /** Requests one client address may make of a web process (createRequestRateLimit, decision 064). */
  clientRequests: { perSecond: number; burst: number };
  /** What one client address may spend of a web process's thread on uncached work (WorkBudgetService, decision 064). */
  clientWork: { msPerSecond: number; burstMs: number };
  timeouts: TimeoutsConfig;
  /** Outbox delivery: retries and the sender's lease (decision 022). */
  mail: MailDeliveryConfig;
  /** Background jobs (decision 033): a worker's claim on a part, and parts a worker process runs at once. */
  jobs: { leaseMs: number; workerConcurrency: number };
  /** The model behind the AI paths; undefined without OPENAI_API_KEY. */
  openai: { apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number } | undefined;
  /** Templates per generation job the model may write. */
  aiGenerationBudget: number;
  payments: PaymentsConfig;
  /** json: structured pino lines with request ids (decision 046); pretty: Nest's console lines. */
  logFormat: 'json' | 'pretty';
  /** Bearer token of GET /metrics; undefined: the endpoint is off (decision 045). */
  metricsToken: string | undefined;
  storage: StorageConfig;
  /** A CDN or public bucket in front of the public area (no trailing slash); undefined: the app serves it. */
  publicFilesBaseUrl: string | undefined;
  version: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** backend/src/config and backend/dist/config sit at the same depth below the repository root. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/**
 * Parses the environment once. Throws ConfigError listing every bad key; callers print it and exit.
 * Side effect: creates DATA_DIR and, when SESSION_SECRET is unset, the persisted secret file.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = REPO_ROOT): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(repoRoot, p));

  const dataDir = fromRoot(e.DATA_DIR ?? 'data');
  ensurePrivateFolder(dataDir);

  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = e[REMOTE_URL_ENV[name] as keyof Env];
    if (typeof value === 'string') remoteUrls[name] = value;
  }

  // Never in production, whatever the database: the demo passwords are in the README (decision 021).
  const demoStore = e.NODE_ENV !== 'production' && (e.SEED_DEMO === undefined ? !e.DATABASE_URL : isTrue(e.SEED_DEMO));
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    repoRoot,
    dataDir,
    database: e.DATABASE_URL ? { type: 'mysql', url: e.DATABASE_URL } : { type: 'sqlite', path: join(dataDir, 'marketplace.sqlite') },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    queueDriver: e.REDIS_URL ? 'bull' : 'in-process',
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailProviderName: e.MAIL_PROVIDER_NAME,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    remoteUrls,
    webRoot: fromRoot(e.WEB_ROOT ?? '.'),
    serverRendering: (e.SERVER_RENDERING ?? 'on') === 'on',
    seedDemo: demoStore,
    testClockStart: e.TEST_CLOCK_START ?? null,
    demoStore,
    catalogSeedCount: e.CATALOG_SEED_COUNT,
    allowSampleReviews: e.ALLOW_SAMPLE_REVIEWS !== undefined && isTrue(e.ALLOW_SAMPLE_REVIEWS),
    passwordHashing: {},
    // argon2id's default runs 4 threads per hash: one hash per 4 cores keeps the CPUs busy without contention.
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, Math.floor(availableParallelism() / 4)),
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    clientRequests: { perSecond: e.CLIENT_REQUESTS_PER_SECOND, burst: e.CLIENT_REQUEST_BURST },
    clientWork: { msPerSecond: e.CLIENT_WORK_MS_PER_SECOND, burstMs: e.CLIENT_WORK_BURST_MS },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      healthMs: e.HEALTH_TIMEOUT_MS,
      ...deadlineParts(e),
      shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    },
    mail: { retryBaseMs: e.MAIL_RETRY_BASE_MS, retryMaxMs: e.MAIL_RETRY_MAX_MS, leaseMs: e.MAIL_LEASE_MS },
    jobs: { leaseMs: e.JOB_LEASE_MS, workerConcurrency: e.WORKER_CONCURRENCY },
    openai: e.OPENAI_API_KEY
      ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL, timeoutMs: e.OPENAI_TIMEOUT_MS }
      : undefined,
    aiGenerationBudget: e.AI_GENERATION_BUDGET,
    payments: paymentsConfig(e),
    metricsToken: e.METRICS_TOKEN,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'pretty'),
    storage: storageConfig(e),
    publicFilesBaseUrl: e.PUBLIC_FILES_BASE_URL?.replace(/\/+$/, ''),
    version: readVersion(repoRoot),
  };
}

/** The schema has checked the combination (checkPaymentSettings): stripe has its keys, production's simulated is allowed. */
function paymentsConfig(e: Env): PaymentsConfig {
  if (e.PAYMENT_PROVIDER === 'stripe') {
    return {
      provider: 'stripe',
      demo: false,
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY!,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
        apiBase: e.STRIPE_API_BASE,
        timeoutMs: e.STRIPE_TIMEOUT_MS,
      },
      tax: e.TAX_MODE ?? 'none',
    };
  }
  return { provider: 'simulated', demo: e.NODE_ENV === 'production' };
}

/** The schema has checked the combination (checkStorageSettings): s3 has its bucket, keys come in pairs. */
function storageConfig(e: Env): StorageConfig {
  if (e.STORAGE_DRIVER !== 's3') return { driver: 'local' };
  return {
    driver: 's3',
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE !== undefined && isTrue(e.S3_FORCE_PATH_STYLE),
    timeoutMs: e.S3_TIMEOUT_MS,
    presignedDownloads: e.S3_PRESIGNED_DOWNLOADS !== undefined && isTrue(e.S3_PRESIGNED_DOWNLOADS),
  };
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined) return undefined;
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // addresses, subnets or names such as "loopback", as express understands them
}

/** One secret per installation, so sessions survive restarts without any setup. */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, '.session-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // mode above is ignored when the file already existed
  return secret;
}

function readVersion(repoRoot: string): string {
  try {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
