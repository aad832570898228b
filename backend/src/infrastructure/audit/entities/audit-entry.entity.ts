import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One admin write (docs/architecture.md §5): who did what to what, when and from where. Never edited. */
@Entity({ name: 'audit_log' })
@Index('idx_audit_log_created', ['createdAt', 'id'])
// The back office's audit view of one template, newest first.
@Index('idx_audit_log_target', ['targetId', 'createdAt', 'id'])
export class AuditEntryEntity {
  /** UUID v7: ordered by time. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  adminId!: string;

  /** The admin's username at the time, so the record reads the same if the account goes. */
  @Column({ type: 'varchar', length: 60 })
  adminName!: string;

  @Column({ type: 'varchar', length: 40 })
  action!: string;

  @Column({ type: 'varchar', length: 20 })
  targetType!: string;

  @Column({ type: 'varchar', length: 36 })
  targetId!: string;

  /** What else the action needs to be understood (a name, a version, a reason), as short text. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  detail!: string | null;

  /** What a write changed, field by field: JSON of { field: { before, after } } (decision 076); null when it says nothing more. */
  @Column({ type: 'text', nullable: true })
  changes!: string | null;

  @Column({ type: 'varchar', length: 45 })
  ip!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
