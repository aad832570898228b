import { BeforeInsert, Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { randomUUID } from 'node:crypto';

@Entity({ name: 'users' })
// The admin's customers table: users who are not admins, newest first (decision 029).
@Index('idx_users_customers', ['isAdmin', 'createdAt', 'id'])
export class UserEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** Stored lower-case (the signup schema normalises it); uniqueness is emailKey's. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Kept as typed, for display; uniqueness and sign-in use usernameKey. */
  @Column({ type: 'varchar', length: 50 })
  username!: string;

  /**
   * loginKey(username). The unique index makes "Twin" and "twin" one account in the database itself,
   * whatever the dialect's collation, and sign-in looks accounts up by it (decision 021).
   */
  @Index('uq_users_username_key', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  usernameKey!: string;

  /** loginKey(email), unique: one account per address whatever its case. */
  @Index('uq_users_email_key', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  emailKey!: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  profileImageUrl!: string | null;

  @Column({ type: 'boolean', default: false })
  isAdmin!: boolean;

  /** Part of every session; bumping it (password reset) signs the user out everywhere. */
  @Column({ type: 'int', default: 0 })
  sessionEpoch!: number;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;

  /**
   * When the account was deleted (decision 086). The row stays, since orders keep their buyer (a
   * restricting key), but emptied: placeholder keys that free the username and email, no password
   * hash, no name. Not TypeORM's soft delete: every query sees the row, and none can sign it in.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}

/** How usernames and emails are compared: trimmed and lower-cased (both are ASCII by the signup rules). */
export function loginKey(value: string): string {
  return value.trim().toLowerCase();
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** req.user: the session's user, loaded from the database on each request. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserEntity {}
  }
}
