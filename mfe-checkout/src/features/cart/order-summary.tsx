import { PAGES } from '@tm/contracts/routes';
import { SITE_TEXTS } from '@tm/contracts/site';
import { LinkButton, formatMoney, useCartMode, useSiteInfo } from '@tm/platform';
import { lineCents, totalCents, type ResolvedLine } from '../cart-lines';
import { DiscountField, discountCentsOf, useAppliedDiscount } from '../discount';
import { SummaryTotals } from './summary-totals';

function LockIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M10 1.5A4.5 4.5 0 0 0 5.5 6v2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V6A4.5 4.5 0 0 0 10 1.5ZM13 8V6a3 3 0 1 0-6 0v2h6Z"
      />
    </svg>
  );
}

/**
 * docs/product/storefront.md §2's note that checkout is secure, said only where it is true (decision 042): with Stripe
 * the card goes to Stripe's page; the simulated gateway takes no money. Nothing until /api/site answered.
 */
function CartPaymentNote() {
  const { paymentProvider } = useSiteInfo();
  if (paymentProvider === null) return null;
  if (paymentProvider === 'simulated') return <p className="co-summary__secure">{SITE_TEXTS.simulatedCartNote}</p>;
  return (
    <p className="co-summary__secure">
      <LockIcon />
      {SITE_TEXTS.stripeCartNote}
    </p>
  );
}

/** The cart's order summary (docs/product/storefront.md §2): each line (' × N' above 1), subtotal, total, checkout link. */
export function OrderSummary({ lines }: { lines: ResolvedLine[] }) {
  const total = formatMoney(totalCents(lines));
  // The applied discount code (decision 090), priced again by the server whenever the lines change.
  const signedIn = useCartMode() === 'customer';
  const { quote, dropped } = useAppliedDiscount(discountSignature(lines), signedIn);
  return (
    <section className="tm-card co-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="co-summary__title">
        Order Summary
      </h2>
      <ul className="co-summary__lines">
        {lines.map((line) => (
          <li key={line.templateId} className="co-summary__row">
            <span className="co-summary__name">
              {line.name}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </span>
            <span>{formatMoney(lineCents(line))}</span>
          </li>
        ))}
      </ul>
      <SummaryTotals subtotalLabel="Subtotal" total={total} discount={discountRow(quote, totalCents(lines))} />
      <DiscountField signedIn={signedIn} dropped={dropped} />
      <LinkButton to={PAGES.checkout} size="lg" block>
        Proceed to Checkout
      </LinkButton>
      <CartPaymentNote />
    </section>
  );
}

/** What the applied code is priced on: each line's template, quantity and amount. */
export const discountSignature = (lines: readonly ResolvedLine[]) =>
  lines.map((line) => `${line.templateId}:${line.quantity}:${lineCents(line)}`).join(',');

/** The summary's discount row for a quote: its label, the amount off and the total after it. */
export function discountRow(quote: Parameters<typeof discountCentsOf>[0], totalCentsBefore: number) {
  if (!quote) return null;
  const off = discountCentsOf(quote);
  return { label: `Discount (${quote.code})`, amount: formatMoney(off), total: formatMoney(totalCentsBefore - off) };
}
