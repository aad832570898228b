// `npm run bench:downloads`: a customer with a completed order for a template whose uploaded ZIP is a
// 100 MB file; 20 concurrent downloads of it on loopback (GET /api/downloads/template/:itemId with the
// owner's session), each body checked for its length and SHA-256. Prints the total throughput against
// the issue-5 budget (≥ 300 MB/s) and the server's RSS growth sampled during the run (< 50 MB). Then,
// for information, the same with the all-items ZIP of that order (built on the fly, store mode).
// A benchmark, not a test: figures and budgets, exit 0 unless something broke.
//
// Options (env): BENCH_TARGET (mysql | sqlite; default mysql), BENCH_DATABASE_URL
// (mysql://root@127.0.0.1:3306/tm_bench_downloads, dropped and created again), BENCH_CONCURRENCY (20),
// BENCH_ZIP_MB (100), BENCH_ORDER_ZIP (1; 0 skips the information run).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBackend } from './lib/app.mjs';
import { download } from './lib/download-client.mjs';
import { backendRequire, resetMysqlDatabase } from './lib/mysql.mjs';
import { insertCompletedOrder } from './lib/orders.mjs';
import { rssMb } from './lib/process-stats.mjs';
import { writeZip } from './lib/zip-fixtures.mjs';

const TARGET = process.env.BENCH_TARGET ?? 'mysql';
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_downloads';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const ZIP_MB = Number(process.env.BENCH_ZIP_MB ?? 100);
const ORDER_ZIP = process.env.BENCH_ORDER_ZIP !== '0';
const BUDGET_MB_S = 300;
const BUDGET_RSS_MB = 50;
const MB = 1024 * 1024;

/** The same SQL on both drivers; datetimes as each dialect stores them (see backend sql-dialect.ts). */
async function openDatabase(env) {
  if (TARGET === 'mysql') {
    const mysql = backendRequire('mysql2/promise');
    const connection = await mysql.createConnection({ uri: env.DATABASE_URL, timezone: 'Z' });
    return {
      date: (d) => d,
      query: async (sql, params = []) => (await connection.query(sql, params))[0],
      close: () => connection.end(),
    };
  }
  const Database = backendRequire('better-sqlite3');
  const db = new Database(join(env.DATA_DIR, 'marketplace.sqlite'));
  db.pragma('busy_timeout = 5000');
  return {
    date: (d) => d.toISOString().replace('T', ' ').slice(0, 23),
    query: async (sql, params = []) => (/^\s*select/i.test(sql) ? db.prepare(sql).all(...params) : db.prepare(sql).run(...params)),
    close: async () => db.close(),
  };
}

/** Migrates and adds one generated template, as `npm run seed` does. */
function seedOneTemplate(env) {
  const result = spawnSync(process.execPath, [join(ROOT, 'backend/dist/cli/seed.js'), '--count', '1', '--no-images'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`seeding failed with status ${result.status}`);
}

async function signUp(url) {
  const username = `bench_dl_${randomBytes(3).toString('hex')}`;
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Download123', firstName: 'Bench', lastName: 'Buyer' }),
  });
  if (res.status !== 201) throw new Error(`signup ${res.status} ${await res.text()}`);
  return {
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    user: (await res.json()).user,
  };
}

