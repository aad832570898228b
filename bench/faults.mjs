// `npm run bench:faults`: how long the shop takes to answer while MySQL has a locked table and while
// Redis is paused (decision 024), against the budget: what cannot be served answers 503 with
// Retry-After within 10 s (REQUEST_TIMEOUT_MS; the longest wait is printed against it), /api/health answers within 2 s.
//
// Runs the built backend in production mode on a fresh MySQL database and a redis-server of its own
// (CLIENT PAUSE ALL stops every client of a server: a private one disturbs nobody else's Redis).
// 1. healthy: a catalog read nobody asked for before, a signed-in cart read, health;
// 2. locked table: another connection holds LOCK TABLES templates WRITE for BENCH_LOCK_MS while 40
//    shoppers read uncached catalog pages (more than the pool's 30 connections) and one reads its cart;
//    health is asked a second later;
// 3. paused Redis: CLIENT PAUSE BENCH_PAUSE_MS ALL while a signed-in shopper reads its cart and health
//    is asked;
// then each time, once the fault is gone, that the same calls answer 200 again; and, first, /api/site
// while package facts of 300 new templates are asked for 8 at once (decision 051), and how fast a
// running generation job's cancel answers while its worker commits batches (budget 2 s, decision 050).
// A benchmark, not a test: it prints figures and budgets and exits 0 whatever they are.
//
// Options (env): BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/tm_bench_faults), BENCH_LOCK_MS (30000),
// BENCH_PAUSE_MS (15000), BENCH_REDIS_SERVER (redis-server; the binary started for the private Redis).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, ROOT, startBackend, startWorker } from './lib/app.mjs';
import { closeIdleSockets, cookiesOf, request } from './lib/http-client.mjs';
import { backendRequire, resetMysqlDatabase } from './lib/mysql.mjs';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_faults';
const LOCK_MS = Number(process.env.BENCH_LOCK_MS ?? 30_000);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 15_000);
const REDIS_SERVER = process.env.BENCH_REDIS_SERVER ?? 'redis-server';
const SHOPPERS = 40;
/** No request waits longer than the request deadline: the stuck part fails first (decisions 024, 050). */
const BUDGET_REQUEST_MS = 10_000;
/** The longest any call under a fault waited, with its name. */
let longest = { name: '', ms: 0 };
const BUDGET_HEALTH_MS = 2_000;

/** One timed call; never throws (a refused connection or our own 70 s cap is a result too). */
async function timed(name, method, url, headers = {}) {
  const started = performance.now();
  try {
    const res = await Promise.race([
      request(method, url, { headers }),
      sleep(70_000).then(() => ({ status: 'no answer in 70 s', headers: {}, text: '' })),
    ]);
    return { name, ms: performance.now() - started, status: res.status, retryAfter: res.headers['retry-after'], text: res.text };
  } catch (error) {
    return { name, ms: performance.now() - started, status: error.code ?? error.message };
  }
}

/** The slowest answer of a group of calls, and the statuses they got. */
function summary(name, results, budgetMs) {
  const worst = results.reduce((a, b) => (b.ms > a.ms ? b : a));
  const statuses = [...new Set(results.map((r) => `${r.status}${r.retryAfter ? ` (Retry-After ${r.retryAfter})` : ''}`))].join(', ');
  const verdict = budgetMs === undefined ? '' : worst.ms <= budgetMs ? 'ok' : 'OVER';
  if (budgetMs === BUDGET_REQUEST_MS && worst.ms > longest.ms) longest = { name, ms: worst.ms };
  return { name, calls: results.length, worstMs: Math.round(worst.ms), statuses, budget: budgetMs ?? '', verdict };
}

function printTable(title, rows) {
  console.log(`\n${title}`);
  console.log('| calls | n | slowest answer ms | statuses | budget ms | |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.calls} | ${r.worstMs} | ${r.statuses} | ${r.budget} | ${r.verdict} |`);
}

async function startPrivateRedis() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tm-bench-redis-'));
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
  const { createClient } = backendRequire('redis');
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.close();
      break;
    } catch (error) {
      if (attempt > 40) throw new Error(`${REDIS_SERVER} did not start: ${error.message}`, { cause: error });
      await sleep(100);
    }
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const catalogUrl = (url, n) =>
  `${url}/api/templates/paginated?page=1&limit=12&search=${encodeURIComponent(`theme ${n} ${randomBytes(3).toString('hex')}`)}`;

