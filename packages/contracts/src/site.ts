/** What every page may need to know about this install (issue 14 §2, §4). */
export const SITE_API = {
  /** GET → SiteInfo (anyone; cached a minute). */
  info: '/api/site',
} as const;

export interface SiteInfo {
  /** The demo store (the embedded default with demo data): the footer says its data is sample data. */
  demoStore: boolean;
  /** The support inbox, SUPPORT_EMAIL: shown on the thank-you page and in mails. */
  supportEmail: string;
}

export const SITE_TEXTS = {
  /** The footer's notice in the demo store (issue 14 §4). */
  demoStore: 'Demo store: the templates, sales, ratings and reviews shown here are sample data.',
} as const;
