// `npm run bench:admin-orders` (decision 088): the orders desk at a million orders on MySQL.
//
// Seeds BENCH_ORDERS orders (1,000,000) of BENCH_BUYERS buyers (100,000) into a fresh MySQL database,
// each with one line and one payment (a third by Stripe), a mix of statuses and a few disputes, made by
// the database itself (MariaDB's sequence engine, INSERT … SELECT in chunks); signs in as the demo
// admin and loads with autocannon at 10 concurrent admins: the first page, a search by buyer email,
// a status filter, a provider filter and a deep page (offset 9,980, the deepest the desk allows).
// Budget: p95 ≤ 50 ms each. A benchmark, not a test: it prints figures and budgets and exits 0
// unless something broke.
//
// Options (env): BENCH_ORDERS (1000000), BENCH_BUYERS (100000), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (10), BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/tm_bench_orders, dropped and
// created again), BENCH_REUSE (1: keep a database an earlier run seeded with at least BENCH_ORDERS
// orders), BENCH_BUFFER_POOL_MB (1024).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from './lib/app.mjs';
import { cookiesOf, request } from './lib/http-client.mjs';
import { load } from './lib/load.mjs';
import { backendRequire, resetMysqlDatabase, setMysqlMemory } from './lib/mysql.mjs';
import { seedTemplates } from './lib/seed.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_orders';
const BUFFER_POOL_MB = Number(process.env.BENCH_BUFFER_POOL_MB ?? 1024);
const BUDGET_P95_MS = 50;
const CHUNK = 100_000;
const TEMPLATES = 50;

async function connect() {
  const mysql = backendRequire('mysql2/promise');
  return mysql.createConnection({ uri: DATABASE_URL, timezone: 'Z' });
}

async function orderCount() {
  try {
    const db = await connect();
    try {
      return Number((await db.query('SELECT COUNT(*) AS n FROM orders'))[0][0].n);
    } finally {
      await db.end();
    }
  } catch {
    return 0;
  }
}

/** Buyers, then orders numbered 1…ORDERS (newest first by number), each with a line and a payment. */
async function seedOrders() {
  const db = await connect();
  const started = Date.now();
  try {
    const [templates] = await db.query(
      `SELECT id, name, slug, category, subcategory, previewImage, priceCents FROM templates LIMIT ${TEMPLATES}`,
    );
    await db.query(
      'CREATE TEMPORARY TABLE bench_templates (n INT PRIMARY KEY, id VARCHAR(36), name VARCHAR(200), slug VARCHAR(160), category VARCHAR(20), subcategory VARCHAR(60), previewImage VARCHAR(500), priceCents INT)',
    );
    for (const [n, t] of templates.entries())
      await db.query('INSERT INTO bench_templates VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
        n,
        t.id,
        t.name,
        t.slug,
        t.category,
        t.subcategory,
        t.previewImage,
        t.priceCents,
      ]);
    for (let from = 1; from <= BUYERS; from += CHUNK) {
      const to = Math.min(BUYERS, from + CHUNK - 1);
      await db.query(
        `INSERT INTO users (id, email, username, passwordHash, isAdmin, sessionEpoch, createdAt, updatedAt, usernameKey, emailKey)
         SELECT UUID(), CONCAT('buyer', seq, '@example.com'), CONCAT('buyer', seq), 'x', 0, 0, NOW(3) - INTERVAL seq MINUTE, NOW(3),
           CONCAT('buyer', seq), CONCAT('buyer', seq, '@example.com') FROM seq_${from}_to_${to}`,
      );
    }
    const names = "ELT(1 + s.seq % 8, 'Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken')";
    for (let from = 1; from <= ORDERS; from += CHUNK) {
      const to = Math.min(ORDERS, from + CHUNK - 1);
      await db.query(
        `INSERT INTO orders (id, orderNumber, userId, status, totalCents, customerEmail, customerName, createdAt, completedAt, refundedAt, disputedAt, taxCents, discountCents, reverseCharge, provider)
         SELECT UUID(), UPPER(LPAD(HEX(s.seq), 8, '0')), u.id,
           CASE s.seq % 10 WHEN 0 THEN 'pending' WHEN 1 THEN 'refunded' WHEN 2 THEN 'expired' WHEN 3 THEN 'cancelled' ELSE 'completed' END,
           2900, u.email, CONCAT(${names}, ' Buyer', u.usernameKey), NOW(3) - INTERVAL s.seq MINUTE,
           IF(s.seq % 10 IN (1, 4, 5, 6, 7, 8, 9), NOW(3) - INTERVAL s.seq MINUTE, NULL),
           IF(s.seq % 10 = 1, NOW(3) - INTERVAL s.seq MINUTE, NULL),
           IF(s.seq % 1000 = 7, NOW(3) - INTERVAL s.seq MINUTE, NULL), 0, 0, 0,
           -- The order keeps its payment's provider (decision 088): the payment below is Stripe's for every third.
           IF(s.seq % 3 = 0, 'stripe', 'simulated')
         FROM seq_${from}_to_${to} s JOIN users u ON u.usernameKey = CONCAT('buyer', 1 + s.seq % ${BUYERS})`,
      );
      console.log(`[admin-orders] ${to.toLocaleString('en-US')} orders`);
    }
    await db.query(
      `INSERT INTO order_items (id, orderId, templateId, quantity, priceCents, templateName, templateSlug, templateCategory, templateSubcategory, templatePreviewImage, taxCents)
       SELECT UUID(), o.id, t.id, 1, t.priceCents, t.name, t.slug, t.category, t.subcategory, t.previewImage, 0
       FROM orders o JOIN bench_templates t ON t.n = CONV(o.orderNumber, 16, 10) % ${templates.length}`,
    );
    await db.query(
      `INSERT INTO payments (id, orderId, amountCents, status, createdAt, expiresAt, completedAt, provider, providerRef, providerPaymentId, refundedCents)
       SELECT UUID(), o.id, o.totalCents, IF(o.completedAt IS NULL, 'open', 'succeeded'), o.createdAt, o.createdAt + INTERVAL 1 HOUR, o.completedAt,
         IF(CONV(o.orderNumber, 16, 10) % 3 = 0, 'stripe', 'simulated'),
         IF(CONV(o.orderNumber, 16, 10) % 3 = 0, CONCAT('cs_', o.orderNumber), NULL),
         IF(CONV(o.orderNumber, 16, 10) % 3 = 0, CONCAT('pi_', o.orderNumber), NULL), 0
       FROM orders o`,
    );
    await db.query('ANALYZE TABLE orders, order_items, payments, users');
    return (Date.now() - started) / 1000;
  } finally {
    await db.end();
  }
}

