// Deliberately zod-free at run time: the storefront's first screen imports these constants, and
// zod would add ~24 KB gzipped to it (issue 3 §6). The schemas live in catalog.schemas.ts.
import type { z } from 'zod';
import type {
  SubcategoryCountsSchema,
  TemplateListQuerySchema,
  TemplatePageQuerySchema,
  TemplatePageSchema,
  TemplateSchema,
} from './catalog.schemas';

/** storefront §3: the six categories. */
export const CATEGORIES = ['wordpress', 'ecommerce', 'html', 'marketing', 'cms', 'plugins'] as const;
export type Category = (typeof CATEGORIES)[number];

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

/** Wire shapes, checked by the schemas in catalog.schemas.ts (type-only here: no zod at run time). */
export type Template = z.infer<typeof TemplateSchema>;
export type TemplateListQuery = z.output<typeof TemplateListQuerySchema>;
export type TemplatePageQuery = z.output<typeof TemplatePageQuerySchema>;
export type TemplatePage = z.infer<typeof TemplatePageSchema>;
export type TemplateCounts = Record<Category, number>;
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
