// Helpers the benchmarks share: the backend's own packages, a fresh MySQL database per run, and the
// server memory a bulk load needs.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './app.mjs';

/** require() resolving from backend/ (mysql2, better-sqlite3, archiver are the backend's dependencies). */
export const backendRequire = createRequire(join(ROOT, 'backend', 'package.json'));

/** Drops and creates the database named in a mysql:// URL. */
export async function resetMysqlDatabase(url) {
  const mysql = backendRequire('mysql2/promise');
  const database = new URL(url).pathname.slice(1);
  if (!/^\w+$/.test(database)) throw new Error(`unsafe database name in ${url}`);
  const server = new URL(url);
  server.pathname = '/';
  const connection = await mysql.createConnection(server.toString());
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
}

const MB = 1024 * 1024;

/**
 * Gives MySQL the memory and redo log docker-compose.yml gives it (1 GB buffer pool, 512 MB redo log:
 * at MySQL's 100 MB default a bulk load waits on checkpoints); returns what was set before, to restore.
 * The redo log is innodb_redo_log_capacity on MySQL 8.0.30+ and innodb_log_file_size on MariaDB
 * 10.11+, both settable while the server runs. `url` names any database of the server.
 */
export async function setMysqlMemory(url, { bufferPoolMb, redoLogMb }) {
  const mysql = backendRequire('mysql2/promise');
  const server = new URL(url);
  server.pathname = '/';
  const db = await mysql.createConnection(server.toString());
  try {
    const [[{ size }]] = await db.query('SELECT @@innodb_buffer_pool_size AS size');
    const redoVariable = await db.query('SELECT @@innodb_redo_log_capacity').then(
      () => 'innodb_redo_log_capacity',
      () => 'innodb_log_file_size',
    );
    const [[{ redo }]] = await db.query(`SELECT @@${redoVariable} AS redo`);
    await db.query(`SET GLOBAL innodb_buffer_pool_size = ${Math.round(bufferPoolMb) * MB}`);
    await db.query(`SET GLOBAL ${redoVariable} = ${Math.round(redoLogMb) * MB}`);
    await new Promise((r) => setTimeout(r, 2_000)); // the resizes run in the background
    return { bufferPoolMb: Number(size) / MB, redoLogMb: Number(redo) / MB };
  } finally {
    await db.end();
  }
}

/** The templates a database an earlier run seeded holds (its kept count), or 0 when there is none. */
export async function seededTemplateCount(url) {
  const mysql = backendRequire('mysql2/promise');
  try {
    const db = await mysql.createConnection({ uri: url });
    try {
      return Number((await db.query('SELECT totalTemplates AS n FROM catalog_stats'))[0][0]?.n ?? 0);
    } finally {
      await db.end();
    }
  } catch {
    return 0;
  }
}
