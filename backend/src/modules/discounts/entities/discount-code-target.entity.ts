import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DiscountCodeEntity } from './discount-code.entity';

/** A template (its id) or a category a code of scope `chosen` is for (decision 090). */
@Entity({ name: 'discount_code_targets' })
export class DiscountCodeTargetEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  discountCodeId!: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  kind!: 'template' | 'category';

  @PrimaryColumn({ type: 'varchar', length: 36 })
  value!: string;

  @ManyToOne(() => DiscountCodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'discountCodeId', foreignKeyConstraintName: 'fk_discount_code_targets_code' })
  code?: DiscountCodeEntity;
}
