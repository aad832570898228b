// `npm run bench:pages`: server-rendered storefront pages (docs/decisions/056). Seeds 10,000 templates
// into a fresh MySQL database (or a SQLite file), starts the production server, and loads its HTML with
// 10 concurrent visitors: pages the answer cache holds (home, categories, browse, a template, a static
// page), and pages rendered afresh (template pages and searches nobody asked for yet). Prints p50/p95/
// p99 against the budgets (p95 ≤ 30 ms from cache, ≤ 150 ms rendered) and exits 0 unless something broke.
//
// Options (env): BENCH_COUNT (10000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10),
// BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/tm_bench_pages; "skip" for SQLite).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from './lib/app.mjs';
import { load } from './lib/load.mjs';
import { resetMysqlDatabase } from './lib/mysql.mjs';
import { seedTemplates } from './lib/seed.mjs';

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MYSQL_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_pages';
const BUDGET_CACHED_P95 = 30;
const BUDGET_RENDERED_P95 = 150;
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
  'wedding',
  'music',
  'consulting',
  'finance',
  'news',
  'magazine',
  'security',
  'newsletter',
  'landing',
  'bakery',
  'yoga',
  'hotel',
];

const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

async function slugsOf(url, count) {
  const slugs = [];
  for (let page = 1; slugs.length < count; page += 1) {
    const body = await (await fetch(`${url}/api/templates/paginated?page=${page}&limit=100`)).json();
    if (body.templates.length === 0) break;
    slugs.push(...body.templates.map((t) => t.slug));
  }
  return slugs.slice(0, count);
}

async function mustRender(url, path) {
  const res = await fetch(url + path);
  const html = await res.text();
  if (res.status !== 200 || !html.includes('id="tm-rendered-page"'))
    throw new Error(`${path} was not rendered on the server (${res.status})`);
}

function report(name, result, budget) {
  const verdict = result.errors || result.non2xx ? 'ERRORS' : result.p95 <= budget ? 'ok' : 'OVER';
  console.log(
    `${name.padEnd(44)} ${String(result.requests).padStart(6)} pages  ${result.rps.toFixed(0).padStart(5)}/s  p50 ${String(result.p50).padStart(4)} ms  p95 ${String(result.p95).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms  (budget p95 ≤ ${budget} ms: ${verdict})`,
  );
  return verdict;
}

const dataDir = mkdtempSync(join(tmpdir(), 'tm-bench-pages-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  CATALOG_SEED_COUNT: '0',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  REDIS_URL: '',
};
if (MYSQL_URL !== 'skip') {
  await resetMysqlDatabase(MYSQL_URL);
  env.DATABASE_URL = MYSQL_URL;
}
console.log(
  `bench:pages: ${COUNT.toLocaleString('en-US')} templates on ${MYSQL_URL === 'skip' ? 'SQLite' : 'MySQL'}, ${CONNECTIONS} visitors at once, ${SECONDS} s per run`,
);
const seconds = seedTemplates(env, COUNT, { images: false });
console.log(`seeded in ${seconds.toFixed(0)} s`);
const app = await startBackend(env);
const verdicts = [];
try {
  const slugs = await slugsOf(app.url, COUNT);
  const cachedPaths = [
    '/',
    '/wordpress-templates',
    '/ecommerce-templates',
    '/browse',
    `/template/${slugs[0]}`,
    '/about',
    '/html-templates/landing-pages',
  ];
  for (const path of cachedPaths) await mustRender(app.url, path);

  await load({ url: app.url, paths: cachedPaths, connections: CONNECTIONS, seconds: 2, headers: HEADERS }); // warm-up
  verdicts.push(
    report(
      'from the answer cache (7 pages, in turn)',
      await load({ url: app.url, paths: cachedPaths, connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS }),
      BUDGET_CACHED_P95,
    ),
  );

  // Each URL once: none is in the answer cache, few of their catalog answers are.
  const fresh = slugs.slice(1).map((slug) => `/template/${slug}`);
  await load({ url: app.url, paths: fresh.slice(0, 200), connections: CONNECTIONS, seconds: 2, headers: HEADERS }); // warm-up (the code, not the URLs)
  verdicts.push(
    report(
      'template pages rendered afresh',
      await load({ url: app.url, paths: fresh.slice(200), connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS }),
      BUDGET_RENDERED_P95,
    ),
  );

  const searches = [];
  for (const a of SEARCH_WORDS) for (const b of SEARCH_WORDS) if (a !== b) searches.push(`/browse?search=${a}+${b}`);
  verdicts.push(
    report(
      'search results rendered afresh (two words)',
      await load({ url: app.url, paths: searches, connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS }),
      BUDGET_RENDERED_P95,
    ),
  );
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (verdicts.includes('ERRORS')) process.exitCode = 1;
