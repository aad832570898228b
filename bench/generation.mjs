// `npm run bench:generation` (decisions 035, 054): bulk generation's throughput and memory, and the catalog
// API on the grown catalog.
//
// 1. `npm run generate -- --total 100000` into a fresh SQLite and a fresh MySQL database (the
//    command runs the job itself without Redis): templates/s and the process's peak memory.
// 2. A million on MySQL through the app and Bull, with one and then two `npm run worker` processes
//    (a fresh database each): the admin starts the job over HTTP and the bench polls its progress;
//    templates/s from the job's own start and end times, each process's peak memory, and the worker's
//    memory at 10% and at the end (flat: no growth with the work done).
// 3. On the million-template catalog: the listing (a category+subcategory page) under load, and a
//    search for a word nobody searched before (each request a new word: no cache helps), one at a time.
// Budgets: ≥ 3,300 templates/s on MySQL; two workers faster than one; listing p95 ≤ 25 ms; new-word
// search p95 ≤ 100 ms. A benchmark, not a test: it prints figures and budgets and exits 0 unless
// something broke.
//
// Options (env): BENCH_SMALL (100000), BENCH_LARGE (1000000), BENCH_DATABASE_URL
// (mysql://root@127.0.0.1:3306/tm_bench_generation, dropped and created again), BENCH_REDIS_URL
// (redis://127.0.0.1:6379), BENCH_BUFFER_POOL_MB (1024) and BENCH_REDO_LOG_MB (512), as
// docker-compose.yml runs MySQL (restored afterwards), BENCH_SECONDS (15), BENCH_CONNECTIONS (10),
// BENCH_PHASES (small,large,api); BENCH_REUSE=1 with BENCH_PHASES=api measures the catalog API on
// the million the last run left.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBackend, startWorker } from './lib/app.mjs';
import { cookiesOf, request } from './lib/http-client.mjs';
import { load } from './lib/load.mjs';
import { resetMysqlDatabase, setMysqlMemory } from './lib/mysql.mjs';

const SMALL = Number(process.env.BENCH_SMALL ?? 100_000);
const LARGE = Number(process.env.BENCH_LARGE ?? 1_000_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/tm_bench_generation';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUFFER_POOL_MB = Number(process.env.BENCH_BUFFER_POOL_MB ?? 1024);
const REDO_LOG_MB = Number(process.env.BENCH_REDO_LOG_MB ?? 512);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PHASES = (process.env.BENCH_PHASES ?? 'small,large,api').split(',');
const BUDGET_RATE = 3_300;
const BUDGET_LIST_P95 = 25;
const BUDGET_SEARCH_P95 = 100;
const ADMIN_PASSWORD = `Bench-${randomBytes(6).toString('hex')}-Admin1`;

/** Peak (VmHWM) and current (VmRSS) resident memory of a process, in MB; null once it is gone. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { peak: kb('VmHWM') / 1024, rss: kb('VmRSS') / 1024 };
  } catch {
    return null;
  }
}

/** Samples a process's memory every 250 ms; `stop()` gives the last peak. */
function watchMemory(pid) {
  let last = memoryOf(pid);
  const timer = setInterval(() => (last = memoryOf(pid) ?? last), 250);
  return { now: () => memoryOf(pid) ?? last, stop: () => (clearInterval(timer), last) };
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, command), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const memory = watchMemory(child.pid);
    child.once('exit', (code) => {
      const peak = memory.stop();
      if (code !== 0) reject(new Error(`${command} exited with ${code}:\n${output}`));
      else resolve({ output, peakMb: peak?.peak ?? NaN });
    });
  });
}

const rate = (n, seconds) => Math.round(n / Math.max(seconds, 0.001));
const fmt = (n) => Math.round(n).toLocaleString('en-US');

