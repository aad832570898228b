import { skippedTargetNotes, testTargets } from './test-targets';

/** Prints once per run which database targets the integration tests use and which are skipped. */
export default function globalSetup(): void {
  const run = testTargets().map((t) => t.name);
  const lines = [`Integration test targets: ${run.join(', ')}`, ...skippedTargetNotes().map((n) => `  ${n}`)];
  process.stdout.write(`\n${lines.join('\n')}\n`);
}
