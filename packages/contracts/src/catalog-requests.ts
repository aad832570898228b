// The URLs of the storefront's catalog calls, spelled once: the storefront fetches (and keys its SWR
// cache by) exactly these, and the server announces the same URLs in a page so the browser already
// has the answer when the page asks (backend/src/modules/web/first-screen-data.ts). Zod-free.
import { CATALOG_API, CATALOG_LIMITS, type Category, type TemplateSort } from './catalog';
import type { SearchPlatform } from './search';

/** A path with the given query parameters, in the given order, leaving out the empty ones. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export interface TemplatePageRequest {
  page: number;
  category?: Category;
  subcategory?: string;
  search?: string;
  /** Absent: the default order (best sellers, or best match for a search). */
  sort?: TemplateSort;
  /** Whole dollars. */
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  /** A search's platform filter (decision 054). */
  platform?: SearchPlatform;
  /** Search the words as typed, without correcting them. */
  asTyped?: boolean;
}

/**
 * docs/product/storefront.md §7: category, subcategory and search are sent only when set (and not 'all'); the sort
 * and filters of decision 039 only when chosen, after them, so the spec's URLs stay as they were.
 */
export function templatePagePath({
  page,
  category,
  subcategory,
  search,
  sort,
  minPrice,
  maxPrice,
  minRating,
  platform,
  asTyped,
}: TemplatePageRequest): string {
  const meaningful = (value: string | undefined) => (value && value !== 'all' ? value : undefined);
  return withQuery(CATALOG_API.paginated, {
    page,
    limit: CATALOG_LIMITS.pageSize,
    category: meaningful(category),
    subcategory: meaningful(subcategory),
    search: search?.trim() || undefined,
    sort,
    minPrice,
    maxPrice,
    minRating,
    platform,
    asTyped: asTyped ? 1 : undefined,
  });
}

export const subcategoryCountsPath = (category: Category) => withQuery(CATALOG_API.subcategoryCounts, { category });

export const templatePath = (slugOrId: string) => CATALOG_API.detail.replace(':slugOrId', encodeURIComponent(slugOrId));

export const relatedTemplatesPath = (slugOrId: string) => CATALOG_API.related.replace(':slugOrId', encodeURIComponent(slugOrId));

export const packageFactsPath = (slugOrId: string) => CATALOG_API.packageFacts.replace(':slugOrId', encodeURIComponent(slugOrId));
