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
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`seeding ${count} templates failed with status ${result.status}`);
  return (Date.now() - started) / 1000;
}
