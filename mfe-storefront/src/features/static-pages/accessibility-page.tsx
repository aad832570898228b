import { PAGES } from '@tm/contracts/routes';
import { EmailText, PageLink, useShopIdentity, useSiteInfo } from '@tm/platform';
import { StaticPage } from './static-page';

/** When this statement was written and the shop last checked against it (decision 083). */
const STATEMENT_DATE = 'December 7, 2026';

/**
 * /accessibility (decision 083): what the shop aims for, how that is checked (e2e/tests/accessibility.spec.ts
 * and the keyboard tests beside it), what is known not to meet it, and how to tell us.
 */
export function AccessibilityPage() {
  const { shopName, supportEmail } = useShopIdentity();
  const { paymentProvider } = useSiteInfo();
  return (
    <StaticPage page="accessibility" updated={STATEMENT_DATE}>
      <p>
        We want everyone to be able to find, buy and download templates at {shopName}: with a keyboard, a screen reader, magnification, a
        phone, or whatever way you use the web.
      </p>
      <h2>What we aim for</h2>
      <p>
        Our goal is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We believe the shop’s own pages meet it, apart from the
        limitations below; no independent auditor has confirmed that yet, so we say the shop partially conforms.
      </p>
      <h2>How we test</h2>
      <ul>
        <li>
          Every page of the shop, in the states you meet it (empty and filled, with errors shown, menus and dialogs open), is checked with
          axe-core in a real Chromium browser against every WCAG 2.0, 2.1 and 2.2 rule at levels A and AA. A serious or critical finding
          fails the shop’s test suite.
        </li>
        <li>
          The same pages are checked at desktop width and at 390 pixels, the width of a small phone. Text on gradients and coloured layers
          is measured at its real colours, and so are notifications and buttons under the pointer.
        </li>
        <li>
          Keyboard tests walk through the shop: each page change moves focus to the new page’s heading and announces its title, menus and
          the screenshot viewer close with Escape and give focus back, and buttons keep focus when they change state.
        </li>
        <li>Catalog pages, template pages and these pages arrive as complete HTML, so they can be read before, or without, JavaScript.</li>
      </ul>
      <h2>Known limitations</h2>
      <ul>
        <li>
          Template previews and screenshots are pictures of a design. Their text alternative names the template and the screenshot, not
          everything the design shows; each template’s description, feature list and, where there is one, live demo tell you more.
        </li>
        <li>
          The live demos we generate are tested like the rest of the shop. A demo uploaded with a template, and the files of the templates
          you download, are the design’s own work: we do not test them, and a template’s accessibility depends on how it was built.
        </li>
        {paymentProvider === 'stripe' ? <li>You pay by card on Stripe’s checkout page, which Stripe makes and tests, not us.</li> : null}
        <li>
          The back office the shop’s staff use is built with the Ant Design component library. It passes the same automated checks, but it
          is made for a desktop screen: on a phone its wide tables scroll sideways.
        </li>
        <li>
          Automated checks and our own keyboard tests cannot find every problem, and the shop has not yet been tested by people who use
          screen readers or other assistive technology every day.
        </li>
      </ul>
      <h2>Tell us about a problem</h2>
      <p>
        If something in the shop is hard or impossible for you to use, write to us at{' '}
        <a href={`mailto:${supportEmail}`}>
          <EmailText email={supportEmail} />
        </a>{' '}
        or through the <PageLink to={PAGES.contact}>contact page</PageLink>. Tell us the page, what you were trying to do, and the browser
        and any assistive technology you use. We answer within 24 hours on working days, and if we cannot fix the problem quickly we will
        find another way to get you what you need.
      </p>
      <h2>About this statement</h2>
      <p>This statement was written on {STATEMENT_DATE}. The checks above are part of the shop’s automated tests.</p>
    </StaticPage>
  );
}
