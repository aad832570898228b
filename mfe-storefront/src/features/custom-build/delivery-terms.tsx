import './delivery-terms.css';
import { CUSTOM_BUILD_DELIVERY } from '@tm/contracts/custom-build';
import { deliveryTermsText, finishedSiteDue } from '@tm/contracts/custom-build-delivery';
import type { DeliveryTerms as Terms } from '@tm/contracts/custom-build-delivery.schemas';

/**
 * What the summary's price buys and when (decision 095): the first version, then the finished site by
 * the date a payment today gets, the rounds of changes, what the site is, who owns it and when it counts
 * as accepted. A summary kept in the browser from before the server sent terms says the two steps without
 * the date, until the next answer brings them.
 */
export function DeliveryTerms({ terms }: { terms: Terms | undefined }) {
  return (
    <section className="cb-delivery" aria-labelledby="cb-delivery-title">
      <h3 id="cb-delivery-title" className="cb-delivery__title">
        What You Get, and When
      </h3>
      {terms ? <TermsText terms={terms} /> : <p className="cb-delivery__fallback">{CUSTOM_BUILD_DELIVERY.promise}</p>}
    </section>
  );
}

/**
 * The later of the server's date and today's count with the same settings: a summary restored from the
 * browser a day or more after its answer would otherwise promise a day already passed, and a server
 * clock ahead of the browser's is never undercut.
 */
function currentDue(terms: Terms): string {
  try {
    const today = finishedSiteDue(new Date(), terms.leadDays, terms.timeZone);
    return today > terms.finishedSiteDue ? today : terms.finishedSiteDue;
  } catch {
    return terms.finishedSiteDue;
  }
}

function TermsText({ terms: answered }: { terms: Terms }) {
  const terms = { ...answered, finishedSiteDue: currentDue(answered) };
  const text = deliveryTermsText(terms);
  return (
    <>
      <ol className="cb-delivery__steps">
        <li>{text.firstVersion}</li>
        <li>
          {/* The date is what the buyer plans with: a machine-readable day beside the words. */}
          <time dateTime={terms.finishedSiteDue}>{text.finishedSite}</time>
        </li>
      </ol>
      <p className="cb-delivery__price">{text.price}</p>
      <p>{text.site}</p>
      <p className="cb-delivery__acceptance">{text.acceptance}</p>
    </>
  );
}
