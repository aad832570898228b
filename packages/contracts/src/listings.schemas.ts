import { z } from 'zod';
import { CATEGORIES, LISTING_SUBCATEGORIES, type Category } from './catalog';
import { CategorySchema } from './catalog.schemas';
import {
  BULK_SALE_LIMITS,
  BULK_SALE_MESSAGES,
  LISTING_CSV_COLUMNS,
  LISTING_LIMITS,
  LISTING_MESSAGES,
  LISTING_STATUSES,
  parsePriceCents,
  PUBLISH_REQUIREMENTS,
  type PublishRequirement,
} from './listings';
import { PACKAGE_PLATFORMS } from './platforms';

/** zod schemas of the listing editor's calls (listings.ts has the paths, limits and texts). */
export const ListingStatusSchema = z.enum(LISTING_STATUSES);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** "49.00" as typed by the owner, to integer cents (never a float). */
const priceField = (name: string) =>
  z
    .string()
    .max(20, `${name} is not an amount`)
    .transform((text, ctx) => {
      const cents = parsePriceCents(text);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: `${name} must be an amount in dollars and cents, such as 49.00` });
        return z.NEVER;
      }
      if (cents > LISTING_LIMITS.maxPriceCents) {
        ctx.addIssue({ code: 'custom', message: `${name} may be at most $${LISTING_LIMITS.maxPriceCents / 100}` });
        return z.NEVER;
      }
      return cents;
    });

const instant = (name: string) =>
  z.iso
    .datetime({ offset: true, message: `${name} must be a date and time` })
    .transform((text) => new Date(text))
    .nullable();

const shortText = (name: string, max: number) => z.string().trim().max(max, `${name} may be at most ${max} characters`);

/** The editor's form, POST (create) and PUT (save) alike; PUT also carries the revision it was read at. */
export const ListingInputSchema = z
  .strictObject({
    name: shortText('Name', LISTING_LIMITS.maxName).min(1, 'Name is required'),
    /** Made from the name when left out or empty. */
    slug: z
      .string()
      .trim()
      .max(LISTING_LIMITS.maxSlug, `Slug may be at most ${LISTING_LIMITS.maxSlug} characters`)
      .refine((s) => s === '' || SLUG.test(s), 'Slug may hold lower-case letters, digits and single hyphens')
      .optional(),
    category: z.enum(CATEGORIES, { error: `Category must be one of: ${CATEGORIES.join(', ')}` }),
    subcategory: z.string().trim(),
    platform: z.enum(PACKAGE_PLATFORMS, { error: `Platform must be one of: ${PACKAGE_PLATFORMS.join(', ')}` }),
    shortDescription: shortText('Short description', LISTING_LIMITS.maxShortDescription).min(1, 'Short description is required'),
    /** Markdown; the server renders it to safe HTML. */
    longDescription: z
      .string()
      .max(LISTING_LIMITS.maxLongDescription, `Long description may be at most ${LISTING_LIMITS.maxLongDescription} characters`),
    tags: z
      .array(shortText('A tag', LISTING_LIMITS.maxTag).min(1, 'A tag may not be empty'))
      .max(LISTING_LIMITS.maxTags, `At most ${LISTING_LIMITS.maxTags} tags`),
    compatibility: z
      .array(shortText('A compatibility line', LISTING_LIMITS.maxCompatibilityItem).min(1, 'A compatibility line may not be empty'))
      .max(LISTING_LIMITS.maxCompatibility, `At most ${LISTING_LIMITS.maxCompatibility} compatibility lines`),
    version: shortText('Version', LISTING_LIMITS.maxVersion),
    price: priceField('Price'),
    salePrice: priceField('Sale price').nullable(),
    /** The Extended licence's own price; null: the price times the shop's multiple; left out: kept (decision 091). */
    extendedPrice: priceField('Extended licence price').nullable().optional(),
    saleStartsAt: instant('Sale start'),
    saleEndsAt: instant('Sale end'),
    /** An external live demo (http or https), the shop's own demo path of a generated template (/preview/…), or null for none. */
    livePreviewUrl: z
      .string()
      .trim()
      .max(LISTING_LIMITS.maxLivePreviewUrl, `Live demo may be at most ${LISTING_LIMITS.maxLivePreviewUrl} characters`)
      .refine((v) => /^\/preview\/[a-z0-9-]+$/.test(v) || isWebAddress(v), 'Live demo must be an http(s) address')
      .nullable(),
    status: z.enum(LISTING_STATUSES, { error: `Status must be one of: ${LISTING_STATUSES.join(', ')}` }),
    /** PUT only: the revision the form was read at; a save over a later one is refused (409). */
    revision: z.number().int().min(1).optional(),
  })
  .superRefine((input, ctx) => {
    if (!LISTING_SUBCATEGORIES[input.category as Category].includes(input.subcategory)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subcategory'],
        message: `subcategory must be one of: ${LISTING_SUBCATEGORIES[input.category as Category].join(', ')}`,
      });
    }
    const saleSet = input.saleStartsAt !== null || input.saleEndsAt !== null;
    if (saleSet && input.salePrice === null)
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: LISTING_MESSAGES.saleWithoutPrice });
    if (input.salePrice !== null && input.salePrice >= input.price) {
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: LISTING_MESSAGES.saleNotBelowPrice });
    }
    if (input.extendedPrice != null && input.extendedPrice < input.price) {
      ctx.addIssue({ code: 'custom', path: ['extendedPrice'], message: LISTING_MESSAGES.extendedBelowPrice });
    }
    if (input.saleStartsAt && input.saleEndsAt && input.saleEndsAt <= input.saleStartsAt) {
      ctx.addIssue({ code: 'custom', path: ['saleEndsAt'], message: LISTING_MESSAGES.saleEndsBeforeStart });
    }
  });

