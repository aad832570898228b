import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { currentRequestId } from '../../common/logging/request-context';
import { backoffMs } from '../../common/backoff';
import { ClockService } from '../../common/clock';
import { unavailableReason } from '../../common/http/unavailable';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { uuidV7 } from '../../database/uuid-v7';
import { BackgroundJobErrorEntity } from './entities/background-job-error.entity';
import { BackgroundJobPartEntity } from './entities/background-job-part.entity';
import { BackgroundJobEntity } from './entities/background-job.entity';

/** How long an admin's cancel waits for the parts to be let go before it answers (stopPartsSoon). */
const STOP_PARTS_WAIT_MS = 500;
/** stopParts runs again after a deadlock or a row wait that ran out, waiting 100 ms doubling to 2 s. */
const STOP_PARTS_ATTEMPTS = 5;
const STOP_PARTS_RETRY_BASE_MS = 100;
const STOP_PARTS_RETRY_MAX_MS = 2_000;

/** Errors kept in full per job; errorCount goes on counting past them. */
export const MAX_KEPT_ERRORS = 200;

export interface NewJob {
  id: string;
  kind: string;
  request: string;
  totalTemplates: number;
  /** [startPos, endPos) of each part. */
  parts: ReadonlyArray<readonly [number, number]>;
  seed: number;
  createdBy: string;
}

export interface JobError {
  templateName: string | null;
  message: string;
}

/** What one committed batch moved. */
export interface BatchProgress {
  /** The last key the batch covered, for work that walks a table in key order. */
  afterKey?: string | null;
  /** The work ran out before the part's end: the part is done. */
  exhausted?: boolean;
  /** Positions the batch covered: made, failed, or passed over (images already stored). */
  handled: number;
  succeeded: number;
  failed: JobError[];
  warnings?: JobError[];
  current: { category: string | null; subcategory: string | null };
}

/**
 * The job tables' SQL (background_jobs, _parts, _errors). Every write that matters is a Step, so it
 * commits in one batch with the work it describes (commitBatch, for the runner).
 */
