// `npm run bench:listings` (decision 076): the listing editor at a million templates on MySQL.
//
// 1. Seeds BENCH_COUNT templates (1,000,000) into a fresh MySQL database and signs in as the demo admin.
// 2. Saves: BENCH_SAVES saves of the editor's whole form (PUT /api/admin/listings/:id with the
//    revision it read), one at a time over 50 published listings, every fifth a new name (the search
//    index takes the template out and indexes it again), the others a new price. Budget: p95 ≤ 100 ms.
// 3. Shoppers while an admin edits: the storefront's listing (first page, a category page 10) and
//    search (rotating words) under BENCH_CONNECTIONS shoppers for BENCH_SECONDS, first quiet, then
//    while the admin saves a listing every BENCH_EDIT_EVERY_MS (250 ms: faster than a person works).
//    Every save drops the cached answers, so the second run is mostly uncached. Budgets: the
//    catalog's (decision 015: first page p95 ≤ 30 ms, a category page ≤ 40 ms) and the search's
//    (decision 054: p95 ≤ 100 ms).
// 4. A CSV of BENCH_IMPORT_ROWS new draft listings (10,000): a dry run, then the import. Budget: under a minute each.
// A benchmark, not a test: it prints figures and budgets, flags "OVER", and exits 0 unless something broke.
//
// Options (env): BENCH_COUNT (1000000), BENCH_SAVES (300), BENCH_IMPORT_ROWS (10000), BENCH_SECONDS (15), BENCH_CONNECTIONS
// (10), BENCH_EDIT_EVERY_MS (250), BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/tm_bench_listings,
// dropped and created again), BENCH_REUSE (1: keep a database an earlier run seeded), BENCH_BUFFER_POOL_MB (3072).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from './lib/app.mjs';
import { cookiesOf, request } from './lib/http-client.mjs';
import { load } from './lib/load.mjs';
import { backendRequire, resetMysqlDatabase, seededTemplateCount, setMysqlMemory } from './lib/mysql.mjs';
import { percentile } from './lib/percentile.mjs';
import { seedTemplates } from './lib/seed.mjs';

// The editor's own form of a listing as read (the contracts are the backend's dependency).
const { formOfListing } = backendRequire('@tm/contracts/listings.schemas');

const COUNT = Number(process.env.BENCH_COUNT ?? 1_000_000);
const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const EDIT_EVERY_MS = Number(process.env.BENCH_EDIT_EVERY_MS ?? 250);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_listings';
const BUFFER_POOL_MB = Number(process.env.BENCH_BUFFER_POOL_MB ?? 3072);
const BUDGET_SAVE_P95 = 100;
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const BUDGET_IMPORT_SECONDS = 60;
const SEARCH_WORDS = ['modern', 'clean', 'agency', 'portfolio', 'minimal', 'creative', 'restaurant', 'fitness', 'travel', 'startup'];
const SHOPPER_ROUTES = [
  { name: 'listing, first page', paths: ['/api/templates/paginated?page=1&limit=20'], budget: 30 },
  {
    name: 'listing, a category page 10',
    paths: ['/api/templates/paginated?page=10&limit=20&category=wordpress&subcategory=business'],
    budget: 40,
  },
  { name: 'search, rotating words', paths: SEARCH_WORDS.map((w) => `/api/templates/paginated?page=1&limit=20&search=${w}`), budget: 100 },
];

const figures = (times) => ({
  n: times.length,
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
  max: Math.round(times.at(-1) * 10) / 10,
});

