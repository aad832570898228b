import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DeliveryStatus } from '@tm/contracts/custom-build';
import type { BuildStage } from '@tm/contracts/studio-desk';

/**
 * The delivery of one bought custom build (decision 036): written in the payment's own transaction,
 * with the background job that builds the first version, and what the payment promised (decision 095);
 * ready when its ZIP is stored.
 */
@Entity({ name: 'custom_build_deliveries' })
// The studio desk's list (decision 097): open builds by due day, and the auto-accept sweep's delivered ones.
@Index('idx_custom_build_deliveries_due', ['finishedSiteDueOn', 'paidAt'])
@Index('idx_custom_build_deliveries_stage', ['stage', 'deliveredAt'])
export class CustomBuildDeliveryEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  orderItemId!: string;

  @Index('idx_custom_build_deliveries_order')
  @Column({ type: 'varchar', length: 36 })
  orderId!: string;

  @Index('idx_custom_build_deliveries_user')
  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 36 })
  summaryId!: string;

  @Column({ type: 'varchar', length: 36 })
  jobId!: string;

  @Column({ type: 'varchar', length: 12 })
  status!: DeliveryStatus;

  @Column({ type: 'datetime', precision: 3 })
  paidAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  readyAt!: Date | null;

  /** In private storage. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  zipPath!: string | null;

  @Column({ type: 'int', nullable: true })
  zipBytes!: number | null;

  /**
   * What the payment promised (decision 095), fixed then so a later change of the owner's settings does
   * not move it: the first version by this time (paidAt + FIRST_VERSION_HOURS)...
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  firstVersionDueAt!: Date | null;

  /** ...the finished site by this day, YYYY-MM-DD in the shop's zone at payment (finishedSiteDue)... */
  @Column({ type: 'varchar', length: 10, nullable: true })
  finishedSiteDueOn!: string | null;

  /** ...counted with this lead time in working days... */
  @Column({ type: 'int', nullable: true })
  leadDays!: number | null;

  /** ...after up to this many rounds of changes. All four null on deliveries sold before decision 095. */
  @Column({ type: 'int', nullable: true })
  revisionRounds!: number | null;

  /** Where the build stands on the studio desk (BUILD_STAGES, decision 097). */
  @Column({ type: 'varchar', length: 20, default: 'first-version' })
  stage!: BuildStage;

  /** Rounds of changes the buyer has asked for, at most revisionRounds. */
  @Column({ type: 'int', default: 0 })
  revisionsUsed!: number;

  /** When the studio last delivered a version as finished (the acceptance period runs from it). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  deliveredAt!: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  acceptedAt!: Date | null;

  /** 'buyer', or 'auto' after ACCEPTANCE_DAYS without an answer. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  acceptedBy!: 'buyer' | 'auto' | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastMessageAt!: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  updatedAt!: Date | null;
}
