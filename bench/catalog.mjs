// `npm run bench:catalog`: seeds 100,000 templates into a fresh SQLite file and a fresh MySQL
// database, then loads the catalog API with autocannon (50 connections, 20 s per route) and prints
// p50/p95/p99 and requests/s against the budgets of decision 015. A benchmark, not a test: it prints
// figures and exits 0 unless something broke; budgets over are flagged "OVER". It then times the
// first request of URLs nobody asked for yet (what the caches hide), for information.
//
// Options (env): BENCH_COUNT (100000), BENCH_SECONDS (20), BENCH_CONNECTIONS (50),
// BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/tm_bench; "skip" to bench SQLite only),
// BENCH_TARGETS (mysql,sqlite), BENCH_DETAIL_SLUGS (10000: the templates the detail route is asked
// about, against node:http sending the same bytes), BENCH_ONLY=detail (that comparison alone).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBackend } from './lib/app.mjs';
import { resetMysqlDatabase } from './lib/mysql.mjs';
import { startBareServer } from './lib/bare-server.mjs';
import { load } from './lib/load.mjs';

const COUNT = Number(process.env.BENCH_COUNT ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MYSQL_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench';
const TARGETS = (process.env.BENCH_TARGETS ?? 'mysql,sqlite').split(',').map((t) => t.trim());
const SEARCH_WORD = process.env.BENCH_SEARCH_WORD ?? 'responsive';
const ONLY_DETAIL = process.env.BENCH_ONLY === 'detail';
const DETAIL_SLUGS = Number(process.env.BENCH_DETAIL_SLUGS ?? 10_000);
/** The detail route against node:http sending the same bytes: at least this share of its req/s, and this p99. */
const BUDGET_DETAIL_SHARE = 0.7;
const BUDGET_DETAIL_P99 = 20;

/** A listing chip (one subcategory: 1 in 40 templates, decision 028). */
const SUBCATEGORY_QUERY = 'category=wordpress&subcategory=business';

/** Decision 039: a category in price order within a price range and a minimum rating. */
const FILTERED_QUERY = 'category=wordpress&sort=price-asc&minPrice=20&maxPrice=60&minRating=4';
/** The orders of decision 039 besides the default, and the scopes they are read in. */
const SORTS = ['newest', 'price-asc', 'price-desc', 'rating'];
const SORT_SCOPES = [
  ['all', ''],
  ['category', '&category=ecommerce'],
  ['subcategory', `&${SUBCATEGORY_QUERY}`],
  ['niche (tag)', '&category=ecommerce&subcategory=fashion'],
];
const BOUNDS = [
  ['$20-$60', '&minPrice=20&maxPrice=60'],
  ['4.5 stars and up', '&minRating=4.5'],
  ['$40-$80, 4 stars and up', '&minPrice=40&maxPrice=80&minRating=4'],
];

/** MySQL budgets in ms (p95); SQLite gets twice these. */
const ROUTES = [
  { name: 'paginated, first page', path: '/api/templates/paginated?page=1&limit=20', budget: 30 },
  { name: 'category+subcategory, page 10', path: `/api/templates/paginated?page=10&limit=20&${SUBCATEGORY_QUERY}`, budget: 40 },
  { name: 'sorted by price, filtered', path: `/api/templates/paginated?page=1&limit=20&${FILTERED_QUERY}`, budget: 40 },
  {
    name: `search "${SEARCH_WORD}"`,
    path: `/api/templates/paginated?page=1&limit=20&search=${encodeURIComponent(SEARCH_WORD)}`,
    budget: 60,
  },
  { name: 'counts', path: '/api/templates/counts', budget: 10 },
  { name: 'detail by slug', path: null, budget: 15 },
];

function seed(env) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'backend/dist/cli/seed.js'), '--count', String(COUNT), '--no-images'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`seeding failed with status ${result.status}`);
  return (Date.now() - started) / 1000;
}

