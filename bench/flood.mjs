// `npm run bench:flood`: what one client flooding a public route costs everyone else (decision 064).
// Seeds 10,000 templates, starts the production server with the default per-address work budget
// (CLIENT_WORK_MS_PER_SECOND, CLIENT_WORK_BURST_MS), and measures another client's cached page (the
// home page, one connection) alone and then while one address floods with 4 connections:
//   - pages under ignored parameters (/browse?rt=<random>), which used to be rendered afresh each time;
//   - searched pages nobody asked for yet (a render and a search each);
//   - the search API with 200-character typo-heavy queries;
//   - password resets with a bogus token and a 128-character password;
//   - the cached home page itself (the floor: what any flood of cheap answers costs).
// Budget: the other client's p50 no more than 2× its p50 alone. Prints each flood's answers by status.
//
// Options (env): BENCH_COUNT (10000), BENCH_SECONDS (8), BENCH_FLOOD_CONNECTIONS (4), BENCH_FLOODS (a word
// of the floods' names to run only those, e.g. "search"),
// BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/tm_bench_flood; "skip" for SQLite).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBackend } from './lib/app.mjs';
import { resetMysqlDatabase } from './lib/mysql.mjs';
import { percentile } from './lib/percentile.mjs';
import { seedTemplates } from './lib/seed.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const autocannon = require('autocannon');

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 4);
const MYSQL_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_flood';
const BUDGET_RATIO = 2;
const VICTIM = '198.51.100.7';
const PAGE_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

const letters = 'abcdefghijklmnopqrstuvwxyz';
const randomWord = (length) => Array.from({ length }, () => letters[Math.floor(Math.random() * 26)]).join('');
/** A 200-character search of made-up words of 5 to 9 letters: every one a typo to correct. */
const typoSearch = () => {
  let text = '';
  while (text.length < 190) text += `${randomWord(5 + Math.floor(Math.random() * 5))} `;
  return text.slice(0, 200).trim();
};

const ALL_FLOODS = [
  {
    name: 'pages under an ignored parameter',
    request: () => ({ method: 'GET', path: `/browse?rt=${randomWord(12)}`, headers: PAGE_HEADERS }),
  },
  {
    name: 'searched pages nobody asked for',
    request: () => ({ method: 'GET', path: `/browse?search=${randomWord(6)}+${randomWord(7)}`, headers: PAGE_HEADERS }),
  },
  {
    name: 'search API, 200-character typo searches',
    request: () => ({ method: 'GET', path: `/api/templates/paginated?search=${encodeURIComponent(typoSearch())}` }),
  },
  {
    name: 'password resets, 128-character passwords',
    request: (url) => ({
      method: 'POST',
      path: '/api/auth/reset-password',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ token: randomWord(40), password: `P@$$w0rd1!${'P@$$w0rd1!'.repeat(12)}`.slice(0, 128) }),
    }),
  },
  { name: 'the cached home page itself', request: () => ({ method: 'GET', path: '/', headers: PAGE_HEADERS }) },
];

const FLOODS = ALL_FLOODS.filter((flood) => !process.env.BENCH_FLOODS || flood.name.includes(process.env.BENCH_FLOODS));

/** Runs autocannon; resolves with the latencies (sorted) and the count of answers per status. */
function run({ url, connections, seconds, request, address }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (base) => {
              const next = request(url);
              return { ...base, ...next, headers: { ...base.headers, ...(next.headers ?? {}), 'x-forwarded-for': address } };
            },
          },
        ],
      },
      (error) => (error ? reject(error) : resolve({ latencies: latencies.sort((a, b) => a - b), statuses })),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

const victimRun = (url, seconds) =>
  run({ url, connections: 1, seconds, request: () => ({ method: 'GET', path: '/', headers: PAGE_HEADERS }), address: VICTIM });

const dataDir = mkdtempSync(join(tmpdir(), 'tm-bench-flood-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  CATALOG_SEED_COUNT: '0',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  REDIS_URL: '',
  TRUST_PROXY: 'loopback',
};
// The limits as a deployment has them (unless set here), not bench/lib/app.mjs's "off".
// (undefined: the server's default; a child's environment leaves undefined values out).
const LIMITS = ['CLIENT_REQUESTS_PER_SECOND', 'CLIENT_REQUEST_BURST', 'CLIENT_WORK_MS_PER_SECOND', 'CLIENT_WORK_BURST_MS'];
for (const key of LIMITS) env[key] = process.env[key];
if (MYSQL_URL !== 'skip') {
  await resetMysqlDatabase(MYSQL_URL);
  env.DATABASE_URL = MYSQL_URL;
}
console.log(
  `bench:flood: ${COUNT.toLocaleString('en-US')} templates on ${MYSQL_URL === 'skip' ? 'SQLite' : 'MySQL'}, per-address limits ${LIMITS.map((key) => `${key}=${env[key] ?? 'default'}`).join(' ')}; ` +
    `another client's cached home page (1 connection) against a flood from one address (a new one each time) (${FLOOD_CONNECTIONS} connections), ${SECONDS} s each`,
);
const seconds = seedTemplates(env, COUNT, { images: false });
console.log(`seeded in ${seconds.toFixed(0)} s`);
const app = await startBackend(env);
let failed = false;
try {
  await victimRun(app.url, 2); // warm-up: the home page is rendered once, then replayed
  const alone = await victimRun(app.url, SECONDS);
  const aloneP50 = percentile(alone.latencies, 50);
  console.log(`${'alone'.padEnd(44)} p50 ${aloneP50} ms  p95 ${percentile(alone.latencies, 95)} ms  (${alone.latencies.length} pages)`);
  for (const [i, flood] of FLOODS.entries()) {
    const [victim, flooder] = await Promise.all([
      victimRun(app.url, SECONDS),
      run({ url: app.url, connections: FLOOD_CONNECTIONS, seconds: SECONDS, request: flood.request, address: `203.0.113.${i + 1}` }),
    ]);
    const p50 = percentile(victim.latencies, 50);
    const ratio = p50 / aloneP50;
    const verdict = ratio <= BUDGET_RATIO ? 'ok' : 'OVER';
    if (ratio > BUDGET_RATIO) failed = true;
    const answers = Object.entries(flooder.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    console.log(
      `${flood.name.padEnd(44)} p50 ${p50} ms (×${ratio.toFixed(1)}, budget ×${BUDGET_RATIO}: ${verdict})  p95 ${percentile(victim.latencies, 95)} ms  | flood answers: ${answers}`,
    );
    await new Promise((r) => setTimeout(r, 1000)); // the next flood starts from a quiet server
  }
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) console.log('One flood or more slowed the other client past the budget.');
