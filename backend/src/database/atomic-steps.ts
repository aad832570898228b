import type { DataSource } from 'typeorm';
import { isMysqlFamily } from './data-source';

/** One statement of an all-or-nothing batch; `abortUnlessChanged` names the failure when it changes no row. */
export interface Step {
  sql: string;
  params: ReadonlyArray<string | number | Date | null>;
  abortUnlessChanged?: string;
}

/** The part of better-sqlite3's handle used here (the package ships no types). */
export interface SqliteHandle {
  prepare<R = unknown>(sql: string): { run(...params: unknown[]): { changes: number }; get(...params: unknown[]): R | undefined };
  transaction<T>(fn: () => T): () => T;
}

export const sqliteHandleOf = (dataSource: DataSource) => (dataSource.driver as unknown as { databaseConnection: SqliteHandle }).databaseConnection;

class Abort extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Runs the steps in one transaction: all commit, or none when a step with `abortUnlessChanged`
 * changes no row (its reason is returned; null means committed). On SQLite the transaction runs
 * synchronously on better-sqlite3's one shared connection, so no other request's statement can slip
 * into it (a TypeORM transaction awaits between statements and could take them in); on MySQL it runs
 * on a pooled connection of its own.
 */
export async function runAtomically(dataSource: DataSource, steps: readonly Step[]): Promise<string | null> {
  try {
    if (isMysqlFamily(dataSource)) {
      await dataSource.transaction(async (manager) => {
        for (const step of steps) {
          const result = (await manager.query(step.sql, [...step.params])) as { affectedRows?: number };
          if (step.abortUnlessChanged && !result.affectedRows) throw new Abort(step.abortUnlessChanged);
        }
      });
    } else {
      const db = sqliteHandleOf(dataSource);
      db.transaction(() => {
        for (const step of steps) {
          const { changes } = db.prepare(step.sql).run(...step.params);
          if (step.abortUnlessChanged && changes === 0) throw new Abort(step.abortUnlessChanged);
        }
      })();
    }
    return null;
  } catch (error) {
    if (error instanceof Abort) return error.reason;
    throw error;
  }
}
