import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One of a subject's `max` places under a limit (e.g. an account created from an address), held until
 * it expires. The unique (bucket, subject, slot) index is what keeps concurrent requests from taking
 * more places than there are, on any database and across processes.
 */
@Entity({ name: 'rate_limit_hits' })
@Index('uq_rate_limit_hits_slot', ['bucket', 'subject', 'slot'], { unique: true })
export class RateLimitHitEntity {
  /** Changes when an expired place is taken over, so the former holder's release cannot free it. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** What is limited, e.g. `signup`. */
  @Column({ type: 'varchar', length: 40 })
  bucket!: string;

  /** Who it is counted against, e.g. a client address (IPv6 by /64). */
  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  /** 0 to max-1. */
  @Column({ type: 'int' })
  slot!: number;

  /** When the place frees up; set from the injectable Clock so tests can move through the window. */
  @Index('idx_rate_limit_hits_expires_at')
  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;
}
