import { CATALOG_LIMITS } from '@tm/contracts/catalog';
import { formatCount } from '@tm/platform';
import { isBounded, type ListingOrder } from '../listing-order';

/**
 * A search sorted or filtered by price or rating orders its best matches only (decision 039): when
 * the list is that window, say so, so "of 1,000 templates" is not read as all the matches.
 */
export function SearchWindowNote({ search, order, total }: { search: string; order: ListingOrder; total: number }) {
  const reordered = (order.sort !== undefined && order.sort !== 'relevance') || isBounded(order);
  if (!search || !reordered || total < CATALOG_LIMITS.searchSortWindow) return null;
  return <p className="sf-results__search">{`Sorted and filtered among the ${formatCount(CATALOG_LIMITS.searchSortWindow)} best matches for “${search}”.`}</p>;
}
