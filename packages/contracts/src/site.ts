/** What every page may need to know about this install (decision 038). */
export const SITE_API = {
  /** GET → SiteInfo (anyone; cached a minute). */
  info: '/api/site',
  /** GET → PrivacyFacts (anyone; cached a minute): the processors this install is configured with (decision 083). */
  privacy: '/api/site/privacy',
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
  /** The footer's notice in the demo store (decision 038). */
  demoStore: 'Demo store: the templates, sales, ratings and reviews shown here are sample data.',
  /** The footer's notice of a deployment that takes no real payments (decision 042). */
  paymentsDemo: 'Demo shop: payments are simulated, no card is charged and nothing bought here is licensed.',
  /** The checkout's note, by provider. */
  simulatedCheckout: 'This is a demo checkout: no payment is processed, no card is charged and no tax is charged in the demo.',
  stripeCheckout: 'You pay on Stripe’s secure checkout page; we never see your card details.',
  /** Added to it when the shop charges tax (decision 081), by the prices' tax behaviour. */
  stripeTaxAdded: 'Tax is added there from your billing address; a business can enter its VAT number there.',
  stripeTaxIncluded: 'Prices include VAT; a business can enter its VAT number there.',
  /**
   * The footer's payment line, by provider: a claim only where the code makes it true. Stripe
   * Checkout is a PCI DSS Level 1 service and card details never reach this shop; the simulated
   * gateway takes no money, so it claims nothing about security (decision 042).
   */
  stripeFooter: 'Secure payments by Stripe',
  stripeFooterDetail: 'Card details are entered on Stripe’s PCI DSS certified checkout; we never see them.',
  simulatedFooter: 'Demo checkout: payments are simulated and no card is charged.',
  /** The gateway screen's title: the spec's for a real provider's confirmation, a demo's for the simulated gateway. */
  providerGatewayTitle: 'Secure Payment Gateway',
  simulatedGatewayTitle: 'Demo Payment Gateway',
  /** The cart's note under Proceed to Checkout, by provider. */
  stripeCartNote: 'Secure checkout: you pay on Stripe’s page, we never see your card details',
  simulatedCartNote: 'Demo checkout: no payment is taken and no card is charged',
  /**
   * The one promise about updates, on the template page and under the checkout summary alike: a
   * buyer downloads the version current at the time and is told "Update available" when a newer
   * one is uploaded (decision 031). Nothing fixes for how long, so nothing says "lifetime"
   * (decision 053: the shop claims only what is true).
   */
  updatesIncluded: 'Regular updates included',
} as const;
