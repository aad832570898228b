import { PAGES } from '@tm/contracts/routes';
import { PageLink, useShopIdentity } from '@tm/platform';
import { StaticPage } from './static-page';

/** The four open roles (docs/product/back-office.md §1). */
const ROLES = [
  {
    title: 'Backend Engineer (Node.js)',
    kind: 'Full time · Remote',
    text: 'Work on the shop behind every purchase: the catalog API, checkout, downloads and background jobs, on NestJS with MySQL and Redis. You care about correctness under load and write the tests that prove it.',
  },
  {
    title: 'Frontend Engineer (React)',
    kind: 'Full time · Remote',
    text: 'Build the storefront, checkout and back office: fast first screens on phones, keyboard and screen-reader friendly pages, and micro-frontends that deploy on their own.',
  },
  {
    title: 'Template Designer',
    kind: 'Full time or freelance · Remote',
    text: 'Design themes and site templates for real businesses (shops, studios, clinics, agencies), with clean code, good contrast and layouts that work from 390 px up.',
  },
  {
    title: 'Customer Support Specialist',
    kind: 'Part time · Remote',
    text: 'Answer buyers within a day: installation questions, licences, refunds and custom builds. You write clearly and know your way around WordPress and HTML.',
  },
] as const;

/** /careers (docs/product/back-office.md §1): four open roles and how to apply. */
export function CareersPage() {
  const { shopName } = useShopIdentity();
  return (
    <StaticPage page="careers">
      <p>
        {shopName} is a small team building a shop people trust with their money. We work remotely, in writing, with few meetings, and we
        ship small changes often.
      </p>
      <h2>Open roles</h2>
      <ul className="sp-roles">
        {ROLES.map((role) => (
          <li key={role.title} className="tm-card sp-role">
            <h3>{role.title}</h3>
            <p className="tm-muted">{role.kind}</p>
            <p>{role.text}</p>
          </li>
        ))}
      </ul>
      <h2>How to apply</h2>
      <p>
        Write to us through the <PageLink to={PAGES.contact}>contact page</PageLink> with the category Partnership and the role in the
        subject: a few lines about you and a link to work you are proud of. We answer every application.
      </p>
    </StaticPage>
  );
}
