import { unitCount } from '@tm/contracts/cart';
import { formatMoney, useOwnedTemplateIds } from '@tm/platform';
import { CartThumbnail } from '../cart/cart-thumbnail';
import { lineCents, totalCents } from '../cart/line-totals';
import { OwnedWarning } from '../cart/owned-warning';
import type { ResolvedLine } from '../cart/use-resolved-lines';
import { CheckoutBenefits } from './checkout-benefits';

const subtotalLabel = (units: number) => `Subtotal (${units} items)`; // the spec's wording, verbatim

/** storefront §2 checkout summary: the lines, 'Subtotal (N items)', the total and the benefits. */
export function CheckoutSummary({ lines }: { lines: ResolvedLine[] }) {
  const owned = useOwnedTemplateIds();
  const total = formatMoney(totalCents(lines));
  return (
    <section className="tm-card co-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="co-summary__title">
        Order Summary
      </h2>
      {/* Slot: the optional Custom Website Build card (storefront §2) goes here, above the template lines; the custom build issue adds it. */}
      <ul className="co-checkout-lines">
        {lines.map((line) => (
          <li key={line.templateId} className="co-checkout-line">
            <CartThumbnail line={line} />
            <div className="co-checkout-line__text">
              <p className="co-checkout-line__name">{line.name}</p>
              <p className="tm-muted">Qty {line.quantity}</p>
              {owned.has(line.templateId) ? <OwnedWarning /> : null}
            </div>
            <span className="co-checkout-line__price">{formatMoney(lineCents(line))}</span>
          </li>
        ))}
      </ul>
      <dl className="co-summary__totals">
        <div className="co-summary__row">
          <dt>{subtotalLabel(unitCount(lines))}</dt>
          <dd>{total}</dd>
        </div>
        <div className="co-summary__row co-summary__row--total">
          <dt>Total</dt>
          <dd>{total}</dd>
        </div>
      </dl>
      <CheckoutBenefits />
    </section>
  );
}
