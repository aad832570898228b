import type { PageKey } from '@tm/contracts/routes';

/** Titles of the static pages (document 2 fills their content). */
export const STATIC_PAGES: ReadonlyArray<{ page: PageKey; title: string; subtitle: string }> = [
  { page: 'about', title: 'About Us', subtitle: 'Who we are and why we build templates' },
  { page: 'careers', title: 'Careers', subtitle: 'Join the team' },
  { page: 'terms', title: 'Terms of Service', subtitle: 'The rules for using the marketplace' },
  { page: 'privacy', title: 'Privacy Policy', subtitle: 'What we collect and why' },
  { page: 'refundPolicy', title: 'Refund Policy', subtitle: 'Our 30-day money-back guarantee' },
  { page: 'contact', title: 'Contact Us', subtitle: 'Questions, support and partnerships' },
  { page: 'documentation', title: 'Documentation', subtitle: 'Installing and customising your templates' },
];
