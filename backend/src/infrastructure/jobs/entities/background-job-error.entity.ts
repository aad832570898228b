import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One thing that went wrong in a job: a template that could not be made, a batch that failed for a while. */
@Entity({ name: 'background_job_errors' })
@Index('idx_background_job_errors_job', ['jobId', 'id'])
export class BackgroundJobErrorEntity {
  /** UUID v7: in the order they happened. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  jobId!: string;

  /** The template concerned, by name, when there is one. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  templateName!: string | null;

  @Column({ type: 'varchar', length: 500 })
  message!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
