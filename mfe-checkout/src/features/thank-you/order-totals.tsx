import type { Order } from '@tm/contracts/orders.schemas';
import { formatDollars } from '@tm/platform';

/**
 * The thank-you summary's totals (decision 081): the total, or, when tax was charged, what the lines
 * came to, the tax (added, or included in the prices) and what was paid. A business under the EU
 * reverse charge is told no VAT was charged.
 */
export function OrderTotals({ order }: { order: Order }) {
  const { paid } = order;
  const taxed = paid !== null && Number(paid.taxAmount) > 0;
  if (!paid || (!taxed && !paid.reverseCharge)) {
    return (
      <p className="co-summary__row co-summary__row--total co-thanks-total">
        <span>Total</span>
        <span>{formatDollars(order.totalAmount)}</span>
      </p>
    );
  }
  return (
    <dl className="co-thanks-totals">
      {paid.taxBehavior === 'inclusive' ? null : (
        <div className="co-summary__row">
          <dt>Subtotal</dt>
          <dd>{formatDollars(order.totalAmount)}</dd>
        </div>
      )}
      <div className="co-summary__row">
        <dt>
          {paid.reverseCharge ? 'VAT (reverse charge: you account for it)' : paid.taxBehavior === 'inclusive' ? 'Tax included' : 'Tax'}
        </dt>
        <dd>{formatDollars(paid.taxAmount)}</dd>
      </div>
      <div className="co-summary__row co-summary__row--total co-thanks-total">
        <dt>Total paid</dt>
        <dd>{formatDollars(paid.paidAmount)}</dd>
      </div>
    </dl>
  );
}
