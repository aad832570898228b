import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A cart add already applied under its Idempotency-Key: the same add sent again (a retry after a 503
 * whose add committed behind it) adds nothing (decision 050). Rows older than a day are pruned by the
 * next keyed add of the same user.
 */
@Entity({ name: 'cart_add_receipts' })
export class CartAddReceiptEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId!: string;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  idempotencyKey!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'fk_cart_add_receipts_user' })
  user?: UserEntity;

  @Column({ type: 'datetime', precision: 3 })
  addedAt!: Date;
}
