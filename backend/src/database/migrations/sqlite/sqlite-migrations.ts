import { SqliteFoundation1763800000000 } from './1763800000000-foundation';

/** In order. A new migration is added here and, with the same meaning, to mysql-migrations.ts. */
export const SQLITE_MIGRATIONS = [SqliteFoundation1763800000000];
