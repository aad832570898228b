import { BeforeInsert, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { randomUUID } from 'node:crypto';

/** A mail kept instead of sent (no SMTP_URL); the .eml file beside it is the full RFC 822 message. */
@Entity({ name: 'outbox_messages' })
export class OutboxMessageEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('idx_outbox_messages_to')
  @Column({ type: 'varchar', length: 320 })
  to!: string;

  @Column({ type: 'varchar', length: 500 })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  html!: string | null;

  /** Relative to DATA_DIR. */
  @Column({ type: 'varchar', length: 500 })
  emlPath!: string;

  @Index('idx_outbox_messages_created_at')
  @CreateDateColumn()
  createdAt!: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