@Injectable()
export class JobRecordsRepository {
  private readonly logger = new Logger('Jobs');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: ClockService,
  ) {}

  private date(at: Date): Date | string {
    return sqlDate(dialectOf(this.dataSource), at);
  }

  /** A datetime parameter as this database's driver wants it, for steps written elsewhere. */
  dateParam(at: Date): Date | string {
    return this.date(at);
  }

  /**
   * The job's row and its parts. `onlyIfNoneActive`: the row goes in only while no job of its kind is
   * pending or running (one image replacement at a time); `inFlightCap`: only while the templates its
   * kind's active jobs have left to make, plus this job's, stay within the cap. Else the batch aborts
   * with 'busy'. The check and the insert are one statement, so two starts cannot both slip under it.
   */
  createSteps(job: NewJob, options: { onlyIfNoneActive?: boolean; inFlightCap?: number } = {}): Step[] {
    const now = this.date(this.clock.now());
    const columns = `id, kind, status, request, totalTemplates, processedTemplates, succeededTemplates, failedTemplates,
                errorCount, partCount, partsDone, currentCategory, currentSubcategory, seed, createdBy, createdAt, startTime, endTime, updatedAt, requestId`;
    const values = "?, ?, 'pending', ?, ?, 0, 0, 0, 0, ?, 0, NULL, NULL, ?, ?, ?, NULL, NULL, ?, ?";
    const params = [
      job.id,
      job.kind,
      job.request,
      job.totalTemplates,
      job.parts.length,
      job.seed,
      job.createdBy,
      now,
      now,
      currentRequestId() ?? null,
    ];
    const guarded = (condition: string, conditionParams: Array<string | number>): Step => ({
      // FROM catalog_stats (its one row): MySQL wants a table to select from.
      sql: `INSERT INTO background_jobs (${columns}) SELECT ${values} FROM catalog_stats WHERE id = 1 AND ${condition}`,
      params: [...params, ...conditionParams],
      abortUnlessChanged: 'busy',
    });
    const active = "FROM background_jobs WHERE kind = ? AND status IN ('pending', 'running')";
    return [
      options.onlyIfNoneActive
        ? guarded(`NOT EXISTS (SELECT 1 ${active})`, [job.kind])
        : options.inFlightCap !== undefined
          ? guarded(`(SELECT COALESCE(SUM(totalTemplates - processedTemplates), 0) ${active}) + ? <= ?`, [
              job.kind,
              job.totalTemplates,
              options.inFlightCap,
            ])
          : { sql: `INSERT INTO background_jobs (${columns}) VALUES (${values})`, params },
      ...job.parts.map(([start, end], partNo) => ({
        sql: `INSERT INTO background_job_parts (jobId, partNo, startPos, endPos, position, afterKey, status, leaseOwner, leaseUntil, attempts)
              VALUES (?, ?, ?, ?, ?, NULL, 'pending', NULL, NULL, 0)`,
        params: [job.id, partNo, start, end, start],
      })),
    ];
  }

  /** Whether a job id's first 8 characters (the id the screens show) are taken. */
  async shortIdTaken(id: string): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 AS taken FROM background_jobs WHERE id LIKE ? LIMIT 1', [
      `${id.slice(0, 8)}%`,
    ])) as unknown[];
    return rows.length > 0;
  }

  job(id: string): Promise<BackgroundJobEntity | null> {
    return selectEntity(this.dataSource, BackgroundJobEntity, 'SELECT * FROM background_jobs WHERE id = ?', [id]);
  }

  /** Newest first. */
  recent(kind: string, limit: number): Promise<BackgroundJobEntity[]> {
    return selectEntities(
      this.dataSource,
      BackgroundJobEntity,
      `SELECT * FROM background_jobs WHERE kind = ? ORDER BY createdAt DESC, id DESC LIMIT ${limit}`,
      [kind],
    );
  }

  errors(jobId: string, limit: number): Promise<BackgroundJobErrorEntity[]> {
    return selectEntities(
      this.dataSource,
      BackgroundJobErrorEntity,
      `SELECT * FROM background_job_errors WHERE jobId = ? ORDER BY id LIMIT ${limit}`,
      [jobId],
    );
  }

  /** The cancel of docs/product/back-office.md §7: only a pending or running job, and at once for every part. */
  cancelStep(id: string): Step {
    const now = this.date(this.clock.now());
    return {
      sql: "UPDATE background_jobs SET status = 'cancelled', endTime = ?, updatedAt = ? WHERE id = ? AND status IN ('pending', 'running')",
      params: [now, now, id],
      abortUnlessChanged: 'not active',
    };
  }

  /** Jobs with a part no live worker holds (never claimed, or its worker's lease ran out). */
  async jobsWithClaimableParts(limit = 20): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT p.jobId AS jobId FROM background_job_parts p JOIN background_jobs j ON j.id = p.jobId
       WHERE j.status IN ('pending', 'running') AND p.status IN ('pending', 'running') AND (p.leaseUntil IS NULL OR p.leaseUntil < ?)
       LIMIT ${limit}`,
      [this.date(this.clock.now())],
    )) as Array<{ jobId: string }>;
    return rows.map((r) => r.jobId);
  }

  /**
   * Claims one part of the job for `owner` until `leaseMs` from now, and starts the job if it was
   * pending. Null when no part is free.
   */
  async claimPart(jobId: string, owner: string, leaseMs: number): Promise<BackgroundJobPartEntity | null> {
    const now = this.clock.now();
    const candidates = (await this.dataSource.query(
      `SELECT p.partNo AS partNo FROM background_job_parts p JOIN background_jobs j ON j.id = p.jobId
       WHERE p.jobId = ? AND j.status IN ('pending', 'running') AND p.status IN ('pending', 'running') AND (p.leaseUntil IS NULL OR p.leaseUntil < ?)
       ORDER BY p.partNo LIMIT 8`,
      [jobId, this.date(now)],
    )) as Array<{ partNo: number }>;
    for (const { partNo } of candidates) {
      const refused = await runAtomically(this.dataSource, [
        {
          sql: `UPDATE background_job_parts SET status = 'running', leaseOwner = ?, leaseUntil = ?, attempts = attempts + 1
                WHERE jobId = ? AND partNo = ? AND status IN ('pending', 'running') AND (leaseUntil IS NULL OR leaseUntil < ?)`,
          params: [owner, this.date(new Date(now.getTime() + leaseMs)), jobId, Number(partNo), this.date(now)],
          abortUnlessChanged: 'taken',
        },
        {
          sql: "UPDATE background_jobs SET status = 'running', startTime = ?, updatedAt = ? WHERE id = ? AND status = 'pending'",
          params: [this.date(now), this.date(now), jobId],
        },
      ]);
      if (refused === null) {
        return selectEntity(this.dataSource, BackgroundJobPartEntity, 'SELECT * FROM background_job_parts WHERE jobId = ? AND partNo = ?', [
          jobId,
          Number(partNo),
        ]);
      }
    }
    return null;
  }

  /** Keeps a claim alive; false when the part is no longer this owner's. */
  async renewLease(part: BackgroundJobPartEntity, owner: string, leaseMs: number): Promise<boolean> {
    const until = new Date(this.clock.now().getTime() + leaseMs);
    const refused = await runAtomically(this.dataSource, [
      {
        sql: "UPDATE background_job_parts SET leaseUntil = ? WHERE jobId = ? AND partNo = ? AND leaseOwner = ? AND status = 'running'",
        params: [this.date(until), part.jobId, part.partNo, owner],
        abortUnlessChanged: 'lost',
      },
    ]);
    return refused === null;
  }

  /** Lets go of a part (to be retried later, by anyone, from `retryAt`). */
  async releasePart(part: BackgroundJobPartEntity, owner: string, retryAt: Date): Promise<void> {
    await this.dataSource.query(
      'UPDATE background_job_parts SET leaseOwner = NULL, leaseUntil = ? WHERE jobId = ? AND partNo = ? AND leaseOwner = ?',
      [this.date(retryAt), part.jobId, part.partNo, owner],
    );
  }

  /**
   * Commits one batch: its `work` (the handler's steps) with its bookkeeping, in one transaction.
   * Resolves with null when it committed, else with the refusal: 'lease lost' (the part is no longer
   * this owner's there), 'job stopped' (the job no longer runs), or that of a step of `work`.
   */
  commitBatch(
    part: BackgroundJobPartEntity,
    owner: string,
    leaseMs: number,
    from: number,
    to: number,
    progress: BatchProgress,
    keptErrors: number,
    work: readonly Step[],
  ): Promise<string | null> {
    const { guard, after } = this.batchSteps(part, owner, leaseMs, from, to, progress, keptErrors);
    return runAtomically(this.dataSource, [guard, ...work, ...after]);
  }

  /**
   * The bookkeeping of one batch, to run after its work in the same transaction: the part moves from
   * `from` to `to` only if this owner still holds it there (first step: a second run of the same batch
   * changes nothing), and the job's counters move only while it is running (last steps: a batch that
   * meets a cancel rolls back whole).
   */
  private batchSteps(
    part: BackgroundJobPartEntity,
    owner: string,
    leaseMs: number,
    from: number,
    to: number,
    progress: BatchProgress,
    keptErrors: number,
  ): { guard: Step; after: Step[] } {
    const now = this.clock.now();
    const done = to >= part.endPos || progress.exhausted === true;
    const guard: Step = {
      sql: `UPDATE background_job_parts SET position = ?, afterKey = ?, status = ?, leaseOwner = ?, leaseUntil = ?
            WHERE jobId = ? AND partNo = ? AND position = ? AND leaseOwner = ? AND status = 'running'`,
      params: [
        done ? part.endPos : to,
        progress.afterKey === undefined ? part.afterKey : progress.afterKey,
        done ? 'done' : 'running',
        done ? null : owner,
        done ? null : this.date(new Date(now.getTime() + leaseMs)),
        part.jobId,
        part.partNo,
        from,
        owner,
      ],
      abortUnlessChanged: 'lease lost',
    };
    const recorded = [...progress.failed, ...(progress.warnings ?? [])];
    const after: Step[] = recorded.slice(0, Math.max(0, MAX_KEPT_ERRORS - keptErrors)).map((error) => ({
      sql: 'INSERT INTO background_job_errors (id, jobId, templateName, message, createdAt) VALUES (?, ?, ?, ?, ?)',
      params: [uuidV7(now.getTime()), part.jobId, error.templateName?.slice(0, 200) ?? null, error.message.slice(0, 500), this.date(now)],
    }));
    after.push(
      {
        sql: `UPDATE background_jobs SET processedTemplates = processedTemplates + ?, succeededTemplates = succeededTemplates + ?,
                failedTemplates = failedTemplates + ?, errorCount = errorCount + ?, partsDone = partsDone + ?,
                currentCategory = ?, currentSubcategory = ?, updatedAt = ?
              WHERE id = ? AND status = 'running'`,
        params: [
          progress.handled,
          progress.succeeded,
          progress.failed.length,
          recorded.length,
          done ? 1 : 0,
          progress.current.category,
          progress.current.subcategory,
          this.date(now),
          part.jobId,
        ],
        abortUnlessChanged: 'job stopped',
      },
      {
        sql: "UPDATE background_jobs SET status = 'completed', endTime = ? WHERE id = ? AND status = 'running' AND partsDone = partCount",
        params: [this.date(now), part.jobId],
      },
    );
    return { guard, after };
  }

  /** Records an error outside a batch (a batch that keeps failing), while the job runs. */
  async recordError(jobId: string, error: JobError, keptErrors: number): Promise<void> {
    const now = this.clock.now();
    const steps: Step[] = [
      { sql: 'UPDATE background_jobs SET errorCount = errorCount + 1, updatedAt = ? WHERE id = ?', params: [this.date(now), jobId] },
    ];
    if (keptErrors < MAX_KEPT_ERRORS) {
      steps.push({
        sql: 'INSERT INTO background_job_errors (id, jobId, templateName, message, createdAt) VALUES (?, ?, ?, ?, ?)',
        params: [uuidV7(now.getTime()), jobId, error.templateName, error.message.slice(0, 500), this.date(now)],
      });
    }
    await runAtomically(this.dataSource, steps);
  }

  /** A job that cannot go on: failed, with why. */
  async failJob(jobId: string, message: string): Promise<void> {
    const now = this.clock.now();
    await runAtomically(this.dataSource, [
      {
        sql: "UPDATE background_jobs SET status = 'failed', endTime = ?, updatedAt = ?, errorCount = errorCount + 1 WHERE id = ? AND status IN ('pending', 'running')",
        params: [this.date(now), this.date(now), jobId],
        abortUnlessChanged: 'not active',
      },
      {
        sql: 'INSERT INTO background_job_errors (id, jobId, templateName, message, createdAt) VALUES (?, ?, NULL, ?, ?)',
        params: [uuidV7(now.getTime()), jobId, message.slice(0, 500), this.date(now)],
      },
    ]);
  }

  /**
   * stopParts for an admin's cancel, which must answer at once (decision 050): a part a batch in flight
   * holds stays locked until that batch commits, and its worker lets the part go itself once it sees
   * the job stopped. So the answer waits for the others a moment at most; the rest finishes behind it.
   */
  async stopPartsSoon(jobId: string): Promise<void> {
    const stopping = this.stopParts(jobId).catch((error: Error) =>
      this.logger.warn(`parts of job ${jobId} are let go by their workers instead: ${error.message}`),
    );
    await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, STOP_PARTS_WAIT_MS).unref())]);
  }

  /**
   * Parts of stopped jobs let go, so nothing lists them as work. The statement waits for every batch
   * in flight (each holds its part's row), so on a busy database it can meet a deadlock or the row-wait
   * limit: it is then run again a few times, since a part left pending would stay so for good.
   */
  async stopParts(jobId: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.dataSource.query(
          "UPDATE background_job_parts SET status = 'stopped', leaseOwner = NULL, leaseUntil = NULL WHERE jobId = ? AND status IN ('pending', 'running')",
          [jobId],
        );
        return;
      } catch (error) {
        if (attempt >= STOP_PARTS_ATTEMPTS || unavailableReason(error) === null) throw error;
        await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt, STOP_PARTS_RETRY_BASE_MS, STOP_PARTS_RETRY_MAX_MS)));
      }
    }
  }
}
