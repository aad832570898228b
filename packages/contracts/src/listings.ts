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
  saleEndsBeforeStart: 'The sale must end after it starts',
  notAnImage: 'This file is not a JPEG, PNG or WebP image',
  imageTooLarge: `Images may be at most ${LISTING_LIMITS.maxImageBytes / 1024 / 1024} MB`,
  tooManyImages: `A listing may have at most ${LISTING_LIMITS.maxImages} images`,
  cannotPublish: 'This listing cannot be published yet',
  importTooManyRows: `An import may hold at most ${LISTING_LIMITS.maxImportRows.toLocaleString('en-US')} rows: split the file`,
  importNotCsv: 'This file is not a CSV the catalog can read',
  importNoFile: 'Send the CSV in the multipart field file',
} as const;

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
