import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OrderItemEntity } from '../../order-records/entities/order-item.entity';

/** One licence bought: a random code the buyer gives a support desk (decision 091). */
@Entity({ name: 'purchase_codes' })
@Index('uq_purchase_codes_item_seq', ['orderItemId', 'seq'], { unique: true })
@Index('idx_purchase_codes_user_template', ['userId', 'templateId', 'licence'])
export class PurchaseCodeEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** crypto.randomUUID(): never derived from an id. */
  @Index('uq_purchase_codes_code', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  code!: string;

  @Column({ type: 'varchar', length: 36 })
  orderItemId!: string;

  @ManyToOne(() => OrderItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderItemId', foreignKeyConstraintName: 'fk_purchase_codes_order_item' })
  orderItem?: OrderItemEntity;

  /** 0 to quantity − 1 within its line. */
  @Column({ type: 'int' })
  seq!: number;

  @Index('idx_purchase_codes_order')
  @Column({ type: 'varchar', length: 36 })
  orderId!: string;

  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 36 })
  templateId!: string;

  @Column({ type: 'varchar', length: 12 })
  licence!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** When an upgrade made this Regular code Extended, and the upgrade's line. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  upgradedAt!: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  upgradeOrderItemId!: string | null;
}
