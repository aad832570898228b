import { CATEGORIES, CATEGORY_PAGES, type Category } from '@tm/contracts/catalog';
import { browseListing, categoryListing, paramReader, type Listing, type ParamReader } from '@tm/contracts/listing-url';
import { PAGES, type PageKey } from '@tm/contracts/routes';

const CATEGORY_OF_PAGE = new Map<string, Category>(CATEGORIES.map((category) => [CATEGORY_PAGES[category], category]));

/** A parameter's value as the page uses it; undefined when the page ignores it. */
type ReadValue = (name: string) => string | undefined;

/**
 * The values a listing shows, by parameter name (absent: the page's default, so no parameter). A
 * price range given the wrong way round is read the right way round and kept as given: it has one
 * other spelling only.
 */
function listingValues(listing: Listing, get: ParamReader): ReadValue {
  const { search, order } = listing;
  const bounds = new Set([order.minPrice, order.maxPrice].filter((v) => v !== undefined).map(String));
  const bound = (name: string) => {
    const given = get(name);
    const written = given === null ? undefined : String(Number(given)); // "010" is 10
    return written !== undefined && bounds.has(written) ? written : undefined;
  };
  const values: Record<string, string | undefined> = {
    category: listing.category,
    subcategory: listing.subcategory,
    search: search.search || undefined,
    asTyped: search.asTyped ? '1' : undefined,
    platform: search.platform,
    sort: order.sort,
    minPrice: bound('minPrice'),
    maxPrice: bound('maxPrice'),
    minRating: order.minRating?.toString(),
    page: listing.page > 1 ? String(listing.page) : undefined,
  };
  return (name) => (Object.hasOwn(values, name) ? values[name] : undefined);
}

/** What a server-rendered page reads of its query: the listings their state, a template page its demo's ?buy=1. */
function readerOf(page: PageKey, params: URLSearchParams): ReadValue {
  const get = paramReader(params);
  if (page === 'browse') return listingValues(browseListing(get), get);
  const category = CATEGORY_OF_PAGE.get(PAGES[page]);
  if (category) {
    // A category page has no category parameter (its path is its category) and no platform.
    const values = listingValues(categoryListing(category, get), get);
    return (name) => (name === 'category' || name === 'platform' ? undefined : values(name));
  }
  if (page === 'template') return (name) => (name === 'buy' && get('buy') === '1' ? '1' : undefined);
  return () => undefined;
}

/**
 * The query a storefront page should have been asked with, when it differs from `query` in meaning:
 * a parameter the page does not read (`?rt=123`, `utm_source`), one given twice, empty, or with a
 * value the page ignores or reads otherwise (`page=01`, `sort=bogus`). Undefined when `query` is
 * already canonical. The parameters kept stay in the order given, so the page's own links (which
 * keep that order) lead to canonical addresses; a different order is a different page to the cache.
 * Rendered pages are cached by their address, so an address that means the same as another is sent
 * there (301) rather than rendered again (decision 064).
 */
export function canonicalPageQuery(page: PageKey, query: string): string | undefined {
  if (query === '') return undefined;
  const params = new URLSearchParams(query);
  const read = readerOf(page, params);
  const kept = new URLSearchParams();
  let changed = false;
  for (const [name, value] of params) {
    const used = kept.has(name) ? undefined : read(name);
    if (used === undefined) {
      changed = true;
      continue;
    }
    if (used !== value) changed = true;
    kept.append(name, used);
  }
  return changed ? kept.toString() : undefined;
}