/** `CONCURRENCY` downloads at once while the server's RSS is sampled every 20 ms. */
async function run(app, path, cookie) {
  const baseline = rssMb(app.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid))), 20);
  const started = performance.now();
  try {
    const results = await Promise.all(Array.from({ length: CONCURRENCY }, () => download(app.url + path, cookie)));
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssMb(app.pid));
    const bytes = results.reduce((sum, r) => sum + r.length, 0);
    return { results, seconds, mbPerS: bytes / MB / seconds, baseline, peak, growth: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

const verdict = (ok) => (ok ? 'ok' : 'OVER');

async function main() {
  if (!['mysql', 'sqlite'].includes(TARGET)) throw new Error(`BENCH_TARGET must be mysql or sqlite, not ${TARGET}`);
  const dataDir = mkdtempSync(join(tmpdir(), `tm-bench-downloads-${TARGET}-`));
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', CATALOG_SEED_COUNT: '0', SESSION_SECRET: randomBytes(32).toString('hex') };
  if (TARGET === 'mysql') {
    await resetMysqlDatabase(DATABASE_URL);
    env.DATABASE_URL = DATABASE_URL;
  }
  let app;
  let db;
  try {
    console.log(`[${TARGET}] seeding one template and writing its ${ZIP_MB} MB uploaded ZIP...`);
    seedOneTemplate(env);
    db = await openDatabase(env);
    const [template] = await db.query('SELECT id, slug, name, category, subcategory, previewImage, priceCents FROM templates LIMIT 1');
    // The private area, where the downloads module looks (backend/src/modules/downloads/template-zip-path.ts).
    const zip = await writeZip(join(dataDir, 'files', 'private', 'template-zips', `${template.id}.zip`), ZIP_MB);
    await db.query('UPDATE templates SET hasZip = ? WHERE id = ?', [1, template.id]);

    app = await startBackend(env);
    const { cookie, user } = await signUp(app.url);
    const { orderId, itemId } = await insertCompletedOrder(db, user, template);
    const itemPath = `/api/downloads/template/${itemId}?orderId=${orderId}`;

    const warm = await download(app.url + itemPath, cookie);
    if (warm.status !== 200 || warm.sha256 !== zip.sha256) throw new Error(`warm-up download: status ${warm.status}, ${warm.length} bytes`);

    console.log(`[${TARGET}] ${CONCURRENCY} concurrent downloads of one item (${(zip.size / MB).toFixed(1)} MB each)...`);
    const item = await run(app, itemPath, cookie);
    const bad = item.results.filter((r) => r.status !== 200 || !r.complete || r.length !== zip.size || r.sha256 !== zip.sha256);
    if (bad.length > 0) throw new Error(`${bad.length} of ${CONCURRENCY} downloads were wrong: ${JSON.stringify(bad[0])}`);
    console.log(`[${TARGET}] all ${CONCURRENCY} bodies: ${zip.size} bytes, sha256 ${zip.sha256.slice(0, 16)}…`);

    let order;
    if (ORDER_ZIP) {
      console.log(`[${TARGET}] for information: ${CONCURRENCY} concurrent all-items ZIPs of that order (built on the fly)...`);
      order = await run(app, `/api/downloads/order/${orderId}`, cookie);
      const broken = order.results.filter((r) => r.status !== 200 || !r.complete || r.length <= zip.size);
      if (broken.length > 0) throw new Error(`${broken.length} all-items downloads were wrong: ${JSON.stringify(broken[0])}`);
      const [logged] = await db.query('SELECT COUNT(*) AS n FROM download_logs WHERE orderId = ?', [orderId]);
      if (Number(logged.n) !== 1 + 2 * CONCURRENCY) throw new Error(`expected ${1 + 2 * CONCURRENCY} download log rows, found ${logged.n}`);
    }

    const rows = [
      ['one item (uploaded ZIP, streamed as is)', item, true],
      ...(order ? [['all items (ZIP built on the fly), information', order, false]] : []),
    ];
    console.log(`\nSummary (${TARGET}, ${CONCURRENCY} concurrent downloads on loopback, ${(zip.size / MB).toFixed(1)} MB ZIP)`);
    console.log('| download | total MB/s | wall s | RSS before MB | RSS peak MB | RSS growth MB | budgets |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, r, budgeted] of rows) {
      const budgets = budgeted
        ? `≥ ${BUDGET_MB_S} MB/s: ${verdict(r.mbPerS >= BUDGET_MB_S)}; growth < ${BUDGET_RSS_MB} MB: ${verdict(r.growth < BUDGET_RSS_MB)}`
        : 'none';
      console.log(
        `| ${name} | ${r.mbPerS.toFixed(0)} | ${r.seconds.toFixed(2)} | ${r.baseline.toFixed(1)} | ${r.peak.toFixed(1)} | ${r.growth.toFixed(1)} | ${budgets} |`,
      );
    }
  } finally {
    await app?.stop();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:downloads failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
