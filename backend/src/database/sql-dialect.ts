import type { DataSource } from 'typeorm';

export type Dialect = 'mysql' | 'sqlite';

/** MySQL or MariaDB (TypeORM names them apart; the SQL we write is the same for both). */
export function isMysqlFamily(dataSource: DataSource): boolean {
  return dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
}

export const dialectOf = (dataSource: DataSource): Dialect => (isMysqlFamily(dataSource) ? 'mysql' : 'sqlite');

/**
 * A Date as a query parameter. SQLite keeps datetimes as text, written the way TypeORM writes them
 * ("YYYY-MM-DD HH:MM:SS.SSS", UTC) so text order is time order; mysql2 formats Dates itself (UTC).
 */
export function sqlDate(dialect: Dialect, date: Date): Date | string {
  return dialect === 'mysql' ? date : date.toISOString().replace('T', ' ').slice(0, 23);
}

/** A datetime read by a raw query: a Date from mysql2, UTC text from SQLite. */
export function readDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(`${value.replace(' ', 'T')}${/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? '' : 'Z'}`);
}

/** A datetime column read by a raw query, as the API writes it: ISO 8601 in UTC, or null. */
export function isoDateOrNull(value: Date | string | null): string | null {
  return value === null ? null : readDate(value).toISOString();
}
