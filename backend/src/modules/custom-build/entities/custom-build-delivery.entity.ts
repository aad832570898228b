import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DeliveryStatus } from '@tm/contracts/custom-build';

/**
 * The delivery of one bought custom build (decision 036): written in the payment's own transaction,
 * with the background job that builds the starter site; ready when its ZIP is stored.
 */
@Entity({ name: 'custom_build_deliveries' })
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
}
