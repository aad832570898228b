/**
 * Where integration tests run: SQLite always; MySQL (plus the Redis session store) when
 * TEST_DATABASE_URL (and TEST_REDIS_URL) are set, as CI does.
 */
export interface TestTarget {
  /** Shown in test names, e.g. "sqlite" or "mysql+redis". */
  name: string;
  database: 'sqlite' | 'mysql';
  mysqlUrl?: string;
  redisUrl?: string;
}

export function testTargets(env: NodeJS.ProcessEnv = process.env): TestTarget[] {
  const targets: TestTarget[] = [{ name: 'sqlite', database: 'sqlite' }];
  const mysqlUrl = env.TEST_DATABASE_URL?.trim();
  const redisUrl = env.TEST_REDIS_URL?.trim() || undefined;
  if (mysqlUrl) targets.push({ name: redisUrl ? 'mysql+redis' : 'mysql', database: 'mysql', mysqlUrl, redisUrl });
  return targets;
}

/** Why a target is not run, for the summary printed once per jest run. */
export function skippedTargetNotes(env: NodeJS.ProcessEnv = process.env): string[] {
  const notes: string[] = [];
  if (!env.TEST_DATABASE_URL?.trim()) {
    notes.push('mysql: skipped (TEST_DATABASE_URL is not set)');
    notes.push(
      'fault injection (locked table, paused Redis, database gone) and the cart deadlock test: skipped (they need the real MariaDB and Redis)',
    );
  }
  if (!env.TEST_REDIS_URL?.trim()) notes.push('redis session store: skipped (TEST_REDIS_URL is not set)');
  else if (!env.TEST_DATABASE_URL?.trim()) notes.push('redis: TEST_REDIS_URL is only used with TEST_DATABASE_URL');
  return notes;
}

/**
 * describe.each over the first target that `matches` (e.g. MySQL for a deadlock test), or a skipped
 * describe whose name says why, so the output tells what did not run.
 */
export function describeOnTarget(matches: (target: TestTarget) => boolean, whySkipped: string) {
  const target = testTargets().find(matches);
  return target ? describe.each([target]) : describe.skip.each([{ name: whySkipped, database: 'sqlite' } as TestTarget]);
}
