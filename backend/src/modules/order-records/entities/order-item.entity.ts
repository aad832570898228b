import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Category } from '@tm/contracts/catalog';
import { OrderEntity } from './order.entity';

/**
 * A line of an order with the price and the template as they were at purchase: the template may
 * change or go later, the order must not (so no foreign key to templates).
 */
@Entity({ name: 'order_items' })
// The refunds export reads refunded lines by range (decision 089).
@Index('idx_order_items_refunded', ['refundedAt', 'id'])
export class OrderItemEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('idx_order_items_order')
  @Column({ type: 'varchar', length: 36 })
  orderId!: string;

  @ManyToOne(() => OrderEntity, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'fk_order_items_order' })
  order?: OrderEntity;

  @Index('idx_order_items_template')
  @Column({ type: 'varchar', length: 36 })
  templateId!: string;

  @Column({ type: 'int' })
  quantity!: number;

  /** Unit price in cents at purchase. */
  @Column({ type: 'int' })
  priceCents!: number;

  @Column({ type: 'varchar', length: 200 })
  templateName!: string;

  @Column({ type: 'varchar', length: 160 })
  templateSlug!: string;

  @Column({ type: 'varchar', length: 20 })
  templateCategory!: Category;

  @Column({ type: 'varchar', length: 60 })
  templateSubcategory!: string;

  @Column({ type: 'varchar', length: 500 })
  templatePreviewImage!: string;

  /** A line paid twice (the template was already the buyer's) is refunded on its own (decision 042). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  refundedAt!: Date | null;

  /** This line's tax as the payment provider computed it (decision 081); 0 when none. */
  @Column({ type: 'int', default: 0 })
  taxCents!: number;

  /** The rate of that tax in basis points (2000 = 20 %); null when the provider gave none. */
  @Column({ type: 'int', nullable: true })
  taxRateBps!: number | null;

  /** The licence bought (decision 091): 'regular' or 'extended'. */
  @Column({ type: 'varchar', length: 12, default: 'regular' })
  licence!: 'regular' | 'extended';

  /** An upgrade of the buyer's Regular licences to Extended, at the difference in price (decision 091). */
  @Column({ type: 'boolean', default: false })
  licenceUpgrade!: boolean;

  /** This line's share of the order's discount code, in cents for the whole line (decision 090); 0 when none. */
  @Column({ type: 'int', default: 0 })
  discountCents!: number;
}
