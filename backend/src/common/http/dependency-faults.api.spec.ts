import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import type { Response } from 'supertest';
import { CART_API } from '@tm/contracts/cart';
import { CATALOG_API } from '@tm/contracts/catalog';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { FaultProxy } from '../../testing/fault-proxy';
import { signedInAgent } from '../../testing/fixtures';
import { describeOnTarget, testTargets, type TestTarget } from '../../testing/test-targets';
import { waitFor } from '../../testing/wait-for';
import { CatalogWriterService } from '../../modules/catalog/catalog-writer.service';
import { makeDraft } from '../../modules/catalog/testing/template-drafts';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from './unavailable';

/**
 * Fault injection against the real servers (decision 024): what cannot be served answers 503 with
 * Retry-After within its deadline, health answers 503 within 2 s, and everything recovers once the
 * fault is gone. Deadlines are shortened so the suite stays quick; production keeps 10 s / 1.5 s /
 * 8 s (decision 024). MariaDB and Redis are reached through a FaultProxy, so freezing or dropping
 * this app's connections never disturbs another suite using the same servers.
 */
const HEALTH_BUDGET_MS = 2000;
/** The app's MySQL pool (connectionLimit in data-source.ts): once every one waits, nothing else gets one. */
const POOL_CONNECTIONS = 30;

/** A second connection to the app's SQLite file, as another process would hold (the package ships no types). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SqliteDatabase = require('better-sqlite3') as new (path: string) => { exec(sql: string): void; close(): void };
const DEADLINES = {
  REQUEST_TIMEOUT_MS: '4000',
  HEALTH_TIMEOUT_MS: '500',
  DB_STATEMENT_TIMEOUT_MS: '2000',
  DB_ACQUIRE_TIMEOUT_MS: '1000',
  REDIS_COMMAND_TIMEOUT_MS: '500',
};
/** The answer leaves at the deadline at the latest; the margin is for the client's side of a busy machine. */
const REQUEST_BUDGET_MS = Number(DEADLINES.REQUEST_TIMEOUT_MS) + 2000;

interface Timed {
  res: Response;
  ms: number;
}

async function timed(call: PromiseLike<Response>): Promise<Timed> {
  const started = Date.now();
  const res = await call;
  return { res, ms: Date.now() - started };
}

/** A catalog read no cache has seen: it has to ask the database. */
/**
 * A listing page nobody asked for yet: read from the database (a search that finds nothing is
 * answered by the in-memory index alone, decision 054, and would not wait for a locked table).
 */
const uncachedPage = (t: TestApp) =>
  t
    .http()
    .get(CATALOG_API.paginated)
    .query({ page: 2 + randomInt(999_000) });

function expectUnavailable({ res, ms }: Timed, budgetMs = REQUEST_BUDGET_MS): void {
  expect({ status: res.status, body: res.body as unknown, retryAfter: res.headers['retry-after'] }).toEqual({
    status: 503,
    body: { message: SERVICE_UNAVAILABLE_MESSAGE },
    retryAfter: String(RETRY_AFTER_SECONDS),
  });
  expect(ms).toBeLessThan(budgetMs);
}

async function expectHealthDown(t: TestApp): Promise<void> {
  const { res, ms } = await timed(t.http().get(API.health));
  expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 503, body: { status: 'degraded' } });
  expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(ms).toBeLessThan(HEALTH_BUDGET_MS);
}

async function expectRecovered(t: TestApp, agent: ReturnType<TestApp['agent']>): Promise<void> {
  await uncachedPage(t).expect(200);
  await agent.get(CART_API.cart).expect(200);
  expect((await t.http().get(API.health).expect(200)).body).toEqual({ status: 'ok' });
}

async function withTemplate(t: TestApp): Promise<string> {
  const { ids } = await t.app.get(CatalogWriterService).insertMany([makeDraft({ name: 'Fault Theme' })]);
  return ids[0]!;
}