export const ListingImageSchema = z.object({
  id: z.string(),
  /** The detail page's size (WebP). */
  url: z.string(),
  /** The card's size (WebP). */
  cardUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** PUT images: every image id once, in the gallery's order, and the cover among them. */
export const ListingImagesOrderSchema = z.strictObject({
  order: z.array(z.string().max(36)).max(LISTING_LIMITS.maxImages),
  cover: z.string().max(36),
  revision: z.number().int().min(1),
});

/** GET/PUT/POST answer: the listing as the editor shows it. */
export const ListingSchema = z.object({
  id: z.string(),
  revision: z.number().int(),
  status: ListingStatusSchema,
  name: z.string(),
  slug: z.string(),
  category: CategorySchema,
  subcategory: z.string(),
  platform: z.enum(PACKAGE_PLATFORMS),
  shortDescription: z.string(),
  longDescription: z.string(),
  tags: z.array(z.string()),
  compatibility: z.array(z.string()),
  version: z.string(),
  price: z.string(),
  salePrice: z.string().nullable(),
  /** The Extended licence's own price; null: the shop's multiple of the price (decision 091). */
  extendedPrice: z.string().nullable(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  livePreviewUrl: z.string().nullable(),
  images: z.array(ListingImageSchema),
  coverImageId: z.string().nullable(),
  hasZip: z.boolean(),
  /** Made by the bulk generator: its package is built on request, and its images are drawn. */
  generated: z.boolean(),
  /** What publishing still needs (empty when it can be published). */
  publishMissing: z.array(z.enum(Object.keys(PUBLISH_REQUIREMENTS) as [PublishRequirement, ...PublishRequirement[]])),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The editor's form filled from a listing as read: what a save that changes nothing sends back. */
export function formOfListing(listing: Listing): ListingForm {
  return {
    name: listing.name,
    slug: listing.slug,
    category: listing.category,
    subcategory: listing.subcategory,
    platform: listing.platform,
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription,
    tags: listing.tags,
    compatibility: listing.compatibility,
    version: listing.version,
    price: listing.price,
    salePrice: listing.salePrice,
    extendedPrice: listing.extendedPrice,
    saleStartsAt: listing.saleStartsAt,
    saleEndsAt: listing.saleEndsAt,
    livePreviewUrl: listing.livePreviewUrl,
    status: listing.status,
  };
}

export type ListingInput = z.output<typeof ListingInputSchema>;
export type ListingForm = z.input<typeof ListingInputSchema>;
export type ListingImage = z.infer<typeof ListingImageSchema>;
export type ListingImagesOrder = z.output<typeof ListingImagesOrderSchema>;
export type Listing = z.infer<typeof ListingSchema>;

/** POST the import's answer: what each row did (or would do, in a dry run), row by row. */
export const ListingImportReportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /**
   * Every row but the unchanged ones: its line in the file (the header is line 1), slug, action and, when
   * refused, why and (when the server knows) the column the reason is about.
   */
  report: z.array(
    z.object({
      line: z.number().int(),
      slug: z.string(),
      action: z.enum(['create', 'update', 'refused']),
      message: z.string().optional(),
      column: z.enum(LISTING_CSV_COLUMNS).optional(),
    }),
  ),
});
export type ListingImportReport = z.infer<typeof ListingImportReportSchema>;

/**
 * POST LISTING_API.bulkSale: a percentage off the price of the chosen templates, or of every listing of
 * a category (or one of its subcategories), from `startsAt` (null: at once) to `endsAt` (null: until
 * taken off). The server refuses (422) an end that is not in the future or not after the start.
 */
export const BulkSaleInputSchema = z
  .strictObject({
    templateIds: z
      .array(z.string().max(36, 'templateIds must be template ids'))
      .min(1, 'Choose at least one template')
      .max(BULK_SALE_LIMITS.maxTemplateIds, `A sale may name at most ${BULK_SALE_LIMITS.maxTemplateIds} templates at once`)
      .optional(),
    category: z.enum(CATEGORIES, { error: `category must be one of: ${CATEGORIES.join(', ')}` }).optional(),
    subcategory: z.string().trim().max(60, 'subcategory is too long').optional(),
    percentOff: z
      .number({ error: 'percentOff must be a whole number' })
      .int('percentOff must be a whole number')
      .min(BULK_SALE_LIMITS.minPercentOff, `percentOff must be at least ${BULK_SALE_LIMITS.minPercentOff}`)
      .max(BULK_SALE_LIMITS.maxPercentOff, `percentOff may be at most ${BULK_SALE_LIMITS.maxPercentOff}`),
    startsAt: instant('Sale start'),
    endsAt: instant('Sale end'),
  })
  .superRefine((input, ctx) => {
    if (input.templateIds !== undefined && input.category !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: BULK_SALE_MESSAGES.oneTarget });
    } else if (input.templateIds === undefined && input.category === undefined) {
      ctx.addIssue({ code: 'custom', path: ['templateIds'], message: BULK_SALE_MESSAGES.noTarget });
    }
    if (input.subcategory === undefined) return;
    if (input.category === undefined) {
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: 'subcategory needs a category' });
    } else if (!LISTING_SUBCATEGORIES[input.category as Category].includes(input.subcategory)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subcategory'],
        message: `subcategory must be one of: ${LISTING_SUBCATEGORIES[input.category as Category].join(', ')}`,
      });
    }
  });

