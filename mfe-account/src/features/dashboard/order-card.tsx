import { useId, useState } from 'react';
import { ORDER_TEXTS } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { Button, DownloadsCard, OrderStatusBadge, formatDollars, formatShortDate, shortOrderId } from '@tm/platform';
import { OrderConsentNote } from './order-consent-note';
import { OrderDocuments } from './order-documents';
import { OrderItemRow } from './order-item-row';
import { PendingOrderActions } from './pending-order-actions';
import { itemCountText } from './order-stats';

/**
 * One order in the history (docs/product/storefront.md §2): number, status, date, item count, total, Details/Hide; a
 * pending one also offers Resume payment and Cancel (decision 028).
 */
export function OrderCard({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const number = shortOrderId(order.id);
  const completed = order.status === 'completed';
  return (
    <li className="account-order">
      <div className="account-order__head">
        <div className="account-order__summary">
          <p className="account-order__number">
            Order #{number} <OrderStatusBadge status={order.status} />
          </p>
          <p className="tm-muted">
            {formatShortDate(order.createdAt)} · {itemCountText(order)}
          </p>
        </div>
        {/* What was paid, tax included (decision 081); the prices' total until then. */}
        <span className="account-order__total">
          {formatDollars(order.paid?.paidAmount ?? order.discount?.dueAmount ?? order.totalAmount)}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen(!open)}
        >
          {/* The name starts with the visible word (WCAG 2.5.3): "Details of order #…" / "Hide the details of order #…". */}
          {open ? 'Hide' : 'Details'}
          <span className="tm-visually-hidden">{open ? ` the details of order #${number}` : ` of order #${number}`}</span>
        </Button>
      </div>
      {order.status === 'pending' ? <PendingOrderActions order={order} onChanged={onChanged} /> : null}
      {order.status === 'expired' ? <p className="tm-muted">{ORDER_TEXTS.orderExpired}</p> : null}
      {open ? (
        <div id={detailsId} className="account-order__details">
          <ul className="account-items" aria-label={`Items of order #${number}`}>
            {order.items.map((item) => (
              <OrderItemRow key={item.id} item={item} order={order} />
            ))}
          </ul>
          {/* The discount code the order was placed with (decision 090). */}
          {order.discount ? (
            <p className="account-order__discount">
              Discount code {order.discount.code}: −{formatDollars(order.discount.amount)} (subtotal {formatDollars(order.totalAmount)})
            </p>
          ) : null}
          {completed && order.items.length > 0 ? <DownloadsCard order={order} /> : null}
          <OrderDocuments order={order} />
          <OrderConsentNote consent={order.consent} />
        </div>
      ) : null}
    </li>
  );
}