async function sampleSlugs(url, count) {
  const slugs = new Set();
  const firstPage = await (await fetch(`${url}/api/templates/paginated?page=1&limit=100`)).json();
  const pages = Math.max(1, firstPage.totalPages);
  for (let i = 0; slugs.size < count && i < Math.ceil(count / 100) * 2; i++) {
    const page = 1 + Math.floor((i * 7919) % pages);
    const body = await (await fetch(`${url}/api/templates/paginated?page=${page}&limit=100`)).json();
    for (const t of body.templates) slugs.add(`/api/templates/${t.slug}`);
  }
  return [...slugs].slice(0, count);
}

/**
 * The detail route over many templates (each asked about as often as the others, in a shuffled
 * cycle: the worst case for a cache smaller than the set) against node:http sending the same bodies
 * from memory on the same machine. Prints both, the share and the p99 against the budgets.
 */
async function detailCeiling(target, url) {
  const paths = await sampleSlugs(url, DETAIL_SLUGS);
  for (let i = paths.length - 1; i > 0; i--) {
    const j = (i * 7919) % (i + 1);
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  const bodies = new Map();
  for (const path of paths) {
    const res = await fetch(url + path, { headers: { 'accept-encoding': 'identity' } });
    bodies.set(path, { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? 'application/json' });
  }
  const bare = await startBareServer(bodies);
  try {
    await load({ url, paths, connections: CONNECTIONS, seconds: 2 }); // warm-up
    const app = await load({ url, paths, connections: CONNECTIONS, seconds: SECONDS });
    await load({ url: bare.url, paths, connections: CONNECTIONS, seconds: 2 });
    const ceiling = await load({ url: bare.url, paths, connections: CONNECTIONS, seconds: SECONDS });
    const share = app.rps / ceiling.rps;
    const ok = share >= BUDGET_DETAIL_SHARE && app.p99 <= BUDGET_DETAIL_P99 && !app.non2xx && !app.errors;
    const row = { target, slugs: paths.length, app, ceiling, share, verdict: app.non2xx || app.errors ? 'ERRORS' : ok ? 'ok' : 'OVER' };
    console.log(
      `[${target}] detail over ${paths.length.toLocaleString('en-US')} templates: ${app.rps.toFixed(0)} req/s, p50 ${app.p50} ms, p99 ${app.p99} ms; node:http with the same bytes ${ceiling.rps.toFixed(0)} req/s, p99 ${ceiling.p99} ms: ${(share * 100).toFixed(0)} % (budget ≥ ${BUDGET_DETAIL_SHARE * 100} % and p99 ≤ ${BUDGET_DETAIL_P99} ms: ${row.verdict})`,
    );
    return row;
  } finally {
    await bare.stop();
  }
}

/** ms of one request, which must answer 200. */
async function timed(url) {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body };
}

const SEARCH_WORDS = [
  'modern',
  'clean',
  'agency',
  'portfolio',
  'shop',
  'minimal',
  'creative',
  'blog',
  'dark',
  'startup',
  'restaurant',
  'fitness',
  'travel',
  'photography',
  'saas',
  'education',
  'medical',
  'fashion',
  'real',
  'estate',
  'wedding',
  'music',
  'consulting',
  'finance',
  'news',
  'magazine',
  'documentation',
  'security',
  'newsletter',
  'landing',
];

/**
 * The caches answer the loads above after their first request, so this measures what they hide: the
 * first request of URLs nobody asked for yet, one at a time (database work plus the full pipeline).
 * Printed for information; the budgets are for the loads.
 */
