import useSWR from 'swr';
import { CATALOG_API, homeSectionPath, type Category, type HomeSection, type TemplateCounts } from '@tm/contracts/catalog';
import type { SubcategoryCounts, Template, TemplateDetail, TemplatePage } from '@tm/contracts/catalog.schemas';
import { subcategoryCountsPath, templatePagePath, templatePath, type TemplatePageRequest } from '@tm/contracts/catalog-requests';
import { ApiError, getJson, userMessage } from '@tm/platform';

export const TEMPLATE_COUNTS_KEY = CATALOG_API.counts;

// SWR keys are the request URLs (one key per distinct call, so sections asking for the same data share
// it), spelled in contracts so the server can announce the same URLs in the page.
export const subcategoryCountsKey = subcategoryCountsPath;
export type TemplatePageQuery = TemplatePageRequest;
export const templatePageKey = templatePagePath;
export const templateKey = templatePath;

/** docs/product/storefront.md §8: 'Failed to fetch templates: {statusText}'. */
export async function fetchTemplatePage(key: string): Promise<TemplatePage> {
  try {
    return await getJson<TemplatePage>(key);
  } catch (error) {
    const reason = error instanceof ApiError ? error.statusText || String(error.status) : 'Network error';
    throw new Error(`Failed to fetch templates: ${reason}`, { cause: error });
  }
}

/** docs/product/storefront.md §8: 'Failed to fetch template counts'. */
export async function fetchTemplateCounts(key: string): Promise<TemplateCounts> {
  try {
    return await getJson<TemplateCounts>(key);
  } catch {
    throw new Error('Failed to fetch template counts');
  }
}

/** A home section's templates, each section from its own signal (decision 028). */
export function useHomeSection(section: HomeSection) {
  return useSWR<Template[], Error>(homeSectionPath(section), getJson);
}

export function useTemplateCounts() {
  return useSWR<TemplateCounts, Error>(TEMPLATE_COUNTS_KEY, fetchTemplateCounts);
}

/** Every published template of the shop, from its counts. */
export const totalOf = (counts: TemplateCounts): number => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** Whether the shop has no published template at all, from its counts (undefined until they are read, or when they cannot be). */
export function useShopIsEmpty(): boolean | undefined {
  const { data } = useTemplateCounts();
  return data ? totalOf(data) === 0 : undefined;
}

/** Chip counts from the server's GROUP BY instead of downloading the whole category. */
export function useSubcategoryCounts(category: Category) {
  return useSWR<SubcategoryCounts, Error>(subcategoryCountsKey(category), getJson);
}

/** The listings refetch on mount (docs/product/storefront.md §7); everything else keeps the app-wide no-refetch defaults. */
export function useTemplatePage(query: TemplatePageQuery) {
  return useSWR<TemplatePage, Error>(templatePageKey(query), fetchTemplatePage, { revalidateOnMount: true });
}

export function useTemplate(slug: string) {
  return useSWR<TemplateDetail, Error>(slug ? templateKey(slug) : null, getJson);
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const trendingErrorMessage = (error: unknown) => userMessage(error, 'Something went wrong while loading trending templates');
