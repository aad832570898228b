import { z } from 'zod';

/** storefront §3: the six categories. */
export const CATEGORIES = ['wordpress', 'ecommerce', 'html', 'marketing', 'cms', 'plugins'] as const;
export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

/** A template's `subcategory` comes from this set (storefront §3 listing pages, back-office §3). */
export const LISTING_SUBCATEGORIES: Record<Category, readonly string[]> = {
  wordpress: ['blog-magazine', 'business', 'portfolio', 'ecommerce', 'corporate', 'creative', 'technology', 'health-medical', 'education', 'minimal'],
  ecommerce: ['woocommerce', 'shopify', 'opencart', 'magento', 'prestashop', 'bigcommerce'],
  html: ['landing-pages', 'portfolios', 'business', 'one-page', 'coming-soon', '404-pages'],
  marketing: ['email-marketing', 'newsletters', 'social-media', 'banners', 'flyers', 'brochures'],
  cms: ['blog-themes', 'news-sites', 'magazines', 'documentation', 'knowledge-base', 'community'],
  plugins: ['security', 'performance', 'seo-tools', 'forms', 'e-commerce', 'social-media'],
};

/**
 * The /browse dropdown's values (storefront §3). They are matched against a template's `tags`, which
 * the generator fills (with the template's own subcategory too), so every browse filter finds templates.
 */
export const BROWSE_SUBCATEGORIES: Record<Category, readonly string[]> = {
  wordpress: ['blog', 'business', 'ecommerce-store', 'portfolio'],
  html: ['landing-pages', 'portfolios', 'business', 'multipurpose'],
  ecommerce: ['fashion', 'electronics', 'food-beverage', 'health-beauty'],
  marketing: ['email-campaigns', 'social-media', 'banner-ads', 'flyers'],
  cms: ['blog', 'news', 'magazine', 'multi-author'],
  plugins: ['security', 'performance', 'seo', 'contact-forms'],
};

export const CATEGORY_PAGES: Record<Category, string> = {
  wordpress: '/wordpress-templates',
  ecommerce: '/ecommerce-templates',
  html: '/html-templates',
  marketing: '/marketing-templates',
  cms: '/cms-templates',
  plugins: '/plugins',
};

export const CATALOG_LIMITS = {
  pageSize: 20, // listing and browse
  maxLimit: 100,
  maxSearchLength: 200,
  featuredHome: 3,
  featuredBlock: 6,
  trending: 4,
  mostPopular: 4,
  newForDays: 30, // 'New' badge
  featuredBadgeSales: 1000, // 'Featured' badge when salesCount is over this
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A template as the API returns it (storefront §3). Money is a decimal string of dollars ("49.00"). */
export const TemplateSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
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
export type Template = z.infer<typeof TemplateSchema>;

const intParam = (name: string, min: number, max: number) =>
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

/** GET /api/templates?limit&category */
export const TemplateListQuerySchema = z.object({
  limit: intParam('limit', 1, CATALOG_LIMITS.maxLimit).optional(),
  category: categoryParam.optional(),
});
export type TemplateListQuery = z.output<typeof TemplateListQuerySchema>;

/** GET /api/templates/paginated?page&limit&category&subcategory&search */
export const TemplatePageQuerySchema = z.object({
  page: intParam('page', 1, 1_000_000).optional().default(1),
  limit: intParam('limit', 1, CATALOG_LIMITS.maxLimit).optional().default(CATALOG_LIMITS.pageSize),
  category: categoryParam.optional(),
  subcategory: subcategoryParam.optional(),
  search: searchParam.optional(),
});
export type TemplatePageQuery = z.output<typeof TemplatePageQuerySchema>;

export const TemplatePageSchema = z.object({
  templates: z.array(TemplateSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TemplatePage = z.infer<typeof TemplatePageSchema>;

/** GET /api/templates/counts */
export const TemplateCountsSchema = z.object(Object.fromEntries(CATEGORIES.map((c) => [c, z.number().int()])) as Record<Category, z.ZodNumber>);
export type TemplateCounts = Record<Category, number>;

/** GET /api/templates/subcategory-counts?category= : chip counts without shipping the whole category. */
export const SubcategoryCountsQuerySchema = z.object({ category: CategorySchema });
export const SubcategoryCountsSchema = z.object({ category: CategorySchema, total: z.number().int(), counts: z.record(z.string(), z.number().int()) });
export type SubcategoryCounts = z.infer<typeof SubcategoryCountsSchema>;

export const CATALOG_MESSAGES = {
  notFound: 'Template not found',
} as const;

export const CATALOG_API = {
  list: '/api/templates',
  paginated: '/api/templates/paginated',
  counts: '/api/templates/counts',
  subcategoryCounts: '/api/templates/subcategory-counts',
  detail: '/api/templates/:slugOrId',
  publicFiles: '/api/public-files',
  livePreview: '/preview/:slug',
} as const;

/** storefront §3 image path rule. */
export function resolveImagePath(path: string | null | undefined): string | null {
  if (!path) return null;
  if (path.startsWith('/api/public-files/') || path.startsWith('http') || /storage\.googleapis\.com|amazonaws\.com|blob\.core\.windows\.net|cloudinary\.com/.test(path)) return path;
  if (path.startsWith('generated-images/')) return `/api/public-files/${path}`;
  return path;
}

/** Money: integer cents in the database, "49.00" on the wire, "$49.00" on screen. */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);
