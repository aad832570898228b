import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** A pending change of a user's email address, confirmed by a link mailed to the new one (decision 084). */
@Entity({ name: 'email_change_tokens' })
export class EmailChangeTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('idx_email_change_tokens_user_id')
  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'fk_email_change_tokens_user' })
  user?: UserEntity;

  /** Already normalised (trimmed, lower-case) by ChangeEmailSchema. */
  @Column({ type: 'varchar', length: 254 })
  newEmail!: string;

  /** Hex SHA-256 of the token: a leaked table does not leak usable links. */
  @Index('uq_email_change_tokens_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt!: Date;

  /** Set when the link was followed, or when a later request (or the change itself) replaced it. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}