/** The bulk sale's answer: how many listings went on sale, and how many were left as they were (too cheap to lower). */
export const BulkSaleResultSchema = z.object({
  count: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});

export type BulkSaleInput = z.output<typeof BulkSaleInputSchema>;
export type BulkSaleBody = z.input<typeof BulkSaleInputSchema>;
export type BulkSaleResult = z.infer<typeof BulkSaleResultSchema>;

/**
 * POST LISTING_API.inspectZip's answer: what a package shows of itself, read from its files and kept
 * nowhere. null where the package does not show it; `features` are PACKAGE_FEATURES' texts; `warnings`
 * say what the owner should know before uploading it (another platform than the listing's, a classic theme…).
 */
export const ListingPackageFactsSchema = z.object({
  platform: z.enum(PACKAGE_PLATFORMS).nullable(),
  /** The name the package gives itself (a theme's or plugin's header, package.json). */
  name: z.string().nullable(),
  version: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  features: z.array(z.string()),
  /** Files in the ZIP (folders not counted). */
  files: z.number().int(),
  compatibility: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type ListingPackageFacts = z.infer<typeof ListingPackageFactsSchema>;

/** A listing's uploaded static demo. */
export const ListingDemoSchema = z.object({
  /** The demo under the preview bar (/preview/{slug}); shoppers reach it once the listing is published or unlisted. */
  url: z.string(),
  /** The demo itself, bare (/preview/{slug}/site/). */
  siteUrl: z.string(),
  fileCount: z.number().int(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type ListingDemo = z.infer<typeof ListingDemoSchema>;

/** GET, POST and DELETE LISTING_API.demo: the listing as it is now and its uploaded demo (null: none). */
export const ListingDemoAnswerSchema = z.object({
  listing: ListingSchema,
  demo: ListingDemoSchema.nullable(),
});
export type ListingDemoAnswer = z.infer<typeof ListingDemoAnswerSchema>;
