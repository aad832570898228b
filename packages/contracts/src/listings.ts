// The back office's listing editor (docs/product/back-office.md, "The listing editor"): paths, limits,
// statuses and texts. zod-free at run time like catalog.ts; the schemas are in listings.schemas.ts.

export const LISTING_API = {
  /** POST: a new listing (a draft unless the body says otherwise). */
  create: '/api/admin/listings',
  /** GET: the listing as the editor shows it; PUT: save the whole form (with the revision it was read at). */
  one: '/api/admin/listings/:id',
  /** POST multipart (field `image`): add a preview image. PUT { order, cover }: reorder and pick the cover. */
  images: '/api/admin/listings/:id/images',
  /** DELETE: remove one preview image. */
  image: '/api/admin/listings/:id/images/:imageId',
  /** GET: every listing as CSV (streamed). */
  exportCsv: '/api/admin/listings-export.csv',
  /** POST multipart (field `file`), ?dryRun=true|false: create or update listings from a CSV. */
  importCsv: '/api/admin/listings-import',
  /** POST { templateIds | category, percentOff, startsAt, endsAt }: put many listings on sale as one change. */
  bulkSale: '/api/admin/listings-sale',
  /** POST multipart (field `zip`): read a package without keeping it and answer the facts it shows. */
  inspectZip: '/api/admin/listings/:id/package-facts',
  /** POST multipart (field `zip`): a static live demo, served from its own path; DELETE: remove it. */
  demo: '/api/admin/listings/:id/demo',
} as const;

/**
 * The catalog's CSV columns, export and import alike (decision 077). Lists (tags, compatibility) are
 * joined by " | "; images are the stored images as JSON, and images, coverImageId and hasZip are
 * read-only: an import leaves them as they are (images and packages are uploaded in the editor).
 */
export const LISTING_CSV_COLUMNS = [
  'id',
  'slug',
  'name',
  'status',
  'category',
  'subcategory',
  'platform',
  'shortDescription',
  'longDescription',
  'tags',
  'compatibility',
  'version',
  'price',
  'salePrice',
  'saleStartsAt',
  'saleEndsAt',
  'livePreviewUrl',
  'images',
  'coverImageId',
  'hasZip',
] as const;
export type ListingCsvColumn = (typeof LISTING_CSV_COLUMNS)[number];
/** Columns an import must have (the others may be left out: then they keep their values, or their defaults on a new listing). */
export const LISTING_CSV_REQUIRED: readonly ListingCsvColumn[] = ['name', 'category', 'subcategory', 'price'];
export const LISTING_CSV_LIST_SEPARATOR = ' | ';
export const LISTING_CSV_FILE_FIELD = 'file';

/**
 * Draft: only admins see it. Published: listed, searched and buyable. Unlisted: buyable by its link,
 * never listed, searched or in the sitemap.
 */
export const LISTING_STATUSES = ['draft', 'published', 'unlisted'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  unlisted: 'Unlisted',
};

/** The multipart field of an image upload. */
export const LISTING_IMAGE_FIELD = 'image';

export const LISTING_LIMITS = {
  maxName: 200,
  maxSlug: 160,
  /** The cards' text; the demo store's generated descriptions run to about 320 characters. */
  maxShortDescription: 500,
  maxLongDescription: 20_000,
  maxTags: 12,
  maxTag: 40,
  maxCompatibility: 10,
  maxCompatibilityItem: 80,
  maxVersion: 40,
  maxLivePreviewUrl: 500,
  /** $10,000.00 is the most a listing may cost; publishing needs more than $0.00 (a checkout cannot take nothing). */
  maxPriceCents: 1_000_000,
  maxImages: 12,
  /** Per preview image as uploaded (JPEG, PNG or WebP). */
  maxImageBytes: 10 * 1024 * 1024,
  /** Pixels on the longer side an uploaded image may have (a decoder's guard as much as a limit). */
  maxImageSide: 8_000,
  minImageSide: 200,
  /** Rows one import may hold (a file with more is refused whole, unread past this). */
  maxImportRows: 10_000,
  /** Bytes of one import file. */
  maxImportBytes: 20 * 1024 * 1024,
} as const;

