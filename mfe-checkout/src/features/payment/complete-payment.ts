import { mutate } from 'swr';
import { completeOrderPath, orderPath } from '@tm/contracts/orders';
import type { CompleteOrderBody, Order } from '@tm/contracts/orders.schemas';
import { apiFetch, refreshOwnedTemplates, refreshServerCart } from '@tm/platform';

/**
 * The gateway's confirmation: the signed session from the payment link completes the order (only the
 * server decides whether it does). Afterwards the thank-you page gets the completed order at once, and
 * the cart (the purchased lines left it) and the owned templates are read again in the background.
 */
export async function completePayment(orderId: string, session: string): Promise<Order> {
  const body: CompleteOrderBody = { session };
  const order = await apiFetch<Order>(completeOrderPath(orderId), { method: 'PATCH', body });
  await mutate(orderPath(orderId), order, { revalidate: false });
  void refreshServerCart();
  void refreshOwnedTemplates();
  return order;
}
