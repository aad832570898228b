import { createConnection } from 'mysql2/promise';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import type { DatabaseConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql/mysql-migrations';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/sqlite-migrations';

/**
 * TypeORM options for either dialect. Schema changes only ever come from the migrations.
 * `mariadb` matters to TypeORM's schema reader (column defaults read differently), so a MySQL URL
 * pointing at MariaDB is given that driver type; see detectMysqlFlavor.
 */
export function buildDataSourceOptions(database: DatabaseConfig, mysqlFlavor: 'mysql' | 'mariadb' = 'mysql'): DataSourceOptions {
  switch (database.type) {
    case 'sqlite':
      return {
        type: 'better-sqlite3',
        database: database.path,
        entities: ENTITIES,
        migrations: SQLITE_MIGRATIONS,
        synchronize: false,
        migrationsRun: false, // run by runMigrations below, right after connecting
        prepareDatabase: (db: { pragma(sql: string): unknown }) => {
          db.pragma('journal_mode = WAL');
          db.pragma('foreign_keys = ON');
          db.pragma('busy_timeout = 5000'); // the worker process may hold the write lock briefly
          db.pragma('cache_size = -65536'); // 64 MB of pages (default 2 MB): a 100k-template catalog's hot indexes stay in memory
        },
      };
    case 'mysql':
      return {
        type: mysqlFlavor,
        url: database.url,
        charset: 'utf8mb4_unicode_ci',
        timezone: 'Z',
        entities: ENTITIES,
        migrations: MYSQL_MIGRATIONS,
        synchronize: false,
        migrationsRun: false,
        // Checkout bursts (issue 5 bench: 200 shoppers) queue on a pool of 10; 30 per process stays far
        // below MySQL's default max_connections (151) with the worker running too.
        extra: { connectionLimit: 30 },
      };
    default: {
      const unknown: never = database;
      throw new Error(`Unknown database type ${JSON.stringify(unknown)}`);
    }
  }
}

/** Asks the server whether it is MySQL or MariaDB (DATABASE_URL is mysql:// for both). */
export async function detectMysqlFlavor(url: string): Promise<'mysql' | 'mariadb'> {
  const connection = await createConnection({ uri: url });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as Array<{ version: string }>)[0]?.version ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export async function resolveDataSourceOptions(database: DatabaseConfig): Promise<DataSourceOptions> {
  const flavor = database.type === 'mysql' ? await detectMysqlFlavor(database.url) : undefined;
  return buildDataSourceOptions(database, flavor);
}

/** Connects, pins MySQL sessions to UTC (column defaults use the session time zone) and migrates. */
export async function openDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  if (isMysqlFamily(dataSource)) {
    const pool = (dataSource.driver as MysqlDriver).pool as {
      on(event: 'connection', cb: (c: { query(sql: string): void }) => void): void;
    };
    pool.on('connection', (connection) => connection.query("SET time_zone = '+00:00'"));
    // The connection TypeORM opened to probe the server is idle in the pool: pin it too.
    await dataSource.query("SET time_zone = '+00:00'");
  }
  try {
    await runMigrations(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

/**
 * Runs pending migrations. On MySQL a named lock serialises the web and worker processes starting
 * together (DDL is not transactional there, so two runners would trip over each other).
 */
export async function runMigrations(dataSource: DataSource): Promise<void> {
  if (!isMysqlFamily(dataSource)) {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  try {
    const [row] = (await runner.query("SELECT GET_LOCK('tm_migrations', 120) AS locked")) as Array<{ locked: number }>;
    if (Number(row?.locked) !== 1) throw new Error('Timed out waiting for another process to finish migrating');
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query("SELECT RELEASE_LOCK('tm_migrations')");
    }
  } finally {
    await runner.release();
  }
}

export function isMysqlFamily(dataSource: DataSource): boolean {
  return dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
}
