import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './paths';

/**
 * Where a browser suite's backend keeps its data: the embedded default (SQLite in a fresh data dir)
 * always, and MySQL with Redis sessions when CI gives TEST_DATABASE_URL and TEST_REDIS_URL, the same
 * variables the jest suites use. Playwright's `mysql+redis` project runs the purchase journey there.
 */
export type E2eTarget = 'sqlite' | 'mysql+redis';

export interface TargetResources {
  /** Environment for the backend: empty on SQLite. */
  env: Record<string, string>;
  /** Drops what was created (database, Redis keys). */
  cleanup(): Promise<void>;
}

export function mysqlRedisUrls(env: NodeJS.ProcessEnv = process.env): { mysqlUrl: string; redisUrl: string } | undefined {
  const mysqlUrl = env.TEST_DATABASE_URL?.trim();
  const redisUrl = env.TEST_REDIS_URL?.trim();
  return mysqlUrl && redisUrl ? { mysqlUrl, redisUrl } : undefined;
}

// The drivers are the backend's dependencies: reach them from there rather than adding them to e2e.
const requireFromBackend = createRequire(join(ROOT, 'backend', 'package.json'));

let databasesMade = 0;

export async function prepareTarget(target: E2eTarget): Promise<TargetResources> {
  if (target === 'sqlite') return { env: {}, cleanup: async () => undefined };
  const urls = mysqlRedisUrls();
  if (!urls) throw new Error('The mysql+redis browser target needs TEST_DATABASE_URL and TEST_REDIS_URL (see .ci/run).');

  const { createConnection } = requireFromBackend('mysql2/promise') as typeof import('mysql2/promise');
  const database = new URL(urls.mysqlUrl);
  // One database per backend: Playwright's workers run specs side by side (TEST_PARALLEL_INDEX).
  const name = `${decodeURIComponent(database.pathname.replace(/^\//, '')) || 'tm_test'}_e2e${process.env.TEST_PARALLEL_INDEX ?? '0'}_${++databasesMade}`;
  if (!/^\w+$/.test(name)) throw new Error(`Unusable test database name ${name}`);
  const server = new URL(database);
  server.pathname = '/';
  const runOnServer = async (sql: string) => {
    const connection = await createConnection({ uri: server.toString() });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await runOnServer(`DROP DATABASE IF EXISTS \`${name}\``);
  await runOnServer(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  database.pathname = `/${name}`;

  const prefix = `tm-e2e:${randomUUID()}:`;
  return {
    // A MySQL deployment seeds nothing by default: the journey needs the demo catalog and accounts.
    env: { DATABASE_URL: database.toString(), REDIS_URL: urls.redisUrl, REDIS_PREFIX: prefix, SEED_DEMO: 'true' },
    cleanup: async () => {
      await runOnServer(`DROP DATABASE IF EXISTS \`${name}\``);
      const { createClient } = requireFromBackend('redis') as typeof import('redis');
      const redis = createClient({ url: urls.redisUrl });
      await redis.connect();
      try {
        for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
          if (keys.length) await redis.del(keys);
        }
      } finally {
        await redis.close();
      }
    },
  };
}
