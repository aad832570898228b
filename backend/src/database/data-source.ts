import { Logger } from '@nestjs/common';
import { createConnection } from 'mysql2/promise';
import { DataSource, MigrationExecutor, type DataSourceOptions, type QueryRunner } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { DependencyUnavailableError } from '../common/http/unavailable';
import type { DatabaseConfig } from '../config/app-config';
import { ensurePrivateFile, tightenIfPresent } from '../config/private-files';
import { isMysqlFamily } from './sql-dialect';
import { MYSQL_MIGRATIONS } from './migrations/mysql/mysql-migrations';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/sqlite-migrations';

/**
 * How long the database may keep a request waiting (decision 024). Without them a locked table or a
 * full pool holds every request for as long as the lock lasts; with them the wait ends in an error
 * the API answers with 503 + Retry-After.
 */
export interface DatabaseLimits {
  /** MySQL: a statement's run time and its waits for row, table and metadata locks. SQLite: busy timeout (capped). */
  statementMs: number;
  /** MySQL: waiting for a pooled connection, or for a new one to open. */
  acquireMs: number;
}

/**
 * The entity classes TypeORM maps. The composition root lists them (`backend/src/entities.ts`) and
 * passes them in: `database/` imports no feature module (docs/architecture.md §3).
 */
export type EntityList = NonNullable<DataSourceOptions['entities']>;

/** better-sqlite3 waits for a lock synchronously, stalling every request of the process: keep it short. */
const SQLITE_MAX_BUSY_MS = 5000;

/**
 * TypeORM options for either dialect. Schema changes only ever come from the migrations.
 * `mariadb` matters to TypeORM's schema reader (column defaults read differently), so a MySQL URL
 * pointing at MariaDB is given that driver type; see detectMysqlFlavor.
 */
