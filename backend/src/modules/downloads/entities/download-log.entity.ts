import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type DownloadVia = 'session' | 'link';

/** One download (decision 017): who, what, when, from where. Kept even if the order goes. */
@Entity({ name: 'download_logs' })
@Index('idx_download_logs_order', ['orderId', 'createdAt'])
@Index('idx_download_logs_user', ['userId', 'createdAt'])
export class DownloadLogEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 36 })
  orderId!: string;

  /** Null for the all-items ZIP. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  orderItemId!: string | null;

  @Column({ type: 'varchar', length: 45 })
  ip!: string;

  /** The signed-in session, or a signed link from the confirmation email. */
  @Column({ type: 'varchar', length: 10 })
  via!: DownloadVia;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
