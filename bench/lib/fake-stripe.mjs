// The tests' local stand-in for Stripe (backend/src/testing/fake-stripe.ts), compiled for a benchmark:
// benchmarks are plain JavaScript and must not reach the network.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './app.mjs';

const require = createRequire(join(ROOT, 'package.json'));

/** startFakeStripe(options) of fake-stripe.ts: its `stripe` import resolves from the repository's node_modules. */
export async function startFakeStripe(options) {
  const { transformFileSync } = require('@swc/core');
  const { code } = transformFileSync(join(ROOT, 'backend/src/testing/fake-stripe.ts'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const dir = join(ROOT, 'node_modules', '.cache', 'tm-bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'fake-stripe.cjs');
  writeFileSync(file, code);
  return require(file).startFakeStripe(options);
}
