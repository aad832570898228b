import { QueryFailedError } from 'typeorm';

/** A write refused by a unique index (MySQL/MariaDB or SQLite): the caller lost a race for a key. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
