import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One background job (decision 033): what the admin asked for and how far it got, whatever the driver
 * (Bull or in-process) runs it. The admin's screens read only this row; the work itself is split into
 * parts (background_job_parts) that any worker may claim.
 */
@Entity({ name: 'background_jobs' })
@Index('idx_background_jobs_kind_created', ['kind', 'createdAt'])
@Index('idx_background_jobs_status', ['status'])
export class BackgroundJobEntity {
  /** A random UUID whose first 8 characters (the id the screens show) no other job shares. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** 'generation' or 'image-replacement'. */
  @Column({ type: 'varchar', length: 20 })
  kind!: string;

  /** pending, running, completed, failed or cancelled (docs/product/back-office.md §4). */
  @Column({ type: 'varchar', length: 12 })
  status!: string;

  /** The request as accepted (JSON): the target or scope, useAI. */
  @Column({ type: 'varchar', length: 1000 })
  request!: string;

  @Column({ type: 'int' })
  totalTemplates!: number;

  /** Templates handled so far, made or failed. */
  @Column({ type: 'int' })
  processedTemplates!: number;

  /** Templates made (generation) or whose images were drawn (image replacement). */
  @Column({ type: 'int' })
  succeededTemplates!: number;

  @Column({ type: 'int' })
  failedTemplates!: number;

  /** Everything that went wrong; background_job_errors keeps the first MAX_KEPT_ERRORS of them. */
  @Column({ type: 'int' })
  errorCount!: number;

  @Column({ type: 'int' })
  partCount!: number;

  @Column({ type: 'int' })
  partsDone!: number;

  @Column({ type: 'varchar', length: 40, nullable: true })
  currentCategory!: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  currentSubcategory!: string | null;

  /** Seeds the generator: a batch run twice makes the same templates (same slugs), so never twice. */
  @Column({ type: 'int' })
  seed!: number;

  @Column({ type: 'varchar', length: 36 })
  createdBy!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  startTime!: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  endTime!: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;

  /** The request that started the job: every worker's log line about it carries its id (decision 046). */
  @Column({ type: 'varchar', length: 128, nullable: true })
  requestId!: string | null;
}
