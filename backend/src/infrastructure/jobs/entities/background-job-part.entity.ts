import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A contiguous stretch [startPos, endPos) of a job's work, claimed by one worker at a time under a
 * lease. `position` is committed in the same transaction as the work it covers, so a worker that
 * dies loses nothing: the next one to claim the part goes on from there.
 */
@Entity({ name: 'background_job_parts' })
@Index('idx_background_job_parts_status', ['status'])
export class BackgroundJobPartEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  jobId!: string;

  @PrimaryColumn({ type: 'int' })
  partNo!: number;

  @Column({ type: 'int' })
  startPos!: number;

  @Column({ type: 'int' })
  endPos!: number;

  /** The next position to do; endPos when the part is done. */
  @Column({ type: 'int' })
  position!: number;

  /** Work that walks a table in key order (image replacement) keeps the last key done here, with the position. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  afterKey!: string | null;

  /** pending, running, done or stopped (the job was cancelled or failed). */
  @Column({ type: 'varchar', length: 12 })
  status!: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  leaseOwner!: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  leaseUntil!: Date | null;

  /** Claims so far; a part claimed too often without finishing fails its job. */
  @Column({ type: 'int' })
  attempts!: number;
}
