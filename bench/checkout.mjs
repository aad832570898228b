// `npm run bench:checkout`: 200 concurrent shoppers on MySQL each add templates to their cart, place
// the order, open the payment session and complete it through the gateway call. Checks that no order is
// lost or duplicated and every total is right, then prints p50/p95/p99 per call against the issue-5
// budget (p95 ≤ 150 ms). A benchmark, not a test: figures and budgets, exit 0 unless something broke.
//
// Options (env): BENCH_SHOPPERS (200), BENCH_TEMPLATES (500), BENCH_DATABASE_URL
// (mysql://root@127.0.0.1:3306/tm_bench_checkout; "sqlite" to run on the embedded default instead).
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBackend } from './lib/app.mjs';
import { resetMysqlDatabase } from './lib/mysql.mjs';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const TEMPLATES = Number(process.env.BENCH_TEMPLATES ?? 500);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_checkout';
const BUDGET_P95_MS = 150;

const timings = new Map(); // call name → ms[]
async function call(name, url, init = {}) {
  const started = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  const ms = performance.now() - started;
  if (!timings.has(name)) timings.set(name, []);
  timings.get(name).push(ms);
  if (!res.ok) throw new Error(`${name}: ${res.status} ${text.slice(0, 200)}`);
  return { res, body: text ? JSON.parse(text) : null };
}

const json = (cookie, body, extra = {}) => ({
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...extra },
  body: JSON.stringify(body),
});

async function signUp(url, n) {
  const username = `bench_${n}_${randomBytes(3).toString('hex')}`;
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    ...json(null, { username, email: `${username}@example.com`, password: 'Shopper123', firstName: 'Bench', lastName: `Shopper${n}` }),
  });
  if (res.status !== 201) throw new Error(`signup ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, user: (await res.json()).user };
}

async function shop(url, shopper, templates, n) {
  const { cookie, user } = shopper;
  const picks = [templates[n % templates.length], templates[(n * 7 + 3) % templates.length]];
  const quantities = [1 + (n % 3), 1];
  for (const [i, template] of picks.entries()) {
    await call('POST /api/cart', `${url}/api/cart`, { method: 'POST', ...json(cookie, { templateId: template.id, userId: user.id, quantity: quantities[i] }) });
  }
  const { body: cart } = await call('GET /api/cart', `${url}/api/cart?userId=${user.id}`, { headers: { cookie } });
  const expectedCents = picks.reduce((sum, t, i) => sum + Math.round(Number(t.price) * 100) * quantities[i], 0);
  const totalAmount = cart.reduce((sum, line) => sum + Number(line.template.price) * line.quantity, 0);
  const { body: order } = await call('POST /api/orders', `${url}/api/orders`, {
    method: 'POST',
    ...json(cookie, {
      customerEmail: user.email,
      customerName: `${user.firstName} ${user.lastName}`,
      totalAmount: Math.round(totalAmount * 100) / 100,
      items: cart.map((line) => ({ templateId: line.templateId, templateName: line.template.name, price: line.template.price, quantity: line.quantity })),
      userId: user.id,
    }, { 'idempotency-key': randomUUID() }),
  });
  const { body: link } = await call('POST /api/payment-link', `${url}/api/payment-link`, {
    method: 'POST',
    ...json(cookie, { firstName: user.firstName, lastName: user.lastName, email: user.email, mobileNo: '5550100200', orderId: order.id }),
  });
  const session = new URL(link.paymentLink, url).searchParams.get('session');
  await call('PATCH /api/orders/:id/complete', `${url}/api/orders/${order.id}/complete`, { method: 'PATCH', ...json(cookie, { session }) });
  return { user, cookie, orderId: order.id, expectedCents };
}

function percentile(sorted, p) {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

const dataDir = mkdtempSync(join(tmpdir(), 'tm-bench-checkout-'));
const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', CATALOG_SEED_COUNT: '0', SESSION_SECRET: randomBytes(32).toString('hex') };
if (DATABASE_URL !== 'sqlite') {
  await resetMysqlDatabase(DATABASE_URL);
  env.DATABASE_URL = DATABASE_URL;
}
const seeded = spawnSync(process.execPath, [join(ROOT, 'backend/dist/cli/seed.js'), '--count', String(TEMPLATES), '--no-images'], {
  cwd: ROOT,
  env: { ...process.env, ...env },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (seeded.status !== 0) throw new Error('seeding failed');
const app = await startBackend(env);
try {
  const templates = (await (await fetch(`${app.url}/api/templates/paginated?page=1&limit=100`)).json()).templates;
  console.log(`[checkout] ${DATABASE_URL === 'sqlite' ? 'sqlite' : 'mysql'}: signing up ${SHOPPERS} shoppers...`);
  const shoppers = [];
  for (let i = 0; i < SHOPPERS; i += 10) shoppers.push(...(await Promise.all(Array.from({ length: Math.min(10, SHOPPERS - i) }, (_, k) => signUp(app.url, i + k)))));

  console.log(`[checkout] ${SHOPPERS} shoppers add, order, pay and complete at once...`);
  const started = performance.now();
  const results = await Promise.allSettled(shoppers.map((shopper, n) => shop(app.url, shopper, templates, n)));
  const seconds = (performance.now() - started) / 1000;
  const failures = results.filter((r) => r.status === 'rejected');
  for (const failure of failures.slice(0, 5)) console.log(`  failed: ${failure.reason.message}`);

  // Every shopper has exactly one order, completed, with the right total.
  let lost = 0;
  let duplicated = 0;
  let wrongTotal = 0;
  for (const result of results.filter((r) => r.status === 'fulfilled').map((r) => r.value)) {
    const orders = await (await fetch(`${app.url}/api/users/${result.user.id}/orders`, { headers: { cookie: result.cookie } })).json();
    if (orders.length === 0 || orders[0].status !== 'completed') lost += 1;
    if (orders.length > 1) duplicated += orders.length - 1;
    if (orders[0] && Math.round(Number(orders[0].totalAmount) * 100) !== result.expectedCents) wrongTotal += 1;
  }
  lost += failures.length;

  console.log(`\n| call | requests | p50 ms | p95 ms | p99 ms | p95 budget |`);
  console.log('|---|---|---|---|---|---|');
  let worst = 0;
  for (const [name, list] of timings) {
    list.sort((a, b) => a - b);
    const p95 = percentile(list, 95);
    worst = Math.max(worst, p95);
    console.log(`| ${name} | ${list.length} | ${percentile(list, 50)} | ${p95} | ${percentile(list, 99)} | ${BUDGET_P95_MS} ${p95 <= BUDGET_P95_MS ? 'ok' : 'OVER'} |`);
  }
  console.log(`\n${SHOPPERS} shoppers in ${seconds.toFixed(1)} s: ${SHOPPERS - lost} orders completed, lost ${lost}, duplicated ${duplicated}, wrong totals ${wrongTotal}`);
  console.log(`verdict: ${lost === 0 && duplicated === 0 && wrongTotal === 0 ? 'no lost or duplicated orders, every total right' : 'FAILED'}; worst p95 ${worst} ms (budget ${BUDGET_P95_MS}): ${worst <= BUDGET_P95_MS ? 'ok' : 'OVER'}`);
  if (lost || duplicated || wrongTotal) process.exitCode = 1;
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
