// `npm run bench:reviews`: the demo store (1,200 templates whose ratings are sample reviews) under
// review traffic. Prints (1) GET /api/templates/:id/reviews at 10 connections for 10 s over the 20 best
// sellers (the templates with the most reviews), first page and a deep page, against p95 ≤ 50 ms; and
// (2) BENCH_WRITERS (50) buyers of the best seller posting their review in the same second, each write
// recomputing the template's rating in its transaction, against p95 ≤ 500 ms, then checks that the
// figures equal the reviews. A benchmark, not a test: exit 0 unless a review is lost or a figure is wrong.
//
// Options (env): BENCH_WRITERS (50), BENCH_DATABASE_URL (the embedded SQLite by default; a mysql:// URL
// seeds the demo store on MySQL).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBackend } from './lib/app.mjs';
import { ORDER_CONSENT } from './lib/checkout-calls.mjs';
import { signUpShopper } from './lib/shopper.mjs';
import { closeIdleSockets, request } from './lib/http-client.mjs';
import { load } from './lib/load.mjs';
import { resetMysqlDatabase } from './lib/mysql.mjs';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 50);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'sqlite';
const BUDGET_READ_P95_MS = 50;
const BUDGET_WRITE_P95_MS = 500;

const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};
const json = async (method, url, options) => {
  const res = await request(method, url, options);
  if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.text.slice(0, 200)}`);
  return { body: res.text ? JSON.parse(res.text) : null, res };
};

/** A new customer who bought `template` (cart, order, payment link, payment), signed in. */
async function buyer(url, n, template) {
  const { headers, user } = await signUpShopper(url, n, { prefix: 'rv_bench', net: 78 });
  await json('POST', `${url}/api/cart`, { headers, json: { templateId: template.id, userId: user.id, quantity: 1 } });
  const { body: order } = await json('POST', `${url}/api/orders`, {
    headers,
    json: {
      customerEmail: user.email,
      customerName: 'Bench Buyer',
      totalAmount: Number(template.price),
      items: [{ templateId: template.id, quantity: 1 }],
      userId: user.id,
      consent: ORDER_CONSENT,
    },
  });
  const { body: link } = await json('POST', `${url}/api/payment-link`, {
    headers,
    json: { firstName: 'Bench', lastName: 'Buyer', email: user.email, mobileNo: '5550100200', orderId: order.id },
  });
  await json('PATCH', `${url}/api/orders/${order.id}/complete`, {
    headers,
    json: { session: new URL(link.paymentLink, url).searchParams.get('session') },
  });
  return headers;
}

/** The demo seed draws its templates' images in the background (about 7 s): measure once it is done. */
async function imagesWritten(dir) {
  const folder = join(dir, 'files', 'public', 'generated-images');
  const count = () => (existsSync(folder) ? readdirSync(folder, { recursive: true }).length : 0);
  let last = -1;
  for (let stable = 0; stable < 3;) {
    await sleep(1000);
    const now = count();
    stable = now === last && now > 0 ? stable + 1 : 0;
    last = now;
  }
  return last;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-reviews-'));
const env = {
  NODE_ENV: 'development',
  SEED_DEMO: 'true',
  DATA_DIR: dataDir,
  TRUST_PROXY: 'loopback',
  SIGNUP_LIMIT_PER_HOUR: '100000',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  REDIS_URL: '',
};
if (DATABASE_URL !== 'sqlite') {
  await resetMysqlDatabase(DATABASE_URL);
  env.DATABASE_URL = DATABASE_URL;
}
const started = performance.now();
const app = await startBackend(env);
let wrong = 0;
try {
  const where = DATABASE_URL === 'sqlite' ? 'SQLite (embedded default)' : 'MySQL';
  console.log(
    `[reviews] ${where}: the demo store started (catalog and sample reviews seeded) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`[reviews] waited for the seed's ${await imagesWritten(dataDir)} image files to be written`);
  const { body: top } = await json('GET', `${app.url}/api/templates?limit=20`);
  const counts = top.map((t) => t.ratingCount);
  console.log(`[reviews] the 20 best sellers have ${Math.min(...counts)} to ${Math.max(...counts)} reviews each`);

  const paths = top.flatMap((t) => [
    `/api/templates/${t.id}/reviews?page=1`,
    `/api/templates/${t.id}/reviews?page=${Math.max(1, Math.floor(t.ratingCount / 20))}`,
  ]);
  const read = await load({ url: app.url, paths, connections: 10, seconds: 10 });
  console.log('\n| call | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| GET reviews (first and deep pages, 20 templates, 10 connections) | ${read.requests} | ${Math.round(read.rps)} | ${read.p50} | ${read.p95} | ${read.p99} | ${read.non2xx} |`,
  );

  const template = top[0];
  console.log(`\n[reviews] ${WRITERS} customers buy "${template.name}"...`);
  const writers = [];
  for (let n = 0; n < WRITERS; n += 10)
    writers.push(...(await Promise.all(Array.from({ length: Math.min(10, WRITERS - n) }, (_, i) => buyer(app.url, n + i, template)))));
  const before = (await json('GET', `${app.url}/api/templates/${template.id}/reviews`)).body;
  console.log(`[reviews] ...and all post a review in the same second`);
  const latencies = await Promise.all(
    writers.map(async (headers, n) => {
      const t0 = performance.now();
      await json('POST', `${app.url}/api/templates/${template.id}/reviews`, {
        headers,
        json: { rating: (n % 5) + 1, title: `Bench review ${n}`, text: 'Written by the reviews benchmark, all at once.' },
      });
      return performance.now() - t0;
    }),
  );
  const after = (await json('GET', `${app.url}/api/templates/${template.id}/reviews`)).body;
  const p95 = percentile(latencies, 95);
  console.log(
    `POST review (${WRITERS} at once, rating recomputed in each write): p50 ${percentile(latencies, 50)} ms, p95 ${p95} ms, max ${Math.round(Math.max(...latencies))} ms; budget p95 ≤ ${BUDGET_WRITE_P95_MS} ms: ${p95 <= BUDGET_WRITE_P95_MS ? 'ok' : 'OVER'}`,
  );
  console.log(`GET reviews p95 ${read.p95} ms; budget ≤ ${BUDGET_READ_P95_MS} ms: ${read.p95 <= BUDGET_READ_P95_MS ? 'ok' : 'OVER'}`);

  const counted = Object.values(after.breakdown).reduce((a, b) => a + b, 0);
  const average = Object.entries(after.breakdown).reduce((sum, [stars, n]) => sum + Number(stars) * n, 0) / counted;
  if (after.ratingCount !== before.ratingCount + WRITERS) wrong += 1;
  if (counted !== after.ratingCount || after.rating !== (Math.round(average * 10) / 10).toFixed(1)) wrong += 1;
  console.log(
    `figures: ratingCount ${before.ratingCount} → ${after.ratingCount} (expected +${WRITERS}), rating ${before.rating} → ${after.rating}, breakdown sums to ${counted}: ${wrong ? 'WRONG' : 'consistent'}`,
  );
} finally {
  await app.stop();
  closeIdleSockets();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(wrong ? 1 : 0);
