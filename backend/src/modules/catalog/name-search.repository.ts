import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dialectOf, type Dialect } from '../../database/sql-dialect';
import { POPULAR, type TemplateFilter } from './catalog.repository';
import { allPrefixesBooleanQuery, fts5NamePrefixesExpression } from './search-terms';
import { TEMPLATE_SELECT, type TemplateRow } from './template.dto';

export interface SearchHits {
  rows: TemplateRow[];
  /** All matches, when the page's query knew them (a kept count, COUNT(*) OVER ()); else undefined. */
  total: number | undefined;
}

/**
 * The back office's name search, apart from the listings (CatalogRepository): the storefront's search
 * is the search index's (decision 054). The name index differs by dialect: InnoDB FULLTEXT on MySQL,
 * FTS5 on SQLite.
 */
@Injectable()
export class NameSearchRepository {
  private readonly dialect: Dialect;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.dialect = dialectOf(dataSource);
  }

  /**
   * The back office's "Search by name": every word, each as a word's start, in the name only, in
   * listing order; it ranks nothing, so a word in thousands of names stays a name-index lookup and
   * one sort of the matches' keys. On MySQL the page also carries the number of all matches
   * (COUNT(*) OVER (): the matches are read once anyway); on SQLite counting apart is cheaper than a
   * window over every match (see nameSearchCount). The storefront's search is the search index's
   * (decision 054).
   */
  async nameSearchPage(tokens: string[], filter: TemplateFilter, offset: number, limit: number): Promise<SearchHits> {
    const hits = this.nameHits(tokens, filter, this.dialect === 'mysql');
    const rows = (await this.dataSource.query(
      `SELECT ${TEMPLATE_SELECT('t')}${hits.withTotal ? ', h.total' : ''} FROM (${hits.sql} ORDER BY ${hits.order('s')} LIMIT ? OFFSET ?) h
        JOIN templates t ON t.id = h.id ORDER BY ${hits.order('h')}`,
      [...hits.params, limit, offset],
    )) as Array<TemplateRow & { total?: number | string }>;
    return { rows, total: hits.withTotal && rows.length > 0 ? Number(rows[0]!.total) : undefined };
  }

  async nameSearchCount(tokens: string[], filter: TemplateFilter): Promise<number> {
    const hits = this.nameHits(tokens, filter, false);
    const [row] = (await this.dataSource.query(`SELECT COUNT(*) AS n FROM (${hits.sql}) h`, hits.params)) as Array<{ n: number | string }>;
    return Number(row?.n ?? 0);
  }

  /**
   * The matches of a name search as (id, score, salesCount, createdAt[, total]) rows of alias `s`;
   * `order` sorts them in listing order. Only ids and sort keys go through the sort; the page's rows
   * are fetched afterwards by primary key.
   *
   * MySQL: InnoDB FULLTEXT on the name in boolean mode.
   * SQLite: FTS5's name column, joined to template_search_keys, which carries the sort keys and
   * category, so the wide templates rows are not read per match.
   */
  private nameHits(
    tokens: string[],
    filter: TemplateFilter,
    withTotal: boolean,
  ): { sql: string; params: unknown[]; order: (alias: string) => string; withTotal: boolean } {
    const mysql = this.dialect === 'mysql';
    const where: string[] = [];
    const params: unknown[] = [];
    const idColumn = mysql ? 's.id' : 's.templateId';
    if (filter.category) {
      where.push('s.category = ?');
      params.push(filter.category);
    }
    if (filter.tag !== undefined) {
      where.push(`EXISTS (SELECT 1 FROM template_tags g WHERE g.templateId = ${idColumn} AND g.tag = ?)`);
      params.push(filter.tag);
    }
    if (filter.subcategories !== undefined) {
      const marks = filter.subcategories.map(() => '?').join(', ');
      // SQLite's search keys do not carry the subcategory: one primary key lookup per match.
      where.push(mysql ? `s.subcategory IN (${marks})` : `EXISTS (SELECT 1 FROM templates x WHERE x.id = s.templateId AND x.subcategory IN (${marks}))`);
      params.push(...filter.subcategories);
    }
    if (filter.hasZip !== undefined) {
      // SQLite's search keys do not carry hasZip either: one primary key lookup per match.
      where.push(mysql ? 's.hasZip = ?' : 'EXISTS (SELECT 1 FROM templates z WHERE z.id = s.templateId AND z.hasZip = ?)');
      params.push(filter.hasZip ? 1 : 0);
    }
    const total = withTotal ? ', COUNT(*) OVER () AS total' : '';
    if (mysql) {
      return {
        sql: `SELECT s.id, s.salesCount, s.createdAt, 0 AS score${total}
          FROM templates s WHERE ${['MATCH(name) AGAINST(? IN BOOLEAN MODE)', ...where].join(' AND ')}`,
        params: [allPrefixesBooleanQuery(tokens), ...params],
        order: (a) => `${a === 's' ? 'score' : `${a}.score`} DESC, ${POPULAR(a)}`,
        withTotal,
      };
    }
    return {
      sql: `SELECT s.templateId AS id, s.salesCount, s.createdAt, f.score${total}
        FROM (SELECT rowid AS searchKey, 0 AS score FROM templates_fts WHERE templates_fts MATCH ?) f
        JOIN template_search_keys s ON s."key" = f.searchKey${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
      params: [fts5NamePrefixesExpression(tokens), ...params],
      order: (a) => (a === 's' ? `f.score, ${POPULAR('s', 'templateId')}` : `${a}.score, ${POPULAR(a)}`),
      withTotal,
    };
  }
}
