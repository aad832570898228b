import type { ReactNode } from 'react';
import { PAGES } from '@tm/contracts/routes';
import { addressLines, registrationLine, sellerName } from '@tm/contracts/shop-settings';
import { SITE_TEXTS } from '@tm/contracts/site';
import { useShopIdentity, useSiteInfo, PageLink } from '@tm/platform';
import { markOf } from './brand-mark';
import { PaymentClaims } from './payment-claims';

const LINK_GROUPS: ReadonlyArray<{ title: string; links: ReadonlyArray<{ to: string; label: string }> }> = [
  {
    title: 'Company',
    links: [
      { to: PAGES.about, label: 'About Us' },
      { to: PAGES.careers, label: 'Careers' },
      { to: PAGES.contact, label: 'Contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: PAGES.documentation, label: 'Documentation' },
      { to: PAGES.browse, label: 'Browse Templates' },
      { to: PAGES.customBuild, label: 'Custom Build Service' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: PAGES.terms, label: 'Terms of Service' },
      { to: PAGES.privacy, label: 'Privacy Policy' },
      { to: PAGES.refundPolicy, label: 'Refund Policy' },
      { to: PAGES.licenses, label: 'Licences' },
      { to: PAGES.accessibility, label: 'Accessibility' },
    ],
  },
];

/**
 * The shop's social accounts, each shown only once it has an address: a link to nowhere is a dead end for a
 * visitor and a promise of accounts the shop does not have. None exists yet (docs/product/storefront.md §1 has them as
 * placeholders), so the footer shows none. An owner's setting would come with the install's facts (/api/site,
 * SiteInfo, as the support address does) and fill `url`.
 */
const SOCIAL: ReadonlyArray<{ label: string; url: string | null; icon: ReactNode }> = [
  { label: 'X (Twitter)', url: null, icon: <path d="M4 4l16 16M20 4L4 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> },
  {
    label: 'Facebook',
    url: null,
    icon: <path d="M14 8h2V5h-2.5A3.5 3.5 0 0 0 10 8.5V11H8v3h2v6h3v-6h2.2l.5-3H13V9a1 1 0 0 1 1-1Z" fill="currentColor" />,
  },
  {
    label: 'Instagram',
    url: null,
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="16.8" cy="7.2" r="1.1" fill="currentColor" />
      </>
    ),
  },
  {
    label: 'LinkedIn',
    url: null,
    icon: (
      <path
        d="M6.5 9.5V18M6.5 6.2v.1M10.5 18v-5a3 3 0 0 1 6 0v5M10.5 10v8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    ),
  },
];

const SOCIAL_LINKS = SOCIAL.flatMap(({ label, url, icon }) => (url ? [{ label, url, icon }] : []));

export function Footer() {
  const year = new Date().getFullYear();
  const { demoStore, paymentsDemo, paymentProvider } = useSiteInfo();
  const identity = useShopIdentity();
  // The seller's address and numbers, each only once the owner set it: never a placeholder (decision 075).
  const sellerDetails = [addressLines(identity.postalAddress).join(', '), registrationLine(identity)].filter(Boolean).join(' · ');
  return (
    <footer className="site-footer">
      <div className="tm-container site-footer__grid">
        <div className="site-footer__brand">
          {/* The brand mark, not a heading: a bold <p> would read as a fake heading (axe p-as-heading). */}
          <div className="brand">
            <span className="brand__mark" aria-hidden="true">
              {markOf(identity.shopName)}
            </span>
            <span className="brand__name">{identity.shopName}</span>
          </div>
          <p className="site-footer__tagline">Premium website templates and bespoke builds. Pay once, no subscriptions.</p>
          {SOCIAL_LINKS.length > 0 ? (
            <ul className="social-links" aria-label="Social media">
              {SOCIAL_LINKS.map(({ label, url, icon }) => (
                <li key={label}>
                  <a href={url} aria-label={label} title={label}>
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                      {icon}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className="site-footer__group">
            <h2 className="site-footer__heading">{group.title}</h2>
            <ul>
              {group.links.map(({ to, label }) => (
                <li key={to}>
                  <PageLink to={to}>{label}</PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <PaymentClaims provider={paymentProvider} paymentsDemo={paymentsDemo} />

      <div className="tm-container site-footer__legal">
        <p>
          {/* "Acme Inc." ends the sentence itself. */}© {year} {sellerName(identity).replace(/\.+$/, '')}. All rights reserved.
        </p>
        {sellerDetails ? <address className="site-footer__address">{sellerDetails}</address> : null}
        {demoStore ? <p className="site-footer__demo">{SITE_TEXTS.demoStore}</p> : null}
        {paymentsDemo ? <p className="site-footer__demo">{SITE_TEXTS.paymentsDemo}</p> : null}
      </div>
    </footer>
  );
}