async function lockedTable(app, cookie) {
  const mysql = backendRequire('mysql2/promise');
  const locker = await mysql.createConnection(DATABASE_URL);
  await locker.query('LOCK TABLES templates WRITE');
  const lockedAt = performance.now();
  const unlock = sleep(LOCK_MS).then(() => locker.query('UNLOCK TABLES'));
  const catalog = Promise.all(Array.from({ length: SHOPPERS }, (_, n) => timed('catalog', 'GET', catalogUrl(app.url, n))));
  const cart = timed('cart', 'GET', `${app.url}/api/cart`, { cookie });
  await sleep(1000);
  const health = await timed('health', 'GET', `${app.url}/api/health`);
  const rows = [
    summary(`${SHOPPERS} uncached catalog reads`, await catalog, BUDGET_REQUEST_MS),
    summary('signed-in cart read', [await cart], BUDGET_REQUEST_MS),
    summary('health (asked 1 s after the lock)', [health], BUDGET_HEALTH_MS),
  ];
  await unlock;
  const unlockedAfter = Math.round(performance.now() - lockedAt);
  await locker.end();
  rows.push(
    summary('after UNLOCK: catalog read', [await timed('catalog', 'GET', catalogUrl(app.url, 'after'))]),
    summary('after UNLOCK: health', [await timed('health', 'GET', `${app.url}/api/health`)]),
  );
  printTable(
    `Locked table and an exhausted pool (LOCK TABLES templates WRITE, released after ${unlockedAfter} ms; ${SHOPPERS} readers for the pool's 30 connections)`,
    rows,
  );
}

async function pausedRedis(app, redisUrl, cookie) {
  const { createClient } = backendRequire('redis');
  const admin = createClient({ url: redisUrl });
  await admin.connect();
  await admin.sendCommand(['CLIENT', 'PAUSE', String(PAUSE_MS), 'ALL']);
  const pausedAt = performance.now();
  const [cart, health, catalog] = await Promise.all([
    timed('cart', 'GET', `${app.url}/api/cart`, { cookie }),
    sleep(200).then(() => timed('health', 'GET', `${app.url}/api/health`)),
    timed('catalog', 'GET', catalogUrl(app.url, 'paused')),
  ]);
  const rows = [
    summary('signed-in cart read (session in Redis)', [cart], BUDGET_REQUEST_MS),
    summary('health', [health], BUDGET_HEALTH_MS),
    summary('anonymous catalog read (no session)', [catalog], BUDGET_REQUEST_MS),
  ];
  const left = PAUSE_MS - (performance.now() - pausedAt);
  if (left > 0) await sleep(left + 200);
  rows.push(
    summary('after the pause: cart read', [await timed('cart', 'GET', `${app.url}/api/cart`, { cookie })]),
    summary('after the pause: health', [await timed('health', 'GET', `${app.url}/api/health`)]),
  );
  await admin.close();
  printTable(`Paused Redis (CLIENT PAUSE ${PAUSE_MS} ALL)`, rows);
}

