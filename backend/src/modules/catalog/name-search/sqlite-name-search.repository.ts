import type { TemplateFilter } from '../catalog.repository';
import { POPULAR } from '../catalog.repository';
import { fts5NamePrefixesExpression } from '../../search';
import { commonConditions, NameSearchRepository, type NameHits } from './name-search.repository';

/**
 * SQLite: FTS5's name column, joined to template_search_keys, which carries the sort keys and category,
 * so the wide templates rows are not read per match.
 */
export class SqliteNameSearch extends NameSearchRepository {
  protected readonly pageCarriesTotal = false;

  protected nameHits(tokens: string[], filter: TemplateFilter, withTotal: boolean): NameHits {
    const { where, params } = commonConditions(filter, 's.templateId');
    if (filter.subcategories !== undefined) {
      // The search keys do not carry the subcategory: one primary key lookup per match.
      where.push(
        `EXISTS (SELECT 1 FROM templates x WHERE x.id = s.templateId AND x.subcategory IN (${filter.subcategories.map(() => '?').join(', ')}))`,
      );
      params.push(...filter.subcategories);
    }
    if (filter.hasZip !== undefined) {
      // Nor hasZip: one primary key lookup per match.
      where.push('EXISTS (SELECT 1 FROM templates z WHERE z.id = s.templateId AND z.hasZip = ?)');
      params.push(filter.hasZip ? 1 : 0);
    }
    return {
      sql: `SELECT s.templateId AS id, s.salesCount, s.createdAt, f.score${withTotal ? ', COUNT(*) OVER () AS total' : ''}
        FROM (SELECT rowid AS searchKey, 0 AS score FROM templates_fts WHERE templates_fts MATCH ?) f
        JOIN template_search_keys s ON s."key" = f.searchKey${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
      params: [fts5NamePrefixesExpression(tokens), ...params],
      order: (a) => (a === 's' ? `f.score, ${POPULAR('s', 'templateId')}` : `${a}.score, ${POPULAR(a)}`),
      withTotal,
    };
  }
}
