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
  if (!env.TEST_DATABASE_URL?.trim()) notes.push('mysql: skipped (TEST_DATABASE_URL is not set)');
  if (!env.TEST_REDIS_URL?.trim()) notes.push('redis session store: skipped (TEST_REDIS_URL is not set)');
  else if (!env.TEST_DATABASE_URL?.trim()) notes.push('redis: TEST_REDIS_URL is only used with TEST_DATABASE_URL');
  return notes;
}
