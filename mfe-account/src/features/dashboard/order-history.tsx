import type { CSSProperties } from 'react';
import { ORDER_LIMITS, ORDER_TEXTS } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { Card, Spinner } from '@tm/platform';
import { LoadFailed, NothingYet } from './card-states';
import { OrderCard } from './order-card';

interface OrderHistoryProps {
  orders: Order[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** An order changed on the server (a pending one cancelled): read the list again. */
  onOrdersChanged: () => void;
}

function OrderHistoryBody({ orders, loading, failed, onRetry, onOrdersChanged }: OrderHistoryProps) {
  if (loading) return <Spinner label="Loading orders..." />;
  if (failed || !orders) return <LoadFailed text={ORDER_TEXTS.ordersLoadFailed} onRetry={onRetry} />;
  if (orders.length === 0) return <NothingYet text="No orders yet" />;
  return (
    // Focusable so keyboard users can scroll it (docs/product/storefront.md §9: a 600px scroll area, two-column layout only).
    <div
      className="account-orders-scroll"
      style={{ '--account-orders-height': `${ORDER_LIMITS.orderListHeightPx}px` } as CSSProperties}
      tabIndex={0}
      role="region"
      aria-label="Your orders"
    >
      <ul className="account-orders">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} onChanged={onOrdersChanged} />
        ))}
      </ul>
    </div>
  );
}

export function OrderHistory(props: OrderHistoryProps) {
  return (
    <Card title="Order History" className="account-history">
      <OrderHistoryBody {...props} />
    </Card>
  );
}
