import { Injectable } from '@nestjs/common';
import type { AdminTemplateRow, TemplatesStatus, TemplatesStatusQuery } from '@tm/contracts/admin';
import { CatalogRepository, type TemplateFilter } from '../catalog/catalog.repository';
import { searchTokens } from '../catalog/search-terms';
import { readDate } from '../catalog/sql-dialect';
import type { TemplateRow } from '../catalog/template.dto';

const toAdminRow = (row: TemplateRow): AdminTemplateRow => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  category: row.category,
  subcategory: row.subcategory,
  hasZip: Boolean(Number(row.hasZip)),
  updatedAt: readDate(row.updatedAt).toISOString(),
});

/**
 * The admin's templates table and stat cards (back-office §2, §3). Rows come in the storefront's
 * listing order (best selling first) from the same indexes; the stats are the kept row, never a count
 * (decision 029); a filtered page counts its filter with an index-only count.
 */
@Injectable()
export class TemplatesStatusService {
  constructor(private readonly catalog: CatalogRepository) {}

  async page(query: TemplatesStatusQuery): Promise<TemplatesStatus> {
    const { page, pageSize } = query;
    const offset = (page - 1) * pageSize;
    const filter: TemplateFilter = {
      ...(query.category ? { category: query.category } : {}),
      ...(query.subcategory ? { subcategories: [query.subcategory] } : {}),
      ...(query.hasZip !== undefined ? { hasZip: query.hasZip } : {}),
    };
    const kept = await this.catalog.stats();

    let rows: TemplateRow[];
    let total: number;
    if (query.search !== undefined) {
      const tokens = searchTokens(query.search);
      if (tokens.length === 0) {
        rows = [];
        total = 0;
      } else {
        const hits = await this.catalog.searchPage(tokens, filter, offset, pageSize);
        rows = hits.rows;
        total = hits.total ?? (await this.catalog.searchCount(tokens, filter));
      }
    } else {
      const unfiltered = Object.keys(filter).length === 0;
      [rows, total] = await Promise.all([this.catalog.popularPage(filter, offset, pageSize), unfiltered ? kept.totalTemplates : this.catalog.count(filter)]);
    }

    const withoutZip = kept.totalTemplates - kept.templatesWithZip;
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    return {
      templates: rows.map(toAdminRow),
      stats: {
        totalTemplates: kept.totalTemplates,
        totalTemplatesWithZip: kept.templatesWithZip,
        totalTemplatesWithoutZip: withoutZip,
        // One decimal: 33.3, not 33.33333 (the card shows it as is).
        completionPercentage: kept.totalTemplates === 0 ? 0 : Math.round((kept.templatesWithZip / kept.totalTemplates) * 1000) / 10,
      },
      pagination: { page, pageSize, totalPages, totalTemplates: total, hasPreviousPage: page > 1, hasNextPage: page < totalPages },
    };
  }
}
