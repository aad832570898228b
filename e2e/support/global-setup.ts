import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApp } from './app';
import { CHROMIUM_PATH } from './chromium';
import { ROOT } from './paths';
import { clearSeededData, SEEDED_DATA_DIR } from './seeded-data';

/** The seed's last line: its images are all written (or given up, and drawn on request). */
const IMAGES_DONE = /Wrote \d+ template images|Could not write all template images/;
const SEED_DEADLINE_MS = 180_000;

// Fail loudly rather than pass silently when the browser or the builds are missing.
export default async function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. The browser tests drive Debian's Chromium: ` +
        'install it with `apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH).',
    );
  }
  const builds = [
    'backend/dist/main.js',
    'shell/dist/index.html',
    ...['storefront', 'checkout', 'account', 'admin'].map((r) => `mfe-${r}/dist/mf-manifest.json`),
  ];
  const missing = builds.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length) throw new Error(`The browser tests need the built app; missing: ${missing.join(', ')}. Run \`npm run build\` first.`);
  await makeSeededData();
}

/** One fresh install seeded to the end, stopped, and kept as the copy each suite starts from (support/seeded-data.ts). */
async function makeSeededData() {
  clearSeededData();
  const started = Date.now();
  const app = await startApp();
  try {
    while (!IMAGES_DONE.test(app.output())) {
      if (Date.now() - started > SEED_DEADLINE_MS)
        throw new Error(`The demo seed did not finish its images within ${SEED_DEADLINE_MS / 1000} s:\n${app.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await app.stop();
  }
  renameSync(app.dataDir, SEEDED_DATA_DIR);
  writeFileSync(join(SEEDED_DATA_DIR, 'ready'), '');
  console.log(
    `[e2e] seeded the demo install once in ${((Date.now() - started) / 1000).toFixed(1)} s; each suite's backend starts on a copy`,
  );
}
