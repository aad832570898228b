// Usage: node scripts/ensure-built.mjs backend [shell ...] — builds only what is missing or stale.
import { ensureBuilt, TARGETS } from './build-targets.mjs';

const names = process.argv.slice(2);
const unknown = names.filter((n) => !(n in TARGETS));
if (unknown.length) {
  console.error(`Unknown build target(s): ${unknown.join(', ')}. Known: ${Object.keys(TARGETS).join(', ')}`);
  process.exit(2);
}
ensureBuilt(names.length ? names : Object.keys(TARGETS));
