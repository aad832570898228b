// `npm run bench:revenue` (decision 089): the revenue dashboard and the orders export at a million orders on MySQL.
//
// 1. Seeds BENCH_TEMPLATES templates (200) and BENCH_ORDERS completed orders (1,000,000) of one line each,
//    from BENCH_ORDERS / 10 customers, spread over the last 400 days, by bulk SQL (MariaDB's sequence
//    engine), then fills the daily aggregates with the migration's backfill statements, as the migration
//    does for orders that existed before it.
// 2. Signs in as the demo admin and loads GET /api/admin/revenue for each range (today, 7d, 30d, 365d,
//    and a custom year by month) at BENCH_CONNECTIONS (10) concurrent admins. Budget: p95 ≤ 100 ms.
//    The top lists and dispute counts are kept a minute per range by the server; five 365-day ranges
//    nobody asked for before are timed one at a time to show the uncached cost.
// 3. Downloads the whole orders CSV (a million lines), sampling the server's RSS. Budget: < 50 MB growth.
// A benchmark, not a test: it prints figures and budgets and exits 0 unless something broke.
//
// Options (env): BENCH_ORDERS (1000000), BENCH_TEMPLATES (200), BENCH_SECONDS (10), BENCH_CONNECTIONS (10),
// BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/tm_bench_revenue, dropped and created again),
// BENCH_REUSE (1: keep a database an earlier run seeded with at least BENCH_ORDERS orders).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBackend } from './lib/app.mjs';
import { cookiesOf, request } from './lib/http-client.mjs';
import { load } from './lib/load.mjs';
import { backendRequire, resetMysqlDatabase } from './lib/mysql.mjs';
import { rssMb } from './lib/process-stats.mjs';
import { seedTemplates } from './lib/seed.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const TEMPLATES = Number(process.env.BENCH_TEMPLATES ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_revenue';
const BUDGET_P95_MS = 100;
const BUDGET_RSS_MB = 50;
const ORDERS_PER_CUSTOMER = 10;

async function withDb(run) {
  const mysql = backendRequire('mysql2/promise');
  const db = await mysql.createConnection({ uri: DATABASE_URL, timezone: 'Z' });
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

const orderCount = () =>
  withDb(async (db) => Number((await db.query("SELECT COUNT(*) AS n FROM orders WHERE status = 'completed'"))[0][0].n)).catch(() => 0);

/** Customers, their completed orders over 400 days and one line each, then the aggregates, all by the database itself. */
async function seedOrders(count) {
  const customers = Math.ceil(count / ORDERS_PER_CUSTOMER);
  const { revenueBackfill } = backendRequire(join(ROOT, 'backend/dist/database/migrations/revenue-backfill.js'));
  return withDb(async (db) => {
    const started = Date.now();
    for (let from = 1; from <= customers; from += 50_000) {
      const to = Math.min(customers, from + 49_999);
      await db.query(
        `INSERT INTO users (id, email, username, passwordHash, isAdmin, sessionEpoch, createdAt, updatedAt, usernameKey, emailKey)
         SELECT UUID(), CONCAT('buyer', seq, '@example.com'), CONCAT('buyer', seq), 'x', 0, 0, NOW(6) - INTERVAL 500 DAY, NOW(6),
           CONCAT('buyer', seq), CONCAT('buyer', seq, '@example.com')
         FROM seq_${from}_to_${to}`,
      );
    }
    // Each order at its own second of the last 400 days.
    await db.query(
      `INSERT INTO orders (id, userId, status, totalCents, paidCents, taxCents, discountCents, currency, customerEmail, customerName, createdAt, completedAt)
       SELECT UUID(), u.id, 'completed', 4900, 4900, 0, 0, 'USD', u.email, u.username,
           NOW(3) - INTERVAL CRC32(CONCAT(u.id, '-', s.seq)) % (400 * 86400) SECOND,
           NOW(3) - INTERVAL CRC32(CONCAT(u.id, '-', s.seq)) % (400 * 86400) SECOND
         FROM users u JOIN seq_1_to_${ORDERS_PER_CUSTOMER} s
        WHERE u.username LIKE 'buyer%'`,
    );
    await db.query(
      `INSERT INTO order_items (id, orderId, templateId, quantity, priceCents, templateName, templateSlug, templateCategory, templateSubcategory, templatePreviewImage)
       SELECT UUID(), o.id, t.id, 1, 4900, t.name, t.slug, t.category, t.subcategory, t.previewImage
         FROM orders o JOIN (SELECT id, name, slug, category, subcategory, previewImage, ROW_NUMBER() OVER (ORDER BY id) - 1 AS n FROM templates) t
           ON t.n = CRC32(o.id) % ${TEMPLATES}
        WHERE o.customerEmail LIKE 'buyer%'`,
    );
    const seeded = (Date.now() - started) / 1000;
    const aggregated = Date.now();
    await db.query('DELETE FROM revenue_days');
    await db.query('DELETE FROM revenue_template_days');
    for (const sql of revenueBackfill(true)) await db.query(sql);
    return { seeded, aggregated: (Date.now() - aggregated) / 1000 };
  });
}

/** Downloads `path` to nowhere, sampling the server's RSS; resolves with bytes, lines, seconds and RSS. */
function measureDownload(app, cookie, path) {
  globalThis.gc?.();
  const baseline = rssMb(app.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid))), 50);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const target = new URL(app.url + path);
    http
      .get({ hostname: target.hostname, port: target.port, path: target.pathname + target.search, headers: { Cookie: cookie } }, (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        });
        res.on('end', () => {
          clearInterval(sampler);
          peak = Math.max(peak, rssMb(app.pid));
          resolve({
            status: res.statusCode,
            bytes,
            lines,
            seconds: (performance.now() - started) / 1000,
            baseline,
            peak,
            growth: peak - baseline,
          });
        });
        res.on('error', reject);
      })
      .on('error', (error) => {
        clearInterval(sampler);
        reject(error);
      });
  });
}

