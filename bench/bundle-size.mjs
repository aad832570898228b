// `npm run bench:bundle`: the bytes a shopper's browser really moves for the home page, as Chromium's
// network layer counts them (headers and compressed bodies, what went over the connection), per
// resource type, plus the first-screen JavaScript against the 150 KB budget (docs/decisions/056).
// Runs the production build (NODE_ENV=production) on its own data folder seeded with BENCH_COUNT
// templates (default 1,200, the demo catalog's size) so the page shows real tiles and images.
//
// Options (env): BENCH_COUNT (1200), BENCH_PATH (/), CHROMIUM_PATH (/usr/bin/chromium).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBackend } from './lib/app.mjs';
import { seedTemplates } from './lib/seed.mjs';

const BUDGET_KB = 150;
const COUNT = Number(process.env.BENCH_COUNT ?? 1200);
const PATH = process.env.BENCH_PATH ?? '/';
const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const dataDir = mkdtempSync(join(tmpdir(), 'tm-bundle-'));
const env = { DATA_DIR: dataDir, NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' };
let app;
let browser;
try {
  seedTemplates(env, COUNT);
  app = await startBackend(env);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  /** requestId -> what the network layer told about it */
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
      wire: 0,
      body: 0,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const r = requests.get(requestId);
    if (r) r.body += dataLength; // decoded bytes
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) r.wire = encodedDataLength; // headers + body as transferred
  });

  await page.goto(`${app.url}${PATH}`, { waitUntil: 'networkidle' });
  await page.locator('[data-remote="storefront"]').waitFor();
  await page.waitForLoadState('networkidle');

  const rows = [...requests.values()].filter((r) => !r.url.startsWith('data:')); // the inline favicon moves nothing
  const kb = (n) => (n / 1024).toFixed(1);
  const byType = new Map();
  for (const r of rows) {
    const t = byType.get(r.type) ?? { count: 0, wire: 0, body: 0 };
    t.count += 1;
    t.wire += r.wire;
    t.body += r.body;
    byType.set(r.type, t);
  }
  const scripts = rows.filter((r) => r.type === 'Script').sort((a, b) => a.url.localeCompare(b.url));
  console.log(`Home page (${PATH}) over the wire, production build, ${COUNT.toLocaleString('en-US')} templates, cache disabled:`);
  console.log('  JavaScript files:');
  for (const r of scripts) {
    console.log(
      `  ${kb(r.wire).padStart(8)} KB  (${kb(r.body).padStart(7)} KB decoded, ${r.encoding.padEnd(8)})  ${new URL(r.url).pathname}`,
    );
  }
  console.log('  Per resource type:');
  for (const [type, t] of [...byType.entries()].sort((a, b) => b[1].wire - a[1].wire)) {
    console.log(
      `  ${type.padEnd(11)} ${String(t.count).padStart(3)} requests  ${kb(t.wire).padStart(8)} KB transferred  (${kb(t.body).padStart(8)} KB decoded)`,
    );
  }
  // A URL fetched twice is a hint (preload) the page did not use: the bytes moved twice.
  const counts = new Map();
  for (const r of rows) counts.set(r.url, (counts.get(r.url) ?? 0) + 1);
  for (const [url, n] of counts) if (n > 1) console.log(`  fetched ${n} times (an unused preload?): ${new URL(url).pathname}`);
  const js = scripts.reduce((s, r) => s + r.wire, 0);
  const jsDecoded = scripts.reduce((s, r) => s + r.body, 0);
  const total = rows.reduce((s, r) => s + r.wire, 0);
  const totalDecoded = rows.reduce((s, r) => s + r.body, 0);
  const verdict = js / 1024 <= BUDGET_KB ? 'within budget' : 'OVER BUDGET';
  console.log(
    `First-screen JavaScript: ${kb(js)} KB transferred in ${scripts.length} files (${kb(jsDecoded)} KB decoded); budget ${BUDGET_KB} KB: ${verdict}`,
  );
  console.log(`Total transferred: ${kb(total)} KB in ${rows.length} requests (${kb(totalDecoded)} KB decoded)`);
  process.exitCode = js / 1024 <= BUDGET_KB ? 0 : 1;
} finally {
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
