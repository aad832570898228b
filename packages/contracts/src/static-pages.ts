import { PAGES } from './routes';

/**
 * The static pages (docs/product/back-office.md §1, decision 037): the title the page shows and the server puts in
 * <title>, and the description search engines and link previews read. One list for both sides.
 */
export const STATIC_PAGE_META = {
  about: {
    path: PAGES.about,
    title: 'About Us',
    description:
      'TemplateMarket sells website templates as one-time purchases and builds custom websites: who we are and how the shop works.',
  },
  careers: {
    path: PAGES.careers,
    title: 'Careers',
    description: 'Open roles at TemplateMarket: engineering, design, support and content. How we work and how to apply.',
  },
  terms: {
    path: PAGES.terms,
    title: 'Terms of Service',
    description:
      'The terms for using TemplateMarket: accounts (18 or older), purchases, licences, custom builds, and how the terms change.',
  },
  privacy: {
    path: PAGES.privacy,
    title: 'Privacy Policy',
    description:
      'What TemplateMarket stores about you (account, orders, sessions, downloads, messages, mail), the cookies it sets, who processes it for us, and how to have it deleted.',
  },
  refundPolicy: {
    path: PAGES.refundPolicy,
    title: 'Refund Policy',
    description:
      'Your 14-day right of withdrawal and when it ends for downloads and custom builds; refunds for a failed delivery, a duplicate purchase or a misrepresentation.',
  },
  accessibility: {
    path: PAGES.accessibility,
    title: 'Accessibility Statement',
    description:
      'TemplateMarket aims to meet WCAG 2.2 level AA: how the shop is tested, what is known not to work well yet, and how to report a problem.',
  },
  documentation: {
    path: PAGES.documentation,
    title: 'Documentation',
    description:
      'Quick start, installing WordPress and HTML templates, customising and deploying them, the licence terms, and where to get help.',
  },
  licenses: {
    path: PAGES.licenses,
    title: 'Licences',
    description:
      'Regular and Extended licences side by side: one end product per licence; Extended when the end product is sold to its own paying customers. Purchase codes for support.',
  },
  contact: {
    path: PAGES.contact,
    title: 'Contact Us',
    description: 'Write to TemplateMarket support about a template, a purchase, a refund or a custom build: we answer within 24 hours.',
  },
  customBuild: {
    path: PAGES.customBuild,
    title: 'Custom Website Build',
    description:
      'Describe your business to our AI consultant, get a fixed price in minutes, and receive your starter site within 2 hours of payment.',
  },
} as const;
export type StaticPageKey = keyof typeof STATIC_PAGE_META;

/** docs/product/back-office.md §1 Documentation: the licence every template comes with (the LICENSE file of each download says the same). */
export const LICENCE_TERMS = {
  may: ['Use the template without limit, for personal and for commercial projects.', 'Use it in projects you build for your clients.'],
  mayNot: [
    'Resell the template, or offer it (changed or not) as a template, theme or part of a collection of templates.',
    'Share it: give, publish or pass its files on to anyone else, except as part of a finished project above.',
    'Remove or alter the copyright notices it carries.',
  ],
  ownLicenceFiles:
    'Parts of a template that come with a licence file of their own (for example fonts, images or code libraries) are also covered by that file.',
} as const;
