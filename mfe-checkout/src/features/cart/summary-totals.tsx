/** The subtotal and total rows under a summary's lines (the cart's Order Summary and the checkout's). */
export function SummaryTotals({ subtotalLabel, total }: { subtotalLabel: string; total: string }) {
  return (
    <dl className="co-summary__totals">
      <div className="co-summary__row">
        <dt>{subtotalLabel}</dt>
        <dd>{total}</dd>
      </div>
      <div className="co-summary__row co-summary__row--total">
        <dt>Total</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
}
