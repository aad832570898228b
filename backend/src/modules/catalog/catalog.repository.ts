import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CATEGORIES, type Category } from '@tm/contracts/catalog';
import { CUSTOM_BUILD_SLUG } from '@tm/contracts/orders';
import { dialectOf, readDate, sqlDate, type Dialect } from '../../database/sql-dialect';
import { CATALOG_STATS_ROW } from './entities/catalog-stats.entity';
import { TEMPLATE_SELECT, type TemplateRow } from './template.dto';
import { boundsWhere, hasBounds, leadingColumn, orderBy, orderKeys, type ListingBounds, type ListingSort } from './listing-order';

/**
 * What a listing is narrowed to: `subcategories` matches a template's own subcategory (one of them),
 * `tag` a template's tags or subcategory (template_tags). At most one of the two.
 */
export interface TemplateFilter extends ListingBounds {
  category?: Category;
  subcategories?: readonly string[];
  tag?: string;
  /** The admin's ZIP filter (not with `tag`): index (hasZip, [category, [subcategory,]] salesCount, ...). */
  hasZip?: boolean;
  /** The back office's table lists drafts and unlisted templates too; the storefront only published ones (decision 076). */
  everyStatus?: boolean;
}

/** What shoppers may see listed: every storefront listing index ends in status, so this is checked inside it (decision 076). */
const LISTED = (alias: string) => `${alias}.status = 'published'`;

/** Listing order "popular": best sellers first, then newest (id breaks ties). */
export const POPULAR = (a: string, id = 'id') => `${a}.salesCount DESC, ${a}.createdAt DESC, ${a}.${id} DESC`;
const RATED = (a: string) => `${a}.rating DESC, ${a}.ratingCount DESC, ${POPULAR(a)}`;

/**
 * `alias.subcategory IN (...)` within the category. Without one, every category is listed, so the
 * (category, subcategory, ...) index still narrows the read to those subcategories instead of a scan.
 */
function subcategoryWhere(
  alias: string,
  category: Category | undefined,
  subcategories: readonly string[],
): { sql: string; params: unknown[] } {
  const categories: readonly string[] = category ? [category] : CATEGORIES;
  const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');
  return {
    sql: `${alias}.category IN (${marks(categories)}) AND ${alias}.subcategory IN (${marks(subcategories)})`,
    params: [...categories, ...subcategories],
  };
}

/**
 * Every catalog read as SQL tuned for the indexes of the catalog migrations. A page is always two
 * steps in one statement (a "deferred join"): find the page's ids from a covering index in the
 * listing order, then fetch just those rows by primary key, so deep pages never drag whole rows
 * through the sort or the offset.
 */
