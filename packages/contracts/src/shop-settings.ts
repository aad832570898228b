// Zod-free at run time: the shell and every remote import these; the schema lives in shop-settings.schemas.ts.

/** The owner's settings: the shop's own name and identity (decision 075). */
export const SHOP_SETTINGS_API = {
  /** GET → AdminShopSettings; PUT ShopSettingsBody → AdminShopSettings (admin; audited; 409 over a later revision). */
  admin: '/api/admin/settings',
  /**
   * POST multipart (field SHOP_LOGO_FIELD) → AdminShopSettings: a new logo; DELETE → AdminShopSettings: no
   * logo (admin; audited). 413 over SHOP_LOGO_LIMITS.maxBytes, 422 for anything but a PNG, JPEG or WebP image.
   */
  logo: '/api/admin/settings/logo',
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
  taxBehavior: 'exclusive',
  invoicePrefix: 'INV',
  creditNotePrefix: 'CN',
  timeZone: 'UTC',
  /** The Extended licence's price as a multiple of the Regular one, where a template sets none (decision 091). */
  extendedLicenceMultiple: 5,
  /** The finished custom build is due this many working days after payment (decision 093; see custom-build-delivery.ts). */
  customBuildLeadDays: 5,
  /** Revision rounds a custom build's price includes (decision 093). */
  customBuildRevisionRounds: 2,
} as const;

/**
 * The currencies a shop may be set to. Prices are stored as cents and every screen, mail and payment
 * says US dollars (the money format, the Stripe session, the payment checks), so only USD is accepted
 * until those learn another currency.
 */