const work = mkdtempSync(join(tmpdir(), 'tm-bench-listings-'));
// The seed command adds the demo accounts (the admin signs in with them); the production server must not.
const env = { DATA_DIR: work, SEED_DEMO: 'false', CATALOG_SEED_COUNT: '0', SESSION_SECRET: randomBytes(32).toString('hex'), DATABASE_URL };
let app;
let previousMemory;
try {
  previousMemory = await setMysqlMemory(DATABASE_URL, { bufferPoolMb: BUFFER_POOL_MB, redoLogMb: 512 });
  if (process.env.BENCH_REUSE === '1' && (await seededTemplateCount(DATABASE_URL)) >= COUNT) {
    console.log('[listings] reusing the seeded database (BENCH_REUSE=1)');
  } else {
    await resetMysqlDatabase(DATABASE_URL);
    console.log(`[listings] seeding ${COUNT.toLocaleString('en-US')} templates on MySQL...`);
    const seconds = seedTemplates(env, COUNT, { images: false });
    console.log(`[listings] seeded in ${seconds.toFixed(1)} s`);
  }

  app = await startBackend(env);
  const origin = { Origin: app.url };
  const login = await request('POST', `${app.url}/api/auth/login/manual`, {
    json: { username: 'admin', password: 'Admin12345' },
    headers: origin,
  });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}: ${login.text}`);
  const headers = { ...origin, cookie: cookiesOf(login) };
  const api = async (method, path, json) => {
    const res = await request(method, app.url + path, { headers, ...(json ? { json } : {}) });
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
    return JSON.parse(res.text);
  };

  // The search index loads in the background at start, and searches answer 503 until it has.
  for (let i = 0; ; i++) {
    const res = await request('GET', `${app.url}/api/templates/paginated?page=1&limit=1&search=modern`, { headers });
    if (res.status === 200) break;
    if (res.status !== 503 || i > 600) throw new Error(`the search answered ${res.status}: ${res.text.slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, 500));
  }

  const ids = (await api('GET', '/api/templates?limit=50')).map((t) => t.id);
  const listings = new Map();
  for (const id of ids) listings.set(id, await api('GET', `/api/admin/listings/${id}`));
  let saveCount = 0;
  /** One save of the editor's form: a new price, or every fifth a new name. Answers the milliseconds the PUT took. */
  const saveOne = async () => {
    const id = ids[saveCount % ids.length];
    saveCount += 1;
    const listing = listings.get(id);
    const cents = Math.round(Number(listing.price) * 100);
    const form = {
      ...formOfListing(listing),
      name: saveCount % 5 === 0 ? `${listing.name.replace(/ v\d+$/, '')} v${saveCount}` : listing.name,
      price: ((cents % 2 === 0 ? cents + 1 : cents - 1) / 100).toFixed(2),
      revision: listing.revision,
    };
    const started = performance.now();
    const saved = await api('PUT', `/api/admin/listings/${id}`, form);
    const ms = performance.now() - started;
    listings.set(id, saved);
    return ms;
  };

  // 2. Saves, one at a time.
  for (let i = 0; i < 20; i++) await saveOne(); // warm-up
  const saveTimes = [];
  for (let i = 0; i < SAVES; i++) saveTimes.push(await saveOne());
  saveTimes.sort((a, b) => a - b);
  const saves = figures(saveTimes);
  const saveVerdict = saves.p95 <= BUDGET_SAVE_P95 ? 'ok' : 'OVER';
  console.log(
    `[listings] save a listing (${saves.n} saves, one at a time, ${COUNT.toLocaleString('en-US')} templates): p50 ${saves.p50} ms  p95 ${saves.p95} ms  p99 ${saves.p99} ms  max ${saves.max} ms  budget p95 ≤ ${BUDGET_SAVE_P95} ms: ${saveVerdict}`,
  );

  // 3. Shoppers, quiet and while an admin edits.
  const rows = [];
  for (const route of SHOPPER_ROUTES) {
    for (const editing of [false, true]) {
      await load({ url: app.url, paths: route.paths, connections: CONNECTIONS, seconds: 2 }); // warm-up
      const editTimes = [];
      let stop = false;
      const editor = editing
        ? (async () => {
            while (!stop) {
              const started = performance.now();
              editTimes.push(await saveOne());
              await new Promise((r) => setTimeout(r, Math.max(0, EDIT_EVERY_MS - (performance.now() - started))));
            }
          })()
        : Promise.resolve();
      const r = await load({ url: app.url, paths: route.paths, connections: CONNECTIONS, seconds: SECONDS });
      stop = true;
      await editor;
      editTimes.sort((a, b) => a - b);
      const verdict = r.non2xx || r.errors ? 'ERRORS' : r.p95 <= route.budget ? 'ok' : 'OVER';
      const edits = editing ? figures(editTimes) : null;
      rows.push({ route: route.name, editing, ...r, budget: route.budget, verdict, edits });
      console.log(
        `[listings] ${route.name.padEnd(28)} ${editing ? 'while editing' : 'quiet        '}  p50 ${String(r.p50).padStart(4)} ms  p95 ${String(r.p95).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${r.rps.toFixed(0).padStart(6)} req/s  budget p95 ≤ ${route.budget} ms: ${verdict}${edits ? `  (${edits.n} saves meanwhile, p95 ${edits.p95} ms)` : ''}`,
      );
    }
  }

  // 4. A CSV import of new drafts: the dry run, then the real one.
  const lines = ['name,category,subcategory,platform,shortDescription,price,status'];
  const run = randomBytes(3).toString('hex');
  for (let i = 0; i < IMPORT_ROWS; i++) {
    lines.push(
      `Bench Import ${run} ${i},html,landing-pages,html-site,A landing page from the bench's import.,${(19 + (i % 50)).toFixed(2)},draft`,
    );
  }
  const csv = Buffer.from(lines.join('\r\n'));
  const imports = [];
  for (const dryRun of [true, false]) {
    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const started = performance.now();
    const res = await fetch(`${app.url}/api/admin/listings-import?dryRun=${dryRun}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(300_000),
    });
    const seconds = (performance.now() - started) / 1000;
    const report = await res.json();
    const verdict = res.status !== 200 || report.refused ? 'ERRORS' : seconds < BUDGET_IMPORT_SECONDS ? 'ok' : 'OVER';
    imports.push({ dryRun, seconds, verdict });
    console.log(
      `[listings] CSV import of ${IMPORT_ROWS.toLocaleString('en-US')} new listings${dryRun ? ' (dry run)' : ''}: answered ${res.status} in ${seconds.toFixed(1)} s, ${report.created ?? 0} created, ${report.refused ?? '?'} refused  budget < ${BUDGET_IMPORT_SECONDS} s: ${verdict}`,
    );
  }

  console.log(`\n| route | admin | p50 | p95 | p99 | req/s | p95 budget | |`);
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(`| save a listing | one at a time | ${saves.p50} | ${saves.p95} | ${saves.p99} | | ${BUDGET_SAVE_P95} | ${saveVerdict} |`);
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${r.editing ? `saving every ${EDIT_EVERY_MS} ms` : 'quiet'} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps.toFixed(0)} | ${r.budget} | ${r.verdict} |`,
    );
  }
  for (const r of imports) {
    console.log(
      `| CSV import, ${IMPORT_ROWS} rows${r.dryRun ? ', dry run' : ''} | one request | | | | | < ${BUDGET_IMPORT_SECONDS} s: ${r.seconds.toFixed(1)} s | ${r.verdict} |`,
    );
  }
  if ([...rows, ...imports].some((r) => r.verdict === 'ERRORS')) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await app?.stop?.();
  if (previousMemory) await setMysqlMemory(DATABASE_URL, previousMemory).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