const work = mkdtempSync(join(tmpdir(), 'tm-bench-orders-'));
const env = { DATA_DIR: work, SEED_DEMO: 'false', CATALOG_SEED_COUNT: '0', SESSION_SECRET: randomBytes(32).toString('hex'), DATABASE_URL };
let app;
let previous;
const rows = [];
try {
  previous = await setMysqlMemory(DATABASE_URL, { bufferPoolMb: BUFFER_POOL_MB, redoLogMb: 512 });
  if (process.env.BENCH_REUSE === '1' && (await orderCount()) >= ORDERS) {
    console.log('[admin-orders] reusing the seeded database (BENCH_REUSE=1)');
  } else {
    await resetMysqlDatabase(DATABASE_URL);
    const templateSeconds = seedTemplates(env, TEMPLATES, { images: false });
    console.log(
      `[admin-orders] ${TEMPLATES} templates and the demo admin in ${templateSeconds.toFixed(1)} s; seeding ${ORDERS.toLocaleString('en-US')} orders...`,
    );
    console.log(`[admin-orders] orders, lines and payments seeded in ${(await seedOrders()).toFixed(1)} s`);
  }

  app = await startBackend(env);
  const login = await request('POST', `${app.url}/api/auth/login/manual`, {
    json: { username: 'admin', password: 'Admin12345' },
    headers: { Origin: app.url },
  });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}: ${login.text}`);
  const headers = { cookie: cookiesOf(login) };

  const routes = [
    { name: 'orders, first page', path: '/api/admin/orders' },
    // Rotated: each a different buyer (11 accounts start with each prefix), so no single count is all the cache sees.
    { name: 'orders, search a buyer email', paths: Array.from({ length: 20 }, (_, i) => `/api/admin/orders?search=buyer${4242 + i * 97}`) },
    {
      name: 'orders, search an order number',
      paths: Array.from(
        { length: 20 },
        (_, i) => `/api/admin/orders?search=%23${(123_456 + i * 7919).toString(16).toUpperCase().padStart(8, '0')}`,
      ),
    },
    { name: 'orders, status Refunded', paths: Array.from({ length: 10 }, (_, i) => `/api/admin/orders?status=refunded&page=${1 + i}`) },
    { name: 'orders, provider Stripe', paths: Array.from({ length: 10 }, (_, i) => `/api/admin/orders?provider=stripe&page=${1 + i}`) },
    { name: 'orders, Completed in one month', path: '/api/admin/orders?status=completed&from=2026-01-01&to=2026-01-31' },
    { name: 'orders, deep page (offset 9,980)', path: '/api/admin/orders?page=500&pageSize=20' },
  ];
  for (const route of routes) {
    const check = await request('GET', app.url + (route.path ?? route.paths[0]), { headers });
    if (check.status !== 200) throw new Error(`${route.name} answered ${check.status}: ${check.text.slice(0, 200)}`);
    await load({ url: app.url, path: route.path, paths: route.paths, connections: CONNECTIONS, seconds: 2, headers }); // warm-up
    const r = await load({ url: app.url, path: route.path, paths: route.paths, connections: CONNECTIONS, seconds: SECONDS, headers });
    const verdict = r.non2xx || r.errors ? 'ERRORS' : r.p95 <= BUDGET_P95_MS ? 'ok' : 'OVER';
    rows.push({ name: route.name, ...r, verdict });
    console.log(
      `[admin-orders] ${route.name.padEnd(36)} p50 ${String(r.p50).padStart(5)} ms  p95 ${String(r.p95).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  ${r.rps.toFixed(0).padStart(6)} req/s  budget p95 ≤ ${BUDGET_P95_MS} ms: ${verdict}`,
    );
  }
  console.table(
    rows.map(({ name, p50, p95, p99, rps, verdict }) => ({
      route: name,
      p50,
      p95,
      p99,
      'req/s': Math.round(rps),
      budget: `≤ ${BUDGET_P95_MS}`,
      verdict,
    })),
  );
} finally {
  await app?.stop();
  if (previous) await setMysqlMemory(DATABASE_URL, previous).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