export const SHOP_CURRENCIES = ['USD'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

/**
 * Whether the prices the owner enters have tax added at checkout ('exclusive') or include it
 * ('inclusive'): Stripe's tax_behavior, used when the shop charges tax (TAX_MODE=stripe, decision 081).
 */
export const SHOP_TAX_BEHAVIORS = ['exclusive', 'inclusive'] as const;
export type ShopTaxBehavior = (typeof SHOP_TAX_BEHAVIORS)[number];
export const TAX_BEHAVIOR_LABELS: Record<ShopTaxBehavior, string> = {
  exclusive: 'Tax is added at checkout (prices + tax)',
  inclusive: 'Prices include tax (incl. VAT)',
};

export const SHOP_SETTINGS_LIMITS = {
  shopNameMax: 80,
  emailMax: 254,
  legalNameMax: 120,
  postalAddressMax: 500,
  postalAddressLines: 8,
  companyNumberMax: 40,
  vatNumberMax: 40,
  /** An invoice or credit note number's prefix (decision 085). */
  documentPrefixMax: 12,
  /** A custom build's finished site is due 1 to 60 working days after payment (decision 093). */
  customBuildLeadDaysMin: 1,
  customBuildLeadDaysMax: 60,
  /** Revision rounds a custom build's price may include (decision 093). */
  customBuildRevisionRoundsMin: 0,
  customBuildRevisionRoundsMax: 10,
} as const;

/** The multipart field a logo is uploaded in. */
export const SHOP_LOGO_FIELD = 'logo';

/**
 * The shop's logo: what is accepted and what is kept. The header shows it at most `height` CSS pixels
 * high and `width` wide (the bar is 64 px high), so it is stored at that size (1x) and twice it (2x, at
 * most 96 px high): two small WebP files, whatever was uploaded.
 */
export const SHOP_LOGO_LIMITS = {
  maxBytes: 1024 * 1024,
  /** The 1x file's box; the 2x file's is twice it. Never enlarged. */
  height: 48,
  width: 240,
  minSide: 16,
  /** Read from the header before a pixel is decoded: a larger image is refused. */
  maxSide: 4096,
  /** A logo at least this many times as wide as it is high is a wordmark: it stands for the name in the header. */
  wordmarkRatio: 2,
} as const;
/** What the file picker offers; the server decides by the file's bytes, never by its type or name. */
export const SHOP_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const SHOP_LOGO_MESSAGES = {
  notAnImage: 'The logo must be a PNG, JPEG or WebP image',
  svg: 'SVG logos are not accepted (an SVG file can carry scripts): upload a PNG, JPEG or WebP image',
  tooLarge: `The logo may be at most ${SHOP_LOGO_LIMITS.maxBytes / 1024 / 1024} MB`,
  sides: `The logo must be at least ${SHOP_LOGO_LIMITS.minSide} and at most ${SHOP_LOGO_LIMITS.maxSide} pixels on each side`,
  noFile: `Send the logo in the multipart field ${SHOP_LOGO_FIELD}`,
  /** 409: two changes of the logo at the same moment; the other one was kept. */
  changed:
    'The logo was changed at the same moment by another admin or tab, and theirs was kept. Reload to see the logo the shop shows now.',
  uploaded: 'Logo uploaded',
  removed: 'Logo removed',
} as const;

/** The stored logo as pages show it: two sizes, and the 1x size in CSS pixels (the <img>'s width and height). */
export interface ShopLogo {
  /** The 1x file; a new upload has a new URL, so a browser never shows a cached old logo. */
  url: string;
  /** The same logo at twice the size, for high-density screens (srcset 2x). */
  url2x: string;
  width: number;
  height: number;
}

/** Whether the logo stands for the name in the header (a wordmark) or shows beside it (a square-ish mark). */
export const logoIsWordmark = (logo: Pick<ShopLogo, 'width' | 'height'>): boolean =>
  logo.width >= logo.height * SHOP_LOGO_LIMITS.wordmarkRatio;

/** The form's labels; every refusal of a field starts with its label, so a form can put it under the field. */
export const SHOP_SETTINGS_LABELS = {
  shopName: 'Shop name',
  supportEmail: 'Support email',
  legalName: 'Legal name',
  postalAddress: 'Postal address',
  companyNumber: 'Company number',
  vatNumber: 'VAT number',
  currency: 'Currency',
  taxBehavior: 'Prices and tax',
  invoicePrefix: 'Invoice number prefix',
  creditNotePrefix: 'Credit note number prefix',
  timeZone: 'Time zone',
  extendedLicenceMultiple: 'Extended licence multiple',
  customBuildLeadDays: 'Finished site due (working days)',
  customBuildRevisionRounds: 'Revision rounds included',
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
  taxBehavior: 'Prices and tax must be exclusive (tax added at checkout) or inclusive (prices include tax)',
  invoicePrefix: `Invoice number prefix must be 1 to ${L.documentPrefixMax} capital letters, digits or dashes, starting with a letter or digit`,
  creditNotePrefix: `Credit note number prefix must be 1 to ${L.documentPrefixMax} capital letters, digits or dashes, starting with a letter or digit`,
  prefixesEqual: 'Credit note number prefix must differ from the invoice number prefix',
  timeZone: 'Time zone must be an IANA time zone name, such as Europe/Berlin or UTC',
  extendedLicenceMultiple: 'Extended licence multiple must be a whole number from 1 to 50',
  customBuildLeadDays: `Finished site due (working days) must be a whole number from ${L.customBuildLeadDaysMin} to ${L.customBuildLeadDaysMax}`,
  customBuildRevisionRounds: `Revision rounds included must be a whole number from ${L.customBuildRevisionRoundsMin} to ${L.customBuildRevisionRoundsMax}`,
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
  taxBehavior: ShopTaxBehavior;
  /** What invoice and credit note numbers start with, as each is issued (decision 085). */
  invoicePrefix: string;
  creditNotePrefix: string;
  /** The IANA zone the revenue figures count days in (decision 089); a sale keeps the day it was counted on. */
  timeZone: string;
  /** A template without its own Extended price sells it at its Regular price times this (decision 091). */
  extendedLicenceMultiple: number;
  /**
   * A custom build's finished site is due this many working days (Monday to Friday, in `timeZone`) after
   * payment (decision 093); finishedSiteDue in custom-build-delivery.ts counts them.
   */
  customBuildLeadDays: number;
  /** Revision rounds a custom build's price includes (decision 093). */
  customBuildRevisionRounds: number;
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
  /** The logo the header shows, or null: the letter mark and the name. Changed on its own (SHOP_SETTINGS_API.logo), not by a PUT. */
  logo: ShopLogo | null;
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
  /** Whether the prices shown include tax; said beside prices only when the shop charges tax (decision 081). */
  taxBehavior: ShopTaxBehavior;
  /** The shop charges tax (TAX_MODE=stripe): prices say "incl. VAT" or "+ tax". False: no tax is charged. */
  chargesTax: boolean;
  /** The header's logo; null: the letter mark and the name, as the demo store shows them. */
  logo: ShopLogo | null;
  /** The Extended licence's default multiple of the Regular price (decision 091): the detail page prices both. */
  extendedLicenceMultiple: number;
}

/**
 * What a price says of tax (decision 081): "incl. VAT" when the shop's prices include it, "+ tax" when
 * tax is added at checkout; nothing when the shop charges no tax.
 */
export function taxNoteOf(identity: Pick<ShopIdentity, 'chargesTax' | 'taxBehavior'>): string | null {
  if (!identity.chargesTax) return null;
  return identity.taxBehavior === 'inclusive' ? 'incl. VAT' : '+ tax';
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
  taxBehavior: SHOP_DEFAULTS.taxBehavior,
  chargesTax: false,
  logo: null,
  extendedLicenceMultiple: SHOP_DEFAULTS.extendedLicenceMultiple,
};

/** What a shopper sees of settings as the form holds them ('' becomes null: not set), with the logo if there is one. */
export function shopIdentityOf(fields: ShopSettingsFields, logo: ShopLogo | null = null, chargesTax = false): ShopIdentity {
  return {
    shopName: fields.shopName,
    supportEmail: fields.supportEmail,
    legalName: fields.legalName || null,
    postalAddress: fields.postalAddress || null,
    companyNumber: fields.companyNumber || null,
    vatNumber: fields.vatNumber || null,
    currency: fields.currency,
    taxBehavior: fields.taxBehavior,
    chargesTax,
    logo,
    extendedLicenceMultiple: fields.extendedLicenceMultiple,
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

/** Whether `name` is a time zone this runtime knows (IANA names, and UTC). */
export function isKnownTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
