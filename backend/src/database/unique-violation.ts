import { QueryFailedError } from 'typeorm';

/** A write refused by a unique index or primary key (MySQL/MariaDB or SQLite): the caller lost a race for a key. */
export function isUniqueViolation(error: unknown): boolean {
  // TypeORM wraps the driver's error; runAtomically on SQLite throws better-sqlite3's own.
  const code =
    error instanceof QueryFailedError
      ? (error.driverError as { code?: string } | undefined)?.code
      : (error as { code?: unknown } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
