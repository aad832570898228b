import { TaxNote } from '@tm/platform';

/**
 * The subtotal and total rows under a summary's lines (the cart's Order Summary and the checkout's). When
 * the shop charges tax the total says whether it is in the prices or added on the payment page (decision 081).
 */
export function SummaryTotals({
  subtotalLabel,
  total,
  discount,
}: {
  subtotalLabel: string;
  total: string;
  /** A discount code's row (decision 090): its label, the amount off and the total after it. */
  discount?: { label: string; amount: string; total: string } | null;
}) {
  return (
    <dl className="co-summary__totals">
      <div className="co-summary__row">
        <dt>{subtotalLabel}</dt>
        <dd>{total}</dd>
      </div>
      {discount ? (
        <div className="co-summary__row co-summary__row--discount">
          <dt>{discount.label}</dt>
          <dd>−{discount.amount}</dd>
        </div>
      ) : null}
      <div className="co-summary__row co-summary__row--total">
        <dt>Total</dt>
        <dd>
          {discount ? discount.total : total}
          <TaxNote />
        </dd>
      </div>
    </dl>
  );
}