async function small(target) {
  const dataDir = mkdtempSync(join(tmpdir(), `tm-bench-gen-${target}-`));
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    CATALOG_SEED_COUNT: '0',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: '',
  };
  if (target === 'mysql') {
    await resetMysqlDatabase(DATABASE_URL);
    env.DATABASE_URL = DATABASE_URL;
  }
  try {
    const { output, peakMb } = await run('backend/dist/cli/generate.js', ['--total', String(SMALL)], env);
    const done = /completed: ([\d,]+) templates made, ([\d,]+) failed, in ([\d.]+) s/.exec(output);
    if (!done) throw new Error(`unexpected output:\n${output}`);
    const made = Number(done[1].replace(/,/g, ''));
    const seconds = Number(done[3]);
    return { target, made, seconds, rate: rate(made, seconds), peakMb };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signInAdmin(url) {
  const res = await request('POST', `${url}/api/auth/login/manual`, {
    json: { username: 'admin', password: ADMIN_PASSWORD },
    headers: { Origin: url },
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
  return cookiesOf(res);
}

/** BENCH_REUSE=1 with BENCH_PHASES=api: the app on the catalog a previous run left in BENCH_DATABASE_URL. */
async function reuse() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tm-bench-gen-reuse-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL,
    REDIS_URL,
    REDIS_PREFIX: `tm-bench-gen-${randomBytes(4).toString('hex')}:`,
    SEED_DEMO: 'false',
    CATALOG_SEED_COUNT: '0',
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  const app = await startBackend(env);
  return { app: { ...app, dataDir }, cleanup: async () => undefined };
}

/** A million through the app and Bull with `workers` worker processes; leaves the app running when `keep`. */
async function large(workers, keep) {
  await resetMysqlDatabase(DATABASE_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'tm-bench-gen-large-'));
  const prefix = `tm-bench-gen-${randomBytes(4).toString('hex')}:`;
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    SEED_DEMO: 'false',
    CATALOG_SEED_COUNT: '0',
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  // Production mode, as deployed: the admin comes from `npm run create-admin`, not the demo seed.
  await run('backend/dist/cli/create-admin.js', ['--username', 'admin', '--email', 'admin@example.com', '--password', ADMIN_PASSWORD], {
    ...env,
    NODE_ENV: 'production',
    ALLOW_SIMULATED_PAYMENTS: 'true',
  });
  const app = await startBackend(env);
  const pool = [];
  for (let i = 0; i < workers; i++) pool.push(await startWorker(env));
  const webMemory = watchMemory(app.pid);
  const workerMemory = pool.map((w) => watchMemory(w.pid));
  try {
    const cookie = await signInAdmin(app.url);
    const headers = { Cookie: cookie, Origin: app.url };
    const started = await request('POST', `${app.url}/api/admin/batch-generate-templates`, { json: { targetTotal: LARGE }, headers });
    if (started.status !== 202) throw new Error(`start answered ${started.status}: ${started.text}`);
    const { jobId } = JSON.parse(started.text);
    let job;
    let atTenth = null;
    for (;;) {
      await new Promise((r) => setTimeout(r, 1_000));
      job = JSON.parse((await request('GET', `${app.url}/api/admin/batch-generation-progress/${jobId}`, { headers })).text);
      if (!atTenth && job.processedTemplates >= LARGE / 10) atTenth = workerMemory.map((m) => m.now()?.rss ?? NaN);
      process.stdout.write(
        `\r[mysql, ${workers} worker${workers > 1 ? 's' : ''}] ${fmt(job.processedTemplates)} / ${fmt(LARGE)} (${job.status})   `,
      );
      if (job.status !== 'pending' && job.status !== 'running') break;
    }
    process.stdout.write('\n');
    if (job.status !== 'completed') throw new Error(`the job ended ${job.status}: ${JSON.stringify(job.errors)}`);
    const seconds = (Date.parse(job.endTime) - Date.parse(job.startTime)) / 1000;
    const atEnd = workerMemory.map((m) => m.now()?.rss ?? NaN);
    return {
      workers,
      made: job.generatedTemplates,
      seconds,
      rate: rate(job.generatedTemplates, seconds),
      webPeakMb: webMemory.stop()?.peak ?? NaN,
      workerPeaksMb: workerMemory.map((m) => m.stop()?.peak ?? NaN),
      workerRssAtTenthMb: atTenth ?? [],
      workerRssAtEndMb: atEnd,
      app: keep ? { ...app, cookie, dataDir } : undefined,
      cleanup: async () => {
        await Promise.all(pool.map((w) => w.stop()));
        if (!keep) {
          await app.stop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await Promise.all(pool.map((w) => w.stop()));
    await app.stop();
    throw error;
  }
}

/** ms percentiles of requests made one after another, each of a URL not asked for before. */
async function oneAtATime(url, paths) {
  const times = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(url + path);
    await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p) => Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] * 10) / 10;
  return { n: times.length, p50: at(50), p95: at(95) };
}

/** Words of the generated names and tags (what search covers, decision 035), in the order met. */
async function catalogWords(url, count) {
  const words = new Set();
  for (let page = 1; words.size < count && page < 400; page += 7) {
    const body = await (await fetch(`${url}/api/templates/paginated?page=${page}&limit=100`)).json();
    for (const t of body.templates)
      for (const w of [t.name, ...(t.tags ?? [])]
        .join(' ')
        .toLowerCase()
        .split(/[^a-z]+/))
        if (w.length >= 4) words.add(w);
  }
  return [...words];
}

/** Searches nobody made before (each word, pair or word-and-category once): nothing cached helps. */
function newSearches(url, queries) {
  return oneAtATime(
    url,
    queries.map((query) => `/api/templates/paginated?page=1&limit=20&${query}`),
  );
}

const lines = [];
const say = (line) => {
  console.log(line);
  lines.push(line);
};

const before = await setMysqlMemory(DATABASE_URL, { bufferPoolMb: BUFFER_POOL_MB, redoLogMb: REDO_LOG_MB });
try {
  if (PHASES.includes('small')) {
    for (const target of ['sqlite', 'mysql']) {
      console.log(`\n[${target}] npm run generate -- --total ${fmt(SMALL)} ...`);
      const r = await small(target);
      const budget = target === 'mysql' ? ` (budget ≥ ${fmt(BUDGET_RATE)}/s: ${r.rate >= BUDGET_RATE ? 'ok' : 'UNDER'})` : '';
      say(`[${target}] ${fmt(r.made)} templates in ${r.seconds.toFixed(1)} s: ${fmt(r.rate)}/s${budget}; peak memory ${fmt(r.peakMb)} MB`);
    }
  }
  let kept;
  if (PHASES.includes('large')) {
    const one = await large(1, false);
    await one.cleanup();
    say(
      `[mysql, 1 worker]  ${fmt(one.made)} templates in ${one.seconds.toFixed(1)} s: ${fmt(one.rate)}/s (budget ≥ ${fmt(BUDGET_RATE)}/s: ${one.rate >= BUDGET_RATE ? 'ok' : 'UNDER'}); peak memory web ${fmt(one.webPeakMb)} MB, worker ${one.workerPeaksMb.map(fmt).join(', ')} MB; worker RSS at 10% ${one.workerRssAtTenthMb.map(fmt).join(', ')} MB, at the end ${one.workerRssAtEndMb.map(fmt).join(', ')} MB`,
    );
    const two = await large(2, PHASES.includes('api'));
    say(
      `[mysql, 2 workers] ${fmt(two.made)} templates in ${two.seconds.toFixed(1)} s: ${fmt(two.rate)}/s (${two.rate > one.rate ? 'faster than one: ok' : 'NOT faster than one'}, ×${(two.rate / one.rate).toFixed(2)}); peak memory web ${fmt(two.webPeakMb)} MB, workers ${two.workerPeaksMb.map(fmt).join(', ')} MB; worker RSS at 10% ${two.workerRssAtTenthMb.map(fmt).join(', ')} MB, at the end ${two.workerRssAtEndMb.map(fmt).join(', ')} MB`,
    );
    kept = two;
  }
  if (PHASES.includes('api') && !kept && process.env.BENCH_REUSE === '1') kept = await reuse();
  if (PHASES.includes('api') && kept?.app) {
    const { url } = kept.app;
    const listing = '/api/templates/paginated?page=10&limit=20&category=wordpress&subcategory=business';
    await load({ url, path: listing, connections: CONNECTIONS, seconds: 2 });
    const list = await load({ url, path: listing, connections: CONNECTIONS, seconds: SECONDS });
    say(
      `[api after ${fmt(LARGE)}] listing (category+subcategory, page 10): p50 ${list.p50} ms, p95 ${list.p95} ms, ${fmt(list.rps)} req/s (budget p95 ≤ ${BUDGET_LIST_P95} ms: ${list.p95 <= BUDGET_LIST_P95 && !list.non2xx ? 'ok' : 'OVER'})`,
    );
    const cold = await oneAtATime(
      url,
      Array.from(
        { length: 40 },
        (_, i) => `/api/templates/paginated?page=${11 + (((i + 1) * 7907) % 1_200)}&limit=20&category=wordpress&subcategory=business`,
      ),
    );
    say(
      `[api after ${fmt(LARGE)}] listing, pages nobody asked for (40, one at a time): p50 ${cold.p50} ms, p95 ${cold.p95} ms (for information: the load above is what caches answer)`,
    );
    const words = await catalogWords(url, 60);
    const q = (word) => `search=${encodeURIComponent(word)}`;
    const search = await newSearches(url, words.slice(0, 60).map(q));
    say(
      `[api after ${fmt(LARGE)}] search for a new word (${search.n} words, one at a time): p50 ${search.p50} ms, p95 ${search.p95} ms (budget p95 ≤ ${BUDGET_SEARCH_P95} ms: ${search.p95 <= BUDGET_SEARCH_P95 ? 'ok' : 'OVER'})`,
    );
    // Pairs and word-and-category searches are new cache keys even where their words were searched alone.
    const at = (i) => words[i % words.length];
    const pairs = await newSearches(
      url,
      Array.from({ length: 30 }, (_, i) => q(`${at(2 * i)} ${at(2 * i + 31)}`)),
    );
    say(
      `[api after ${fmt(LARGE)}] search for two new words (${pairs.n} pairs, one at a time): p50 ${pairs.p50} ms, p95 ${pairs.p95} ms (for information)`,
    );
    const categories = ['wordpress', 'html', 'ecommerce', 'marketing', 'cms', 'plugins'];
    const within = await newSearches(
      url,
      Array.from({ length: 30 }, (_, i) => `${q(at(i))}&category=${categories[(i + 1) % categories.length]}`),
    );
    say(
      `[api after ${fmt(LARGE)}] search for a new word in a category (${within.n}, one at a time): p50 ${within.p50} ms, p95 ${within.p95} ms (for information)`,
    );
  }
  if (kept) {
    await kept.cleanup();
    if (kept.app) {
      await kept.app.stop();
      rmSync(kept.app.dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await setMysqlMemory(DATABASE_URL, before);
}
console.log(`\nSummary\n${lines.join('\n')}`);
