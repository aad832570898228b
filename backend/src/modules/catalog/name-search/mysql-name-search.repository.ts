import type { TemplateFilter } from '../catalog.repository';
import { POPULAR } from '../catalog.repository';
import { allPrefixesBooleanQuery } from '../../search';
import { commonConditions, NameSearchRepository, type NameHits } from './name-search.repository';

/** MySQL and MariaDB: InnoDB FULLTEXT on the name in boolean mode, over the templates rows themselves. */
export class MysqlNameSearch extends NameSearchRepository {
  protected readonly pageCarriesTotal = true;

  protected nameHits(tokens: string[], filter: TemplateFilter, withTotal: boolean): NameHits {
    const { where, params } = commonConditions(filter, 's.id');
    if (filter.subcategories !== undefined) {
      where.push(`s.subcategory IN (${filter.subcategories.map(() => '?').join(', ')})`);
      params.push(...filter.subcategories);
    }
    if (filter.hasZip !== undefined) {
      where.push('s.hasZip = ?');
      params.push(filter.hasZip ? 1 : 0);
    }
    return {
      sql: `SELECT s.id, s.salesCount, s.createdAt, 0 AS score${withTotal ? ', COUNT(*) OVER () AS total' : ''}
          FROM templates s WHERE ${['MATCH(name) AGAINST(? IN BOOLEAN MODE)', ...where].join(' AND ')}`,
      params: [allPrefixesBooleanQuery(tokens), ...params],
      order: (a) => `${a === 's' ? 'score' : `${a}.score`} DESC, ${POPULAR(a)}`,
      withTotal,
    };
  }
}
