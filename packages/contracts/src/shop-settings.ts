// Zod-free at run time: the shell and every remote import these; the schema lives in shop-settings.schemas.ts.

/** The owner's settings: the shop's own name and identity (decision 075). */
export const SHOP_SETTINGS_API = {
  /** GET → AdminShopSettings; PUT ShopSettingsBody → AdminShopSettings (admin; audited; 409 over a later revision). */
  admin: '/api/admin/settings',
  /** GET → ShopIdentity (anyone): what a shopper sees of the seller. Every page also gets it inline with its HTML. */
  identity: '/api/shop',
} as const;

/**
 * The id of the JSON block a page's HTML carries the ShopIdentity in, read before the first render so
 * no page shows another name first. A server-rendered page has it among its first-screen answers instead.
 */
export const SHOP_IDENTITY_DATA_ID = 'tm-shop';

/**
 * What an install shows while the owner has set nothing: the demo store's values. The support address
 * defaults to the server's SUPPORT_EMAIL, whose own default is this one.
 */
export const SHOP_DEFAULTS = {
  shopName: 'TemplateMarket',
  supportEmail: 'support@templatemarket.example',
  currency: 'USD',
} as const;

/**
 * The currencies a shop may be set to. Prices are stored as cents and every screen, mail and payment
 * says US dollars (the money format, the Stripe session, the payment checks), so only USD is accepted
 * until those learn another currency.
 */
export const SHOP_CURRENCIES = ['USD'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

export const SHOP_SETTINGS_LIMITS = {
  shopNameMax: 80,
  emailMax: 254,
  legalNameMax: 120,
  postalAddressMax: 500,
  postalAddressLines: 8,
  companyNumberMax: 40,
  vatNumberMax: 40,
} as const;

/** The form's labels; every refusal of a field starts with its label, so a form can put it under the field. */
export const SHOP_SETTINGS_LABELS = {
  shopName: 'Shop name',
  supportEmail: 'Support email',
  legalName: 'Legal name',
  postalAddress: 'Postal address',
  companyNumber: 'Company number',
  vatNumber: 'VAT number',
  currency: 'Currency',
} as const;
export type ShopSettingsField = keyof typeof SHOP_SETTINGS_LABELS;
export const SHOP_SETTINGS_FIELDS = Object.keys(SHOP_SETTINGS_LABELS) as ShopSettingsField[];

const L = SHOP_SETTINGS_LIMITS;
export const SHOP_SETTINGS_MESSAGES = {
  shopNameRequired: 'Shop name is required',
  shopNameTooLong: `Shop name must be at most ${L.shopNameMax} characters`,
  supportEmail: 'Support email must be a valid email address',
  legalNameTooLong: `Legal name must be at most ${L.legalNameMax} characters`,
  postalAddressTooLong: `Postal address must be at most ${L.postalAddressMax} characters`,
  postalAddressLines: `Postal address must have at most ${L.postalAddressLines} lines`,
  postalAddressCharacters: 'Postal address cannot contain control characters',
  companyNumberTooLong: `Company number must be at most ${L.companyNumberMax} characters`,
  vatNumberTooLong: `VAT number must be at most ${L.vatNumberMax} characters`,
  currency: 'Currency must be USD: prices are in US dollars for now',
  revision: 'revision must be the revision the settings were read at',
  /** 409: another save came between this form's read and its save. */
  stale:
    'These settings were changed since you opened them (by another admin or in another tab). Reload to see them, then make your changes again.',
  saved: 'Settings saved',
  unchanged: 'Nothing to save: the settings are as they were',
} as const;

/** The field a server refusal is about (its message starts with the field's label), or undefined for the form as a whole. */
export function fieldOfMessage(message: string): ShopSettingsField | undefined {
  return SHOP_SETTINGS_FIELDS.find((field) => message.startsWith(`${SHOP_SETTINGS_LABELS[field]} `));
}

/** What the owner sets; '' is "not set" for the optional ones. */
export interface ShopSettingsFields {
  shopName: string;
  supportEmail: string;
  legalName: string;
  /** Lines separated by \n. */
  postalAddress: string;
  companyNumber: string;
  vatNumber: string;
  currency: ShopCurrency;
}

/** GET/PUT /api/admin/settings: the settings as the form shows them (defaults filled in), and the revision a save must name. */
export interface AdminShopSettings {
  settings: ShopSettingsFields;
  /** Goes up by one with every save that changes something. */
  revision: number;
  /** ISO time of the last save; null while nothing was ever saved. */
  updatedAt: string | null;
  /** What an unset name or support address falls back to on this install. */
  defaults: { shopName: string; supportEmail: string };
}

/**
 * The seller as a shopper sees it (GET /api/shop, and inline on every page): what is not set is null,
 * and a page leaves its line out rather than show a placeholder.
 */
export interface ShopIdentity {
  shopName: string;
  supportEmail: string;
  legalName: string | null;
  /** Lines separated by \n. */
  postalAddress: string | null;
  companyNumber: string | null;
  vatNumber: string | null;
  currency: ShopCurrency;
}

/** The identity of an install whose owner set nothing (and whose SUPPORT_EMAIL is the default). */
export const DEFAULT_SHOP_IDENTITY: ShopIdentity = {
  shopName: SHOP_DEFAULTS.shopName,
  supportEmail: SHOP_DEFAULTS.supportEmail,
  legalName: null,
  postalAddress: null,
  companyNumber: null,
  vatNumber: null,
  currency: SHOP_DEFAULTS.currency,
};

/** What a shopper sees of settings as the form holds them: '' becomes null (not set). */
export function shopIdentityOf(fields: ShopSettingsFields): ShopIdentity {
  return {
    shopName: fields.shopName,
    supportEmail: fields.supportEmail,
    legalName: fields.legalName || null,
    postalAddress: fields.postalAddress || null,
    companyNumber: fields.companyNumber || null,
    vatNumber: fields.vatNumber || null,
    currency: fields.currency,
  };
}

/** The address's lines, none for an unset address. */
export function addressLines(address: string | null): string[] {
  return address ? address.split('\n').filter((line) => line.trim() !== '') : [];
}

/** Who owns the copyright and sells: the legal name when set, else the shop's name. */
export const sellerName = (identity: ShopIdentity): string => identity.legalName ?? identity.shopName;

/** "Company number X · VAT number Y", the parts that are set; null when neither is. */
export function registrationLine(identity: ShopIdentity): string | null {
  const parts = [
    identity.companyNumber ? `${SHOP_SETTINGS_LABELS.companyNumber} ${identity.companyNumber}` : null,
    identity.vatNumber ? `${SHOP_SETTINGS_LABELS.vatNumber} ${identity.vatNumber}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
