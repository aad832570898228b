import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, TMP } from './paths';

const BUILT = ['shell', 'mfe-storefront', 'mfe-checkout', 'mfe-account', 'mfe-admin'];

/**
 * A WEB_ROOT serving the same builds without the storefront's server build, as when it cannot be
 * loaded: storefront pages then render in the browser (docs/decisions/056). Made of links, at once.
 */
export function webRootWithoutStorefrontServerBuild(): string {
  // One per Playwright worker running side by side (TEST_PARALLEL_INDEX): each replaces only its own.
  const root = join(TMP, `web-root-client-rendered-${process.env.TEST_PARALLEL_INDEX ?? '0'}`);
  rmSync(root, { recursive: true, force: true });
  for (const name of BUILT) {
    const dist = join(root, name, 'dist');
    mkdirSync(dist, { recursive: true });
    for (const entry of readdirSync(join(ROOT, name, 'dist'))) {
      if (name === 'mfe-storefront' && entry === 'server') continue;
      symlinkSync(join(ROOT, name, 'dist', entry), join(dist, entry));
    }
  }
  return root;
}
