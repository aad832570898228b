import { PAGES } from '@tm/contracts/routes';
import { PageLink, useShopIdentity } from '@tm/platform';
import { StaticPage } from './static-page';

/** /about (docs/product/back-office.md §1): who we are; links to /browse. */
export function AboutPage() {
  const { shopName } = useShopIdentity();
  return (
    <StaticPage page="about">
      <p>
        {shopName} is a marketplace of website templates: WordPress themes, HTML site templates, eCommerce templates, marketing assets, CMS
        themes and plugins. Every template is a one-time purchase with no subscription: you pay once, download it at once, and keep it.
      </p>
      <h2>What you can do here</h2>
      <ul>
        <li>
          <PageLink to={PAGES.browse}>Browse and search the whole catalog</PageLink>, filter it by category and subcategory, and open a live
          demo before you buy.
        </li>
        <li>Buy one or several templates in one checkout and download them right away, one by one or in a single ZIP.</li>
        <li>Find everything you bought on your dashboard, with updates when a template gets a new version.</li>
        <li>
          Ask for a <PageLink to={PAGES.customBuild}>custom website build</PageLink>: describe your business to our AI consultant, get a
          fixed price, and receive your starter site within 2 hours of payment.
        </li>
      </ul>
      <h2>How we work</h2>
      <p>
        Prices are shown before you buy and are the prices you pay. Each download comes with its licence file, made out to you. If something
        goes wrong with a purchase, our <PageLink to={PAGES.refundPolicy}>refund policy</PageLink> says what we do, and{' '}
        <PageLink to={PAGES.contact}>support</PageLink> answers every message.
      </p>
      <p>
        <PageLink to={PAGES.browse}>Start browsing the templates</PageLink>.
      </p>
    </StaticPage>
  );
}
