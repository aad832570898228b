import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A template's review (decision 038): a buyer's (userId and the order that proves the purchase), or a
 * generated sample for the demo catalog (`sample` = 1, no user; labelled wherever it shows, never
 * counted outside the demo store). One per buyer and template: the unique index allows many NULL
 * userIds, so samples are not limited by it. A removed review keeps its row and reason (audit).
 */
@Entity({ name: 'reviews' })
@Index('uq_reviews_template_user', ['templateId', 'userId'], { unique: true })
@Index('idx_reviews_template_created', ['templateId', 'removedAt', 'createdAt', 'id'])
@Index('idx_reviews_sample', ['sample', 'templateId'])
// The stars per template (the breakdown and the rating's recount) from the index alone, no row reads.
@Index('idx_reviews_template_stats', ['templateId', 'removedAt', 'sample', 'rating'])
@Index('idx_reviews_created', ['createdAt', 'id'])
export class ReviewEntity {
  /** UUID v7. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  templateId!: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  userId!: string | null;

  /** The completed order that made the reviewer a buyer. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  orderId!: string | null;

  /** The name shown: the buyer's first name and initial at writing time, or a sample's generated one. */
  @Column({ type: 'varchar', length: 60 })
  author!: string;

  @Column({ type: 'int' })
  rating!: number;

  @Column({ type: 'varchar', length: 120 })
  title!: string;

  @Column({ type: 'text' })
  text!: string;

  /** 1: generated demo content (the review generator); 0: a buyer's words. */
  @Column({ type: 'int', default: 0 })
  sample!: number;

  /** The sample-review job that made it. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  jobId!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  removedAt!: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  removedReason!: string | null;
}
