import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn } from 'typeorm';
import type { OrderStatus } from '@tm/contracts/orders';
import { UserEntity } from '../../users/entities/user.entity';
import type { OrderItemEntity } from './order-item.entity';

/**
 * An order (docs/product/storefront.md §3): built from the buyer's cart with the database's prices, pending until the
 * payment gateway's signed confirmation completes it. Kept when its user is deleted (a sales record).
 */
@Entity({ name: 'orders' })
@Index('idx_orders_user_created', ['userId', 'createdAt'])
@Index('uq_orders_user_idempotency_key', ['userId', 'idempotencyKey'], { unique: true })
// The orders desk's pages, newest first, of all orders or of one status (decision 088).
@Index('idx_orders_created', ['createdAt', 'id'])
@Index('idx_orders_status_created', ['status', 'createdAt', 'id'])
// A code's pending and used orders (decision 090).
@Index('idx_orders_discount_code', ['discountCodeId', 'status'])
// The orders desk's provider filter, newest first (decision 088), and the refunds export's range (decision 089).
@Index('idx_orders_provider_created', ['provider', 'createdAt', 'id'])
@Index('idx_orders_refunded', ['refundedAt', 'id'])
export class OrderEntity {
  /** A random UUID: its first 8 characters, upper case, are the order number (newOrderId, decision 052). */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /**
   * The order number customers, mails and admins see (shortOrderId of the id), unique: the database
   * refuses a second order with it (decision 052). Null on older orders that already shared their
   * number with an older one; that number stays taken by the older order's row.
   */
  @Index('uq_orders_number', { unique: true })
  @Column({ type: 'varchar', length: 8, nullable: true })
  orderNumber!: string | null;

  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'fk_orders_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  status!: OrderStatus;

  @Column({ type: 'int' })
  totalCents!: number;

  /** Indexed for the orders desk's prefix search (decision 088). */
  @Index('idx_orders_customer_email')
  @Column({ type: 'varchar', length: 254 })
  customerEmail!: string;

  @Index('idx_orders_customer_name')
  @Column({ type: 'varchar', length: 120 })
  customerName!: string;

  /** From the checkout form (payment link). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  customerPhone!: string | null;

  /** The client's Idempotency-Key: a retried submit answers this order. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  idempotencyKey!: string | null;

  /** SHA-256 of what was ordered, so a key reused for a different order is refused. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  requestHash!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** Indexed for the home page's weekly best sellers (decision 028). */
  @Index('idx_orders_completed')
  @Column({ type: 'datetime', precision: 3, nullable: true })
  completedAt!: Date | null;

  /**
   * The provider the order is paid through (decision 088): the shop's at Place Order, rewritten by a
   * payment started through another one. The orders desk filters by it on an index. Null on orders
   * placed before it was kept and never paid. Optional here only for rows built without it.
   */
  @Column({ type: 'varchar', length: 20, nullable: true })
  provider?: string | null;

  /** When an admin refunded the order (decision 030): its downloads stopped then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  refundedAt!: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  refundReason!: string | null;

  /**
   * When an admin's refund was sent to the payment provider: one admin's refund is under way at a time
   * (a claim taken again after a minute, should its process have died), decision 042.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  refundRequestedAt!: Date | null;

  /** When the buyer's bank opened a dispute (chargeback) of its payment (decision 042); indexed for the desk's filter (decision 088). */
  @Index('idx_orders_disputed')
  @Column({ type: 'datetime', precision: 3, nullable: true })
  disputedAt!: Date | null;

  /**
   * What the buyer paid, tax included, as the payment provider reported it (decision 081); null until
   * paid. `totalCents` is what the shop asked for: the lines' prices, before any tax added to them.
   */
  @Column({ type: 'int', nullable: true })
  paidCents!: number | null;

  /** The tax in what was paid (added to exclusive prices, or inside inclusive ones); 0 when none was charged. */
  @Column({ type: 'int', default: 0 })
  taxCents!: number;

  /** The discount the provider applied, as it reported it: a discount code's (decision 090), else 0. */
  @Column({ type: 'int', default: 0 })
  discountCents!: number;

  /** The currency paid in (ISO 4217, upper case); null until paid. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  currency!: string | null;

  /** Whether the prices charged included tax ('inclusive') or had it added ('exclusive'); null without tax mode. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  taxBehavior!: 'inclusive' | 'exclusive' | null;

  /** The buyer's billing country (ISO 3166-1 alpha-2) as given at the provider's checkout. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  buyerCountry!: string | null;

  /** A business buyer's tax id (e.g. an EU VAT number) given at the provider's checkout. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  buyerTaxId!: string | null;

  /** No tax was charged because the business buyer accounts for it (EU reverse charge). */
  @Column({ type: 'boolean', default: false })
  reverseCharge!: boolean;

  /**
   * The versions of the texts the buyer agreed to at checkout (LEGAL_TEXTS, decision 082): the terms
   * always, the immediate download's wording with templates, the service start's with a custom build;
   * null for a text the order did not need, and on orders placed before the boxes existed.
   */
  @Column({ type: 'varchar', length: 40, nullable: true })
  termsVersion!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  immediateDeliveryVersion!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  serviceStartVersion!: string | null;

  /** When the buyer ticked the boxes (Place Order); null on orders placed before decision 082. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  consentedAt!: Date | null;

  /** The discount code the order was placed with (decision 090); null without one. Its uses count by it. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  discountCodeId!: string | null;

  /** The code as the buyer saw it at Place Order: the record keeps it whatever becomes of the code. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  discountCode!: string | null;

  /**
   * What the code takes off `totalCents`, computed at Place Order (decision 090): the payment must carry
   * exactly this discount (`discountCents` is what the provider reports it applied).
   */
  @Column({ type: 'int', default: 0 })
  codeDiscountCents!: number;

  // Named, not imported as a value: the item imports the order, and a circle of value imports between
  // the two would leave one of them undefined while the other loads.
  @OneToMany('OrderItemEntity', (item: OrderItemEntity) => item.order)
  items?: OrderItemEntity[];
}
