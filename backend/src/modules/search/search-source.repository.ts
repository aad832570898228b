import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Category } from '@tm/contracts/catalog';
import { isMysqlFamily } from '../../database/sql-dialect';
import { readDate } from '../../database/sql-dialect';
import type { IndexedTemplate } from './engine/search-index';

const PUBLISHED = "status = 'published'";
const COLUMNS = 'id, name, description, tags, category, subcategory, salesCount, createdAt, priceCents, rating, ratingCount';

interface SourceRow {
  id: string;
  name: string;
  description: string;
  tags: string;
  category: Category;
  subcategory: string;
  salesCount: number | string;
  createdAt: Date | string;
  priceCents: number | string;
  rating: number | string;
  ratingCount: number | string;
}

export interface CatalogChange {
  seq: number;
  templateId: string;
}

function toIndexed(row: SourceRow): IndexedTemplate {
  const tags: unknown = JSON.parse(row.tags);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tags: Array.isArray(tags) ? tags.map(String) : [],
    category: row.category,
    subcategory: row.subcategory,
    salesCount: Number(row.salesCount),
    createdAtMs: readDate(row.createdAt).getTime(),
    priceCents: Number(row.priceCents),
    rating: Number(row.rating),
    ratingCount: Number(row.ratingCount),
  };
}

/** What the search index reads from the database (decision 054): templates in id order, and the changes since a seq. */
@Injectable()
export class SearchSourceRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The newest change's seq (0 when none): a full load follows the changes from here. */
  async latestChange(): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT MAX(seq) AS seq FROM catalog_changes')) as Array<{ seq: number | string | null }>;
    return Number(row?.seq ?? 0);
  }

  /** The next `limit` published templates after `afterId` in id order (primary key range); drafts and unlisted ones are never searched (decision 076). */
  async templatesAfter(afterId: string, limit: number): Promise<IndexedTemplate[]> {
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM templates WHERE id > ? AND ${PUBLISHED} ORDER BY id LIMIT ?`, [
      afterId,
      limit,
    ])) as SourceRow[];
    return rows.map(toIndexed);
  }

  /** The published ones of these templates: the index drops the others, as it drops deleted ones. */
  async templatesByIds(ids: readonly string[]): Promise<IndexedTemplate[]> {
    if (ids.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM templates WHERE id IN (${ids.map(() => '?').join(', ')}) AND ${PUBLISHED}`,
      [...ids],
    )) as SourceRow[];
    return rows.map(toIndexed);
  }

  /** Changes after `seq`, and those within the given ranges (seqs seen missing before), in seq order. */
  async changesAfter(seq: number, limit: number, gaps: ReadonlyArray<readonly [number, number]>): Promise<CatalogChange[]> {
    const where = ['seq > ?', ...gaps.map(() => 'seq BETWEEN ? AND ?')].join(' OR ');
    const rows = (await this.dataSource.query(`SELECT seq, templateId FROM catalog_changes WHERE ${where} ORDER BY seq LIMIT ?`, [
      seq,
      ...gaps.flat(),
      limit,
    ])) as Array<{ seq: number | string; templateId: string }>;
    return rows.map((r) => ({ seq: Number(r.seq), templateId: r.templateId }));
  }

  /** Drops change rows older than `before` (by the database's clock, like changedAt). */
  async pruneChanges(olderThanSeconds: number): Promise<void> {
    const mysql = isMysqlFamily(this.dataSource);
    await this.dataSource.query(
      mysql
        ? 'DELETE FROM catalog_changes WHERE changedAt < CURRENT_TIMESTAMP - INTERVAL ? SECOND'
        : "DELETE FROM catalog_changes WHERE changedAt < datetime('now', '-' || ? || ' seconds')",
      [olderThanSeconds],
    );
  }

  /** Slug and name of templates, for suggestions. */
  async namesOf(ids: readonly string[]): Promise<Array<{ id: string; slug: string; name: string }>> {
    if (ids.length === 0) return [];
    return (await this.dataSource.query(`SELECT id, slug, name FROM templates WHERE id IN (${ids.map(() => '?').join(', ')})`, [
      ...ids,
    ])) as Array<{
      id: string;
      slug: string;
      name: string;
    }>;
  }
}
