import { unitCount } from '@tm/contracts/cart';
import type { Order } from '@tm/contracts/orders.schemas';
import { dollarsToCents } from '@tm/platform';

export interface OrderStats {
  totalOrders: number;
  /** Integer cents. */
  totalSpentCents: number;
}

/**
 * The profile card's figures: every order the buyer placed counts, but not one that expired unpaid (its
 * payment window closed, decision 066); only completed ones were paid, so a pending (or cancelled) order
 * adds nothing to Total Spent, which counts what was paid, tax included.
 */
export function orderStats(orders: readonly Order[]): OrderStats {
  return {
    totalOrders: orders.filter((order) => order.status !== 'expired').length,
    totalSpentCents: orders
      .filter((order) => order.status === 'completed')
      // What was paid, tax included (decision 081); the total for orders kept before tax was recorded.
      .reduce((sum, order) => sum + dollarsToCents(order.paid?.paidAmount ?? order.totalAmount), 0),
  };
}

/** 'N items', counting units as the cart does. */
export function itemCountText(order: Pick<Order, 'items'>): string {
  const units = unitCount(order.items);
  return `${units} ${units === 1 ? 'item' : 'items'}`;
}