describeOnTarget(
  (target) => target.database === 'mysql' && target.redisUrl !== undefined,
  'mysql+redis (skipped: TEST_DATABASE_URL and TEST_REDIS_URL are not set; a locked table and a paused Redis need the real servers)',
)('faults on $name', (target) => {
  let database: FaultProxy;
  let redis: FaultProxy;
  let t: TestApp;
  let agent: ReturnType<TestApp['agent']>;

  beforeEach(async () => {
    database = await FaultProxy.start(target.mysqlUrl!);
    redis = await FaultProxy.start(target.redisUrl!);
    const relayed: TestTarget = { ...target, mysqlUrl: database.urlFor(target.mysqlUrl!), redisUrl: redis.urlFor(target.redisUrl!) };
    t = await createTestApp(relayed, { env: DEADLINES });
    await withTemplate(t);
    agent = (await signedInAgent(t)).agent;
    await agent.get(CART_API.cart).expect(200);
  });
  afterEach(async () => {
    database.thaw();
    redis.thaw();
    await database.comeBack(); // the app's clean-up goes through it
    await t?.close();
    await database.close();
    await redis.close();
  });

  /** A connection of its own, straight to the server (not through the relay). */
  async function directConnection(): Promise<Connection> {
    if (t.config.database.type !== 'mysql') throw new Error('not on MySQL');
    const url = new URL(t.config.database.url);
    const server = new URL(target.mysqlUrl!);
    url.hostname = server.hostname;
    url.port = server.port;
    return createConnection({ uri: url.toString() });
  }

  it('a locked table: its readers get 503 + Retry-After within the deadline, health 503 within 2 s, then all recovers', async () => {
    const locker = await directConnection();
    const observer = await directConnection();
    /** Statements of the app's connections under way (the observer's own aside): readers held by the lock. */
    const held = async () => {
      const [rows] = await observer.query(
        "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND COMMAND = 'Query' AND ID <> CONNECTION_ID()",
      );
      return Number((rows as Array<{ n: number | string }>)[0]!.n);
    };
    try {
      await locker.query('LOCK TABLES templates WRITE');
      // More readers than the pool's 30 connections, as under real traffic: some wait for the lock,
      // the rest for a connection.
      const readers = Promise.all([...Array.from({ length: 40 }, () => timed(uncachedPage(t))), timed(agent.get(CART_API.cart))]);
      await waitFor(async () => (await held()) >= POOL_CONNECTIONS, { what: "every connection of the app's pool to wait for the lock" });
      await expectHealthDown(t);
      for (const reader of await readers) expectUnavailable(reader);
    } finally {
      await locker.query('UNLOCK TABLES');
      await locker.end();
      await observer.end();
    }
    await expectRecovered(t, agent);
    expect(t.logger.entries.some((e) => e.level === 'warn' && /answered 503 \(database: /.test(e.message))).toBe(true);
  });

  it('a paused Redis: signed-in requests get 503 + Retry-After within the command deadline, health 503 within 2 s, then all recovers', async () => {
    redis.freeze();
    try {
      expectUnavailable(await timed(agent.get(CART_API.cart)), HEALTH_BUDGET_MS);
      await expectHealthDown(t);
      // Nothing else needs Redis: a signed-out catalog read is served as usual.
      await uncachedPage(t).expect(200);
    } finally {
      redis.thaw();
    }
    await expectRecovered(t, agent);
  });

  it('a database that went away (restart): 503 + Retry-After at once instead of 500, health 503 within 2 s, then all recovers', async () => {
    await database.goAway();
    expectUnavailable(await timed(uncachedPage(t)), HEALTH_BUDGET_MS);
    expectUnavailable(await timed(agent.get(CART_API.cart)), HEALTH_BUDGET_MS);
    await expectHealthDown(t);
    await database.comeBack();
    await expectRecovered(t, agent);
  });

  it('a database that stops answering mid-query: the request deadline answers 503 + Retry-After, then all recovers', async () => {
    database.freeze();
    try {
      const stuck = await timed(uncachedPage(t));
      expectUnavailable(stuck);
      expect(stuck.ms).toBeGreaterThanOrEqual(Number(DEADLINES.REQUEST_TIMEOUT_MS) - 50);
      await expectHealthDown(t);
    } finally {
      database.thaw();
    }
    await expectRecovered(t, agent);
  });
});

describe.each(testTargets().filter((target) => target.database === 'sqlite'))('faults on $name', (target) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(target, { env: DEADLINES });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('a database locked by another process: writes get 503 + Retry-After after the busy timeout, reads and health go on', async () => {
    const templateId = await withTemplate(t);
    const { agent } = await signedInAgent(t);
    const other = new SqliteDatabase(join(t.config.dataDir, 'marketplace.sqlite'));
    try {
      other.exec('BEGIN EXCLUSIVE');
      expectUnavailable(await timed(agent.post(CART_API.cart).send({ templateId })), Number(DEADLINES.DB_STATEMENT_TIMEOUT_MS) + 1000);
      // WAL: readers are not blocked by a writer.
      await uncachedPage(t).expect(200);
      expect((await t.http().get(API.health).expect(200)).body).toEqual({ status: 'ok' });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    await agent.post(CART_API.cart).send({ templateId }).expect(200);
  });
});
