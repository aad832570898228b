/**
 * When the database or Redis cannot serve a request (gone, refusing, locked, too slow), the client
 * gets 503 with Retry-After and this text, not a 500: nothing is wrong with what it sent, and trying
 * again shortly is the right thing to do (decision 024).
 */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The shop is busy right now. Please try again in a moment.';
export const RETRY_AFTER_SECONDS = 5;

export type Dependency = 'database' | 'redis';

/** A dependency did not answer in time or is not reachable; raised by our own deadlines and client wrappers. */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DependencyUnavailableError';
  }
}

/**
 * Driver codes that mean "the database cannot serve this now", not "this query is wrong":
 * connection refused or lost, server shutting down or full, lock waits and statement limits.
 * A deadlock reaching here was already retried (retryOnDeadlock) or is not worth retrying.
 */
const DATABASE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_QUERY_INTERRUPTED',
  'ER_CLIENT_INTERACTION_TIMEOUT',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'ER_QUERY_TIMEOUT', // MySQL: max_execution_time
]);

/** MariaDB's own numbers, which mysql2 has no code name for: statement limit, connection killed. */
const MARIADB_ERRNOS: ReadonlySet<number> = new Set([1969, 1927]);

interface DriverErrorFields {
  code?: unknown;
  errno?: unknown;
  fatal?: unknown;
  driverError?: DriverErrorFields;
}

/**
 * Why an error means a dependency is unavailable (for the log), or null when it is an ordinary
 * failure (500). TypeORM's QueryFailedError carries the driver's fields, and its driverError.
 */
export function unavailableReason(error: unknown): string | null {
  if (error instanceof DependencyUnavailableError) return `${error.dependency}: ${error.message}`;
  if (typeof error !== 'object' || error === null) return null;
  const fields = error as DriverErrorFields;
  const driver = fields.driverError ?? fields;
  const code = typeof driver.code === 'string' ? driver.code : undefined;
  if (code?.startsWith('SQLITE_BUSY') || code?.startsWith('SQLITE_LOCKED')) return `database: ${code}`;
  if (code && DATABASE_CODES.has(code)) return `database: ${code}`;
  if (typeof driver.errno === 'number' && MARIADB_ERRNOS.has(driver.errno)) return `database: errno ${driver.errno}`;
  // mysql2 marks errors that broke the connection itself as fatal.
  if (driver.fatal === true) return `database: ${code ?? 'connection failed'}`;
  return null;
}
