import useSWR, { mutate } from 'swr';
import { ADMIN_API, ADMIN_LIMITS } from '@tm/contracts/admin';
import type { TemplatesStatus } from '@tm/contracts/admin.schemas';
import { TemplatesStatusSchema } from '@tm/contracts/admin.schemas';
import type { Category } from '@tm/contracts/catalog';
import { getJson } from '@tm/platform';

/** What the templates tab asks for; 'all' is no filter (docs/product/back-office.md §2). */
export interface TemplatesQuery {
  page: number;
  search: string;
  category: Category | 'all';
  subcategory: string;
  zip: 'all' | 'uploaded' | 'empty';
}

export const FIRST_PAGE: TemplatesQuery = { page: 1, search: '', category: 'all', subcategory: 'all', zip: 'all' };

/** The GET /api/admin/templates-status URL of a query, page size 100 (docs/product/back-office.md §9). */
export function templatesStatusUrl(query: TemplatesQuery, pageSize: number = ADMIN_LIMITS.templatesPageSize): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(pageSize) });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.category !== 'all') params.set('category', query.category);
  if (query.category !== 'all' && query.subcategory !== 'all') params.set('subcategory', query.subcategory);
  if (query.zip !== 'all') params.set('hasZip', String(query.zip === 'uploaded'));
  return `${ADMIN_API.templatesStatus}?${params.toString()}`;
}

/** Answers asked for before the panel rendered (preloadTemplatesStatus), by URL, until they arrive. */
const early = new Map<string, Promise<TemplatesStatus>>();

/** The answer checked against the contract: a changed server shows as an error, not as a broken table. */
async function askStatus(url: string): Promise<TemplatesStatus> {
  return TemplatesStatusSchema.parse(await getJson(url));
}

/** A hook that mounts while its URL's early answer is still on the way takes that answer, not a second request. */
function fetchStatus(url: string): Promise<TemplatesStatus> {
  const answer = early.get(url);
  if (!answer) return askStatus(url);
  early.delete(url);
  return answer;
}

/** One page of the table; the previous page stays on screen while the next loads. */
export function useTemplatesStatus(query: TemplatesQuery) {
  return useSWR<TemplatesStatus, Error, string>(templatesStatusUrl(query), fetchStatus, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/** The stat cards: the stats travel with every page, so the smallest page carries them. */
export function useTemplateStats() {
  return useSWR<TemplatesStatus, Error, string>(templatesStatusUrl(FIRST_PAGE, 1), fetchStatus, { revalidateOnFocus: false });
}

/**
 * Asks for the stat cards' numbers and, when the Templates tab is the one shown, its first page, while
 * the panel renders rather than after. An answer that arrives before its hook mounts goes into swr's
 * cache, so the first render already shows it (and, the data being fresh, the hook does not ask again:
 * SWR_DEFAULTS turns revalidateIfStale off); a hook that mounts first takes the answer in flight.
 */
export function preloadTemplatesStatus(withFirstPage: boolean): void {
  const urls = [templatesStatusUrl(FIRST_PAGE, 1), ...(withFirstPage ? [templatesStatusUrl(FIRST_PAGE)] : [])];
  for (const url of urls) {
    if (early.has(url)) continue;
    const answer = askStatus(url);
    early.set(url, answer);
    answer.then(
      (data) => {
        if (early.get(url) !== answer) return; // a hook took it and shows it itself
        early.delete(url);
        void mutate(url, data, { revalidate: false });
      },
      // A failure nobody took: the hook asks again when it mounts, and reports its own failure.
      () => {
        if (early.get(url) === answer) early.delete(url);
      },
    );
  }
}
