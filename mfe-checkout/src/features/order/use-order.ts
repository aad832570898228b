import useSWR from 'swr';
import { orderPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { ApiError, deliveryPollInterval } from '@tm/platform';

/**
 * Refusals that mean "there is no such order for you": the server answers 404 for unknown ids and
 * others' orders alike, and 401 to a signed-out visitor (the thank-you page has no client-side auth check).
 */
const MISSING_STATUSES = new Set([401, 404]);

export const isOrderMissing = (error: unknown) => error instanceof ApiError && MISSING_STATUSES.has(error.status);

export interface OrderView {
  order: Order | undefined;
  notFound: boolean;
  /** Any other failure (network, 5xx): worth a retry. */
  failed: boolean;
  retry: () => void;
}

/** One order (gateway and thank-you pages), read again on every visit: its status changes between them. */
export function useOrder(orderId: string): OrderView {
  const { data, error, mutate } = useSWR<Order, Error>(orderId ? orderPath(orderId) : null, {
    revalidateOnMount: true,
    // A paid custom build turns Ready on the page without a reload.
    refreshInterval: (order) => deliveryPollInterval(order ? [order] : undefined),
  });
  const notFound = isOrderMissing(error);
  return { order: data, notFound, failed: Boolean(error) && !notFound, retry: () => void mutate() };
}
