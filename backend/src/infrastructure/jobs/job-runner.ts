import { backoffMs } from '../../common/backoff';
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isActiveJob } from '@tm/contracts/jobs';
import { withRequestId } from '../../common/logging/request-context';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { ClockService } from '../../common/clock';
import { unavailableReason } from '../../common/http/unavailable';
import type { BackgroundJobPartEntity } from './entities/background-job-part.entity';
import type { BackgroundJobEntity } from './entities/background-job.entity';
import { JobHandlers, type JobHandler, type PreparedBatch } from './job-handler';
import { JobRecordsRepository, type JobError } from './job-records.repository';
import { errorMessage } from '../../common/errors';

/** A part claimed this often without being finished fails its job (a worker that keeps dying on it). */
export const MAX_PART_ATTEMPTS = 8;
/** A batch that fails for a passing reason (database away, deadlock) is tried again this often, backing off. */
const BATCH_RETRIES = 6;
const RETRY_BASE_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type PartOutcome = 'done' | 'stopped' | 'lost' | 'released';

/**
 * Runs jobs' parts, whoever asks (the in-process driver, a Bull processor): claims a part, then
 * commits batch after batch, each with its position, until the part is done, the job stops (cancel:
 * looked at before every batch, and a batch that meets it rolls back) or the claim is lost.
 */
