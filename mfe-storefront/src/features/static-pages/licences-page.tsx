import { LICENCE_COMPARISON, LICENCE_SUMMARIES, licenceCountLabel } from '@tm/contracts/licences';
import { PAGES } from '@tm/contracts/routes';
import { PageLink } from '@tm/platform';
import { StaticPage } from './static-page';

/** /licenses (decision 091): the Regular and Extended licences side by side, and what a purchase code is for. */
export function LicencesPage() {
  return (
    <StaticPage page="licenses" updated="December 7, 2026">
      <p>
        Every template is sold under one of two licences. Each licence covers <strong>one end product</strong>: the site, app or theme you
        make with the template. Buying a quantity buys that many licences: {licenceCountLabel(3)}.
      </p>
      <h2 id="licences-compare">Regular and Extended side by side</h2>
      <div className="sp-table-scroll">
        <table aria-labelledby="licences-compare">
          <thead>
            <tr>
              <th scope="col">What you may do</th>
              <th scope="col">Regular licence</th>
              <th scope="col">Extended licence</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">In short</th>
              <td data-label="Regular licence">{LICENCE_SUMMARIES.regular}</td>
              <td data-label="Extended licence">{LICENCE_SUMMARIES.extended}</td>
            </tr>
            {LICENCE_COMPARISON.map((row) => (
              <tr key={row.term}>
                <th scope="row">{row.term}</th>
                <td data-label="Regular licence">{row.regular}</td>
                <td data-label="Extended licence">{row.extended}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Which one do I need?</h2>
      <ul>
        <li>
          <strong>Regular:</strong> a site for yourself or for one client, a landing page, a company site, a portfolio. Visitors use it for
          free.
        </li>
        <li>
          <strong>Extended:</strong> an end product people pay to use or to get: a SaaS app, a paid membership site, a theme you sell to
          your clients.
        </li>
      </ul>
      <p>
        The Extended licence costs more; each template page shows both prices. If you hold a Regular licence and your project grows into one
        that needs the Extended licence, the template page offers the upgrade: you pay the difference between the two prices at the time.
      </p>
      <h2>Purchase codes</h2>
      <p>
        Each licence you buy gets its own purchase code. You find it under the order in your{' '}
        <PageLink to={PAGES.dashboard}>dashboard</PageLink> and in the LICENSE file of your download. Quote it when you ask for support: we
        check it against our records. Keep your codes to yourself, like a receipt.
      </p>
      <p>
        Neither licence lets you resell or share the template itself. The full terms are in the{' '}
        <PageLink to={PAGES.terms}>terms of service</PageLink> and in the LICENSE file of each download.
      </p>
    </StaticPage>
  );
}
