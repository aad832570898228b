import { Injectable } from '@nestjs/common';
import { templatePackage } from '@tm/contracts/admin';
import type { AdminTemplateRow, TemplatesStatus, TemplatesStatusQuery } from '@tm/contracts/admin.schemas';
import { CatalogCacheService, CatalogRepository, NameSearchRepository, type TemplateFilter, type TemplateRow } from '../catalog';
import { searchTokens } from '../search';
import { readDate } from '../../database/sql-dialect';

const toAdminRow = (row: TemplateRow, made: ReadonlyMap<string, { generated: boolean; jobId: string | null }>): AdminTemplateRow => {
  const hasZip = Boolean(Number(row.hasZip));
  const generated = made.get(row.id)?.generated ?? false;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    subcategory: row.subcategory,
    hasZip,
    updatedAt: readDate(row.updatedAt).toISOString(),
    generationJobId: made.get(row.id)?.jobId ?? null,
    generated,
    listingStatus: row.status,
    package: templatePackage(hasZip, generated),
  };
};

/** A share of the catalog as a percentage with one decimal (33.3, not 33.33333: the card shows it as is); 0 of nothing is 0. */
const percentage = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 1000) / 10);

/**
 * The admin's templates table and stat cards (docs/product/back-office.md §2, §3): each row says what its buyers
 * get (Uploaded, Generated, Missing), the cards how many of each. Rows come in the storefront's
 * listing order (best selling first) from the same indexes; the stats are the kept row, never a count
 * (decision 029), and so is the total of the whole list or of a ZIP status; a category's total is an
 * index-only count.
 */
@Injectable()
export class TemplatesStatusService {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly names: NameSearchRepository,
    private readonly cache: CatalogCacheService,
  ) {}

  async page(query: TemplatesStatusQuery): Promise<TemplatesStatus> {
    const { page, pageSize } = query;
    const [kept, listing] = await Promise.all([this.catalog.stats(), this.listing(query)]);
    const total =
      listing.total ??
      (query.hasZip === undefined
        ? kept.totalTemplates
        : query.hasZip
          ? kept.templatesWithZip
          : kept.totalTemplates - kept.templatesWithZip);
    const withoutZip = kept.totalTemplates - kept.templatesWithZip;
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    return {
      templates: listing.rows,
      stats: {
        totalTemplates: kept.totalTemplates,
        totalTemplatesWithZip: kept.templatesWithZip,
        totalTemplatesWithoutZip: withoutZip,
        totalTemplatesGenerated: kept.templatesGenerated,
        totalTemplatesMissing: Math.max(0, withoutZip - kept.templatesGenerated),
        readyToSellPercentage: percentage(kept.templatesWithZip + kept.templatesGenerated, kept.totalTemplates),
        completionPercentage: percentage(kept.templatesWithZip, kept.totalTemplates),
      },
      pagination: { page, pageSize, totalPages, totalTemplates: total, hasPreviousPage: page > 1, hasNextPage: page < totalPages },
    };
  }

  /**
   * A page of rows and its filter's total (null: no filter but the ZIP status, whose total the kept stats hold).
   * Cached like the storefront's reads (decision 031): this process's writes clear it at once, another
   * process's show within the cache's freshness window; the stat cards are always read live.
   */
  private listing(query: TemplatesStatusQuery): Promise<{ rows: AdminTemplateRow[]; total: number | null }> {
    const { page, pageSize } = query;
    const offset = (page - 1) * pageSize;
    const filter: TemplateFilter = {
      ...(query.category ? { category: query.category } : {}),
      ...(query.subcategory ? { subcategories: [query.subcategory] } : {}),
      ...(query.hasZip !== undefined ? { hasZip: query.hasZip } : {}),
      everyStatus: true,
    };
    const key = `admin-templates:${JSON.stringify([query.category ?? null, query.subcategory ?? null, query.hasZip ?? null, query.search ?? null, offset, pageSize])}`;
    return this.cache.get(key, async () => {
      if (query.search !== undefined) {
        const tokens = searchTokens(query.search);
        if (tokens.length === 0) return { rows: [], total: 0 };
        const hits = await this.names.nameSearchPage(tokens, filter, offset, pageSize);
        return { rows: await this.adminRows(hits.rows), total: hits.total ?? (await this.names.nameSearchCount(tokens, filter)) };
      }
      // The whole catalog, or all with or without a ZIP: the kept stats hold its total.
      const kept = query.category === undefined && query.subcategory === undefined;
      const [rows, total] = await Promise.all([
        this.catalog.listingPage(filter, offset, pageSize),
        kept ? null : this.catalog.count(filter),
      ]);
      return { rows: await this.adminRows(rows), total };
    });
  }

  /** The page's rows with the job that generated each (one primary-key read of at most a page of ids). */
  private async adminRows(rows: TemplateRow[]): Promise<AdminTemplateRow[]> {
    const made = await this.catalog.generationOf(rows.map((row) => row.id));
    return rows.map((row) => toAdminRow(row, made));
  }
}
