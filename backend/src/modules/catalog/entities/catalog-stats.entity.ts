import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The one row (id 1) of catalog_stats. */
export const CATALOG_STATS_ROW = 1;

/**
 * The admin panel's stat cards (docs/product/back-office.md §2), kept up to date by CatalogWriterService in the same
 * transaction as every write that changes them, so they are read, never counted, at a million
 * templates (decision 029).
 */
@Entity({ name: 'catalog_stats' })
export class CatalogStatsEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int', default: 0 })
  totalTemplates!: number;

  @Column({ type: 'int', default: 0 })
  templatesWithZip!: number;

  /** Templates a generator designed (design set) with no uploaded ZIP: buyers get a package made on request. */
  @Column({ type: 'int', default: 0 })
  templatesGenerated!: number;
}
