// `npm run bench:admin` (decision 031): the back office at a million templates on MySQL.
//
// 1. Seeds BENCH_COUNT templates (1,000,000) and BENCH_CUSTOMERS customers (100,000) with two
//    completed orders each into a fresh MySQL database, signs in as the demo admin, and loads with
//    autocannon at 10 concurrent admins: templates-status (first page, a search, page 5,000 of a
//    filtered list) and the customers list (first page, a search). Budget: p95 ≤ 50 ms each.
// 2. Uploads a 100 MB ZIP (accepted) and a 100 MB bomb (over 1 GB unpacked: refused), streamed from
//    disk, sampling the server's RSS: budget < 50 MB growth each.
// A benchmark, not a test: it prints figures and budgets and exits 0 unless something broke.
//
// Options (env): BENCH_COUNT (1000000), BENCH_CUSTOMERS (100000), BENCH_SECONDS (15),
// BENCH_CONNECTIONS (10), BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/tm_bench_admin, dropped
// and created again), BENCH_SEARCH_WORD (modern), BENCH_REUSE (1: keep a database an earlier run
// seeded with at least BENCH_COUNT templates, to rerun the loads without seeding again),
// BENCH_BUFFER_POOL_MB (3072: InnoDB's buffer pool for the run, restored afterwards; a million
// templates are ~2.5 GB of table and indexes, and the server's default 128 MB would make every deep
// page a disk read: size it for the catalog in production too, as docker-compose.yml does).
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { startBackend } from './lib/app.mjs';
import { cookiesOf, request } from './lib/http-client.mjs';
import { load } from './lib/load.mjs';
import { backendRequire, resetMysqlDatabase, seededTemplateCount } from './lib/mysql.mjs';
import { rssMb } from './lib/process-stats.mjs';
import { seedTemplates } from './lib/seed.mjs';

