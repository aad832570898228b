import type { DataSource } from 'typeorm';
import type { TemplateFilter } from '../catalog.repository';
import { TEMPLATE_SELECT, type TemplateRow } from '../template.dto';

export interface SearchHits {
  rows: TemplateRow[];
  /** All matches, when the page's query knew them (a kept count, COUNT(*) OVER ()); else undefined. */
  total: number | undefined;
}

/** The matches of a name search as (id, score, salesCount, createdAt[, total]) rows of alias `s`. */
export interface NameHits {
  sql: string;
  params: unknown[];
  /** Sorts the matches in listing order, under alias `s` (inside) or the outer alias. */
  order: (alias: string) => string;
  withTotal: boolean;
}

/**
 * The back office's "Search by name", apart from the listings (CatalogRepository): every word, each
 * as a word's start, in the name only, in listing order; it ranks nothing, so a word in thousands of
 * names stays a name-index lookup and one sort of the matches' keys. Only ids and sort keys go through
 * the sort; the page's rows are fetched afterwards by primary key. The storefront's search is the
 * search index's (decision 054).
 *
 * The name index differs by dialect, so each has its class: InnoDB FULLTEXT on MySQL
 * (MysqlNameSearch), FTS5 on SQLite (SqliteNameSearch); `nameSearchProvider` picks one.
 */
export abstract class NameSearchRepository {
  /** Whether a page's query carries the number of all matches (see nameSearchPage). */
  protected abstract readonly pageCarriesTotal: boolean;

  constructor(protected readonly dataSource: DataSource) {}

  protected abstract nameHits(tokens: string[], filter: TemplateFilter, withTotal: boolean): NameHits;

  /**
   * One page of matches. Where the dialect carries it cheaply (MySQL: COUNT(*) OVER (), the matches
   * are read once anyway) the page also has the number of all matches; elsewhere counting apart is
   * cheaper than a window over every match (see nameSearchCount).
   */
  async nameSearchPage(tokens: string[], filter: TemplateFilter, offset: number, limit: number): Promise<SearchHits> {
    const hits = this.nameHits(tokens, filter, this.pageCarriesTotal);
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
}

/** The filter's conditions both dialects write alike, on the matches' id column. */
export function commonConditions(filter: TemplateFilter, idColumn: string): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.category) {
    where.push('s.category = ?');
    params.push(filter.category);
  }
  if (filter.tag !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM template_tags g WHERE g.templateId = ${idColumn} AND g.tag = ?)`);
    params.push(filter.tag);
  }
  return { where, params };
}
