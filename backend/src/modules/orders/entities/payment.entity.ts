import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { OrderEntity } from './order.entity';

/** closed: the order was cancelled while the session was open; it can no longer pay. */
export type PaymentStatus = 'open' | 'succeeded' | 'closed';

/**
 * A payment session opened by POST /api/payment-link. Its id is inside the signed session token;
 * completion turns exactly one open, unexpired session of a pending order into 'succeeded'.
 */
@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('idx_payments_order')
  @Column({ type: 'varchar', length: 36 })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'fk_payments_order' })
  order?: OrderEntity;

  @Column({ type: 'int' })
  amountCents!: number;

  @Column({ type: 'varchar', length: 20 })
  status!: PaymentStatus;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  completedAt!: Date | null;
}
