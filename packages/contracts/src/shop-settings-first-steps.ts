// Zod-free at run time like shop-settings.ts: the admin remote imports these; the body's schema is in shop-settings.schemas.ts.
import { PAGES } from './routes';

/**
 * The back office's first-steps checklist (docs/product/back-office.md): what a new shop's owner does
 * before selling, in order. The server says which are done (ADMIN_API.firstSteps); the texts and
 * where each is done are here.
 */
export const FIRST_STEP_KEYS = ['name-shop', 'payment-keys', 'first-listing', 'test-order'] as const;
export type FirstStepKey = (typeof FIRST_STEP_KEYS)[number];

export interface FirstStepText {
  title: string;
  /** What to do, while the step is not done. */
  todo: string;
  /** Where it is done, when a page of the app is the place (payment keys are set on the server). */
  link?: { to: string; label: string };
}

export const FIRST_STEP_TEXTS: Record<FirstStepKey, FirstStepText> = {
  'name-shop': {
    title: 'Name your shop',
    todo: 'Save the shop’s name and the seller’s legal name and postal address: shoppers see them in the footer, on the legal pages and in every mail.',
    link: { to: PAGES.adminSettings, label: 'Open Shop Settings' },
  },
  'payment-keys': {
    title: 'Payment keys detected',
    todo: 'Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET in the server’s environment, then restart it.',
  },
  'first-listing': {
    title: 'List your first template',
    todo: 'Create a template with its package and images, and publish it.',
    link: { to: PAGES.adminNewListing, label: 'New template' },
  },
  'test-order': {
    title: 'Place a test order',
    todo: 'Buy one of your templates in the storefront, as a shopper would, and see the order through to its download.',
    link: { to: PAGES.home, label: 'Open the storefront' },
  },
};

/** GET /api/admin/first-steps: each step and whether it is done, and whether the panel shows the checklist. */
export interface FirstSteps {
  /** In FIRST_STEP_KEYS order. */
  steps: Array<{ key: FirstStepKey; done: boolean }>;
  /** Every step is done: the checklist has gone by itself. */
  complete: boolean;
  /** An admin hid the checklist (kept in the shop's settings). */
  dismissed: boolean;
  /** The demo store never shows it: its owner is whoever tries the demo. */
  demoStore: boolean;
  /** Whether the admin panel shows the checklist: not in the demo store, not complete, not dismissed. */
  shown: boolean;
}
