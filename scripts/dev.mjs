// `npm run dev`: the backend rebuilt and restarted on change, and every front end on its own rspack
// dev server. The backend's /remotes.json points at the dev servers (the same MFE_*_URL variables an
// independent deployment uses), so the shell at http://localhost:3100 composes live remotes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './build-targets.mjs';

ensureBuilt(['backend']);

const DEV_PORTS = { storefront: 3101, checkout: 3102, account: 3103, admin: 3104 };
const remoteEnv = Object.fromEntries(
  Object.entries(DEV_PORTS).map(([name, port]) => [`MFE_${name.toUpperCase()}_URL`, `http://localhost:${port}/mf-manifest.json`]),
);

const children = [];
function run(label, command, args, env = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  children.push(child);
}

run('contracts', 'npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'packages/contracts/tsconfig.build.json']);
run('backend:tsc', 'npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'backend/tsconfig.build.json']);
run('backend', process.execPath, ['--watch', join(ROOT, 'backend/dist/main.js')], remoteEnv);
for (const ws of ['shell', 'mfe-storefront', 'mfe-checkout', 'mfe-account', 'mfe-admin']) run(ws, 'npm', ['run', 'dev', '-w', ws]);

console.log('Dev servers starting: open http://localhost:3100 (API on http://localhost:3000).');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
