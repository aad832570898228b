import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { TestTarget } from './test-targets';

export interface TestDatabase {
  /** DATABASE_URL to give the app (undefined: SQLite under dataDir). */
  databaseUrl: string | undefined;
  dataDir: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh, empty database for one app: a new temp directory (SQLite file inside) or, on MySQL,
 * the per-worker database `<name>_<JEST_WORKER_ID>` dropped and created again. Jest runs the files of
 * one worker one after another, so workers never share a database.
 */
export async function createTestDatabase(target: TestTarget): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tm-test-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (target.database === 'sqlite') return { databaseUrl: undefined, dataDir, cleanup: removeDir };

  const url = new URL(target.mysqlUrl!);
  const baseName = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'tm_test';
  const name = `${baseName}_${process.env.JEST_WORKER_ID ?? '1'}`;
  if (!/^\w+$/.test(name)) throw new Error(`Unusable test database name ${name}`);
  const server = new URL(url);
  server.pathname = '/';
  const connection = await createConnection({ uri: server.toString() });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return { databaseUrl: databaseUrl.toString(), dataDir, cleanup: removeDir };
}
