import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { PaymentProviderName } from '../../../infrastructure/payments';
import { OrderEntity } from './order.entity';

/** closed: the order was cancelled while the session was open; it can no longer pay. */
export type PaymentStatus = 'open' | 'succeeded' | 'closed';
export type { PaymentProviderName };

/** The refund of a payment that came for an order no longer payable (decision 066). */
export type UnusableRefundState = 'claimed' | 'done' | 'refused';

/**
 * A payment session opened by POST /api/payment-link: the simulated gateway's (its id inside the signed
 * session token) or a provider's (a Stripe Checkout Session, providerRef). Completion turns exactly one
 * open session of a pending order into 'succeeded' (decisions 017, 042).
 */
@Entity({ name: 'payments' })
@Index('uq_payments_provider_ref', ['provider', 'providerRef'], { unique: true })
// The orders desk's provider filter reads it without the row (decision 088).
@Index('idx_payments_order_provider', ['orderId', 'provider'])
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

  @Column({ type: 'varchar', length: 20, default: 'simulated' })
  provider!: PaymentProviderName;

  /** The provider's session id (Stripe: cs_...); null for the simulated gateway. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRef!: string | null;

  /** The provider's payment, learnt at completion (Stripe: pi_...): refunds and disputes name it. */
  @Index('idx_payments_provider_payment')
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerPaymentId!: string | null;

  /** What the provider has refunded of this payment so far. */
  @Column({ type: 'int', default: 0 })
  refundedCents!: number;

  /** Set once a payment arrived for an order that could no longer take it: its refund's state (decision 066). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  unusableRefund!: UnusableRefundState | null;

  /** When the refund was claimed (a claim older than a minute died with its process) or settled. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  unusableRefundAt!: Date | null;
}
