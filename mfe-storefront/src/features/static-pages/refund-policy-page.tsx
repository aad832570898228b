import { LEGAL_TEXTS } from '@tm/contracts/legal-texts';
import { PAGES } from '@tm/contracts/routes';
import { PageLink } from '@tm/platform';
import { StaticPage } from './static-page';

/** /refund-policy (docs/product/back-office.md §1, decisions 037 and 082). */
export function RefundPolicyPage() {
  return (
    // Changed on the day the checkout's boxes came (decision 082); the other legal pages keep POLICIES_UPDATED.
    <StaticPage page="refundPolicy" updated="December 7, 2026">
      <p>
        Templates are digital products: once downloaded they cannot be returned. So we do not refund downloaded products, except in the
        three cases below. A template you have not downloaded yet is covered by our 30-day money-back guarantee: ask within 30 days of the
        purchase and we refund it.
      </p>
      <h2>Your 14-day right of withdrawal</h2>
      <p>
        As a consumer you may withdraw from a purchase within 14 days without giving a reason. What we sell ends that right sooner, but only
        when you ask for it at checkout by ticking a box with these words. Your confirmation email repeats them, with their version.
      </p>
      <ul>
        <li>
          <strong>Templates</strong> are downloads. At checkout you tick: <q>{LEGAL_TEXTS.immediateDelivery.wording}</q> (version{' '}
          {LEGAL_TEXTS.immediateDelivery.version}). You can withdraw until your download starts, not after.
        </li>
        <li>
          <strong>Custom builds</strong> are a service, not a download. At checkout you tick: <q>{LEGAL_TEXTS.serviceStart.wording}</q>{' '}
          (version {LEGAL_TEXTS.serviceStart.version}). You can withdraw until your starter site is delivered; we then refund what you paid
          less the work done up to that point.
        </li>
      </ul>
      <p>To withdraw, write to us as described under How to ask below.</p>
      <h2>When we refund a downloaded product</h2>
      <ul>
        <li>
          <strong>Technical delivery failure:</strong> the download does not work, or the files are broken or incomplete, and our support
          cannot fix it for you.
        </li>
        <li>
          <strong>Duplicate purchase:</strong> you bought the same item twice by mistake and tell us within 48 hours of the second purchase.
        </li>
        <li>
          <strong>Major misrepresentation:</strong> the product is substantially different from its description or live demo, and you tell
          us within 7 days of the purchase.
        </li>
      </ul>
      <h2>How to ask</h2>
      <ol>
        <li>
          Write to us through the <PageLink to={PAGES.contact}>contact page</PageLink>, category Billing, from the email address of your
          account.
        </li>
        <li>Give the order number (on your confirmation email and your dashboard) and say which case applies and why.</li>
        <li>
          We answer within 48 hours. An accepted refund goes back to the way you paid; the refunded items can no longer be downloaded.
        </li>
      </ol>
      <h2>Custom builds</h2>
      <p>
        A custom build is made for you from the summary you approved. If its starter site is not delivered, or does not match that summary,
        the delivery failure and misrepresentation cases above apply.
      </p>
    </StaticPage>
  );
}
