import { CATALOG_API, CATEGORIES, CATEGORY_PAGES, HOME_SECTION_NAMES, homeSectionPath } from '@tm/contracts/catalog';
import { subcategoryCountsPath, templatePagePath, templatePath } from '@tm/contracts/catalog-requests';
import { PAGES, type PageKey } from '@tm/contracts/routes';

const CATEGORY_OF_PAGE = new Map(CATEGORIES.map((category) => [CATEGORY_PAGES[category], category]));

/**
 * The catalog calls a storefront page makes on its first render (the URLs its SWR hooks fetch, from
 * @tm/contracts/catalog-requests), so the page can announce them and find the answers waiting. Only
 * for a URL without a query: filters, pages and searches are the client's to spell (url-state.ts).
 */
export function firstDataOf(page: PageKey, pathname: string, hasQuery: boolean): string[] {
  if (hasQuery) return [];
  if (page === 'home') return [CATALOG_API.counts, ...HOME_SECTION_NAMES.map(homeSectionPath)];
  if (page === 'template') {
    try {
      return [templatePath(decodeURIComponent(pathname.split('/').filter(Boolean)[1] ?? ''))];
    } catch {
      return [];
    }
  }
  const category = CATEGORY_OF_PAGE.get(PAGES[page]);
  return category ? [templatePagePath({ page: 1, category }), subcategoryCountsPath(category)] : [];
}

/** The static pages, one chunk between them (issue 14 §1). */
const STATIC_PAGE_KEYS = new Set<PageKey>(['about', 'careers', 'terms', 'privacy', 'refundPolicy', 'documentation', 'contact']);

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