export const LISTING_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const LISTING_MESSAGES = {
  changedSinceOpened: 'This listing was changed since you opened it. Reload it to see the changes, then make yours again.',
  notFound: 'Template not found',
  slugTaken: 'Another template already has this slug',
  saleWithoutPrice: 'A sale needs a sale price',
  saleNotBelowPrice: 'The sale price must be lower than the price',
  extendedBelowPrice: "The Extended licence price must be at least the price (leave it blank for the shop's multiple)",
  saleEndsBeforeStart: 'The sale must end after it starts',
  notAnImage: 'This file is not a JPEG, PNG or WebP image',
  imageTooLarge: `Images may be at most ${LISTING_LIMITS.maxImageBytes / 1024 / 1024} MB`,
  tooManyImages: `A listing may have at most ${LISTING_LIMITS.maxImages} images`,
  cannotPublish: 'This listing cannot be published yet',
  importTooManyRows: `An import may hold at most ${LISTING_LIMITS.maxImportRows.toLocaleString('en-US')} rows: split the file`,
  importNotCsv: 'This file is not a CSV the catalog can read',
  importNoFile: 'Send the CSV in the multipart field file',
} as const;

/**
 * The bulk sale (POST LISTING_API.bulkSale): a percentage off many listings' prices, as one change.
 * A sale price is round(price × (100 − percent) / 100) in whole cents, halves up.
 */
export const BULK_SALE_LIMITS = {
  minPercentOff: 1,
  maxPercentOff: 90,
  /** Templates one selection may name. */
  maxTemplateIds: 500,
  /** Listings a whole category (or subcategory) may hold for one sale: more is refused, and the owner picks a subcategory. */
  maxCategoryListings: 10_000,
} as const;

export const BULK_SALE_MESSAGES = {
  oneTarget: 'Choose either templateIds or a category, not both',
  noTarget: 'Choose templateIds or a category',
  endsInPast: 'The sale must end in the future',
  endsBeforeStart: LISTING_MESSAGES.saleEndsBeforeStart,
  notFound: 'Some of the chosen templates were not found. Reload the table and choose again.',
  emptyCategory: 'There are no templates in this category',
  tooManyInCategory: `A sale may cover at most ${BULK_SALE_LIMITS.maxCategoryListings.toLocaleString('en-US')} templates: choose a subcategory`,
  nothingToLower: 'None of these templates costs enough for this discount to lower its price',
} as const;

/** "3 templates on sale" (and those left out, when their price was too low to discount). */
export function bulkSaleSummary(count: number, skipped: number): string {
  const on = `${count.toLocaleString('en-US')} ${count === 1 ? 'template' : 'templates'} on sale`;
  if (skipped === 0) return on;
  return `${on}; ${skipped.toLocaleString('en-US')} left as ${skipped === 1 ? 'it was' : 'they were'}: too cheap for this discount to lower the price`;
}

/** A sale price in whole cents: round(priceCents × (100 − percentOff) / 100), halves up, in integers only. */
export function discountedCents(priceCents: number, percentOff: number): number {
  const hundredths = priceCents * (100 - percentOff) + 50;
  return (hundredths - (hundredths % 100)) / 100;
}

/** What a listing still lacks before it can be published, as the form says it. */
export const PUBLISH_REQUIREMENTS = {
  name: 'a name',
  price: 'a price',
  image: 'at least one preview image',
  zip: 'a ZIP package that passed the upload checks',
} as const;
export type PublishRequirement = keyof typeof PUBLISH_REQUIREMENTS;

/** A slug made from a name: lower case ASCII letters and digits joined by single hyphens. */
export function slugFromName(name: string, maxLength: number = LISTING_LIMITS.maxSlug): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}

/**
 * Dollars and cents as typed ("49", "49.5", "49.00", "1,299.00") to integer cents, or null when it is
 * not an amount. Never goes through a float: "0.29" is 29 cents, not 28.999….
 */
export function parsePriceCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const dollars = match[1]!.replace(/,/g, '');
  if (dollars.length > 9) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(dollars) * 100 + Number(cents);
}

/** The multipart field of a package to read (LISTING_API.inspectZip) and of a static demo (LISTING_API.demo). */
export const LISTING_ZIP_FIELD = 'zip';

/**
 * An uploaded static demo: a ZIP checked as a package is (size, entries, names, zip bombs), then kept
 * unpacked, file by file, and served from the template's own demo path (listingDemoPaths).
 */
export const LISTING_DEMO_LIMITS = {
  /** Files one demo may hold: each is stored on its own. */
  maxFiles: 2_000,
  /** What it may unpack to. */
  maxBytes: 200 * 1024 * 1024,
} as const;

/** Names a static demo may not hold: code or configuration a web server would run rather than send. */
export const SERVER_SIDE_FILE =
  /(^|\/)(\.htaccess|\.htpasswd|\.user\.ini|web\.config)$|\.(php\d?|phtml|phar|cgi|pl|py|rb|asp|aspx|ashx|jsp|jspx|cfm|shtml|sh)$/i;

