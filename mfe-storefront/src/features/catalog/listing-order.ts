import { LISTING_FILTER_LIMITS, TEMPLATE_SORTS, type TemplateSort } from '@tm/contracts/catalog';

/** A listing's order and bounds as the URL carries them (issue 15): ?sort, ?minPrice, ?maxPrice, ?minRating. */
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
export function readListingOrder(get: (name: string) => string | null, searching: boolean): ListingOrder {
  const sort = get('sort');
  const rating = Number(get('minRating'));
  let minPrice = wholeDollars(get('minPrice'));
  let maxPrice = wholeDollars(get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    ...((TEMPLATE_SORTS as readonly string[]).includes(sort ?? '') && (sort !== 'relevance' || searching) ? { sort: sort as TemplateSort } : {}),
    ...(minPrice === undefined ? {} : { minPrice }),
    ...(maxPrice === undefined ? {} : { maxPrice }),
    ...(LISTING_FILTER_LIMITS.minRatingChoices.includes(rating) ? { minRating: rating } : {}),
  };
}

/** Whether a buyer narrowed the listing (a price or rating bound), as opposed to only ordering it. */
export const isBounded = (order: ListingOrder) => order.minPrice !== undefined || order.maxPrice !== undefined || order.minRating !== undefined;

/** A key that changes when the order or bounds do (scroll-to-results, resetting the page). */
export const listingOrderKey = (order: ListingOrder) => `${order.sort ?? ''}|${order.minPrice ?? ''}-${order.maxPrice ?? ''}|${order.minRating ?? ''}`;
