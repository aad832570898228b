import { unitCount } from '@tm/contracts/cart';
import type { CustomBuildSummary } from '@tm/contracts/custom-build.schemas';
import { formatMoney, useOwnedTemplateIds } from '@tm/platform';
import { useAppliedDiscount } from '../discount';
import { CartThumbnail, LicenceLine, OwnedWarning, PriceChangeNote, SummaryTotals, discountRow, discountSignature } from '../cart';
import { lineCents, totalCents, type ResolvedLine } from '../cart-lines';
import { CheckoutBenefits } from './checkout-benefits';
import { CustomBuildCard } from './custom-build-card';
import { customBuildCents } from './use-custom-build-cart';

/** The spec's 'Subtotal (N items)', counting units, with 'item' for one: 'Subtotal (1 item)'. */
const subtotalLabel = (units: number) => `Subtotal (${units} ${units === 1 ? 'item' : 'items'})`;

/** docs/product/storefront.md §2 checkout summary: the lines, 'Subtotal (N items)', the total and the benefits. */
export function CheckoutSummary({ lines, customBuild }: { lines: ResolvedLine[]; customBuild: CustomBuildSummary | null }) {
  const owned = useOwnedTemplateIds();
  const total = formatMoney(totalCents(lines) + customBuildCents(customBuild));
  // The code applied in the cart (decision 090); Place Order sends it and the server checks it again.
  const { quote } = useAppliedDiscount(discountSignature(lines), true);
  const units = unitCount(lines) + (customBuild ? 1 : 0);
  return (
    <section className="tm-card co-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="co-summary__title">
        Order Summary
      </h2>
      {customBuild ? <CustomBuildCard summary={customBuild} /> : null}
      <ul className="co-checkout-lines">
        {lines.map((line) => (
          <li key={line.templateId} className="co-checkout-line">
            <CartThumbnail line={line} />
            <div className="co-checkout-line__text">
              <p className="co-checkout-line__name">{line.name}</p>
              <LicenceLine line={line} />
              {owned.has(line.templateId) && !line.upgrade ? <OwnedWarning /> : null}
              <PriceChangeNote line={line} />
            </div>
            <span className="co-checkout-line__price">{formatMoney(lineCents(line))}</span>
          </li>
        ))}
      </ul>
      <SummaryTotals
        subtotalLabel={subtotalLabel(units)}
        total={total}
        discount={discountRow(quote, totalCents(lines) + customBuildCents(customBuild))}
      />
      <CheckoutBenefits />
    </section>
  );
}
