import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DiscountKind, DiscountScope } from '@tm/contracts/discounts';

/**
 * A discount code (decision 090). `code` is stored in capitals and unique, so codes match whatever the
 * case typed. `usedCount` counts completed orders with it (raised in the completion's transaction);
 * `reservations` only moves on at each Place Order with it, so that UPDATE locks the row while the
 * order's use is checked and written.
 */
@Entity({ name: 'discount_codes' })
export class DiscountCodeEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('uq_discount_codes_code', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  code!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: DiscountKind;

  @Column({ type: 'int', nullable: true })
  percentOff!: number | null;

  @Column({ type: 'int', nullable: true })
  amountOffCents!: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  startsAt!: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  endsAt!: Date | null;

  @Column({ type: 'int', nullable: true })
  usageLimit!: number | null;

  @Column({ type: 'boolean', default: false })
  oncePerBuyer!: boolean;

  @Column({ type: 'int', default: 0 })
  minimumOrderCents!: number;

  @Column({ type: 'varchar', length: 10 })
  scope!: DiscountScope;

  @Column({ type: 'int', default: 0 })
  usedCount!: number;

  @Column({ type: 'int', default: 0 })
  reservations!: number;

  @Column({ type: 'boolean', default: false })
  archived!: boolean;

  /** Each admin save moves it on; a save over an older one is refused (409). */
  @Column({ type: 'int', default: 0 })
  revision!: number;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
