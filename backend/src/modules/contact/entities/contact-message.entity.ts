import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ContactCategory } from '@tm/contracts/contact';

/** A message sent through the contact form (docs/product/back-office.md §3), kept for the support inbox. */
@Entity({ name: 'contact_messages' })
@Index('idx_contact_messages_status_created', ['status', 'createdAt'])
export class ContactMessageEntity {
  /** UUID v7. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 150 })
  subject!: string;

  @Column({ type: 'varchar', length: 20 })
  category!: ContactCategory;

  @Column({ type: 'text' })
  message!: string;

  /** The client address it came from (abuse handling). */
  @Column({ type: 'varchar', length: 45 })
  ip!: string;

  /** new, then handled. */
  @Column({ type: 'varchar', length: 12 })
  status!: 'new' | 'handled';

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  handledAt!: Date | null;
}