async function uncached(url, totalPages, subcategoryPages) {
  const pick = (n, from, to) => Array.from({ length: n }, (_, i) => from + Math.floor(((i + 1) * 7907) % Math.max(1, to - from)));
  const probes = [
    {
      name: 'paginated, a page nobody asked for',
      paths: pick(40, 11, totalPages).map((p) => `/api/templates/paginated?page=${p}&limit=20`),
    },
    {
      name: 'category+subcategory, such a page',
      paths: pick(40, 11, subcategoryPages).map((p) => `/api/templates/paginated?page=${p}&limit=20&${SUBCATEGORY_QUERY}`),
    },
    { name: 'search, a new word', paths: SEARCH_WORDS.map((w) => `/api/templates/paginated?page=1&limit=20&search=${w}`) },
    { name: 'detail, a template nobody opened', paths: [] },
    // Decision 039: each order in each scope, pages 1-50 (deeper pages cost more), and the filters.
    ...SORTS.flatMap((sort) =>
      SORT_SCOPES.map(([scope, query]) => ({
        name: `sort ${sort}, ${scope}`,
        paths: Array.from({ length: 10 }, (_, i) => `/api/templates/paginated?page=${1 + i * 5}&limit=20&sort=${sort}${query}`),
      })),
    ),
    ...BOUNDS.flatMap(([bounds, boundsQuery]) =>
      SORT_SCOPES.map(([scope, query]) => ({
        name: `${bounds}, ${scope}`,
        paths: ['popular', ...SORTS].flatMap((sort) =>
          [1, 7].map((page) => `/api/templates/paginated?page=${page}&limit=20&sort=${sort}${query}${boundsQuery}`),
        ),
      })),
    ),
    {
      name: 'search in price order, 4 stars and up',
      paths: SEARCH_WORDS.slice(0, 10).map((w) => `/api/templates/paginated?page=1&limit=20&search=${w}&sort=price-asc&minRating=4`),
    },
  ];
  const rows = [];
  for (const probe of probes) {
    const times = [];
    const failures = [];
    for (const path of probe.paths) {
      // A refusal (a 503 past the statement deadline) is counted and shown, not the end of the run.
      const result = await timed(url + path).catch((error) => (failures.push(error.message.slice(0, 160)), null));
      if (!result) continue;
      times.push(result.ms);
      if (probe === probes[0])
        probes[3].paths.push(
          ...JSON.parse(result.body)
            .templates.slice(0, 2)
            .map((t) => `/api/templates/${t.slug}`),
        );
    }
    times.sort((a, b) => a - b);
    const at = (p) =>
      times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] * 10) / 10 : NaN;
    rows.push({ name: probe.name, n: times.length, p50: at(50), p95: at(95), failed: failures.length });
    for (const failure of failures.slice(0, 2)) console.log(`  failed: ${failure}`);
  }
  return rows;
}

