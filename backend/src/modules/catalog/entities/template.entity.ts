import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Category } from '@tm/contracts/catalog';
import type { TemplateDesign } from '@tm/catalog-generator';
import type { ListingStatus } from '@tm/contracts/listings';
import type { PackagePlatform } from '@tm/contracts/platforms';

/** An owner's preview image as stored: its id, the public addresses of its two WebP sizes and its size. */
export interface StoredListingImage {
  id: string;
  url: string;
  cardUrl: string;
  width: number;
  height: number;
}

/** decimal columns come back as strings from mysql2 and as numbers from SQLite: always a number here. */
export const decimalNumber = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? 0 : Number(value)),
};

/**
 * A template for sale (docs/product/storefront.md §3). Money in integer cents. Listing orders and filters each have
 * an index whose columns end in the order (salesCount, createdAt, id), so a page is a short index
 * range scan (category, subcategory included); tag filters go through template_tags. Full text search:
 * the FULLTEXT indexes below on MySQL; on SQLite an FTS5 table that TypeORM does not know about (see
 * the SQLite catalog migration).
 */
@Entity({ name: 'templates' })
// Every listing order per scope (all, category, category + subcategory), each ending in the order's
// columns, then priceCents and rating for the filters (decision 039). The popular ones also serve the
// home page's featured section; rated and newest its hand-picked and trending ones (decision 028).
// Each ends in status, so the storefront's "published only" is checked inside the index (decision 076).
@Index('idx_templates_popular', ['salesCount', 'createdAt', 'id', 'priceCents', 'rating', 'status'])
@Index('idx_templates_category_popular', ['category', 'salesCount', 'createdAt', 'id', 'priceCents', 'rating', 'status'])
@Index('idx_templates_category_subcategory_popular', [
  'category',
  'subcategory',
  'salesCount',
  'createdAt',
  'id',
  'priceCents',
  'rating',
  'status',
])
@Index('idx_templates_newest', ['createdAt', 'id', 'rating', 'ratingCount', 'priceCents', 'status'])
@Index('idx_templates_category_newest', ['category', 'createdAt', 'id', 'priceCents', 'rating', 'status'])
@Index('idx_templates_subcategory_newest', ['category', 'subcategory', 'createdAt', 'id', 'priceCents', 'rating', 'status'])
@Index('idx_templates_price', ['priceCents', 'id', 'rating', 'status'])
@Index('idx_templates_category_price', ['category', 'priceCents', 'id', 'rating', 'status'])
@Index('idx_templates_subcategory_price', ['category', 'subcategory', 'priceCents', 'id', 'rating', 'status'])
@Index('idx_templates_rated', ['rating', 'ratingCount', 'salesCount', 'createdAt', 'id', 'priceCents', 'status'])
@Index('idx_templates_category_rated', ['category', 'rating', 'ratingCount', 'salesCount', 'createdAt', 'id', 'priceCents', 'status'])
@Index('idx_templates_subcategory_rated', [
  'category',
  'subcategory',
  'rating',
  'ratingCount',
  'salesCount',
  'createdAt',
  'id',
  'priceCents',
  'status',
])
// The next sale to start or end: each node drops its cached prices at that moment (decision 076).
@Index('idx_templates_sale_starts', ['saleStartsAt'])
@Index('idx_templates_sale_ends', ['saleEndsAt'])
// The admin's ZIP filter (Uploaded / Empty), alone or with a category and subcategory, decision 029.
@Index('idx_templates_zip_popular', ['hasZip', 'salesCount', 'createdAt', 'id'])
@Index('idx_templates_zip_category_popular', ['hasZip', 'category', 'salesCount', 'createdAt', 'id'])
@Index('idx_templates_zip_subcategory_popular', ['hasZip', 'category', 'subcategory', 'salesCount', 'createdAt', 'id'])
// MySQL FULLTEXT (name) for the back office's search by name, created by the MySQL migration and left
// alone by TypeORM, which cannot model it for both dialects. The storefront's search reads
// search_postings on MySQL (decision 035) and the FTS5 table on SQLite.
@Index('ft_templates_name', { synchronize: false })
export class TemplateEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('uq_templates_slug', { unique: true })
  @Column({ type: 'varchar', length: 160 })
  slug!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'int' })
  priceCents!: number;

  /** 0.0 to 5.0, exactly one decimal. */
  @Column({ type: 'decimal', precision: 2, scale: 1, default: 0, transformer: decimalNumber })
  rating!: number;

  @Column({ type: 'int', default: 0 })
  ratingCount!: number;

  /** Also copied to template_tags.salesCount: change it through CatalogWriterService. */
  @Column({ type: 'int', default: 0 })
  salesCount!: number;

  @Column({ type: 'varchar', length: 500 })
  previewImage!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  livePreviewUrl!: string | null;

  @Column({ type: 'varchar', length: 20 })
  category!: Category;

  @Column({ type: 'varchar', length: 60 })
  subcategory!: string;

  @Column({ type: 'simple-json' })
  features!: string[];

  @Column({ type: 'simple-json' })
  screenshots!: string[];

  /** Also one row per tag (plus the subcategory) in template_tags: change it through CatalogWriterService. */
  @Column({ type: 'simple-json' })
  tags!: string[];

  /** Palette and layout of a generated template (images, live preview); null for uploaded ones. */
  @Column({ type: 'simple-json', nullable: true })
  design!: TemplateDesign | null;

  @Column({ type: 'boolean', default: false })
  hasZip!: boolean;

  /** The bulk generation job that made it: the back office marks it Generated. Null for seeded and uploaded templates. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  generationJobId!: string | null;

  /** draft (back office only), published (listed), unlisted (buyable by link): decision 076. */
  @Column({ type: 'varchar', length: 12, default: 'published' })
  status!: ListingStatus;

  /** The owner's long description as typed (Markdown), and the safe HTML made from it at save. */
  @Column({ type: 'text', nullable: true })
  longDescription!: string | null;

  @Column({ type: 'text', nullable: true })
  longDescriptionHtml!: string | null;

  /** Set by the owner; null: the category's own (platformFacts). */
  @Column({ type: 'varchar', length: 30, nullable: true })
  platform!: PackagePlatform | null;

  /** Set by the owner; null: the platform's own (platformFacts). */
  @Column({ type: 'simple-json', nullable: true })
  compatibility!: string[] | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  version!: string | null;

  /** A sale: its price while it runs, from saleStartsAt (null: now) until saleEndsAt (null: until changed). */
  @Column({ type: 'int', nullable: true })
  salePriceCents!: number | null;

  /** The Extended licence's own price; null: the Regular price times the shop's multiple (decision 091). */
  @Column({ type: 'int', nullable: true })
  extendedPriceCents!: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  saleStartsAt!: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  saleEndsAt!: Date | null;

  /** The owner's uploaded preview images in gallery order; null for generated and seeded templates. */
  @Column({ type: 'simple-json', nullable: true })
  images!: StoredListingImage[] | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  coverImageId!: string | null;

  /** Counts the editor's saves: a save over a later revision is refused (decision 076). */
  @Column({ type: 'int', default: 1 })
  revision!: number;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
