import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Column } from 'typeorm';
import { TemplateEntity } from '../../catalog/entities/template.entity';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A template a customer saved for later (decision 039). One row per (user, template); it goes with
 * the template (deleted from the catalog) and with the account.
 */
@Entity({ name: 'wishlist_items' })
@Index('idx_wishlist_items_user_added', ['userId', 'addedAt', 'templateId'])
export class WishlistItemEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId!: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  templateId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'fk_wishlist_items_user' })
  user?: UserEntity;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'templateId', foreignKeyConstraintName: 'fk_wishlist_items_template' })
  template?: TemplateEntity;

  @Column({ type: 'datetime', precision: 3 })
  addedAt!: Date;
}
