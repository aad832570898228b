// Adds generated templates to the database an environment points at, with the built seed command.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './app.mjs';

/** Runs backend/dist/cli/seed.js --count N (images included unless `images` is false); returns seconds. */
export function seedTemplates(env, count, { images = true } = {}) {
  const started = Date.now();
  const args = [join(ROOT, 'backend/dist/cli/seed.js'), '--count', String(count), ...(images ? [] : ['--no-images'])];
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    // The seed command also adds the demo accounts, which it refuses to do under NODE_ENV=production; a
    // benchmark's throwaway data folder is then served by a production server all the same.
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`seeding ${count} templates failed with status ${result.status}`);
  return (Date.now() - started) / 1000;
}
