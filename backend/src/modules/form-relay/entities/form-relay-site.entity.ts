import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A static site whose forms post to the shop's form relay (decision 092): its unguessable key is in
 * the forms' action URL; what they send is mailed to `recipientEmail`. Disabled sites answer 404.
 */
@Entity({ name: 'form_relay_sites' })
export class FormRelaySiteEntity {
  /** UUID v7. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** 24 random bytes in hex (192 bits): the only thing a form needs to post here. */
  @Index('uq_form_relay_sites_site_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  siteKey!: string;

  @Column({ type: 'varchar', length: 120 })
  siteName!: string;

  @Column({ type: 'varchar', length: 254 })
  recipientEmail!: string;

  /** The custom build delivery the site was made for, if any. */
  @Index('idx_form_relay_sites_delivery')
  @Column({ type: 'varchar', length: 36, nullable: true })
  deliveryId!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  disabledAt!: Date | null;
}
