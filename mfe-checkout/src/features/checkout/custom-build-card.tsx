import './custom-build-card.css';
import { CUSTOM_BUILD_DELIVERY, CUSTOM_BUILD_TEXTS } from '@tm/contracts/custom-build';
import { deliveryTermsText } from '@tm/contracts/custom-build-delivery';
import type { CustomBuildSummary } from '@tm/contracts/custom-build.schemas';
import { Badge, formatMoney } from '@tm/platform';
import { customBuildCents } from './use-custom-build-cart';

/** Features shown on the card before '+N more' (docs/product/storefront.md §2). */
const SHOWN_FEATURES = 3;

/** docs/product/storefront.md §2: the optional Custom Website Build card of the checkout summary. */
export function CustomBuildCard({ summary }: { summary: CustomBuildSummary }) {
  const shown = summary.features.slice(0, SHOWN_FEATURES);
  const more = summary.features.length - shown.length;
  return (
    <article className="co-custom-build" aria-labelledby="co-custom-build-title">
      <div className="co-custom-build__head">
        <h3 id="co-custom-build-title" className="co-checkout-line__name">
          Custom Website Build
        </h3>
        <span className="co-checkout-line__price">{formatMoney(customBuildCents(summary))}</span>
      </div>
      <p className="co-custom-build__business">{summary.businessType || CUSTOM_BUILD_TEXTS.unknownBusiness}</p>
      <p className="tm-muted">
        {summary.numberOfPages} {summary.numberOfPages === 1 ? 'page' : 'pages'} · Your timeline: {summary.timeline} · Qty 1
      </p>
      {/* The first step (CUSTOM_BUILD_DELIVERY), the same on the custom build page and in the mails. */}
      <p className="co-custom-build__delivery">{CUSTOM_BUILD_DELIVERY.short}</p>
      {shown.length ? (
        <ul className="co-custom-build__features" aria-label="Features">
          {shown.map((feature) => (
            <li key={feature}>
              <Badge variant="secondary">{feature}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="outline">+{more} more</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <CustomBuildTerms terms={summary.delivery} />
    </article>
  );
}

/**
 * What the price buys and when, said before payment (decision 095): the two steps with the date a
 * payment now gets (the cart answer counts it from the owner's settings), what the site is, who owns
 * it, and when it counts as accepted. Without terms (an older answer) it says the two steps without the date.
 */
function CustomBuildTerms({ terms }: { terms: CustomBuildSummary['delivery'] }) {
  if (!terms) return <p className="co-custom-build__terms">{CUSTOM_BUILD_DELIVERY.promise}</p>;
  const text = deliveryTermsText(terms);
  return (
    <section className="co-custom-build__terms" aria-labelledby="co-custom-build-terms-title">
      <h4 id="co-custom-build-terms-title">What you get, and when</h4>
      <ol>
        <li>{text.firstVersion}</li>
        <li>
          <time dateTime={terms.finishedSiteDue}>{text.finishedSite}</time>
        </li>
      </ol>
      <p className="co-custom-build__price-covers">{text.price}</p>
      <p>{text.site}</p>
      <p className="tm-muted">{text.acceptance}</p>
    </section>
  );
}
