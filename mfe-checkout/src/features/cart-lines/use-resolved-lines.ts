import useSWR from 'swr';
import { CATALOG_API } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { ApiError, getJson, type CartLine } from '@tm/platform';

/** A cart line with the template details the page shows, fetched when the cart did not carry them. */
export interface ResolvedLine extends CartLine {
  /** docs/product/storefront.md §2: 'Unknown Template' when the template cannot be found. */
  name: string;
}

export const UNKNOWN_TEMPLATE = 'Unknown Template';

const templateUrl = (id: string) => CATALOG_API.detail.replace(':slugOrId', encodeURIComponent(id));

/** A template that no longer exists (404) resolves to null; any other failure is the page's to show. */
async function templateOrNull(id: string): Promise<Template | null> {
  try {
    return await getJson<Template>(templateUrl(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

async function fetchTemplates([, ...ids]: readonly string[]): Promise<Record<string, Template | null>> {
  const templates = await Promise.all(ids.map(templateOrNull));
  return Object.fromEntries(ids.map((id, index) => [id, templates[index]]));
}

/**
 * docs/product/storefront.md §2: "Items missing template details are resolved by fetching the template" (guest lines
 * only know the name; a server line of a deleted template has none), all in parallel, once per set of ids.
 */
export function useResolvedLines(lines: CartLine[]) {
  const missing = lines.filter((line) => !line.template).map((line) => line.templateId);
  const { data, error, isLoading, mutate } = useSWR<Record<string, Template | null>, Error, string[] | null>(
    missing.length > 0 ? ['cart-templates', ...missing] : null,
    fetchTemplates,
    {
      // Removing a line changes the key: keep showing the details already in hand meanwhile.
      keepPreviousData: true,
    },
  );
  const resolved = lines.map((line) => {
    const template = line.template ?? data?.[line.templateId] ?? null;
    return { ...line, template, name: template?.name ?? UNKNOWN_TEMPLATE };
  });
  return { lines: resolved, resolving: isLoading && !data, failed: Boolean(error), retry: () => void mutate() };
}
