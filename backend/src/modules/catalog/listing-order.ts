import type { TemplateSort } from '@tm/contracts/catalog';

/**
 * The orders a listing is read in (decision 039). Each is total (it ends in the id) and
 * runs in one direction, so one index per scope serves it read forwards or backwards; the listing
 * indexes of migration 1765300000000 end in these columns, then carry priceCents and rating so the
 * price and rating filters are checked inside the index.
 */
export type ListingSort = Exclude<TemplateSort, 'relevance'>;

const ORDER_COLUMNS: Record<ListingSort, { columns: readonly string[]; descending: boolean }> = {
  popular: { columns: ['salesCount', 'createdAt', 'id'], descending: true },
  newest: { columns: ['createdAt', 'id'], descending: true },
  'price-asc': { columns: ['priceCents', 'id'], descending: false },
  'price-desc': { columns: ['priceCents', 'id'], descending: true },
  rating: { columns: ['rating', 'ratingCount', 'salesCount', 'createdAt', 'id'], descending: true },
};

/** `alias.column` for a template column, where the id may be called otherwise (template_tags.templateId). */
const column = (alias: string, name: string, idColumn: string) => `${alias}.${name === 'id' ? idColumn : name}`;

/** ORDER BY's list for a sort, e.g. `p.priceCents ASC, p.id ASC`. */
export function orderBy(sort: ListingSort, alias: string, idColumn = 'id'): string {
  const { columns, descending } = ORDER_COLUMNS[sort];
  return columns.map((c) => `${column(alias, c, idColumn)} ${descending ? 'DESC' : 'ASC'}`).join(', ');
}

/** The id (as `id`) and the sort's keys: what a page's first step selects, so its second step can keep the order. */
export function orderKeys(sort: ListingSort, alias: string, idColumn = 'id'): string {
  const keys = ORDER_COLUMNS[sort].columns.filter((c) => c !== 'id');
  return [`${column(alias, 'id', idColumn)} AS id`, ...keys.map((c) => `${alias}.${c}`)].join(', ');
}

/** What a buyer narrowed the listing to (decision 039): a price range in cents and a minimum rating. */
export interface ListingBounds {
  minPriceCents?: number;
  maxPriceCents?: number;
  minRating?: number;
}

export function hasBounds(bounds: ListingBounds): boolean {
  return bounds.minPriceCents !== undefined || bounds.maxPriceCents !== undefined || bounds.minRating !== undefined;
}

/** The first column of a sort: a bound on it narrows the order's own index range. */
export function leadingColumn(sort: ListingSort): string {
  return ORDER_COLUMNS[sort].columns[0]!;
}

/**
 * The bounds as conditions on a templates alias (none when unbounded). A column for which `checkOnly`
 * holds is written `+alias.column`: SQLite then checks it in whichever index it reads, instead of
 * choosing that column's index for the range.
 */
export function boundsWhere(
  alias: string,
  bounds: ListingBounds,
  checkOnly?: (column: string) => boolean,
): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const col = (name: string) => `${checkOnly?.(name) ? '+' : ''}${alias}.${name}`;
  if (bounds.minPriceCents !== undefined) {
    conditions.push(`${col('priceCents')} >= ?`);
    params.push(bounds.minPriceCents);
  }
  if (bounds.maxPriceCents !== undefined) {
    conditions.push(`${col('priceCents')} <= ?`);
    params.push(bounds.maxPriceCents);
  }
  if (bounds.minRating !== undefined) {
    conditions.push(`${col('rating')} >= ?`);
    params.push(bounds.minRating);
  }
  return { conditions, params };
}

/** A cache key's part for the bounds. */
export function boundsKey(bounds: ListingBounds): string {
  return `${bounds.minPriceCents ?? ''}-${bounds.maxPriceCents ?? ''}:${bounds.minRating ?? ''}`;
}
