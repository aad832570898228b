import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One day's sales in one currency (decision 089), kept as orders complete and refund, so the dashboard
 * reads days, never orders. `day` is the shop's calendar day (its time zone at the time of the event).
 */
@Entity({ name: 'revenue_days' })
export class RevenueDayEntity {
  /** YYYY-MM-DD in the shop's time zone. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 3 })
  currency!: string;

  /** Orders completed that day. */
  @Column({ type: 'int' })
  orders!: number;

  /** What buyers paid, tax included (paidCents, decision 081). */
  @Column({ type: 'bigint' })
  grossCents!: string;

  /** Gross less tax. */
  @Column({ type: 'bigint' })
  netCents!: string;

  @Column({ type: 'bigint' })
  taxCents!: string;

  /** Refunds made that day: whole orders and duplicate lines (decision 042). */
  @Column({ type: 'int' })
  refunds!: number;

  @Column({ type: 'bigint' })
  refundedCents!: string;

  /** Buyers whose first completed order was that day's. */
  @Column({ type: 'int' })
  newCustomers!: number;
}