@Injectable()
export class CatalogRepository {
  private readonly dialect: Dialect;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.dialect = dialectOf(dataSource);
  }

  /**
   * A page in a listing order (default: sales, then newest, then id). Each scope and order has an
   * index ending in the order's columns, then priceCents and rating (migration 1765300000000), so a
   * page is an index range read in order with the bounds checked in the index. A browse niche (a tag
   * within a category) is read the same way from template_tags and its copies (decision 039).
   */
  async listingPage(filter: TemplateFilter, offset: number, limit: number, sort: ListingSort = 'popular'): Promise<TemplateRow[]> {
    let ids: string;
    const params: unknown[] = [];
    // SQLite would read a bound's range (a price band) and sort it; a unary + keeps it walking the
    // order's index and checking the bound there, which stops after one page (decision 039).
    const leading = leadingColumn(sort);
    const bounds = boundsWhere('p', filter, this.dialect === 'sqlite' ? (c) => c !== leading : undefined);
    if (filter.tag !== undefined && (filter.category !== undefined || (sort === 'popular' && !hasBounds(filter)))) {
      // template_tags(category, tag, order…, priceCents, rating), or (tag, salesCount, createdAt,
      // templateId) for the default order without a category: index-only, with the copies.
      const tagBounds = boundsWhere('g', filter, this.dialect === 'sqlite' ? (c) => c !== leading : undefined);
      const where = [...(filter.category ? ['g.category = ?'] : []), 'g.tag = ?', ...tagBounds.conditions];
      ids = `SELECT ${orderKeys(sort, 'g', 'templateId')} FROM template_tags g WHERE ${where.join(' AND ')}
        ORDER BY ${orderBy(sort, 'g', 'templateId')} LIMIT ? OFFSET ?`;
      params.push(...(filter.category ? [filter.category] : []), filter.tag, ...tagBounds.params);
    } else if (filter.tag !== undefined) {
      // A tag across categories in another order (no caller asks for it): its templates, sorted.
      ids = `SELECT ${orderKeys(sort, 'p')} FROM template_tags g JOIN templates p ON p.id = g.templateId
        WHERE ${['g.tag = ?', LISTED('p'), ...bounds.conditions].join(' AND ')}
        ORDER BY ${orderBy(sort, 'p')} LIMIT ? OFFSET ?`;
      params.push(filter.tag, ...bounds.params);
    } else if (filter.subcategories !== undefined && filter.subcategories.length > 1) {
      // Several subcategories (a /browse value): no index holds them in one order, so each is read
      // in order up to the page's end from its own index, and the short lists are merged.
      const branches = filter.subcategories.map((subcategory, i) => {
        const where = this.scopeWhere('p', { ...filter, subcategories: [subcategory] });
        params.push(...where.params, ...bounds.params, offset + limit);
        return `SELECT * FROM (SELECT ${orderKeys(sort, 'p')} FROM templates p WHERE ${[...where.conditions, ...bounds.conditions].join(' AND ')}
          ORDER BY ${orderBy(sort, 'p')} LIMIT ?) b${i}`;
      });
      ids = `SELECT u.* FROM (${branches.join(' UNION ALL ')}) u ORDER BY ${orderBy(sort, 'u')} LIMIT ? OFFSET ?`;
    } else {
      // templates([hasZip,] [category, [subcategory,]] order…, priceCents, rating): index-only.
      const where = this.scopeWhere('p', filter);
      where.conditions.push(...bounds.conditions);
      ids = `SELECT ${orderKeys(sort, 'p')} FROM templates p${where.conditions.length ? ` WHERE ${where.conditions.join(' AND ')}` : ''}
        ORDER BY ${orderBy(sort, 'p')} LIMIT ? OFFSET ?`;
      params.push(...where.params, ...bounds.params);
    }
    params.push(limit, offset);
    // Ordered by the page's own columns: SQLite then keeps the page's order instead of walking
    // templates in index order and probing the page for each row.
    return (await this.dataSource.query(
      `SELECT ${TEMPLATE_SELECT('t')} FROM (${ids}) page JOIN templates t ON t.id = page.id ORDER BY ${orderBy(sort, 'page')}`,
      params,
    )) as TemplateRow[];
  }

  /** How many templates a filter finds (index-only counts). */
  async count(filter: TemplateFilter): Promise<number> {
    let sql: string;
    let params: unknown[];
    const bounds = boundsWhere('t', filter);
    if (filter.tag !== undefined) {
      // template_tags carries the copies the bounds test (index-only).
      const tagBounds = boundsWhere('g', filter);
      sql = `SELECT COUNT(*) AS n FROM template_tags g
        WHERE ${[...(filter.category ? ['g.category = ?'] : []), 'g.tag = ?', ...tagBounds.conditions].join(' AND ')}`;
      params = [...(filter.category ? [filter.category] : []), filter.tag, ...tagBounds.params];
    } else {
      const where = this.scopeWhere('t', filter);
      where.conditions.push(...bounds.conditions);
      sql = `SELECT COUNT(*) AS n FROM templates t${where.conditions.length ? ` WHERE ${where.conditions.join(' AND ')}` : ''}`;
      params = [...where.params, ...bounds.params];
    }
    const [row] = (await this.dataSource.query(sql, params)) as Array<{ n: number | string }>;
    return Number(row?.n ?? 0);
  }

  /** The ZIP filter, category and subcategories of a filter without a tag, as conditions. */
  private scopeWhere(alias: string, filter: TemplateFilter): { conditions: string[]; params: unknown[] } {
    const zip = filter.hasZip === undefined ? [] : [filter.hasZip ? 1 : 0];
    const conditions = [...(zip.length ? [`${alias}.hasZip = ?`] : []), ...(filter.everyStatus ? [] : [LISTED(alias)])];
    if (filter.subcategories !== undefined) {
      const where = subcategoryWhere(alias, filter.category, filter.subcategories);
      return { conditions: [...conditions, where.sql], params: [...zip, ...where.params] };
    }
    if (filter.category) return { conditions: [...conditions, `${alias}.category = ?`], params: [...zip, filter.category] };
    return { conditions, params: zip };
  }

  /** Templates by id, in the order of the ids (the search index's page); missing ones are left out. */
  async findByIds(ids: readonly string[]): Promise<TemplateRow[]> {
    if (ids.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT ${TEMPLATE_SELECT('t')} FROM templates t WHERE t.id IN (${ids.map(() => '?').join(', ')})`,
      [...ids],
    )) as TemplateRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The best rated of the templates with at least `minRatings` ratings; ties go to more ratings, then sales. */
  async topRated(minRatings: number, limit: number): Promise<TemplateRow[]> {
    // templates(rating, ratingCount, salesCount, createdAt, id): index-only, read from the top.
    return (await this.dataSource.query(
      `SELECT ${TEMPLATE_SELECT('t')} FROM (
          SELECT r.id, r.rating, r.ratingCount, r.salesCount, r.createdAt FROM templates r WHERE r.ratingCount >= ? AND ${LISTED('r')} ORDER BY ${RATED('r')} LIMIT ?
        ) page JOIN templates t ON t.id = page.id ORDER BY ${RATED('page')}`,
      [minRatings, limit],
    )) as TemplateRow[];
  }

  /** The newest templates rated at least `minRating` (by at least one buyer). */
  async newestRated(minRating: number, limit: number): Promise<TemplateRow[]> {
    // templates(createdAt, id, rating, ratingCount): index-only, read from the newest.
    return (await this.dataSource.query(
      `SELECT ${TEMPLATE_SELECT('t')} FROM (
          SELECT n.id, n.createdAt FROM templates n WHERE n.rating >= ? AND n.ratingCount > 0 AND ${LISTED('n')} ORDER BY n.createdAt DESC, n.id DESC LIMIT ?
        ) page JOIN templates t ON t.id = page.id ORDER BY page.createdAt DESC, page.id DESC`,
      [minRating, limit],
    )) as TemplateRow[];
  }

  /**
   * The templates that sold the most units in orders completed since `since`, most first (then the
   * all-time order); templates deleted since are left out. Read from the orders themselves (index on
   * completedAt), so the checkout writes nothing more for it.
   */
  async bestSellersSince(since: Date, limit: number): Promise<TemplateRow[]> {
    return (await this.dataSource.query(
      `SELECT ${TEMPLATE_SELECT('t')} FROM (
          SELECT i.templateId, SUM(i.quantity) AS sold FROM orders o JOIN order_items i ON i.orderId = o.id
          WHERE o.completedAt >= ? AND o.status = 'completed' AND i.templateSlug <> ? GROUP BY i.templateId ORDER BY sold DESC, i.templateId DESC LIMIT ?
        ) w JOIN templates t ON t.id = w.templateId AND ${LISTED('t')}
        ORDER BY w.sold DESC, ${POPULAR('t')}`,
      // A custom build is an order line, not a template: it never takes a best seller's place.
      [sqlDate(this.dialect, since), CUSTOM_BUILD_SLUG, limit],
    )) as TemplateRow[];
  }

  /**
   * The kept stats (catalog_stats, decision 029). A database without the row (restored from a dump
   * taken without it, say) gets it counted once and stored: from then on the writes keep it.
   */
  async stats(): Promise<{ totalTemplates: number; templatesWithZip: number; templatesGenerated: number }> {
    const read = async () =>
      (await this.dataSource.query('SELECT totalTemplates, templatesWithZip, templatesGenerated FROM catalog_stats WHERE id = ?', [
        CATALOG_STATS_ROW,
      ])) as Array<{
        totalTemplates: number | string;
        templatesWithZip: number | string;
        templatesGenerated: number | string;
      }>;
    let [row] = await read();
    if (!row) {
      const insert = this.dialect === 'mysql' ? 'INSERT IGNORE INTO' : 'INSERT OR IGNORE INTO';
      await this.dataSource.query(
        `${insert} catalog_stats (id, totalTemplates, templatesWithZip, templatesGenerated)
          SELECT ?, COUNT(*), COALESCE(SUM(hasZip), 0), COALESCE(SUM(CASE WHEN design IS NOT NULL AND hasZip = 0 THEN 1 ELSE 0 END), 0)
          FROM templates`,
        [CATALOG_STATS_ROW],
      );
      [row] = await read();
    }
    return {
      totalTemplates: Number(row?.totalTemplates ?? 0),
      templatesWithZip: Number(row?.templatesWithZip ?? 0),
      templatesGenerated: Number(row?.templatesGenerated ?? 0),
    };
  }

  /** Templates per category (index-only GROUP BY). */
  async countByCategory(): Promise<Array<{ category: string; n: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT category, COUNT(*) AS n FROM templates t WHERE ${LISTED('t')} GROUP BY category`,
    )) as Array<{
      category: string;
      n: number | string;
    }>;
    return rows.map((r) => ({ category: r.category, n: Number(r.n) }));
  }

  /** Templates per subcategory of one category (index-only GROUP BY). */
  async countBySubcategory(category: Category): Promise<Array<{ subcategory: string; n: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT subcategory, COUNT(*) AS n FROM templates t WHERE category = ? AND ${LISTED('t')} GROUP BY subcategory`,
      [category],
    )) as Array<{ subcategory: string; n: number | string }>;
    return rows.map((r) => ({ subcategory: r.subcategory, n: Number(r.n) }));
  }

  async findBySlug(slug: string): Promise<TemplateRow | undefined> {
    const rows = (await this.dataSource.query(`SELECT ${TEMPLATE_SELECT('t')} FROM templates t WHERE t.slug = ?`, [slug])) as TemplateRow[];
    return rows[0];
  }

  /** What the detail page shows beyond a listing's row: the owner's long description and facts (decision 076). */
  async ownerFacts(
    id: string,
  ): Promise<
    { longDescriptionHtml: string | null; platform: string | null; compatibility: string | null; version: string | null } | undefined
  > {
    const rows = (await this.dataSource.query('SELECT longDescriptionHtml, platform, compatibility, version FROM templates WHERE id = ?', [
      id,
    ])) as Array<{ longDescriptionHtml: string | null; platform: string | null; compatibility: string | null; version: string | null }>;
    return rows[0];
  }

  /** The first moment after `after` at which a sale starts or ends (indexes on saleStartsAt and saleEndsAt), or null. */
  async nextSaleBoundary(after: Date): Promise<Date | null> {
    const at = sqlDate(this.dialect, after);
    const rows = (await this.dataSource.query(
      `SELECT (SELECT MIN(saleStartsAt) FROM templates WHERE saleStartsAt > ?) AS starts,
              (SELECT MIN(saleEndsAt) FROM templates WHERE saleEndsAt > ?) AS ends`,
      [at, at],
    )) as Array<{ starts: Date | string | null; ends: Date | string | null }>;
    const moments = [rows[0]?.starts, rows[0]?.ends].filter((m): m is Date | string => m !== null && m !== undefined).map(readDate);
    return moments.length ? new Date(Math.min(...moments.map((m) => m.getTime()))) : null;
  }

  /** The template that had this slug before its owner changed it (decision 076). */
  async redirectedSlug(oldSlug: string): Promise<string | undefined> {
    const rows = (await this.dataSource.query(
      'SELECT t.slug AS slug FROM slug_redirects r JOIN templates t ON t.id = r.templateId WHERE r.slug = ?',
      [oldSlug],
    )) as Array<{ slug: string }>;
    return rows[0]?.slug;
  }

  async findById(id: string): Promise<TemplateRow | undefined> {
    const rows = (await this.dataSource.query(`SELECT ${TEMPLATE_SELECT('t')} FROM templates t WHERE t.id = ?`, [id])) as TemplateRow[];
    return rows[0];
  }

  /**
   * Whether each of these templates was generated (its images drawn, its package made on request) and
   * by which job, if a job made it: the admin's Generated mark. One primary-key read of a page of ids.
   */
  async generationOf(ids: readonly string[]): Promise<Map<string, { generated: boolean; jobId: string | null }>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT id, generationJobId, CASE WHEN design IS NULL THEN 0 ELSE 1 END AS generated FROM templates WHERE id IN (${ids.map(() => '?').join(', ')})`,
      [...ids],
    )) as Array<{ id: string; generationJobId: string | null; generated: number | string }>;
    return new Map(rows.map((row) => [row.id, { generated: Number(row.generated) === 1, jobId: row.generationJobId }]));
  }

  /** Best sellers of a template's subcategory without it: the subcategory's popular index, in order. */
  async related(template: Pick<TemplateRow, 'id' | 'category' | 'subcategory'>, limit: number): Promise<TemplateRow[]> {
    const ids = `SELECT ${orderKeys('popular', 'p')} FROM templates p
      WHERE p.category = ? AND p.subcategory = ? AND p.id <> ? AND ${LISTED('p')} ORDER BY ${orderBy('popular', 'p')} LIMIT ?`;
    return (await this.dataSource.query(
      `SELECT ${TEMPLATE_SELECT('t')} FROM (${ids}) page JOIN templates t ON t.id = page.id ORDER BY ${orderBy('popular', 'page')}`,
      [template.category, template.subcategory, template.id, limit],
    )) as TemplateRow[];
  }

  /** Published slugs and last changes in slug order (unique index), a slice at a time: the sitemap. */
  async slugsPage(offset: number, limit: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
    const rows = (await this.dataSource.query(
      `SELECT slug, updatedAt FROM templates t WHERE ${LISTED('t')} ORDER BY slug LIMIT ? OFFSET ?`,
      [limit, offset],
    )) as Array<{
      slug: string;
      updatedAt: Date | string;
    }>;
    return rows.map((r) => ({ slug: r.slug, updatedAt: readDate(r.updatedAt) }));
  }
}