const COUNT = Number(process.env.BENCH_COUNT ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_admin';
const SEARCH_WORD = process.env.BENCH_SEARCH_WORD ?? 'modern';
const BUDGET_P95_MS = 50;
const BUDGET_RSS_MB = 50;
const MB = 1024 * 1024;
const BUFFER_POOL_MB = Number(process.env.BENCH_BUFFER_POOL_MB ?? 3072);

/** Customers with two completed orders of one item each, made by the database itself (MariaDB's sequence engine). */
async function seedCustomers(count) {
  const mysql = backendRequire('mysql2/promise');
  const db = await mysql.createConnection({ uri: DATABASE_URL, timezone: 'Z' });
  try {
    const [[template]] = await db.query('SELECT id, name, slug, category, subcategory, previewImage, priceCents FROM templates LIMIT 1');
    const started = Date.now();
    for (let from = 1; from <= count; from += 50_000) {
      const to = Math.min(count, from + 49_999);
      await db.query(
        `INSERT INTO users (id, email, username, passwordHash, isAdmin, sessionEpoch, createdAt, updatedAt, usernameKey, emailKey)
         SELECT UUID(), CONCAT('shopper', seq, '@example.com'), CONCAT('shopper', seq), 'x', 0, 0,
           NOW(6) - INTERVAL seq SECOND, NOW(6), CONCAT('shopper', seq), CONCAT('shopper', seq, '@example.com')
         FROM seq_${from}_to_${to}`,
      );
    }
    for (const n of [1, 2]) {
      await db.query(
        `INSERT INTO orders (id, userId, status, totalCents, customerEmail, customerName, createdAt, completedAt)
         SELECT UUID(), id, 'completed', ?, email, username, createdAt + INTERVAL ? MINUTE, createdAt + INTERVAL ? MINUTE FROM users WHERE isAdmin = 0 AND username LIKE 'shopper%'`,
        [template.priceCents, n, n],
      );
    }
    await db.query(
      `INSERT INTO order_items (id, orderId, templateId, quantity, priceCents, templateName, templateSlug, templateCategory, templateSubcategory, templatePreviewImage)
       SELECT UUID(), id, ?, 1, totalCents, ?, ?, ?, ?, ? FROM orders`,
      [template.id, template.name, template.slug, template.category, template.subcategory, template.previewImage],
    );
    return (Date.now() - started) / 1000;
  } finally {
    await db.end();
  }
}

/** Sets InnoDB's buffer pool (MariaDB and MySQL resize it online); resolves with the size it had. */
async function setBufferPoolMb(mb) {
  const mysql = backendRequire('mysql2/promise');
  const db = await mysql.createConnection({ uri: DATABASE_URL.replace(/\/[^/]*$/, '/') });
  try {
    const before = Number((await db.query('SELECT @@innodb_buffer_pool_size AS n'))[0][0].n) / MB;
    await db.query(`SET GLOBAL innodb_buffer_pool_size = ${Math.round(mb) * MB}`);
    // The resize runs in the background: wait until the server reports the new size.
    for (let i = 0; i < 120; i++) {
      if (Number((await db.query('SELECT @@innodb_buffer_pool_size AS n'))[0][0].n) / MB >= mb) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    return before;
  } finally {
    await db.end();
  }
}

/** A ZIP written by archiver: `entries` of { name, data (Buffer or stream), store }. */
async function writeZip(path, entries) {
  const archiver = backendRequire('archiver');
  const archive = archiver('zip', { zlib: { level: 1 } });
  const out = createWriteStream(path);
  const done = new Promise((resolve, reject) => {
    out.on('close', resolve);
    archive.on('error', reject);
  });
  archive.pipe(out);
  for (const entry of entries) archive.append(entry.data, { name: entry.name, store: entry.store });
  await archive.finalize();
  await done;
  return statSync(path).size;
}

/** `total` bytes of a 1 MB block repeated, as a stream. */
function repeated(block, total) {
  let sent = 0;
  return Readable.from(
    (function* () {
      while (sent < total) {
        const chunk = block.subarray(0, Math.min(block.length, total - sent));
        sent += chunk.length;
        yield chunk;
      }
    })(),
  );
}

/** Random-looking data: a 1 MB random block repeated is incompressible to deflate's 32 KB window. */
const noise = (total) => repeated(randomBytes(MB), total);
/** Zeros: deflate packs 1.2 GB of them into ~1 MB (the bomb's entry). */
const zeros = (total) => repeated(Buffer.alloc(MB), total);

/** Streams a file as the multipart field zipFile; resolves with the status and body. */
function uploadFile(url, cookie, file) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="zipFile"; filename="theme.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = http.request(
      {
        method: 'POST',
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: {
          Cookie: cookie,
          Origin: target.origin,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': length,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const body = createReadStream(file);
    body.on('error', reject);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

async function measureUpload(app, cookie, path, file) {
  globalThis.gc?.();
  const baseline = rssMb(app.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid))), 20);
  const started = performance.now();
  try {
    const res = await uploadFile(app.url + path, cookie, file);
    peak = Math.max(peak, rssMb(app.pid));
    return { ...res, seconds: (performance.now() - started) / 1000, baseline, peak, growth: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

const work = mkdtempSync(join(tmpdir(), 'tm-bench-admin-'));
// The seed command adds the demo accounts (the admin signs in with them); the production server must not.
const env = { DATA_DIR: work, SEED_DEMO: 'false', CATALOG_SEED_COUNT: '0', SESSION_SECRET: randomBytes(32).toString('hex'), DATABASE_URL };
let app;
const rows = [];
const uploads = [];
const cold = [];
let previousBufferPoolMb;
try {
  previousBufferPoolMb = await setBufferPoolMb(BUFFER_POOL_MB);
  console.log(`[admin] InnoDB buffer pool ${BUFFER_POOL_MB} MB for the run (was ${previousBufferPoolMb} MB)`);
  let seedSeconds = 0;
  let customerSeconds = 0;
  if (process.env.BENCH_REUSE === '1' && (await seededTemplateCount(DATABASE_URL)) >= COUNT) {
    console.log(`[admin] reusing the seeded database (BENCH_REUSE=1)`);
  } else {
    await resetMysqlDatabase(DATABASE_URL);
    console.log(`[admin] seeding ${COUNT.toLocaleString('en-US')} templates on MySQL...`);
    seedSeconds = seedTemplates(env, COUNT, { images: false });
    console.log(
      `[admin] templates seeded in ${seedSeconds.toFixed(1)} s; adding ${CUSTOMERS.toLocaleString('en-US')} customers with two orders each...`,
    );
    customerSeconds = await seedCustomers(CUSTOMERS);
    console.log(`[admin] customers added in ${customerSeconds.toFixed(1)} s`);
  }

  app = await startBackend(env);
  const login = await request('POST', `${app.url}/api/auth/login/manual`, {
    json: { username: 'admin', password: 'Admin12345' },
    headers: { Origin: app.url },
  });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}: ${login.text}`);
  const cookie = cookiesOf(login);
  const headers = { cookie };

  const first = JSON.parse((await request('GET', `${app.url}/api/admin/templates-status?hasZip=false&page=1`, { headers })).text);
  // Page 5,000 needs 500,000 templates without a ZIP; a smaller BENCH_COUNT benches its last pages.
  const deepPage = Math.max(1, Math.min(5_000, first.pagination.totalPages - 9));
  const routes = [
    { name: 'templates-status, first page', path: '/api/admin/templates-status?page=1&pageSize=100' },
    { name: `templates-status, search "${SEARCH_WORD}"`, path: `/api/admin/templates-status?page=1&pageSize=100&search=${SEARCH_WORD}` },
    // Pages 5,000-5,009 of the templates without a ZIP, rotated so no single page is all a cache sees.
    {
      name: `templates-status, Empty filter page ${deepPage.toLocaleString('en-US')}`,
      paths: Array.from({ length: 10 }, (_, i) => `/api/admin/templates-status?page=${deepPage + i}&pageSize=100&hasZip=false`),
    },
    { name: 'customers, first page', path: '/api/admin/customers' },
    { name: 'customers, search "shopper42"', path: '/api/admin/customers?search=shopper42' },
  ];
  for (const route of routes) {
    const check = await request('GET', app.url + (route.path ?? route.paths[0]), { headers });
    if (check.status !== 200) throw new Error(`${route.name} answered ${check.status}: ${check.text.slice(0, 200)}`);
    await load({ url: app.url, path: route.path, paths: route.paths, connections: CONNECTIONS, seconds: 2, headers }); // warm-up
    const r = await load({ url: app.url, path: route.path, paths: route.paths, connections: CONNECTIONS, seconds: SECONDS, headers });
    const verdict = r.non2xx || r.errors ? 'ERRORS' : r.p95 <= BUDGET_P95_MS ? 'ok' : 'OVER';
    rows.push({ name: route.name, ...r, verdict });
    console.log(
      `[admin] ${route.name.padEnd(44)} p50 ${String(r.p50).padStart(5)} ms  p95 ${String(r.p95).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  ${r.rps.toFixed(0).padStart(6)} req/s  budget p95 ≤ ${BUDGET_P95_MS} ms: ${verdict}`,
    );
  }

  // What the cache hides: the first request of pages and searches nobody asked for, one at a time.
  const timedGet = async (path) => {
    const started = performance.now();
    const res = await request('GET', app.url + path, { headers });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - started;
  };
  const probes = [
    {
      name: 'templates-status, a deep Empty page',
      paths: Array.from(
        { length: 10 },
        (_, i) => `/api/admin/templates-status?page=${Math.max(1, deepPage - 500 - 37 * i)}&pageSize=100&hasZip=false`,
      ),
    },
    {
      name: 'templates-status, a category page 1,000',
      paths: ['wordpress', 'ecommerce', 'html', 'marketing', 'cms', 'plugins'].map(
        (c) => `/api/admin/templates-status?page=${Math.max(1, Math.min(1_000, deepPage))}&pageSize=100&category=${c}`,
      ),
    },
    {
      name: 'templates-status, a new search word',
      paths: ['clean', 'agency', 'portfolio', 'minimal', 'creative', 'restaurant', 'fitness', 'travel', 'startup', 'fashion'].map(
        (w) => `/api/admin/templates-status?page=1&pageSize=100&search=${w}`,
      ),
    },
    {
      name: 'customers, a deep page',
      paths: Array.from(
        { length: 10 },
        (_, i) => `/api/admin/customers?page=${1 + Math.floor(((i + 1) * 7919) % Math.max(1, CUSTOMERS / 20))}`,
      ),
    },
  ];
  for (const probe of probes) {
    const times = [];
    for (const path of probe.paths) times.push(await timedGet(path));
    times.sort((a, b) => a - b);
    const at = (p) => Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] * 10) / 10;
    cold.push({ name: probe.name, n: times.length, p50: at(50), max: Math.round(times[times.length - 1] * 10) / 10 });
    console.log(
      `[admin] uncached: ${probe.name.padEnd(40)} p50 ${String(at(50)).padStart(6)} ms  max ${String(cold.at(-1).max).padStart(6)} ms  (${times.length} requests, one at a time)`,
    );
  }

  // Uploads: a template that has none yet; the files are written before the server is sampled.
  const templateId = first.templates[0].id;
  const accepted = join(work, 'accepted.zip');
  const bomb = join(work, 'bomb.zip');
  const acceptedSize = await writeZip(accepted, [
    { name: 'theme/assets/media.bin', data: noise(MB * 99), store: true },
    { name: 'theme/index.html', data: Buffer.from('<!doctype html><title>Bench</title>') },
  ]);
  const bombSize = await writeZip(bomb, [
    { name: 'theme/assets/media.bin', data: noise(MB * 92), store: true },
    { name: 'theme/assets/zeros.bin', data: zeros(MB * 1200) },
  ]);
  for (const [name, file, size, expected] of [
    ['100 MB ZIP, accepted', accepted, acceptedSize, 200],
    ['100 MB bomb (1.3 GB unpacked), refused', bomb, bombSize, 422],
  ]) {
    const r = await measureUpload(app, cookie, `/api/admin/templates/${templateId}/upload-zip`, file);
    const verdict =
      r.status !== expected ? `ERROR (answered ${r.status}: ${r.text.slice(0, 120)})` : r.growth < BUDGET_RSS_MB ? 'ok' : 'OVER';
    uploads.push({ name, size, ...r, verdict });
    console.log(
      `[admin] ${name.padEnd(40)} ${(size / MB).toFixed(1)} MB  answered ${r.status} in ${r.seconds.toFixed(2)} s  RSS ${r.baseline.toFixed(0)} → ${r.peak.toFixed(0)} MB (+${r.growth.toFixed(1)} MB)  budget < ${BUDGET_RSS_MB} MB: ${verdict}`,
    );
    if (!verdict.startsWith('ok') && !verdict.startsWith('OVER')) process.exitCode = 1;
  }

  console.log(
    `\nSummary (MariaDB, buffer pool ${BUFFER_POOL_MB} MB, ${COUNT.toLocaleString('en-US')} templates, ${CUSTOMERS.toLocaleString('en-US')} customers, ${CONNECTIONS} concurrent admins, ${SECONDS} s per route; ms)`,
  );
  console.log('| route | p50 | p95 | p99 | req/s | p95 budget | |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps.toFixed(0)} | ${BUDGET_P95_MS} | ${r.verdict} |`);
  console.log('\nUncached (the first request of a page or search, one at a time; no budget)');
  console.log('| request | p50 | max | requests |');
  console.log('|---|---|---|---|');
  for (const c of cold) console.log(`| ${c.name} | ${c.p50} | ${c.max} | ${c.n} |`);
  console.log('\n| upload | size | answer | time | RSS growth | budget | |');
  console.log('|---|---|---|---|---|---|---|');
  for (const u of uploads)
    console.log(
      `| ${u.name} | ${(u.size / MB).toFixed(1)} MB | ${u.status} | ${u.seconds.toFixed(2)} s | ${u.growth.toFixed(1)} MB | < ${BUDGET_RSS_MB} MB | ${u.verdict} |`,
    );
  console.log(`seed: templates ${seedSeconds.toFixed(1)} s, customers and orders ${customerSeconds.toFixed(1)} s`);
  if (rows.some((r) => r.verdict === 'ERRORS')) process.exitCode = 1;
} catch (error) {
  console.error(`[admin] benchmark failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  await app?.stop();
  rmSync(work, { recursive: true, force: true });
  if (previousBufferPoolMb)
    await setBufferPoolMb(previousBufferPoolMb).catch((error) => console.error(`[admin] buffer pool not restored: ${error.message}`));
}
