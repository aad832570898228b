import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A copy of an account's data too large to hand over at once (decision 086): a background job writes the
 * file to private storage, then marks the row ready and owes the mail with its link, in one transaction.
 * `pending` → `ready` → `expired` (the file removed once `expiresAt` passed).
 */
export type AccountExportStatus = 'pending' | 'ready' | 'expired';

@Entity({ name: 'account_exports' })
@Index('idx_account_exports_user', ['userId', 'createdAt'])
@Index('idx_account_exports_status_expires', ['status', 'expiresAt'])
export class AccountExportEntity {
  /** UUID v7. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  /** The job that builds the file. */
  @Column({ type: 'varchar', length: 36 })
  jobId!: string;

  @Column({ type: 'varchar', length: 12 })
  status!: AccountExportStatus;

  /** How many records the account held when the export was asked for. */
  @Column({ type: 'int' })
  recordCount!: number;

  /** In private storage, once written. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  filePath!: string | null;

  @Column({ type: 'int', nullable: true })
  fileBytes!: number | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  readyAt!: Date | null;

  /** ACCOUNT_EXPORT_TTL_MS after it was ready: the link and the file end then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  expiresAt!: Date | null;
}
