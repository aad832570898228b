// Zod-free at run time, like cart.ts: the detail page, the cart and the dashboard import these. The
// schemas live in licences.schemas.ts. Decision 091.

/** The two licences a template is sold under. */
export const LICENCES = ['regular', 'extended'] as const;
export type Licence = (typeof LICENCES)[number];

export const LICENCE_NAMES: Record<Licence, string> = { regular: 'Regular', extended: 'Extended' };

/** "Regular licence", "Extended licence". */
export const licenceLabel = (licence: Licence): string => `${LICENCE_NAMES[licence]} licence`;

/** A line's licence as the cart, checkout, invoice and mail name it; an upgrade line says so. */
export const lineLicenceLabel = (licence: Licence, upgrade: boolean): string =>
  upgrade ? 'Upgrade from Regular to Extended licence' : licenceLabel(licence);

/** The quantity of a line: "1 licence: one end product", "3 licences: one per end product". */
export const licenceCountLabel = (quantity: number, upgrade = false): string =>
  upgrade
    ? `${quantity} licence${quantity === 1 ? '' : 's'} upgraded`
    : quantity === 1
      ? '1 licence: one end product'
      : `${quantity} licences: one per end product`;

/** "Aurora — Extended licence × 2": what an invoice, a mail and an order page call a line. */
export const licensedLineName = (templateName: string, licence: Licence, quantity: number, upgrade = false): string =>
  `${templateName} — ${upgrade ? 'Upgrade to Extended licence' : licenceLabel(licence)} × ${quantity}`;

/** One short sentence per licence: the detail page's radio group and the licence page's table. */
export const LICENCE_SUMMARIES: Record<Licence, string> = {
  regular: 'One end product, for you or one client. End users are not charged for it.',
  extended: 'One end product sold to its own paying customers, such as a SaaS app or a theme sold to clients.',
};

/** The licence terms, side by side on the licence page and in the LICENSE file of a download. */
export const LICENCE_COMPARISON: ReadonlyArray<{ term: string; regular: string; extended: string }> = [
  { term: 'End products per licence', regular: 'One', extended: 'One' },
  { term: 'Personal and client projects', regular: 'Yes', extended: 'Yes' },
  { term: 'End product sold to its own paying users (SaaS, paid app, theme sold to clients)', regular: 'No', extended: 'Yes' },
  { term: 'End product free to its users, paid for by you or one client', regular: 'Yes', extended: 'Yes' },
  { term: 'Resell or redistribute the template itself, as it is or as a stock item', regular: 'No', extended: 'No' },
  { term: 'Purchase code per licence, for support and verification', regular: 'Yes', extended: 'Yes' },
];

/** The static licence page. */
export const LICENCE_PAGE_PATH = '/licenses' as const;

/** The extended price's default multiple of the regular price, and its bounds (shop setting extendedLicenceMultiple). */
export const EXTENDED_MULTIPLE = { default: 5, min: 1, max: 50 } as const;

/** The Extended price of a template: its own, else its Regular price times the shop's multiple (decision 091). */
export const extendedPriceCentsOf = (regularCents: number, extendedCents: number | null, multiple: number): number =>
  extendedCents ?? regularCents * multiple;

/** A sale (decision 076) takes the same share off the Extended price as off the Regular one, rounded to the cent. */
export const extendedSaleCents = (extendedCents: number, regularCents: number, saleCents: number): number =>
  regularCents <= 0 ? extendedCents : Math.round((extendedCents * saleCents) / regularCents);

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * A template's two prices now, in cents, from what the catalog answers (price, the regular price while a
 * sale runs, the template's own Extended price) and the shop's multiple: the detail page shows both and
 * the upgrade's difference; the server computes the same at Place Order (licencePriceCentsAt).
 */
export function licencePricesOf(
  template: { price: string; regularPrice: string | null; extendedPrice?: string | null | undefined },
  multiple: number,
): Record<Licence, number> & { upgrade: number } {
  const regular = cents(template.price);
  const listRegular = template.regularPrice === null ? regular : cents(template.regularPrice);
  const list = extendedPriceCentsOf(listRegular, template.extendedPrice ? cents(template.extendedPrice) : null, multiple);
  const extended = template.regularPrice === null ? list : extendedSaleCents(list, listRegular, regular);
  return { regular, extended, upgrade: Math.max(0, extended - regular) };
}

/** GET PURCHASE_CODE_API.verify: what a support desk learns of a code. */
export const PURCHASE_CODE_STATUSES = ['valid', 'refunded'] as const;
export type PurchaseCodeStatus = (typeof PURCHASE_CODE_STATUSES)[number];

export const PURCHASE_CODE_API = {
  /** GET (admin session, or Authorization: Bearer <support token>) → PurchaseCodeCheck; 400 malformed, 404 unknown, 429 throttled. */
  verify: '/api/admin/purchase-codes/:code',
  /** GET → SupportToken[]; POST { label } → NewSupportToken (the token shown once); admin, audited. */
  tokens: '/api/admin/support-tokens',
  /** DELETE: revoke (admin, audited). */
  token: '/api/admin/support-tokens/:id',
} as const;

export const purchaseCodePath = (code: string) => `/api/admin/purchase-codes/${encodeURIComponent(code)}`;
export const supportTokenPath = (id: string) => `/api/admin/support-tokens/${encodeURIComponent(id)}`;

/** A purchase code: a random UUID v4 in lower case, as Envato's look. */
export const PURCHASE_CODE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const PURCHASE_CODE_MESSAGES = {
  malformed: 'A purchase code looks like 8f14e45f-ceea-467a-9af0-8c2b7f6c9d21',
  notFound: 'No licence has this purchase code',
  unauthorized: 'Sign in as an admin or send a valid support token',
  tokenLabel: 'Label must be 1 to 80 characters',
  tokenNotFound: 'Support token not found',
  /** The cart: the licence must be one of the two. */
  licence: "licence must be 'regular' or 'extended'",
  /** The cart: an upgrade is asked for a template the buyer does not hold a Regular licence of. */
  noRegularToUpgrade: 'An upgrade needs a Regular licence of this template: add it to your cart as a new licence instead',
  /** The cart: more upgrades than Regular licences held. */
  upgradeQuantity: (held: number) => `You hold ${held} Regular licence${held === 1 ? '' : 's'} of this template: upgrade at most ${held}`,
  /** The cart: the buyer already holds the Extended licence. */
  ownsExtended: 'You already hold the Extended licence of this template: download it from your dashboard',
  /** A guest's cart holds Regular licences; an Extended one goes in an account's cart. */
  extendedNeedsAccount: 'Log in to buy an Extended licence: a guest cart holds Regular licences only',
} as const;

/** Purchase code line: "Purchase code: …". */
export const purchaseCodeLine = (code: string) => `Purchase code: ${code}`;