@Injectable()
export class JobRunnerService {
  private readonly logger = new Logger('Jobs');
  /** This process's name on the claims it takes. */
  readonly owner = randomUUID();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly records: JobRecordsRepository,
    private readonly handlers: JobHandlers,
    private readonly clock: ClockService,
  ) {}

  /** Works on the job's free parts one after another until none is left; `shouldStop` is asked between batches. */
  async work(jobId: string, shouldStop: () => boolean = () => false): Promise<void> {
    // The job's log lines carry the id of the request that started it (decision 046).
    const job = await this.records.job(jobId);
    return withRequestId(job?.requestId, () => this.workParts(jobId, shouldStop));
  }

  private async workParts(jobId: string, shouldStop: () => boolean): Promise<void> {
    while (!shouldStop()) {
      const part = await this.records.claimPart(jobId, this.owner, this.config.jobs.leaseMs);
      if (!part) return;
      const outcome = await this.runPart(part, shouldStop);
      if (outcome === 'stopped' || outcome === 'released') return;
    }
  }

  private async runPart(part: BackgroundJobPartEntity, shouldStop: () => boolean): Promise<PartOutcome> {
    if (part.attempts > MAX_PART_ATTEMPTS) {
      await this.records
        .failJob(part.jobId, `Part ${part.partNo + 1} was started more than ${MAX_PART_ATTEMPTS} times without finishing`)
        .catch(() => undefined);
      await this.records.stopParts(part.jobId).catch(() => undefined);
      return 'stopped';
    }
    const lease = this.holdLease(part);
    try {
      let position = part.position;
      // At least one batch, so an empty part (nothing to do) is marked done like any other.
      for (let first = true; first || position < part.endPos; first = false) {
        // SQLite's statements never leave the event loop: let waiting requests in between two batches.
        await new Promise((resolve) => setImmediate(resolve));
        if (shouldStop() || lease.lost()) {
          await this.records.releasePart(part, this.owner, this.clock.now()).catch(() => undefined);
          return 'released';
        }
        const job = await this.records.job(part.jobId);
        if (!job || !isActiveJob(job.status)) {
          await this.records.stopParts(part.jobId);
          return 'stopped';
        }
        const handler = this.handlerFor(job);
        const outcome = await this.commitWithRetries(job, handler, part, position, Math.min(part.endPos, position + handler.batchSize()));
        if (typeof outcome !== 'number') return outcome;
        position = outcome;
      }
      return 'done';
    } finally {
      lease.release();
    }
  }

  private handlerFor(job: BackgroundJobEntity): JobHandler {
    const handler = this.handlers.get(job.kind);
    if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
    return handler;
  }

  /**
   * Commits [from, to): passing failures are retried with backoff, then the part is let go for later;
   * a batch that fails for itself (a template the database refuses) is done one template at a time,
   * each that fails recorded and passed over, so one bad template costs only itself. Resolves with the
   * position after the batch, or how the part ended.
   */
  private async commitWithRetries(
    job: BackgroundJobEntity,
    handler: JobHandler,
    part: BackgroundJobPartEntity,
    from: number,
    to: number,
  ): Promise<number | PartOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.commit(job, part, from, await handler.prepare(job, part, from, to));
      } catch (error) {
        if (unavailableReason(error) === null) return this.commitOneByOne(job, handler, part, from, to);
        if (attempt >= BATCH_RETRIES) {
          const retryAt = new Date(this.clock.now().getTime() + this.config.jobs.leaseMs);
          this.logger.warn(
            `Job ${job.id} part ${part.partNo + 1}: batch at ${from} failed ${attempt} times (${errorMessage(error)}); let go until ${retryAt.toISOString()}`,
          );
          await this.records
            .recordError(
              job.id,
              { templateName: null, message: `Batch at ${from} failed ${attempt} times, will be retried: ${errorMessage(error)}` },
              job.errorCount,
            )
            .catch(() => undefined);
          await this.records.releasePart(part, this.owner, retryAt).catch(() => undefined);
          return 'released';
        }
        await sleep(backoffMs(attempt, RETRY_BASE_MS, Number.POSITIVE_INFINITY));
      }
    }
  }

  private async commitOneByOne(
    job: BackgroundJobEntity,
    handler: JobHandler,
    part: BackgroundJobPartEntity,
    from: number,
    to: number,
  ): Promise<number | PartOutcome> {
    let position = from;
    let failures = 0;
    let firstFailure = '';
    while (position < to) {
      let outcome: number | PartOutcome;
      try {
        outcome = await this.commit(job, part, position, await handler.prepare(job, part, position, position + 1));
      } catch (error) {
        if (unavailableReason(error) !== null) throw error;
        failures += 1;
        firstFailure ||= errorMessage(error);
        if (failures === to - from && to - from > 1) {
          // Not one template of the batch could be stored: something is wrong with the job, not with a template.
          await this.records.failJob(job.id, `Every template of the batch at ${from} failed: ${firstFailure}`);
          await this.records.stopParts(job.id);
          return 'stopped';
        }
        const failed: JobError = { templateName: handler.describe(job, position), message: errorMessage(error) };
        outcome = await this.commit(job, part, position, {
          to: position + 1,
          steps: [],
          succeeded: 0,
          failed: [failed],
          current: { category: job.currentCategory, subcategory: job.currentSubcategory },
        });
      }
      if (typeof outcome !== 'number') return outcome;
      if (outcome === part.endPos && outcome < to) return outcome; // the work ran out
      position = outcome;
    }
    return position;
  }

  /** Commits one prepared batch with its bookkeeping; the position after it, or how the part ended. */
  private async commit(
    job: BackgroundJobEntity,
    part: BackgroundJobPartEntity,
    from: number,
    batch: PreparedBatch,
  ): Promise<number | PartOutcome> {
    const refused = await this.records.commitBatch(
      part,
      this.owner,
      this.config.jobs.leaseMs,
      from,
      batch.to,
      {
        handled: batch.to - from,
        succeeded: batch.succeeded,
        failed: batch.failed,
        warnings: batch.warnings,
        current: batch.current,
        afterKey: batch.afterKey,
        exhausted: batch.exhausted,
      },
      job.errorCount,
      batch.steps,
    );
    if (refused === 'lease lost') return 'lost';
    if (refused === 'job stopped') {
      await this.records.stopParts(part.jobId);
      return 'stopped';
    }
    job.errorCount += batch.failed.length + (batch.warnings?.length ?? 0);
    if (batch.afterKey !== undefined) part.afterKey = batch.afterKey;
    await batch.afterCommit?.();
    return batch.exhausted ? part.endPos : batch.to;
  }

  /** Renews the claim every third of JOB_LEASE_MS while the part is worked on. */
  private holdLease(part: BackgroundJobPartEntity): { lost: () => boolean; release: () => void } {
    let lost = false;
    const timer = setInterval(
      () => {
        this.records.renewLease(part, this.owner, this.config.jobs.leaseMs).then(
          (held) => {
            if (!held) lost = true;
          },
          (error: Error) => this.logger.warn(`Job ${part.jobId} part ${part.partNo + 1}: lease not renewed: ${error.message}`),
        );
      },
      Math.max(100, Math.floor(this.config.jobs.leaseMs / 3)),
    );
    timer.unref();
    return { lost: () => lost, release: () => clearInterval(timer) };
  }
}
