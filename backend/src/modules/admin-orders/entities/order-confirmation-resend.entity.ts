import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An admin's resend of an order's confirmation (decision 088): the outbox row it owes names this row
 * (one mail per kind and fact), and the newest one per order keeps resends to one a minute.
 */
@Entity({ name: 'order_confirmation_resends' })
@Index('idx_order_confirmation_resends_order', ['orderId', 'createdAt'])
export class OrderConfirmationResendEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  orderId!: string;

  @Column({ type: 'varchar', length: 36 })
  adminId!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
