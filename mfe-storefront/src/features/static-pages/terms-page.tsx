import { PAGES } from '@tm/contracts/routes';
import { PageLink, useShopIdentity } from '@tm/platform';
import { SellerDetails } from './seller-details';
import { StaticPage } from './static-page';

/** /terms (docs/product/back-office.md §1): 18 or older; changes with at least 30 days' notice. */
export function TermsPage() {
  const { shopName } = useShopIdentity();
  return (
    <StaticPage page="terms" updated>
      <p>These terms apply when you use {shopName}: browsing, creating an account, buying templates and ordering a custom build.</p>
      <h2>1. Who may use the shop</h2>
      <p>You must be 18 or older to create an account or buy. By creating an account you confirm that you are.</p>
      <h2>2. Your account</h2>
      <p>
        Keep your password to yourself; you are responsible for what is done with your account. We may close an account that is used for
        fraud, abuse of the shop or its users, or to break these terms.
      </p>
      <h2>3. Purchases</h2>
      <ul>
        <li>Prices are in US dollars and shown before you pay; the price at checkout is the price you pay. There are no subscriptions.</li>
        <li>
          A purchase is complete when the payment is confirmed; you can then download what you bought from the confirmation page, the email
          and your dashboard.
        </li>
        <li>
          Refunds follow the <PageLink to={PAGES.refundPolicy}>refund policy</PageLink>.
        </li>
      </ul>
      <h2>4. Licence</h2>
      <p>
        Each template comes with a licence made out to the buyer: unlimited personal and commercial use, including client projects; no
        resale, no sharing, no removal of copyright notices. The full terms are in the{' '}
        <PageLink to={PAGES.documentation}>documentation</PageLink> and in the LICENSE file of every download.
      </p>
      <h2>5. Custom builds</h2>
      <p>
        The price of a custom build is computed from the summary you approve. The starter site built from it is delivered within 2 hours of
        payment, as a download on your dashboard.
      </p>
      <h2>6. What you must not do</h2>
      <p>Do not try to get around payments or download limits, probe other users' data, overload the shop, or upload anything unlawful.</p>
      <h2>7. Liability</h2>
      <p>
        Templates are provided as they are described on their pages. As far as the law allows, our liability for a purchase is limited to
        the amount you paid for it.
      </p>
      <h2>8. Changes to these terms</h2>
      <p>
        We announce changes to these terms at least 30 days before they take effect, on this page and by email to account holders. If you do
        not agree, you may close your account before then; what you bought stays yours under the terms it was bought under.
      </p>
      <h2>9. Who we are and how to reach us</h2>
      <p>{shopName} is run by:</p>
      <SellerDetails />
      <p>
        Questions about these terms: <PageLink to={PAGES.contact}>contact us</PageLink>.
      </p>
    </StaticPage>
  );
}
