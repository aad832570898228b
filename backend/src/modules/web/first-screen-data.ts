import { CATALOG_API, CATEGORIES, CATEGORY_PAGES, HOME_SECTION_NAMES, homeSectionPath } from '@tm/contracts/catalog';
import { subcategoryCountsPath, templatePagePath, templatePath } from '@tm/contracts/catalog-requests';
import { browseListing, categoryListing, paramReader } from '@tm/contracts/listing-url';
import { PAGES, type PageKey } from '@tm/contracts/routes';
import { SITE_API } from '@tm/contracts/site';

const CATEGORY_OF_PAGE = new Map(CATEGORIES.map((category) => [CATEGORY_PAGES[category], category]));

/**
 * The catalog calls a storefront page makes on its first render (the URLs its SWR hooks fetch, from
 * @tm/contracts/catalog-requests), so the page can announce them and find the answers waiting. A
 * listing's query (page, search, order, bounds) is read by @tm/contracts/listing-url, as the page reads
 * it; the other pages read no query.
 */
export function firstDataOf(page: PageKey, pathname: string, query: string): string[] {
  if (page === 'home') return [CATALOG_API.counts, ...HOME_SECTION_NAMES.map(homeSectionPath)];
  // The processors this install is configured with (decision 083).
  if (page === 'privacy') return [SITE_API.privacy];
  if (page === 'template') {
    try {
      return [templatePath(decodeURIComponent(pathname.split('/').filter(Boolean)[1] ?? ''))];
    } catch {
      return [];
    }
  }
  const get = paramReader(new URLSearchParams(query));
  // With the counts: a browse that finds nothing says "no templates yet" when the shop has none at all.
  if (page === 'browse') return [templatePagePath(browseListing(get).request), CATALOG_API.counts];
  const category = CATEGORY_OF_PAGE.get(PAGES[page]);
  return category ? [templatePagePath(categoryListing(category, get).request), subcategoryCountsPath(category)] : [];
}

/** The static pages, one chunk between them (decision 037). */
const STATIC_PAGE_KEYS = new Set<PageKey>([
  'about',
  'careers',
  'terms',
  'privacy',
  'refundPolicy',
  'accessibility',
  'documentation',
  'licenses',
  'contact',
]);

/**
 * The lazy chunk each storefront page loads once the remote's routes are in (named with
 * webpackChunkName in mfe-storefront/src/storefront-routes.tsx: keep the two in step).
 */
export function pageChunkOf(page: PageKey): string | undefined {
  if (page === 'template') return 'page-template';
  if (page === 'browse') return 'page-browse';
  if (page === 'landingPages') return 'page-landing-pages';
  if (page === 'customBuild') return 'page-custom-build';
  if (STATIC_PAGE_KEYS.has(page)) return 'page-static';
  return CATEGORY_OF_PAGE.has(PAGES[page]) ? 'page-category' : undefined;
}
