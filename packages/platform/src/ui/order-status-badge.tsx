import type { Order } from '@tm/contracts/orders.schemas';
import { orderStatusBadge } from '../order-status';
import { Badge } from './badge';

/** An order's status as a badge (thank-you page and dashboard). */
export function OrderStatusBadge({ status }: { status: Order['status'] | (string & {}) }) {
  const { label, variant } = orderStatusBadge(status);
  return <Badge variant={variant}>{label}</Badge>;
}