export const LISTING_DEMO_MESSAGES = {
  noFile: `Send the ZIP in the multipart field ${LISTING_ZIP_FIELD}`,
  noIndex: 'The demo has no index.html at its top (or in its one top folder): a static demo opens at index.html',
  /** Followed by the first names found (listingDemoServerCode). */
  serverCode: 'The demo holds server-side code, which a static demo cannot run',
  tooManyFiles: `A demo may hold at most ${LISTING_DEMO_LIMITS.maxFiles.toLocaleString('en-US')} files`,
  tooLarge: `A demo may unpack to at most ${LISTING_DEMO_LIMITS.maxBytes / 1024 / 1024} MB`,
  noDemo: 'This listing has no uploaded demo',
  externalWhileUploaded: 'Live demo: this listing has an uploaded demo. Remove it first to use an external address.',
} as const;

/** The 422 naming what a static demo may not hold: the first three such files. */
export function listingDemoServerCode(names: readonly string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return `${LISTING_DEMO_MESSAGES.serverCode}: ${shown}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
}

/** Where a template's uploaded demo is seen: under the preview bar (page), and bare (site, its index.html). */
export function listingDemoPaths(slug: string): { page: string; site: string } {
  const page = `/preview/${encodeURIComponent(slug)}`;
  return { page, site: `${page}/site/` };
}

/**
 * What a package may show of itself (ListingPackageFacts.features), by the files that hold it, and the
 * tags by which a listing claims it. A tag in none of these lists claims nothing a package could show
 * ("photography"); one in a list is checked against the package the owner chooses.
 */
export const PACKAGE_FEATURES = {
  blockTheme: 'Block theme: templates editable in the Site Editor',
  globalStyles: 'Global styles in theme.json',
  templateParts: 'Template parts (header, footer)',
  blockPatterns: 'Block patterns',
  styleVariations: 'Style variations',
  woocommerce: 'WooCommerce support',
  childTheme: 'Child theme',
  translationReady: 'Translation ready',
  rtl: 'Right-to-left stylesheet',
  darkMode: 'Dark mode',
  responsive: 'Responsive layout',
  contactForm: 'Contact form',
  settingsPage: 'Settings page',
  shortcode: 'Shortcode',
  editorBlocks: 'Editor blocks (block.json)',
  sections: 'Online Store 2.0 sections',
  customerAccounts: 'Customer account pages',
  members: 'Members and subscriptions',
  comments: 'Comments',
  customSettings: 'Theme settings in the admin',
  sassSources: 'Sass sources',
  svgSources: 'Editable SVG sources',
  printPdf: 'Print-ready PDF',
  htmlEmails: 'HTML emails',
} as const;
export type PackageFeature = keyof typeof PACKAGE_FEATURES;

export const PACKAGE_FEATURE_TAGS: Partial<Record<PackageFeature, readonly string[]>> = {
  blockTheme: ['block-theme', 'full-site-editing', 'fse', 'site-editor'],
  blockPatterns: ['block-patterns', 'patterns'],
  styleVariations: ['style-variations'],
  woocommerce: ['woocommerce', 'woo-commerce', 'woocommerce-ready', 'woocommerce-support'],
  childTheme: ['child-theme'],
  translationReady: ['translation-ready', 'translatable', 'multilingual', 'i18n', 'wpml'],
  rtl: ['rtl', 'rtl-support', 'rtl-language-support'],
  darkMode: ['dark-mode', 'dark-theme'],
  responsive: ['responsive', 'mobile-friendly', 'mobile-ready'],
  contactForm: ['contact-form'],
  shortcode: ['shortcode', 'shortcodes'],
  editorBlocks: ['gutenberg-blocks', 'editor-blocks'],
  sections: ['online-store-2-0', 'os-2-0', 'sections-everywhere'],
  members: ['members', 'membership', 'memberships', 'paid-subscriptions'],
  comments: ['comments'],
  sassSources: ['sass', 'scss'],
};

/**
 * The features a listing's tags claim that the package does not show, as "WooCommerce support": each
 * once, in the tags' order. Tags are compared as the server stores them (slugFromName).
 */
export function unbackedClaims(tags: readonly string[], shown: readonly string[]): string[] {
  const unbacked: string[] = [];
  for (const tag of tags) {
    const slug = slugFromName(tag, LISTING_LIMITS.maxTag);
    for (const [feature, claimedBy] of Object.entries(PACKAGE_FEATURE_TAGS) as Array<[PackageFeature, readonly string[]]>) {
      const text = PACKAGE_FEATURES[feature];
      if (claimedBy.includes(slug) && !shown.includes(text) && !unbacked.includes(text)) unbacked.push(text);
    }
  }
  return unbacked;
}
