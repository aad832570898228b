import { TaxNote } from '@tm/platform';

/**
 * The subtotal and total rows under a summary's lines (the cart's Order Summary and the checkout's). When
 * the shop charges tax the total says whether it is in the prices or added on the payment page (decision 081).
 */
export function SummaryTotals({ subtotalLabel, total }: { subtotalLabel: string; total: string }) {
  return (
    <dl className="co-summary__totals">
      <div className="co-summary__row">
        <dt>{subtotalLabel}</dt>
        <dd>{total}</dd>
      </div>
      <div className="co-summary__row co-summary__row--total">
        <dt>Total</dt>
        <dd>
          {total}
          <TaxNote />
        </dd>
      </div>
    </dl>
  );
}
