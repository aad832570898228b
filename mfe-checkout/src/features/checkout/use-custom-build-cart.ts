import useSWR from 'swr';
import { CUSTOM_BUILD_API, customBuildPriceValue } from '@tm/contracts/custom-build';
import type { CustomBuildCart, CustomBuildSummary } from '@tm/contracts/custom-build.schemas';

/**
 * The custom build in the customer's server cart (decision 036): the stored summary, so the card and the
 * total show the server's price, not a copy kept in the browser. Null when there is none.
 */
export function useCustomBuildCart(enabled: boolean) {
  const { data, error, isLoading } = useSWR<CustomBuildCart, Error>(enabled ? CUSTOM_BUILD_API.cart : null, { revalidateOnMount: true });
  return { summary: data?.summary ?? null, loading: enabled && isLoading && !data && !error };
}

/** docs/product/storefront.md §5 totals: the summary's price with $ and commas stripped, in cents. */
export const customBuildCents = (summary: CustomBuildSummary | null) =>
  summary ? Math.round(customBuildPriceValue(summary.price) * 100) : 0;
