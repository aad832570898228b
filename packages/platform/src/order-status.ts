import type { OrderStatus } from '@tm/contracts/orders';
import type { BadgeVariant } from './ui/badge';

/**
 * docs/product/storefront.md §4: completed default, pending secondary, cancelled and refunded (decision 030)
 * destructive, expired (decision 066) and anything else outline (a status a newer server sends must still show, not break the page).
 */
export function orderStatusBadge(status: OrderStatus | (string & {})): { label: string; variant: BadgeVariant } {
  switch (status) {
    case 'completed':
      return { label: 'Completed', variant: 'default' };
    case 'pending':
      return { label: 'Pending', variant: 'secondary' };
    case 'cancelled':
      return { label: 'Cancelled', variant: 'destructive' };
    case 'refunded':
      return { label: 'Refunded', variant: 'destructive' };
    case 'expired':
      // Nothing went wrong and nothing was paid: the payment window closed (decision 066).
      return { label: 'Expired', variant: 'outline' };
    default:
      return { label: status.charAt(0).toUpperCase() + status.slice(1), variant: 'outline' };
  }
}
