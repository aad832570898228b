import { useEffect } from 'react';
import type { Order } from '@tm/contracts/orders.schemas';
import { formatDollars } from '@tm/platform';
import { useDiscount } from '../discount';

/**
 * The thank-you summary's totals (decision 081): the total, or, when tax was charged, what the lines
 * came to, the tax (added, or included in the prices) and what was paid. A business under the EU
 * reverse charge is told no VAT was charged.
 */
export function OrderTotals({ order }: { order: Order }) {
  const { paid } = order;
  const discount = order.discount ?? null;
  const taxed = paid !== null && Number(paid.taxAmount) > 0;
  // The code went with this order (decision 090): the cart starts without it.
  const completed = order.status === 'completed';
  useEffect(() => {
    if (completed && discount && useDiscount.getState().code === discount.code) useDiscount.getState().removed();
  }, [completed, discount]);
  // A discount code's row (decision 090): what the prices came to, and what the code took off.
  const discountRows = discount ? (
    <>
      <div className="co-summary__row">
        <dt>Subtotal</dt>
        <dd>{formatDollars(order.totalAmount)}</dd>
      </div>
      <div className="co-summary__row">
        <dt>Discount ({discount.code})</dt>
        <dd>−{formatDollars(discount.amount)}</dd>
      </div>
    </>
  ) : null;
  if (!paid || (!taxed && !paid.reverseCharge)) {
    if (discount) {
      return (
        <dl className="co-thanks-totals">
          {discountRows}
          <div className="co-summary__row co-summary__row--total co-thanks-total">
            <dt>Total</dt>
            <dd>{formatDollars(paid?.paidAmount ?? discount.dueAmount)}</dd>
          </div>
        </dl>
      );
    }
    return (
      <p className="co-summary__row co-summary__row--total co-thanks-total">
        <span>Total</span>
        <span>{formatDollars(order.totalAmount)}</span>
      </p>
    );
  }
  return (
    <dl className="co-thanks-totals">
      {discountRows}
      {paid.taxBehavior === 'inclusive' || discount ? null : (
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
