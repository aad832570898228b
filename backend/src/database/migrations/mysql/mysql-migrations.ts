import { MysqlFoundation1763800000000 } from './1763800000000-foundation';

/** In order. A new migration is added here and, with the same meaning, to sqlite-migrations.ts. */
export const MYSQL_MIGRATIONS = [MysqlFoundation1763800000000];
