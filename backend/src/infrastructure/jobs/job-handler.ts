import type { Step } from '../../database/atomic-steps';
import type { BackgroundJobPartEntity } from './entities/background-job-part.entity';
import type { BackgroundJobEntity } from './entities/background-job.entity';
import type { JobError } from './job-records.repository';

/** The work of positions [from, to) of a job, ready to commit in one transaction with its bookkeeping. */
export interface PreparedBatch {
  /** Where the batch ends; less than asked when the work ran out (`exhausted`). */
  to: number;
  exhausted?: boolean;
  /** The last key done, for work that walks a table in key order. */
  afterKey?: string | null;
  steps: Step[];
  /** Positions whose work is in `steps`. */
  succeeded: number;
  /** Positions that could not be prepared (they count as handled, and failed). */
  failed: JobError[];
  /** Things worth recording that failed nothing (the generator wrote what the model did not). */
  warnings?: JobError[];
  current: { category: string | null; subcategory: string | null };
  /** After the commit: clear caches, write files. */
  afterCommit?: () => void | Promise<void>;
}

/** One kind of background job: how it prepares a batch. The runner does the rest (claims, commits, retries, cancel). */
export abstract class JobHandler {
  abstract readonly kind: string;
  /** Templates per batch (one transaction). */
  abstract batchSize(): number;
  /** The work of [from, to) of the part; `part.afterKey` is where keyed work left off. */
  abstract prepare(job: BackgroundJobEntity, part: BackgroundJobPartEntity, from: number, to: number): Promise<PreparedBatch>;
  /** What to call position `position` in an error (a template's name), when a single one fails. */
  abstract describe(job: BackgroundJobEntity, position: number): string | null;
}

/** The handlers by kind, for the runner. */
export abstract class JobHandlers {
  abstract get(kind: string): JobHandler | undefined;
}
