import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OrderItemEntity } from './order-item.entity';

/** The right to download one purchased item, granted once when its order completes. */
@Entity({ name: 'entitlements' })
@Index('idx_entitlements_user_template', ['userId', 'templateId'])
export class EntitlementEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 36 })
  templateId!: string;

  @Index('idx_entitlements_order')
  @Column({ type: 'varchar', length: 36 })
  orderId!: string;

  /** One entitlement per order item, whatever happens concurrently. */
  @Index('uq_entitlements_order_item', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  orderItemId!: string;

  @ManyToOne(() => OrderItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderItemId', foreignKeyConstraintName: 'fk_entitlements_order_item' })
  orderItem?: OrderItemEntity;

  @Column({ type: 'datetime', precision: 3 })
  grantedAt!: Date;
}
