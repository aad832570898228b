import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ListingStatus } from '@tm/contracts/listings';
import type { PackagePlatform } from '@tm/contracts/platforms';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { catalogChangeSteps } from './catalog-changes.repository';
import { CATALOG_STATS_ROW } from './entities/catalog-stats.entity';
import type { StoredListingImage } from './entities/template.entity';
import { filterKeys } from './template-draft-checks';

/** Every column of a listing the owner's editor sets. */
export interface ListingFields {
  slug: string;
  name: string;
  description: string;
  longDescription: string;
  longDescriptionHtml: string;
  category: string;
  subcategory: string;
  platform: PackagePlatform | null;
  tags: string[];
  compatibility: string[] | null;
  version: string | null;
  priceCents: number;
  salePriceCents: number | null;
  /** Decision 091: null is the shop's multiple of the price. */
  extendedPriceCents: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  livePreviewUrl: string | null;
  status: ListingStatus;
  images: StoredListingImage[] | null;
  coverImageId: string | null;
  previewImage: string;
  screenshots: string[];
}

/** The columns a listing write sets, in the order of its statements. */
export const LISTING_FIELD_COLUMNS = [
  'slug',
  'name',
  'description',
  'longDescription',
  'longDescriptionHtml',
  'category',
  'subcategory',
  'platform',
  'tags',
  'compatibility',
  'version',
  'priceCents',
  'salePriceCents',
  'extendedPriceCents',
  'saleStartsAt',
  'saleEndsAt',
  'livePreviewUrl',
  'status',
  'images',
  'coverImageId',
  'previewImage',
  'screenshots',
] as const satisfies ReadonlyArray<keyof ListingFields>;

/** What a save was measured against: the row as the editor read it. */
export interface ListingBefore {
  id: string;
  revision: number;
  slug: string;
  status: ListingStatus;
}

/** Why a listing write changed nothing. */
export const LISTING_WRITE_REFUSALS = { changed: 'changed', missing: 'missing' } as const;

/**
 * The owner's listing writes (decision 076), each one transaction with its audit entry: the templates
 * row, its template_tags rows (kept only while it is published: drafts and unlisted templates are
 * never in a browse listing), the old slug's redirect, the stats and the catalog_changes row every
 * process's caches and search index follow.
 */
@Injectable()
export class ListingWritesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inserts a new listing; a slug already taken fails at the unique index. */
  async create(id: string, fields: ListingFields, now: Date, alsoRun: readonly Step[]): Promise<void> {
    const dialect = dialectOf(this.dataSource);
    const at = sqlDate(dialect, now);
    const columns = ['id', ...LISTING_FIELD_COLUMNS, 'features', 'hasZip', 'revision', 'createdAt', 'updatedAt'];
    const values = [id, ...this.values(fields), '[]', 0, 1, at, at];
    await runAtomically(this.dataSource, [
      {
        sql: `INSERT INTO templates (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        params: values,
      },
      ...this.tagSteps(id, fields),
      { sql: 'DELETE FROM slug_redirects WHERE slug = ?', params: [fields.slug] },
      { sql: 'UPDATE catalog_stats SET totalTemplates = totalTemplates + 1 WHERE id = ?', params: [CATALOG_STATS_ROW] },
      ...catalogChangeSteps([id]),
      ...alsoRun,
    ]);
  }

  /**
   * Saves a listing over the revision it was read at: refused ('changed') when another save came
   * first. A changed slug of a listing shoppers could reach leaves a redirect from the old one.
   */
  async save(before: ListingBefore, fields: ListingFields, now: Date, alsoRun: readonly Step[]): Promise<string | null> {
    const at = sqlDate(dialectOf(this.dataSource), now);
    const slugChanged = fields.slug !== before.slug;
    return runAtomically(this.dataSource, [
      {
        sql: `UPDATE templates SET ${LISTING_FIELD_COLUMNS.map((c) => `${c} = ?`).join(', ')}, revision = revision + 1, updatedAt = ?
          WHERE id = ? AND revision = ?`,
        params: [...this.values(fields), at, before.id, before.revision],
        abortUnlessChanged: LISTING_WRITE_REFUSALS.changed,
      },
      { sql: 'DELETE FROM template_tags WHERE templateId = ?', params: [before.id] },
      ...this.tagSteps(before.id, fields),
      ...(slugChanged
        ? [
            { sql: 'DELETE FROM slug_redirects WHERE slug = ?', params: [fields.slug] },
            ...(before.status === 'draft'
              ? []
              : [
                  {
                    sql: 'INSERT INTO slug_redirects (slug, templateId, createdAt) VALUES (?, ?, ?)',
                    params: [before.slug, before.id, at],
                  },
                ]),
          ]
        : []),
      ...catalogChangeSteps([before.id]),
      ...alsoRun,
    ]);
  }

  private values(fields: ListingFields): Array<string | number | Date | null> {
    const dialect = dialectOf(this.dataSource);
    return LISTING_FIELD_COLUMNS.map((column) => {
      const value = fields[column];
      if (value instanceof Date) return sqlDate(dialect, value);
      if (Array.isArray(value)) return JSON.stringify(value);
      return value;
    });
  }

  /** A published listing's template_tags rows, with the copies of its sort and filter columns read from its row. */
  private tagSteps(id: string, fields: ListingFields): Step[] {
    if (fields.status !== 'published') return [];
    return filterKeys(fields).map((tag) => ({
      sql: `INSERT INTO template_tags (templateId, tag, category, salesCount, createdAt, priceCents, rating, ratingCount)
        SELECT t.id, ?, t.category, t.salesCount, t.createdAt, t.priceCents, t.rating, t.ratingCount FROM templates t WHERE t.id = ?`,
      params: [tag, id],
    }));
  }
}
