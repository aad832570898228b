import { z } from 'zod';
import { CATALOG_LIMITS, CATEGORIES, HOME_SECTION_NAMES, LISTING_FILTER_LIMITS, TEMPLATE_SORTS, type Category } from './catalog';
import { PACKAGE_PLATFORMS } from './platforms';
import { SEARCH_PLATFORMS } from './search';
import { SearchSummarySchema } from './search.schemas';

/** zod schemas of the catalog calls: the backend's validation pipes use them (the types are in catalog.ts). */
export const CategorySchema = z.enum(CATEGORIES);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A template as the API returns it (docs/product/storefront.md §3). Money is a decimal string of dollars ("49.00"). */
export const TemplateSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  /** While a sale runs: the regular price, struck through beside `price` (decision 076); else null. */
  regularPrice: z.string().nullable(),
  /**
   * The template's own Extended licence price before any sale; null: its Regular price times the shop's
   * extendedLicenceMultiple (decision 091). Absent from answers that do not carry it (search cards).
   */
  extendedPrice: z.string().nullable().optional(),
  /** While a sale with an end runs: when it ends (Offer.priceValidUntil); else null. */
  saleEndsAt: z.string().nullable(),
  rating: z.string(),
  ratingCount: z.number().int(),
  salesCount: z.number().int(),
  previewImage: z.string(),
  livePreviewUrl: z.string().nullable(),
  category: CategorySchema,
  subcategory: z.string(),
  features: z.array(z.string()),
  screenshots: z.array(z.string()),
  tags: z.array(z.string()),
  hasZip: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The uploaded ZIP buyers download now (decision 031): "Version N · Updated {date}" and its changelog. */
export const TemplateVersionSchema = z.object({
  number: z.number().int().positive(),
  updatedAt: z.string(),
  changelog: z.string().nullable(),
});

/** GET /api/templates/:slugOrId: the template and its current uploaded version (null: none uploaded). */
export const TemplateDetailSchema = TemplateSchema.extend({
  version: TemplateVersionSchema.nullable(),
  /** The owner's own words about it (decision 076): safe HTML made on the server from their Markdown; null when none. */
  aboutHtml: z.string().nullable(),
  /** What the owner says the download is, works with and which release it is; null: the category's own (platformFacts). */
  platform: z.enum(PACKAGE_PLATFORMS).nullable(),
  compatibility: z.array(z.string()).nullable(),
  releaseName: z.string().nullable(),
});

/** A whole-number query parameter within [min, max], with messages naming it. */
export const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));

const categoryParam = z
  .string()
  .trim()
  .refine((v) => v === 'all' || (CATEGORIES as readonly string[]).includes(v), {
    message: `category must be one of: ${CATEGORIES.join(', ')}`,
  })
  .transform((v) => (v === 'all' ? undefined : (v as Category)));

const subcategoryParam = z
  .string()
  .trim()
  .max(60, 'subcategory is too long')
  .transform((v) => (v === '' || v === 'all' ? undefined : v))
  .refine((v) => v === undefined || SLUG.test(v), { message: 'subcategory must be a lower-case slug' });

const searchParam = z
  .string()
  .max(CATALOG_LIMITS.maxSearchLength, `search must be at most ${CATALOG_LIMITS.maxSearchLength} characters`)
  .transform((v) => v.trim() || undefined);

/**
 * GET /api/templates?limit&category, or ?section&limit for a home section (HOME_SECTIONS): then at
 * most the section's size, whatever the limit.
 */
export const TemplateListQuerySchema = z
  .object({
    limit: intParam('limit', 1, CATALOG_LIMITS.maxLimit).optional(),
    category: categoryParam.optional(),
    section: z.enum(HOME_SECTION_NAMES, { error: `section must be one of: ${HOME_SECTION_NAMES.join(', ')}` }).optional(),
  })
  .refine((query) => query.section === undefined || query.category === undefined, { message: 'section cannot be combined with category' });

/** A price bound in whole dollars (the filter's inputs take whole dollars). */
const priceParam = (name: string) => intParam(name, 0, LISTING_FILTER_LIMITS.maxPrice);

/** A minimum rating: 0 to 5 stars in halves (4.5 means "4.5 stars and up"). */
const minRatingParam = z
  .string()
  .trim()
  .regex(/^[0-5](?:\.[05])?$/, 'minRating must be a number of stars from 0 to 5, in halves')
  .transform(Number)
  .pipe(z.number().max(5, 'minRating must be at most 5'));

/** GET /api/templates/paginated?page&limit&category&subcategory&search&sort&minPrice&maxPrice&minRating */
export const TemplatePageQuerySchema = z
  .object({
    page: intParam('page', 1, 1_000_000).optional().default(1),
    limit: intParam('limit', 1, CATALOG_LIMITS.maxLimit).optional().default(CATALOG_LIMITS.pageSize),
    category: categoryParam.optional(),
    subcategory: subcategoryParam.optional(),
    search: searchParam.optional(),
    sort: z.enum(TEMPLATE_SORTS, { error: `sort must be one of: ${TEMPLATE_SORTS.join(', ')}` }).optional(),
    minPrice: priceParam('minPrice').optional(),
    maxPrice: priceParam('maxPrice').optional(),
    minRating: minRatingParam.optional(),
    /** '1': search the words as typed, without correcting them (the "Search instead for" link). */
    asTyped: z.enum(['1'], { error: "asTyped must be '1'" }).optional(),
    platform: z.enum(SEARCH_PLATFORMS, { error: `platform must be one of: ${SEARCH_PLATFORMS.join(', ')}` }).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });

export const TemplatePageSchema = z.object({
  templates: z.array(TemplateSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Only with a search: corrections, partial matches and the counts per category and platform. */
  search: SearchSummarySchema.optional(),
});

/** GET /api/templates/counts */
export const TemplateCountsSchema = z.object(
  Object.fromEntries(CATEGORIES.map((c) => [c, z.number().int()])) as Record<Category, z.ZodNumber>,
);

/** GET /api/templates/subcategory-counts?category= : chip counts without shipping the whole category. */
export const SubcategoryCountsQuerySchema = z.object({ category: CategorySchema });
export const SubcategoryCountsSchema = z.object({
  category: CategorySchema,
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});

/** Wire shapes, checked by the schemas in catalog.schemas.ts (type-only here: no zod at run time). */
export type Template = z.infer<typeof TemplateSchema>;
export type TemplateVersion = z.infer<typeof TemplateVersionSchema>;
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;
export type TemplateListQuery = z.output<typeof TemplateListQuerySchema>;
export type TemplatePageQuery = z.output<typeof TemplatePageQuerySchema>;
export type TemplatePage = z.infer<typeof TemplatePageSchema>;
export type SubcategoryCounts = z.infer<typeof SubcategoryCountsSchema>;
