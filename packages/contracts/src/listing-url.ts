// A listing's state as its URL carries it (page, search, order and bounds, and on /browse the category
// and subcategory), read once for the storefront's pages and for the server, which renders a listing
// with the answer to exactly the request the page will make (docs/decisions/056). Zod-free.
import { BROWSE_SUBCATEGORIES, CATEGORIES, LISTING_FILTER_LIMITS, TEMPLATE_SORTS, type Category, type TemplateSort } from './catalog';
import type { TemplatePageRequest } from './catalog-requests';
import { SEARCH_PLATFORMS, type SearchPlatform } from './search';

/** A URL parameter, trimmed; absent or empty is null. */
export type ParamReader = (name: string) => string | null;

export const paramReader =
  (params: URLSearchParams): ParamReader =>
  (name) =>
    params.get(name)?.trim() || null;

/** A positive page number from the URL; anything else is page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A search as the URL carries it (decision 054): ?search, ?asTyped=1 and, on /browse, ?platform. */
export interface SearchParams {
  search: string;
  /** The "Search instead for" link: the words as typed, not corrected. */
  asTyped: boolean;
  platform?: SearchPlatform;
}

/**
 * The search of a URL. asTyped and the platform mean something only with a search, and a platform the
 * server would refuse (a typo in a shared link) is left out rather than turned into an error page.
 */
export function readSearchParams(get: ParamReader, { platforms }: { platforms: boolean }): SearchParams {
  const search = get('search') ?? '';
  const platform = get('platform');
  return {
    search,
    asTyped: search !== '' && get('asTyped') === '1',
    ...(platforms && search !== '' && (SEARCH_PLATFORMS as readonly string[]).includes(platform ?? '')
      ? { platform: platform as SearchPlatform }
      : {}),
  };
}

/** A listing's order and bounds as the URL carries them (decision 039): ?sort, ?minPrice, ?maxPrice, ?minRating. */
export interface ListingOrder {
  sort?: TemplateSort;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
}

const wholeDollars = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= LISTING_FILTER_LIMITS.maxPrice ? n : undefined;
};

/**
 * The order and bounds of a URL. A value the server would refuse (a typo in a shared link) is left
 * out rather than turned into an error page; 'relevance' means something only with a search, and a
 * range given the wrong way round is read the right way round.
 */
export function readListingOrder(get: ParamReader, searching: boolean): ListingOrder {
  const sort = get('sort');
  const rating = Number(get('minRating'));
  let minPrice = wholeDollars(get('minPrice'));
  let maxPrice = wholeDollars(get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    ...((TEMPLATE_SORTS as readonly string[]).includes(sort ?? '') && (sort !== 'relevance' || searching)
      ? { sort: sort as TemplateSort }
      : {}),
    ...(minPrice === undefined ? {} : { minPrice }),
    ...(maxPrice === undefined ? {} : { maxPrice }),
    ...(LISTING_FILTER_LIMITS.minRatingChoices.includes(rating) ? { minRating: rating } : {}),
  };
}

/** What a listing page shows, read from its URL, and the catalog request that fetches it. */
export interface Listing {
  page: number;
  category?: Category;
  subcategory?: string;
  search: SearchParams;
  order: ListingOrder;
  request: TemplatePageRequest;
}

function listing(
  page: number,
  category: Category | undefined,
  subcategory: string | undefined,
  search: SearchParams,
  order: ListingOrder,
): Listing {
  return { page, category, subcategory, search, order, request: { page, category, subcategory, ...search, ...order } };
}

const asCategory = (value: string | null): Category | undefined =>
  value && (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : undefined;

/** /browse: any category; a subcategory only if it is one of that category's; a search's platform. */
export function browseListing(get: ParamReader): Listing {
  const category = asCategory(get('category'));
  const requested = get('subcategory');
  const subcategory = category && requested && BROWSE_SUBCATEGORIES[category].includes(requested) ? requested : undefined;
  const search = readSearchParams(get, { platforms: true });
  return listing(readPage(get('page')), category, subcategory, search, readListingOrder(get, search.search !== ''));
}

/** A category page: its own category, the subcategory as given (an unknown one lists nothing). */
export function categoryListing(category: Category, get: ParamReader): Listing {
  const search = readSearchParams(get, { platforms: false });
  return listing(readPage(get('page')), category, get('subcategory') ?? undefined, search, readListingOrder(get, search.search !== ''));
}
