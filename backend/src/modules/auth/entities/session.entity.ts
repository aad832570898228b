import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Rows of the SQL session store (used when REDIS_URL is not set). */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  sid!: string;

  /** The express-session object as JSON. */
  @Column({ type: 'text' })
  data!: string;

  @Index('idx_sessions_expires_at')
  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;
}
