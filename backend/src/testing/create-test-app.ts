import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../app.factory';
import { loadConfig, type AppConfig } from '../config/app-config';
import type { ClockService } from '../common/clock';
import { CaptureLogger } from './capture-logger';
import { createTestDatabase } from './test-database';
import { TestRoutesModule } from './test-routes.module';
import type { TestTarget } from './test-targets';

export const TEST_PUBLIC_URL = 'http://shop.test';

/** Cheap argon2id so the suite stays fast; production keeps the library defaults. */
export const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 2, parallelism: 1 };

export interface TestAppOptions {
  /** Extra environment (e.g. SMTP_URL, MFE_ACCOUNT_URL, WEB_ROOT). */
  env?: Record<string, string | undefined>;
  clock?: ClockService;
  /** Mounts /api/__test/* routes (crashes, an undecorated route, an echo). */
  testRoutes?: boolean;
  /** With LOG_FORMAT=json: where the JSON lines go (the test reads them). */
  logDestination?: { write(line: string): void };
}

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** http://127.0.0.1:<port> */
  url: string;
  logger: CaptureLogger;
  /** One-off requests (no cookies kept). */
  http(): ReturnType<typeof request>;
  /** A browser-like client that keeps cookies. */
  agent(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

/** Boots the real app on a fresh database of the target and listens on a free port of 127.0.0.1. */
export async function createTestApp(target: TestTarget, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(target);
  const emptyWebRoot = mkdtempSync(join(tmpdir(), 'tm-web-'));
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    REDIS_URL: target.redisUrl,
    REDIS_PREFIX: `tm-test:${randomUUID()}:`,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: TEST_PUBLIC_URL,
    TRUST_PROXY: 'loopback', // lets tests choose the client address with X-Forwarded-For
    WEB_ROOT: emptyWebRoot,
    SEED_DEMO: 'false',
    // Suites sign many accounts up from 127.0.0.1 and in parallel; the limits have tests of their own.
    SIGNUP_LIMIT_PER_HOUR: '1000000',
    // Likewise requests, searches and password checks from one address; those limits have tests of their own.
    CLIENT_REQUESTS_PER_SECOND: '1000000',
    CLIENT_REQUEST_BURST: '1000000000',
    CLIENT_WORK_MS_PER_SECOND: '1000000',
    CLIENT_WORK_BURST_MS: '1000000000',
    PASSWORD_HASH_CONCURRENCY: '4',
    ...options.env,
  };
  const config: AppConfig = { ...loadConfig(env), passwordHashing: TEST_PASSWORD_HASHING };
  const logger = new CaptureLogger();

  // nestjs-pino keeps one root logger per process: a second JSON app in this jest worker gets its own.
  if (options.logDestination) __resetOutOfContextForTests();
  let app: NestExpressApplication;
  try {
    app = await createApp(config, {
      logger,
      clock: options.clock,
      imports: options.testRoutes ? [TestRoutesModule] : [],
      logDestination: options.logDestination,
    });
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await database.cleanup();
    rmSync(emptyWebRoot, { recursive: true, force: true });
    throw error;
  }
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;

  return {
    app,
    config,
    dataSource: app.get<DataSource>(getDataSourceToken()),
    url,
    logger,
    http: () => request(url),
    agent: () => request.agent(url),
    async close() {
      try {
        await app.close();
      } finally {
        if (config.redisUrl) await deleteKeys(config.redisUrl, `${config.redisPrefix}*`);
        await database.cleanup();
        rmSync(emptyWebRoot, { recursive: true, force: true });
      }
    },
  };
}

/** Removes what this app wrote to the shared Redis (its own client: the app's may be closed). */
export async function deleteKeys(url: string, pattern: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: pattern, COUNT: 200 })) keys.push(...batch);
    if (keys.length > 0) await client.del(keys);
  } finally {
    await client.close();
  }
}
