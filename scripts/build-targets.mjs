// What `npm start` and friends build when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** Each target: the workspace to build, the sources it depends on, and the file that proves it is built. */
export const TARGETS = {
  contracts: { workspace: '@tm/contracts', sources: ['packages/contracts/src'], output: 'packages/contracts/dist/auth.js' },
  catalogGenerator: {
    workspace: '@tm/catalog-generator',
    sources: ['packages/catalog-generator/src', 'packages/contracts/src'],
    output: 'packages/catalog-generator/dist/index.js',
    needs: ['contracts'],
  },
  backend: {
    workspace: 'backend',
    sources: ['backend/src', 'packages/contracts/src', 'packages/catalog-generator/src'],
    output: 'backend/dist/main.js',
    needs: ['contracts', 'catalogGenerator'],
  },
  shell: { workspace: 'shell', sources: ['shell/src', 'packages/platform/src', 'packages/contracts/src'], output: 'shell/dist/index.html' },
  storefront: {
    workspace: 'mfe-storefront',
    sources: ['mfe-storefront/src', 'packages/platform/src', 'packages/contracts/src'],
    output: 'mfe-storefront/dist/mf-manifest.json',
  },
  checkout: {
    workspace: 'mfe-checkout',
    sources: ['mfe-checkout/src', 'packages/platform/src', 'packages/contracts/src'],
    output: 'mfe-checkout/dist/mf-manifest.json',
  },
  account: {
    workspace: 'mfe-account',
    sources: ['mfe-account/src', 'packages/platform/src', 'packages/contracts/src'],
    output: 'mfe-account/dist/mf-manifest.json',
  },
  admin: {
    workspace: 'mfe-admin',
    sources: ['mfe-admin/src', 'packages/platform/src', 'packages/contracts/src'],
    output: 'mfe-admin/dist/mf-manifest.json',
  },
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isStale(name) {
  const target = TARGETS[name];
  const output = join(ROOT, target.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return target.sources.some((dir) => newestMtime(join(ROOT, dir)) > built);
}

/** Builds the named targets (and what they need) that are missing or stale. */
export function ensureBuilt(names) {
  const order = [];
  const visit = (name) => {
    if (order.includes(name)) return;
    for (const dep of TARGETS[name].needs ?? []) visit(dep);
    order.push(name);
  };
  names.forEach(visit);
  for (const name of order) {
    if (!isStale(name)) continue;
    console.log(`[build] ${name} is missing or older than its sources: building ${TARGETS[name].workspace}`);
    const result = spawnSync('npm', ['run', 'build', '-w', TARGETS[name].workspace], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`[build] building ${TARGETS[name].workspace} failed`);
      process.exit(result.status ?? 1);
    }
  }
}
