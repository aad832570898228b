import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One submission a site's form relayed (decision 092), kept so its mail is composed at send time like
 * every owed mail (decision 022): the fields in the order posted, and the validated Reply-To.
 */
@Entity({ name: 'form_relay_messages' })
@Index('idx_form_relay_messages_site_created', ['siteId', 'createdAt'])
export class FormRelayMessageEntity {
  /** UUID v7. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  siteId!: string;

  /** JSON `[[name, value], …]` in the order posted, control fields left out. */
  @Column({ type: 'text' })
  fields!: string;

  /** The `email` field when it is one valid address; null otherwise. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  replyTo!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
