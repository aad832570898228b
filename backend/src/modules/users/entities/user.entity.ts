import { BeforeInsert, Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { randomUUID } from 'node:crypto';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** Stored lower-case (the signup schema normalises it), so equality is case-insensitive. */
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Kept as typed; uniqueness and sign-in compare it case-insensitively. */
  @Index('uq_users_username', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  username!: string;

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

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** req.user: the session's user, loaded from the database on each request. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserEntity {}
  }
}
