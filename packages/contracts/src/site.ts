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
  /** Who takes the money (decision 042); null in the browser until the server said. */
  paymentProvider: 'simulated' | 'stripe' | null;
  /** A production deployment running the simulated gateway (ALLOW_SIMULATED_PAYMENTS): every page says it is a demo. */
  paymentsDemo: boolean;
}

export const SITE_TEXTS = {
  /** The footer's notice in the demo store (issue 14 §4). */
  demoStore: 'Demo store: the templates, sales, ratings and reviews shown here are sample data.',
  /** The footer's notice of a deployment that takes no real payments (decision 042). */
  paymentsDemo: 'Demo shop: payments are simulated, no card is charged and nothing bought here is licensed.',
  /** The checkout's note, by provider. */
  simulatedCheckout: 'This is a demo checkout: no payment is processed and no card is charged.',
  stripeCheckout: 'You pay on Stripe’s secure checkout page; we never see your card details.',
} as const;
