// The tests' helpers of backend/src/testing (TypeScript), compiled for a benchmark: benchmarks are plain
// JavaScript, so a helper is turned into CommonJS with @swc/core (types stripped, ES-module interop for
// default imports of CommonJS packages such as s3rver) and required from node_modules/.cache/tm-bench,
// where its package imports (stripe, s3rver, @tm/contracts/... as built in dist) resolve from the
// repository's node_modules. Only a helper whose imports are packages (or type-only) can be loaded
// this way: a relative import would point into the cache folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, normalize } from 'node:path';
import { ROOT } from './app.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const TESTING = join(ROOT, 'backend', 'src', 'testing');
const CACHE = join(ROOT, 'node_modules', '.cache', 'tm-bench');
const loaded = new Map();

/**
 * The exports of backend/src/testing/<relativePath> (e.g. 's3-server.ts'), compiled once per process.
 * @param {string} relativePath
 */
export function loadTestingModule(relativePath) {
  const source = normalize(join(TESTING, relativePath));
  if (!source.startsWith(TESTING + '/')) throw new Error(`${relativePath} is not under backend/src/testing`);
  if (loaded.has(source)) return loaded.get(source);
  const { transformFileSync } = require('@swc/core');
  const { code } = transformFileSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    // Default imports of CommonJS packages go through swc's interop helper (inlined, no @swc/helpers).
    module: { type: 'commonjs', noInterop: false },
    sourceMaps: false,
  });
  const relativeRequire = /require\("\.\.?\//.exec(code);
  if (relativeRequire) throw new Error(`${relativePath} imports a relative module at run time; it cannot be loaded from the cache`);
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, basename(source).replace(/\.ts$/, '.cjs'));
  writeFileSync(file, code);
  const exports = require(file);
  loaded.set(source, exports);
  return exports;
}
