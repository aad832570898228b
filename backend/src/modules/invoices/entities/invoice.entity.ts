import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { InvoiceKind } from '@tm/contracts/invoices';
import { OrderEntity } from '../../order-records/entities/order.entity';

/**
 * An invoice or a credit note (decision 085): issued once, never changed. Its number is its prefix,
 * year and place in its gap-free sequence; `snapshot` (InvoiceSnapshot as JSON) is everything it
 * says, as it was when issued, so a later change of the shop's settings or of the buyer's account
 * changes no issued document. The amounts beside it are copies for the tax report.
 */
@Entity({ name: 'invoices' })
@Index('uq_invoices_sequence_seq', ['sequenceName', 'seq'], { unique: true })
@Index('idx_invoices_period_country', ['period', 'buyerCountry'])
export class InvoiceEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 12 })
  kind!: InvoiceKind;

  /** What the document is for, once: `invoice:<orderId>`, `credit:<orderId>` (the order's refund) or `credit:<lineId>`. */
  @Index('uq_invoices_document_key', { unique: true })
  @Column({ type: 'varchar', length: 80 })
  documentKey!: string;

  /** The sequence the number came from: `<kind>-<year>` (document_sequences.name). */
  @Column({ type: 'varchar', length: 40 })
  sequenceName!: string;

  @Column({ type: 'int' })
  seq!: number;

  /** The shop's prefix for this kind when the document was issued. */
  @Column({ type: 'varchar', length: 12 })
  prefix!: string;

  @Column({ type: 'int' })
  year!: number;

  @Index('idx_invoices_order')
  @Column({ type: 'varchar', length: 36 })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'fk_invoices_order' })
  order?: OrderEntity;

  /** The invoice a credit note corrects. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  refersToId!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  issuedAt!: Date;

  /** The issue date's month, `YYYY-MM` in UTC: the tax report's period. */
  @Column({ type: 'varchar', length: 7 })
  period!: string;

  @Column({ type: 'varchar', length: 2, nullable: true })
  buyerCountry!: string | null;

  @Column({ type: 'boolean', default: false })
  reverseCharge!: boolean;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  /** The document's amounts, positive for a credit note too (its kind says it gives back). */
  @Column({ type: 'int' })
  netCents!: number;

  @Column({ type: 'int' })
  taxCents!: number;

  @Column({ type: 'int' })
  grossCents!: number;

  @Column({ type: 'text' })
  snapshot!: string;
}
