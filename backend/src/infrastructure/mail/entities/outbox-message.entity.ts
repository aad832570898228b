import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * pending: owed, not delivered yet (maybe retrying, or due later); sent: the SMTP peer accepted it, or
 * its .eml is written; failed: given up; cancelled: a scheduled mail no longer owed when due.
 */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'cancelled';

/**
 * Every mail owed (decision 022): written in the same transaction as the fact that owes it, delivered
 * by the outbox sender (SMTP, or DATA_DIR/outbox/<id>.eml without SMTP_URL). Mail carrying a secret
 * (reset and download links) is composed at send time from `kind` and `refId`; what is kept here for
 * admins to read has those secrets redacted.
 */
@Entity({ name: 'outbox_messages' })
@Index('idx_outbox_messages_due', ['status', 'nextAttemptAt'])
@Index('uq_outbox_messages_kind_ref', ['kind', 'refId'], { unique: true })
export class OutboxMessageEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** What composes it: `message` (stored as is) or a composer's name such as `order-confirmation`. */
  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  /** The fact it is about (an order id, a reset token id); one mail per kind and fact. Indexed for an order's mails on the orders desk (decision 088). */
  @Index('idx_outbox_messages_ref')
  @Column({ type: 'varchar', length: 36, nullable: true })
  refId!: string | null;

  @Index('idx_outbox_messages_to')
  @Column({ type: 'varchar', length: 320 })
  to!: string;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  /** The body, secrets redacted; null until a composed mail is first sent. */
  @Column({ type: 'text', nullable: true })
  text!: string | null;

  @Column({ type: 'text', nullable: true })
  html!: string | null;

  /** Relative to DATA_DIR; set when the mail went to the .eml spool (no SMTP_URL). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  emlPath!: string | null;

  @Column({ type: 'varchar', length: 10 })
  status!: OutboxStatus;

  /** Delivery attempts started (claims). */
  @Column({ type: 'int' })
  attempts!: number;

  /** When a pending mail may be tried (again). */
  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt!: Date;

  /** The claim: which sender holds the mail, until when. An expired lease is free again. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  leaseOwner!: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  leaseUntil!: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt!: Date | null;

  @Index('idx_outbox_messages_created_at')
  @CreateDateColumn()
  createdAt!: Date;

  /** The request that owed this mail: its id is in the sender's log lines too (decision 046). */
  @Column({ type: 'varchar', length: 128, nullable: true })
  requestId!: string | null;
}
