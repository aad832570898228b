import useSWR from 'swr';
import { userOrdersPath, type Order } from '@tm/contracts/orders';

/** The customer's orders, newest first; read again on every visit, since a purchase may have happened since. */
export function useUserOrders(userId: string) {
  const { data, error, isLoading, mutate } = useSWR<Order[]>(userOrdersPath(userId), { revalidateOnMount: true });
  return { orders: data, loading: isLoading && !data, failed: Boolean(error) && !data, retry: () => void mutate() };
}
