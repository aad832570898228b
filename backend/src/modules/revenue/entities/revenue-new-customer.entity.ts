import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Every buyer who has completed an order, with the order that made them a customer (decision 089). A
 * completion counts a new customer when it adds its buyer here: one row per buyer, so two completions of
 * the same buyer at once count one, and no completion reads (or locks) other buyers' orders to know.
 */
@Entity({ name: 'revenue_new_customers' })
export class RevenueNewCustomerEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 36 })
  orderId!: string;
}
