import useSWR from 'swr';
import { userOrdersPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { deliveryPollInterval } from '@tm/platform';

/**
 * The customer's orders, newest first; read again on every visit, since a purchase may have happened
 * since, and every few seconds while a paid custom build is being built (In progress → Ready).
 */
export function useUserOrders(userId: string) {
  const { data, error, isLoading, mutate } = useSWR<Order[], Error>(userOrdersPath(userId), {
    revalidateOnMount: true,
    refreshInterval: deliveryPollInterval,
  });
  return { orders: data, loading: isLoading && !data, failed: Boolean(error) && !data, retry: () => void mutate() };
}
