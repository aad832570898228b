import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Category } from '@tm/contracts/catalog';
import { TemplateEntity, decimalNumber } from './template.entity';

/**
 * The filter keys of a template, one row each: its tags and its own subcategory (so "subcategory
 * equals s or tags contain s" is one lookup). category, salesCount, createdAt, priceCents, rating and
 * ratingCount are copies of the template's, so a browse niche's page in any listing order and within
 * price and rating bounds is read from one index without touching templates (decision 039). Written
 * by CatalogWriterService and the sales-count steps (rows, sales) and the rating steps the reviews
 * run (ratings), which keep the copies in step.
 */
// WITHOUT ROWID on SQLite: rows live in the primary key's B-tree, one tree fewer to write per tag.
@Entity({ name: 'template_tags', withoutRowid: true })
@Index('idx_template_tags_tag_popular', ['tag', 'salesCount', 'createdAt', 'templateId'])
@Index('idx_template_tags_category_tag_popular', ['category', 'tag', 'salesCount', 'createdAt', 'templateId', 'priceCents', 'rating'])
@Index('idx_template_tags_category_tag_newest', ['category', 'tag', 'createdAt', 'templateId', 'priceCents', 'rating'])
@Index('idx_template_tags_category_tag_price', ['category', 'tag', 'priceCents', 'templateId', 'rating'])
@Index('idx_template_tags_category_tag_rated', [
  'category',
  'tag',
  'rating',
  'ratingCount',
  'salesCount',
  'createdAt',
  'templateId',
  'priceCents',
])
export class TemplateTagEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  templateId!: string;

  @PrimaryColumn({ type: 'varchar', length: 60 })
  tag!: string;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'templateId', foreignKeyConstraintName: 'fk_template_tags_template' })
  template?: TemplateEntity;

  @Column({ type: 'varchar', length: 20 })
  category!: Category;

  @Column({ type: 'int' })
  salesCount!: number;

  @Column({ type: 'datetime', precision: 6 })
  createdAt!: Date;

  @Column({ type: 'int', default: 0 })
  priceCents!: number;

  @Column({ type: 'decimal', precision: 2, scale: 1, default: 0, transformer: decimalNumber })
  rating!: number;

  @Column({ type: 'int', default: 0 })
  ratingCount!: number;
}