const work = mkdtempSync(join(tmpdir(), 'tm-bench-revenue-'));
const env = { DATA_DIR: work, SEED_DEMO: 'false', CATALOG_SEED_COUNT: '0', SESSION_SECRET: randomBytes(32).toString('hex'), DATABASE_URL };
let app;
const rows = [];
try {
  if (process.env.BENCH_REUSE === '1' && (await orderCount()) >= ORDERS) {
    console.log('[revenue] reusing the seeded database (BENCH_REUSE=1)');
  } else {
    await resetMysqlDatabase(DATABASE_URL);
    const templateSeconds = seedTemplates(env, TEMPLATES, { images: false });
    console.log(
      `[revenue] ${TEMPLATES} templates seeded in ${templateSeconds.toFixed(1)} s; adding ${ORDERS.toLocaleString('en-US')} orders...`,
    );
    const { seeded, aggregated } = await seedOrders(ORDERS);
    console.log(`[revenue] orders seeded in ${seeded.toFixed(1)} s; aggregates backfilled in ${aggregated.toFixed(1)} s`);
  }
  console.log(`[revenue] ${(await orderCount()).toLocaleString('en-US')} completed orders`);

  app = await startBackend(env);
  const login = await request('POST', `${app.url}/api/auth/login/manual`, {
    json: { username: 'admin', password: 'Admin12345' },
    headers: { Origin: app.url },
  });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}: ${login.text}`);
  const cookie = cookiesOf(login);
  const headers = { cookie };
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const routes = [
    { name: 'today', path: '/api/admin/revenue?range=today' },
    { name: '7 days', path: '/api/admin/revenue?range=7d' },
    { name: '30 days', path: '/api/admin/revenue?range=30d' },
    { name: '365 days', path: '/api/admin/revenue?range=365d' },
    { name: 'custom year by month', path: `/api/admin/revenue?range=custom&from=${yearAgo}&to=${today}&interval=month` },
  ];
  for (const route of routes) {
    const check = await request('GET', app.url + route.path, { headers });
    if (check.status !== 200) throw new Error(`${route.name} answered ${check.status}: ${check.text.slice(0, 200)}`);
    await load({ url: app.url, path: route.path, connections: CONNECTIONS, seconds: 2, headers }); // warm-up
    const r = await load({ url: app.url, path: route.path, connections: CONNECTIONS, seconds: SECONDS, headers });
    const verdict = r.non2xx || r.errors ? 'ERRORS' : r.p95 <= BUDGET_P95_MS ? 'ok' : 'OVER';
    rows.push({ name: route.name, ...r, verdict });
    console.log(
      `[revenue] ${route.name.padEnd(22)} p50 ${String(r.p50).padStart(5)} ms  p95 ${String(r.p95).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  ${r.rps.toFixed(0).padStart(6)} req/s  budget p95 ≤ ${BUDGET_P95_MS} ms: ${verdict}`,
    );
  }

  // What the server's one-minute cache of the top lists and disputes hides: 365-day ranges nobody asked for, one at a time.
  const cold = [];
  for (let i = 1; i <= 5; i++) {
    const end = new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() - (i + 364) * 86_400_000).toISOString().slice(0, 10);
    const started = performance.now();
    const res = await request('GET', `${app.url}/api/admin/revenue?range=custom&from=${start}&to=${end}`, { headers });
    if (res.status !== 200) throw new Error(`an uncached year answered ${res.status}`);
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);
  console.log(
    `[revenue] uncached 365-day range, one at a time: p50 ${cold[2].toFixed(1)} ms  max ${cold[4].toFixed(1)} ms (5 requests; no budget)`,
  );

  const csv = await measureDownload(app, cookie, '/api/admin/exports/orders.csv');
  const csvVerdict = csv.status !== 200 ? 'ERRORS' : csv.growth < BUDGET_RSS_MB ? 'ok' : 'OVER';
  console.log(
    `[revenue] orders.csv: ${csv.status}, ${(csv.lines - 1).toLocaleString('en-US')} rows, ${(csv.bytes / 1024 / 1024).toFixed(0)} MB in ${csv.seconds.toFixed(1)} s  RSS ${csv.baseline.toFixed(0)} → ${csv.peak.toFixed(0)} MB (+${csv.growth.toFixed(1)} MB)  budget < ${BUDGET_RSS_MB} MB: ${csvVerdict}`,
  );

  console.log('\n| range | p50 | p95 | p99 | req/s | p95 budget | |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.rps.toFixed(0)} | ≤ ${BUDGET_P95_MS} ms | ${r.verdict} |`);
  console.log(
    `| orders.csv (${(csv.lines - 1).toLocaleString('en-US')} rows) | RSS +${csv.growth.toFixed(1)} MB | | | | < ${BUDGET_RSS_MB} MB | ${csvVerdict} |`,
  );
} finally {
  await app?.stop();
  rmSync(work, { recursive: true, force: true });
}