export function buildDataSourceOptions(
  database: DatabaseConfig,
  entities: EntityList,
  mysqlFlavor: 'mysql' | 'mariadb' = 'mysql',
  limits?: DatabaseLimits,
): DataSourceOptions {
  switch (database.type) {
    case 'sqlite':
      return {
        type: 'better-sqlite3',
        database: database.path,
        entities,
        migrations: SQLITE_MIGRATIONS,
        synchronize: false,
        migrationsRun: false, // run by runMigrations below, right after connecting
        prepareDatabase: (db: { pragma(sql: string): unknown }) => {
          db.pragma('journal_mode = WAL');
          db.pragma('foreign_keys = ON');
          // Another process (the worker, a CLI seed) may hold the write lock briefly; past this a write answers 503.
          db.pragma(`busy_timeout = ${Math.min(limits?.statementMs ?? SQLITE_MAX_BUSY_MS, SQLITE_MAX_BUSY_MS)}`);
          db.pragma('cache_size = -65536'); // 64 MB of pages (default 2 MB): a 100k-template catalog's hot indexes stay in memory
        },
      };
    case 'mysql':
      return {
        type: mysqlFlavor,
        url: database.url,
        charset: 'utf8mb4_unicode_ci',
        timezone: 'Z',
        entities,
        migrations: MYSQL_MIGRATIONS,
        synchronize: false,
        migrationsRun: false,
        // Checkout bursts (decision 019's benchmark: 200 shoppers) queue on a pool of 10; 30 per process stays far
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

export async function resolveDataSourceOptions(
  database: DatabaseConfig,
  entities: EntityList,
  limits?: DatabaseLimits,
): Promise<DataSourceOptions> {
  const flavor = database.type === 'mysql' ? await detectMysqlFlavor(database.url) : undefined;
  return buildDataSourceOptions(database, entities, flavor, limits);
}

/** The part of mysql2's callback pool used here. */
interface PooledConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
  release(): void;
}
interface ConnectionPool {
  on(event: 'connection', listener: (connection: PooledConnection) => void): void;
  getConnection(callback: (error: Error | null, connection?: PooledConnection) => void): void;
}

const logger = new Logger('Database');

/**
 * Connects, sets every MySQL session up (UTC, since column defaults use the session time zone; the
 * statement and lock limits) and migrates. `limits` undefined leaves the server's own (tests of the
 * schema only).
 */
export async function openDataSource(options: DataSourceOptions, limits?: DatabaseLimits): Promise<DataSource> {
  if (options.type === 'better-sqlite3') prepareSqliteFiles(options.database);
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  if (isMysqlFamily(dataSource)) {
    const pool = (dataSource.driver as MysqlDriver).pool as ConnectionPool;
    const setUp = sessionSetup(options.type === 'mariadb' ? 'mariadb' : 'mysql', limits);
    pool.on('connection', (connection) =>
      // Queued ahead of the query the connection was opened for, so no statement runs without it.
      connection.query(setUp, (error) => {
        if (error) logger.warn(`Could not set up a database session: ${error.message}`);
      }),
    );
    // The connection TypeORM opened to probe the server is idle in the pool: set it up too.
    await dataSource.query(setUp);
    if (limits) limitConnectionWait(pool, limits.acquireMs);
  }
  try {
    await runMigrations(dataSource, limits);
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
export async function runMigrations(dataSource: DataSource, limits?: DatabaseLimits): Promise<void> {
  if (!isMysqlFamily(dataSource)) {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  try {
    // GET_LOCK's own wait is not a statement limit on MySQL, but is one on MariaDB: lift it meanwhile.
    // A migration may rebuild a large table for minutes; lock waits keep their limit, so a migration
    // stuck behind a long transaction fails (and start-up retries) rather than block the table.
    const statementLimit = dataSource.options.type === 'mariadb' ? 'max_statement_time' : 'max_execution_time';
    await runner.query(`SET SESSION ${statementLimit} = 0`);
    const [row] = (await runner.query("SELECT GET_LOCK('tm_migrations', 120) AS locked")) as Array<{ locked: number }>;
    if (Number(row?.locked) !== 1) throw new Error('Timed out waiting for another process to finish migrating');
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      await executor.executePendingMigrations();
    } finally {
      await runner.query("SELECT RELEASE_LOCK('tm_migrations')");
      await restoreSession(runner, dataSource, limits);
    }
  } finally {
    await runner.release();
  }
}

/** Puts a connection that goes back to the pool under the limits again. */
async function restoreSession(runner: QueryRunner, dataSource: DataSource, limits?: DatabaseLimits): Promise<void> {
  await runner.query(sessionSetup(dataSource.options.type === 'mariadb' ? 'mariadb' : 'mysql', limits));
}

/**
 * One SET for a new pooled connection: UTC, and the limits. MariaDB's max_statement_time (seconds)
 * covers every statement; MySQL's max_execution_time (ms) only reads, so its writes rely on the lock
 * waits: innodb_lock_wait_timeout for rows, lock_wait_timeout for metadata locks (LOCK TABLES, DDL;
 * the server's default is a year). Both take whole seconds.
 */
export function sessionSetup(flavor: 'mysql' | 'mariadb', limits?: DatabaseLimits): string {
  const settings = ["time_zone = '+00:00'"];
  if (limits) {
    // Whole seconds, rounded down: a lock wait never outlasts the statement limit the deadline counts on (decision 050).
    const lockSeconds = Math.max(1, Math.floor(limits.statementMs / 1000));
    settings.push(
      flavor === 'mariadb' ? `max_statement_time = ${limits.statementMs / 1000}` : `max_execution_time = ${limits.statementMs}`,
      `lock_wait_timeout = ${lockSeconds}`,
      `innodb_lock_wait_timeout = ${lockSeconds}`,
    );
  }
  return `SET ${settings.join(', ')}`;
}

/**
 * mysql2's pool queues callers without a time limit (queueLimit bounds the length only). Past
 * `ms` the caller gets DependencyUnavailableError (503); a connection that turns up later goes
 * straight back to the pool for the next caller.
 */
function limitConnectionWait(pool: ConnectionPool, ms: number): void {
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback) => {
    let waiting = true;
    const timer = setTimeout(() => {
      waiting = false;
      callback(new DependencyUnavailableError('database', `no connection from the pool within ${ms} ms`));
    }, ms);
    getConnection((error, connection) => {
      clearTimeout(timer);
      if (waiting) {
        waiting = false;
        callback(error, connection);
      } else {
        connection?.release();
      }
    });
  };
}

/**
 * The SQLite file is created 0600 before SQLite opens it: SQLite gives its -wal and -shm files the
 * database file's mode, so they are private too. Files of an older start are tightened.
 */
function prepareSqliteFiles(path: string): void {
  if (path === ':memory:' || path === '') return;
  ensurePrivateFile(path);
  for (const suffix of ['-wal', '-shm', '-journal']) tightenIfPresent(`${path}${suffix}`);
}