/** p50 of `calls` one-at-a-time GETs of `url`. */
async function p50Of(url, calls) {
  const times = [];
  for (let i = 0; i < calls; i += 1) times.push((await timed('site', 'GET', url)).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * Decision 051: asking for the package facts of templates nobody asked about before, 8 at once, each
 * from an address of its own (the worst case: the per-address limit never binds), while a visitor
 * loads /api/site. The web process only queues the builds; the workers (none run here) make them.
 */
async function factsFlood(app) {
  const slugs = [];
  for (let page = 1; page <= 3; page += 1) {
    const res = await request('GET', `${app.url}/api/templates/paginated?page=${page}&limit=100`);
    slugs.push(...JSON.parse(res.text).templates.map((t) => t.slug));
  }
  const site = `${app.url}/api/site`;
  const before = await p50Of(site, 40);
  let next = 0;
  let stop = false;
  const statuses = new Map();
  const flood = Array.from({ length: 8 }, async (_, worker) => {
    while (!stop) {
      const slug = slugs[next++ % slugs.length];
      const res = await request('GET', `${app.url}/api/templates/${slug}/package`, {
        headers: { 'x-forwarded-for': `2001:db8:${worker}:${next}::1` },
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  });
  const during = await p50Of(site, 40);
  stop = true;
  await Promise.all(flood);
  console.log(
    `\nPackage facts asked ${[...statuses.values()].reduce((a, b) => a + b, 0)} times for ${slugs.length} templates nobody asked about before, 8 at once, each from an address of its own`,
  );
  console.log('| /api/site p50 before | p50 during | the flood got |');
  console.log('|---|---|---|');
  console.log(`| ${before.toFixed(1)} ms | ${during.toFixed(1)} ms | ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')} |`);
}

/** A cancel must answer this fast, however busy its workers are (decision 050). */
const BUDGET_CANCEL_MS = 2_000;

/**
 * A generation job of 200,000 templates running on a worker (batches committing, their part rows
 * locked), then its cancel: how long the admin waits for the answer, against 2 s.
 */
async function cancelUnderLoad(app, env) {
  const password = 'Cancel-Bench-42x';
  const made = spawnSync(
    process.execPath,
    [
      join(ROOT, 'backend/dist/cli/create-admin.js'),
      '--username',
      'bench_admin',
      '--email',
      'bench_admin@example.com',
      '--password',
      password,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (made.status !== 0) throw new Error('create-admin failed');
  const login = await request('POST', `${app.url}/api/auth/login/manual`, { json: { username: 'bench_admin', password } });
  const cookie = cookiesOf(login);
  const worker = await startWorker(env);
  try {
    const started = await request('POST', `${app.url}/api/admin/batch-generate-templates`, {
      json: { useAI: false, targetTotal: 200_000 },
      headers: { cookie },
    });
    const jobId = JSON.parse(started.text).job.jobId;
    const progress = async () =>
      JSON.parse((await request('GET', `${app.url}/api/admin/batch-generation-progress/${jobId}`, { headers: { cookie } })).text);
    const deadline = Date.now() + 60_000;
    while ((await progress()).processedTemplates < 2_000 && Date.now() < deadline) await sleep(200);
    const cancel = await timed('cancel', 'POST', `${app.url}/api/admin/batch-generation-cancel/${jobId}`, { cookie });
    const after = await progress();
    printTable(`Cancel under load (a 200,000-template job on a worker, ${after.processedTemplates} made when cancelled)`, [
      summary('cancel of the running job', [cancel], BUDGET_CANCEL_MS),
    ]);
    console.log(`  job status after the answer: ${after.status}`);
  } finally {
    await worker.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'tm-bench-faults-'));
const redis = await startPrivateRedis();
let app;
try {
  await resetMysqlDatabase(DATABASE_URL);
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL,
    REDIS_URL: redis.url,
    SEED_DEMO: 'false',
    CATALOG_SEED_COUNT: '0',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'loopback',
  };
  const seeded = spawnSync(process.execPath, [join(ROOT, 'backend/dist/cli/seed.js'), '--count', '300', '--no-images'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  app = await startBackend(env);
  const username = `faults_${randomBytes(3).toString('hex')}`;
  const signup = await request('POST', `${app.url}/api/auth/signup`, {
    json: { username, email: `${username}@example.com`, password: 'Shopper123', firstName: 'Fault', lastName: 'Bench' },
  });
  if (signup.status !== 201) throw new Error(`signup ${signup.status} ${signup.text}`);
  const cookie = cookiesOf(signup);

  printTable('Healthy', [
    summary('uncached catalog read', [await timed('catalog', 'GET', catalogUrl(app.url, 'healthy'))]),
    summary('signed-in cart read', [await timed('cart', 'GET', `${app.url}/api/cart`, { cookie })]),
    summary('health', [await timed('health', 'GET', `${app.url}/api/health`)]),
  ]);
  await factsFlood(app);
  await cancelUnderLoad(app, env);
  await lockedTable(app, cookie);
  await pausedRedis(app, redis.url, cookie);
  console.log(
    `\nlongest wait under a fault: ${Math.round(longest.ms)} ms (${longest.name}); budget ${BUDGET_REQUEST_MS} ms: ${longest.ms <= BUDGET_REQUEST_MS ? 'ok' : 'OVER'}`,
  );
} finally {
  closeIdleSockets();
  await app?.stop();
  redis.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
