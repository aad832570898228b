// `npm run bench:bundle`: the JavaScript a shopper's browser downloads for the home page's first
// screen (shell + storefront + shared chunks), gzipped, against the 200 KB budget (issue 3 §6).
// Measured in Debian's Chromium against the built app, so lazy chunks the page really loads count.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, startBackend } from './lib/app.mjs';

const BUDGET_KB = 200;
const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const dataDir = mkdtempSync(join(tmpdir(), 'tm-bundle-'));
const app = await startBackend({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === app.url && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
  await page.locator('[data-remote="storefront"]').waitFor();

  const rows = [...scripts].sort().map((pathname) => {
    const file = pathname.startsWith('/mfe/')
      ? join(ROOT, `mfe-${pathname.split('/')[2]}`, 'dist', pathname.split('/').slice(3).join('/'))
      : join(ROOT, 'shell', 'dist', pathname.slice(1));
    if (!existsSync(file)) throw new Error(`no file on disk for ${pathname} (looked at ${file})`);
    const raw = readFileSync(file);
    return { pathname, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  const kb = (n) => (n / 1024).toFixed(1);
  console.log('Home page first-screen JavaScript (gzip -9):');
  for (const row of rows) console.log(`  ${kb(row.gzip).padStart(7)} KB  (${kb(row.raw).padStart(7)} KB raw)  ${row.pathname}`);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const verdict = total / 1024 <= BUDGET_KB ? 'within budget' : 'OVER BUDGET';
  console.log(`Total: ${kb(total)} KB gzipped in ${rows.length} files; budget ${BUDGET_KB} KB: ${verdict}`);
  process.exitCode = total / 1024 <= BUDGET_KB ? 0 : 1;
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
