import type { DataSource } from 'typeorm';
import { backoffMs } from '../common/backoff';
import { isMysqlFamily } from './sql-dialect';

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

export const sqliteHandleOf = (dataSource: DataSource) =>
  (dataSource.driver as unknown as { databaseConnection: SqliteHandle }).databaseConnection;

/**
 * MySQL's deadlock: InnoDB rolled the transaction back, so it can simply run again. A lock wait
 * timeout is not retried: it already waited the whole statement limit (DB_STATEMENT_TIMEOUT_MS),
 * another wait would outlast the request's deadline; it answers 503 instead (decision 024).
 */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK']);
const ATTEMPTS = 4;
/** A deadlock's retry waits 10, 20, then 40 ms (±20%): long enough for the other transaction to commit. */
const DEADLOCK_RETRY_BASE_MS = 10;
const DEADLOCK_RETRY_MAX_MS = 40;

/** Runs a MySQL transaction again when InnoDB chose it as a deadlock victim (a normal event under load). */
export async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code)) throw error;
      const outcome = attempt >= ATTEMPTS ? 'gave_up' : 'retried';
      for (const listener of deadlockListeners) listener(outcome);
      if (outcome === 'gave_up') throw error;
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt, DEADLOCK_RETRY_BASE_MS, DEADLOCK_RETRY_MAX_MS)));
    }
  }
}

/** A deadlock InnoDB reported: run again, or the last attempt failed and the error goes on. */
export type DeadlockOutcome = 'retried' | 'gave_up';
const deadlockListeners = new Set<(outcome: DeadlockOutcome) => void>();

/** Hears of every deadlock retryOnDeadlock meets (the metrics count them); returns the function that stops it. */
export function onDeadlock(listener: (outcome: DeadlockOutcome) => void): () => void {
  deadlockListeners.add(listener);
  return () => deadlockListeners.delete(listener);
}

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
 * on a pooled connection of its own, and runs again if InnoDB picks it as a deadlock victim.
 */
export async function runAtomically(dataSource: DataSource, steps: readonly Step[]): Promise<string | null> {
  try {
    if (isMysqlFamily(dataSource)) {
      await retryOnDeadlock(() =>
        dataSource.transaction(async (manager) => {
          for (const step of steps) {
            const result = (await manager.query(step.sql, [...step.params])) as { affectedRows?: number };
            if (step.abortUnlessChanged && !result.affectedRows) throw new Abort(step.abortUnlessChanged);
          }
        }),
      );
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
