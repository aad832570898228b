// `npm run bench:admin-table`: how long the back office's Templates tab takes to be usable. Seeds
// BENCH_COUNT templates (10,000) into a fresh SQLite data folder (the seed command adds the demo admin),
// starts the production server, signs in as that admin and opens /admin in Debian's Chromium, timing
// from navigation start until the templates table shows its first row's text (and, for information, until
// all 100 rows of the page are drawn). Each figure is the median
// of BENCH_RUNS loads: cold (a new browser context each time: empty HTTP cache, no compiled code) and warm
// (the same context loading the page again). Budget: both medians under 1 s on this machine.
// It also prints one cold load's request waterfall (when each script and data call started and ended,
// relative to navigation start) and the page's long tasks, which is where the time goes.
// A benchmark, not a test: it prints figures and the budget and exits 0 unless something broke.
//
// Options (env): BENCH_COUNT (10000), BENCH_RUNS (5), CHROMIUM_PATH (/usr/bin/chromium),
// BENCH_DATA_DIR (a data folder to use and keep: seeded on first use, reused afterwards),
// BENCH_URL (measure a server already running there, with the demo admin, instead of starting one).
/* global window, document, PerformanceObserver, requestAnimationFrame -- watchTable and the evaluate callbacks run in the page */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBackend } from './lib/app.mjs';
import { seedTemplates } from './lib/seed.mjs';

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET_MS = 1000;
const ADMIN = { username: 'admin', password: 'Admin12345' };
/** A page of the templates table (docs/product/back-office.md §9). */
const PAGE_ROWS = 100;
const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

/**
 * Runs in the page before any of its scripts: records when the first table row has text and a box and
 * when all `pageRows` rows are there (checked every frame, so to within one frame), and the long tasks
 * on the main thread.
 */
