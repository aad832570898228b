import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A priced custom-build summary (docs/product/storefront.md §3), stored when it is generated: the browser keeps a
 * copy, but only this row's price is ever sold. A guest's summary has no user until they sign in
 * and save it (POST /api/custom-build/summaries).
 */
@Entity({ name: 'custom_build_summaries' })
@Index('idx_custom_build_summaries_user', ['userId', 'createdAt'])
export class CustomBuildSummaryEntity {
  /** UUID v7. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  userId!: string | null;

  /** The validated requirements it was priced from (JSON): the delivery builds the site from them. */
  @Column({ type: 'text' })
  requirements!: string;

  /** The summary as shown (JSON, without id and createdAt). */
  @Column({ type: 'text' })
  summary!: string;

  /** The price in cents: what an order of it costs, whatever the browser's copy says. */
  @Column({ type: 'int' })
  priceCents!: number;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** The chat the summary came from (JSON ChatMessage[], newest kept when long: decision 097); null before it was kept. */
  @Column({ type: 'text', nullable: true })
  conversation!: string | null;
}
