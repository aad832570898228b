import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A token the owner's support desk checks purchase codes with; only its SHA-256 is kept (decision 091). */
@Entity({ name: 'support_tokens' })
export class SupportTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 80 })
  label!: string;

  @Index('uq_support_tokens_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  /** The token's last four characters. */
  @Column({ type: 'varchar', length: 8 })
  hint!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  revokedAt!: Date | null;
}
