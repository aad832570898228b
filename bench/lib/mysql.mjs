// Helpers the benchmarks share: the backend's own packages, and a fresh MySQL database per run.
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
