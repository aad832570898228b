import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** The custom build in a user's cart (at most one; adding another replaces it). */
@Entity({ name: 'custom_build_carts' })
export class CustomBuildCartEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'fk_custom_build_carts_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 36 })
  summaryId!: string;

  @Column({ type: 'datetime', precision: 3 })
  addedAt!: Date;
}
