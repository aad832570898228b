import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { randomUUID } from 'node:crypto';

/** One failed sign-in. Kept in the database so throttling holds across processes and restarts. */
@Entity({ name: 'login_failures' })
export class LoginFailureEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** `user:<id>` for an existing account, else `name:<normalised identifier>`: never reveals which. */
  @Index('idx_login_failures_account_key')
  @Column({ type: 'varchar', length: 300 })
  accountKey!: string;

  @Index('idx_login_failures_ip')
  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  /** Set from the injectable Clock (not a database default) so tests can move through the window. */
  @Index('idx_login_failures_created_at')
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