async function bench(target) {
  const dataDir = mkdtempSync(join(tmpdir(), `tm-bench-${target}-`));
  // Production mode, as deployed: MySQL then needs a shared session secret.
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', CATALOG_SEED_COUNT: '0', SESSION_SECRET: randomBytes(32).toString('hex') };
  if (target === 'mysql') {
    await resetMysqlDatabase(MYSQL_URL);
    env.DATABASE_URL = MYSQL_URL;
  }
  console.log(`\n[${target}] seeding ${COUNT.toLocaleString('en-US')} templates...`);
  const seedSeconds = seed(env);
  console.log(`[${target}] seeded in ${seedSeconds.toFixed(1)} s`);
  const app = await startBackend(env);
  const rows = [];
  let cold = [];
  let detail;
  try {
    if (ONLY_DETAIL) {
      detail = await detailCeiling(target, app.url);
      return { rows, cold, seedSeconds, detail };
    }
    const slugs = await sampleSlugs(app.url, 1000);
    const totalPages = (await (await fetch(`${app.url}/api/templates/paginated?page=1&limit=20`)).json()).totalPages;
    const subcategoryPages = (await (await fetch(`${app.url}/api/templates/paginated?page=1&limit=20&${SUBCATEGORY_QUERY}`)).json())
      .totalPages;
    for (const route of ROUTES) {
      const budget = target === 'sqlite' ? route.budget * 2 : route.budget;
      await load({
        url: app.url,
        path: route.path ?? undefined,
        paths: route.path ? undefined : slugs,
        connections: CONNECTIONS,
        seconds: 2,
      }); // warm-up
      const r = await load({
        url: app.url,
        path: route.path ?? undefined,
        paths: route.path ? undefined : slugs,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      rows.push({ target, route: route.name, ...r, budget, verdict: r.non2xx || r.errors ? 'ERRORS' : r.p95 <= budget ? 'ok' : 'OVER' });
      const last = rows[rows.length - 1];
      console.log(
        `[${target}] ${route.name.padEnd(32)} p50 ${String(last.p50).padStart(4)} ms  p95 ${String(last.p95).padStart(4)} ms  p99 ${String(last.p99).padStart(4)} ms  ${last.rps.toFixed(0).padStart(6)} req/s  budget p95 ≤ ${budget} ms: ${last.verdict}`,
      );
    }
    detail = await detailCeiling(target, app.url);
    cold = await uncached(app.url, totalPages, subcategoryPages);
    for (const c of cold)
      console.log(
        `[${target}] uncached: ${c.name.padEnd(36)} p50 ${String(c.p50).padStart(5)} ms  p95 ${String(c.p95).padStart(5)} ms  (${c.n} requests, one at a time${c.failed ? `, ${c.failed} FAILED` : ''})`,
      );
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, cold, seedSeconds, detail };
}

const results = [];
for (const target of TARGETS) {
  if (target === 'mysql' && MYSQL_URL === 'skip') {
    console.log('[mysql] skipped: BENCH_DATABASE_URL=skip');
    continue;
  }
  try {
    results.push(await bench(target));
  } catch (error) {
    console.error(`[${target}] benchmark failed: ${error.message}`);
    process.exitCode = 1;
  }
}

console.log(`\nSummary (${COUNT.toLocaleString('en-US')} templates, ${CONNECTIONS} connections, ${SECONDS} s per route; ms)`);
console.log('| target | route | p50 | p95 | p99 | req/s | p95 budget | |');
console.log('|---|---|---|---|---|---|---|---|');
for (const { rows } of results) {
  for (const r of rows)
    console.log(`| ${r.target} | ${r.route} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps.toFixed(0)} | ${r.budget} | ${r.verdict} |`);
}
console.log(
  `\nDetail against node:http sending the same bytes (${CONNECTIONS} connections, ${SECONDS} s each; budget ≥ ${BUDGET_DETAIL_SHARE * 100} % of its req/s, p99 ≤ ${BUDGET_DETAIL_P99} ms)`,
);
console.log('| target | templates | req/s | p99 | node:http req/s | node:http p99 | share | |');
console.log('|---|---|---|---|---|---|---|---|');
for (const { detail: d } of results) {
  if (d)
    console.log(
      `| ${d.target} | ${d.slugs} | ${d.app.rps.toFixed(0)} | ${d.app.p99} | ${d.ceiling.rps.toFixed(0)} | ${d.ceiling.p99} | ${(d.share * 100).toFixed(0)} % | ${d.verdict} |`,
    );
}
console.log('\nUncached (the first request of a URL, one at a time; no budget)');
console.log('| target | route | p50 | p95 | requests | failed |');
console.log('|---|---|---|---|---|---|');
for (const { rows, cold } of results)
  for (const c of cold) console.log(`| ${rows[0]?.target ?? ''} | ${c.name} | ${c.p50} | ${c.p95} | ${c.n} | ${c.failed} |`);
if (results.some(({ cold }) => cold.some((c) => c.failed))) process.exitCode = 1;
for (const [i, { seedSeconds }] of results.entries())
  console.log(`seed time ${results[i].rows[0]?.target ?? ''}: ${seedSeconds.toFixed(1)} s`);
