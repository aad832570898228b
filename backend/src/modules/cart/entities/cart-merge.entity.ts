import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A guest-cart merge already applied to a user's cart: the same mergeId sent again (a retry) adds
 * nothing. Rows older than a day are pruned by the next merge of the same user.
 */
@Entity({ name: 'cart_merges' })
export class CartMergeEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId!: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  mergeId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'fk_cart_merges_user' })
  user?: UserEntity;

  @Column({ type: 'datetime', precision: 3 })
  appliedAt!: Date;
}
