// The order is read from the URL by @tm/contracts/listing-url, which the server shares; these are the page's.
import type { ListingOrder } from '@tm/contracts/listing-url';

export type { ListingOrder };

/** Whether a buyer narrowed the listing (a price or rating bound), as opposed to only ordering it. */
export const isBounded = (order: ListingOrder) =>
  order.minPrice !== undefined || order.maxPrice !== undefined || order.minRating !== undefined;

/** A key that changes when the order or bounds do (scroll-to-results, resetting the page). */
export const listingOrderKey = (order: ListingOrder) =>
  `${order.sort ?? ''}|${order.minPrice ?? ''}-${order.maxPrice ?? ''}|${order.minRating ?? ''}`;