function watchTable(pageRows) {
  const longTasks = [];
  window.__bench = { longTasks };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing in this browser
  }
  const check = () => {
    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    if (
      window.__bench.rowsShownAt === undefined &&
      rows.length > 0 &&
      rows[0].textContent.trim() &&
      rows[0].getBoundingClientRect().height > 0
    ) {
      window.__bench.rowsShownAt = performance.now();
      window.__bench.rowsInDom = rows.length;
    }
    if (rows.length >= pageRows) {
      window.__bench.allRowsAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Opens /admin on `page` and resolves with the timings the page recorded. */
async function loadOnce(page, url) {
  await page.goto(`${url}/admin`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench?.allRowsAt !== undefined, null, { timeout: 60_000, polling: 50 });
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      shownAt: window.__bench.rowsShownAt,
      allRowsAt: window.__bench.allRowsAt,
      rowsInDom: window.__bench.rowsInDom,
      html: nav ? nav.responseEnd : 0,
      longTasks: window.__bench.longTasks.filter((t) => t.start < window.__bench.rowsShownAt),
      resources: performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime < window.__bench.rowsShownAt)
        .map((r) => ({
          name: r.name,
          type: r.initiatorType,
          start: r.startTime,
          end: r.responseEnd,
          bytes: r.transferSize,
          decoded: r.decodedBodySize,
        })),
    };
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (n) => `${Math.round(n)} ms`;

function printWaterfall(result, origin) {
  console.log(`\nWaterfall of one cold load (ms after navigation start; HTML done at ${Math.round(result.html)}):`);
  const rows = result.resources.filter((r) => r.type !== 'img' && !r.name.startsWith('data:')).sort((a, b) => a.start - b.start);
  for (const r of rows) {
    const path = r.name.startsWith(origin) ? r.name.slice(origin.length) : r.name;
    const kb = r.bytes ? `${(r.bytes / 1024).toFixed(1)} KB` : 'cache';
    console.log(
      `  ${String(Math.round(r.start)).padStart(5)} → ${String(Math.round(r.end)).padStart(5)}  ${r.type.padEnd(14)} ${kb.padStart(9)}  ${path.length > 100 ? `${path.slice(0, 97)}...` : path}`,
    );
  }
  const busy = result.longTasks.reduce((s, t) => s + t.duration, 0);
  console.log(
    `  first row shown at ${ms(result.shownAt)} (${result.rowsInDom} rows drawn then, all ${PAGE_ROWS} at ${ms(result.allRowsAt)}); long tasks before the first row: ${result.longTasks.length}, ${ms(busy)} in all`,
  );
  for (const t of result.longTasks)
    console.log(
      `    long task ${String(Math.round(t.start)).padStart(5)} → ${String(Math.round(t.start + t.duration)).padStart(5)} (${ms(t.duration)})`,
    );
}

let dataDir = process.env.BENCH_DATA_DIR;
const keepData = Boolean(dataDir);
let app;
let browser;
try {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH`);
  if (process.env.BENCH_URL) {
    app = { url: process.env.BENCH_URL.replace(/\/$/, '') };
  } else {
    dataDir ??= mkdtempSync(join(tmpdir(), 'tm-bench-admin-table-'));
    mkdirSync(dataDir, { recursive: true });
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      CATALOG_SEED_COUNT: '0',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: '',
    };
    if (readdirSync(dataDir).length === 0) {
      // The seed command adds the demo accounts (the admin signs in with one); the production server adds none.
      console.log(`[admin-table] seeding ${COUNT.toLocaleString('en-US')} templates into SQLite...`);
      console.log(`[admin-table] seeded in ${seedTemplates(env, COUNT, { images: false }).toFixed(0)} s`);
    } else {
      console.log(`[admin-table] reusing the data folder ${dataDir}`);
    }
    app = await startBackend(env);
  }

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const viewport = { width: 1280, height: 900 };
  // One sign-in; each cold context starts with its session cookie and nothing else.
  const login = await browser.newContext({ viewport });
  const signIn = await login.request.post(`${app.url}/api/auth/login/manual`, { data: ADMIN, headers: { Origin: app.url } });
  if (!signIn.ok()) throw new Error(`admin sign-in answered ${signIn.status()}: ${await signIn.text()}`);
  const storageState = await login.storageState();
  await login.close();

  // One load first, not counted: the server's own first answers (the page, the catalog stats) are made once.
  {
    const context = await browser.newContext({ viewport, storageState });
    const page = await context.newPage();
    await page.addInitScript(watchTable, PAGE_ROWS);
    await loadOnce(page, app.url);
    await context.close();
  }

  const cold = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport, storageState });
    const page = await context.newPage();
    await page.addInitScript(watchTable, PAGE_ROWS);
    const result = await loadOnce(page, app.url);
    cold.push(result);
    await context.close();
  }
  const waterfall = [...cold].sort((a, b) => a.shownAt - b.shownAt)[Math.floor(cold.length / 2)];

  const warm = [];
  {
    const context = await browser.newContext({ viewport, storageState });
    const page = await context.newPage();
    await page.addInitScript(watchTable, PAGE_ROWS);
    await loadOnce(page, app.url); // fills the cache
    for (let i = 0; i < RUNS; i++) warm.push(await loadOnce(page, app.url));
    await context.close();
  }

  printWaterfall(waterfall, app.url);
  console.log(
    `\nTemplates tab on ${COUNT.toLocaleString('en-US')} templates, ${RUNS} loads each, ${viewport.width}x${viewport.height}, first row shown (all ${PAGE_ROWS} rows drawn):`,
  );
  for (const [name, results] of [
    ['cold (empty cache)', cold],
    ['warm (cached scripts)', warm],
  ]) {
    const times = results.map((r) => r.shownAt);
    const m = median(times);
    const all = median(results.map((r) => r.allRowsAt));
    const verdict = m < BUDGET_MS ? 'ok' : 'OVER';
    console.log(
      `  ${name.padEnd(22)} median ${ms(m).padStart(7)}  min ${ms(Math.min(...times)).padStart(7)}  max ${ms(Math.max(...times)).padStart(7)}  (all rows: median ${ms(all)})  budget < ${BUDGET_MS} ms: ${verdict}`,
    );
  }
} finally {
  await browser?.close();
  await app?.stop?.();
  if (dataDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
}
