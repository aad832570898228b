import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../../database/atomic-steps';
import { dialectOf, type Dialect } from '../../../database/sql-dialect';

/**
 * The transactions of bulk generation (decision 033): a job's start and cancel with their audit
 * entries, and the dialect a job's batches are sized for. GenerationJobsService and GenerationHandler decide.
 */
@Injectable()
export class GenerationJobsRepository {
  /** The database the batches commit to (GenerationHandler sizes them for it). */
  readonly dialect: Dialect;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.dialect = dialectOf(dataSource);
  }

  /**
   * The job's row and parts (JobRecordsRepository's createSteps, which refuse over the in-flight cap)
   * with `alsoRun` (the audit entry), all or nothing; false, with nothing done, when refused.
   */
  async start(jobSteps: readonly Step[], alsoRun: readonly Step[]): Promise<boolean> {
    return (await runAtomically(this.dataSource, [...jobSteps, ...alsoRun])) === null;
  }

  /** The job cancelled (JobRecordsRepository's cancelStep) with `alsoRun` (the audit entry); false, with nothing done, when it was not active. */
  async cancel(cancel: Step, alsoRun: readonly Step[]): Promise<boolean> {
    return (await runAtomically(this.dataSource, [cancel, ...alsoRun])) === null;
  }
}
