import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './chromium';
import { ROOT } from './paths';

// Fail loudly rather than pass silently when the browser or the builds are missing.
export default function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. The browser tests drive Debian's Chromium: ` +
        'install it with `apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH).',
    );
  }
  const builds = ['backend/dist/main.js', 'shell/dist/index.html', ...['storefront', 'checkout', 'account', 'admin'].map((r) => `mfe-${r}/dist/mf-manifest.json`)];
  const missing = builds.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length) throw new Error(`The browser tests need the built app; missing: ${missing.join(', ')}. Run \`npm run build\` first.`);
}
