import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TemplateEntity } from '../../catalog/entities/template.entity';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A line of a customer's server cart (docs/product/storefront.md §3): one per (user, template), quantity 1-10.
 * Written only by CartRepository, whose upserts keep the one-row rule under concurrent adds.
 * Lines go with their user or template (ON DELETE CASCADE).
 */
@Entity({ name: 'cart_items' })
@Index('uq_cart_items_user_template', ['userId', 'templateId'], { unique: true })
export class CartItemEntity {
  /** UUID v7: id order is insertion order. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'fk_cart_items_user' })
  user?: UserEntity;

  @Index('idx_cart_items_template')
  @Column({ type: 'varchar', length: 36 })
  templateId!: string;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'templateId', foreignKeyConstraintName: 'fk_cart_items_template' })
  template?: TemplateEntity;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ type: 'datetime', precision: 3 })
  addedAt!: Date;

  /** What the buyer saw when they last added it (a running sale's price, else the price); null for lines from before (decision 076). */
  @Column({ type: 'int', nullable: true })
  priceCentsAtAdd!: number | null;

  /** The licence the line buys (decision 091): 'regular' or 'extended'. */
  @Column({ type: 'varchar', length: 12, default: 'regular' })
  licence!: string;
}
