// Deliberately zod-free at run time: the storefront's first screen imports these constants, and
// zod would add ~24 KB gzipped to it (docs/architecture.md §3). The schemas live in catalog.schemas.ts.

/** docs/product/storefront.md §3: the six categories. */
export const CATEGORIES = ['wordpress', 'ecommerce', 'html', 'marketing', 'cms', 'plugins'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Category names as the shop shows them (storefront's header, packages, the back office). */
export const CATEGORY_LABELS: Record<Category, string> = {
  wordpress: 'WordPress',
  ecommerce: 'eCommerce',
  html: 'HTML',
  marketing: 'Marketing',
  cms: 'CMS',
  plugins: 'Plugins',
};

/** A template's `subcategory` comes from this set (docs/product/storefront.md §3 listing pages, docs/product/back-office.md §3). */
export const LISTING_SUBCATEGORIES: Record<Category, readonly string[]> = {
  wordpress: [
    'blog-magazine',
    'business',
    'portfolio',
    'ecommerce',
    'corporate',
    'creative',
    'technology',
    'health-medical',
    'education',
    'minimal',
  ],
  ecommerce: ['woocommerce', 'shopify', 'opencart', 'magento', 'prestashop', 'bigcommerce'],
  html: ['landing-pages', 'portfolios', 'business', 'one-page', 'coming-soon', '404-pages'],
  marketing: ['email-marketing', 'newsletters', 'social-media', 'banners', 'flyers', 'brochures'],
  cms: ['blog-themes', 'news-sites', 'magazines', 'documentation', 'knowledge-base', 'community'],
  plugins: ['security', 'performance', 'seo-tools', 'forms', 'e-commerce', 'social-media'],
};

/**
 * What a /browse dropdown value filters on: listing subcategories, or a tag (decision 028).
 */
export type BrowseFilter = { readonly subcategories: readonly string[] } | { readonly tag: string };

const listed = (...subcategories: string[]): BrowseFilter => ({ subcategories });
const tagged = (tag: string): BrowseFilter => ({ tag });

/**
 * The /browse dropdown (docs/product/storefront.md §3: its own set of values; "both readings stand"), in the dropdown's
 * order, mapped onto the catalog. A value with a listing counterpart lists exactly those listing
 * subcategories, so /browse finds and counts what the listing page's chips do. A value with no
 * counterpart (ecommerce niches, which cut across the store platforms; html 'multipurpose'; cms
 * 'multi-author') lists the category's templates tagged with it.
 */
export const BROWSE_FILTERS: Record<Category, Readonly<Record<string, BrowseFilter>>> = {
  wordpress: {
    blog: listed('blog-magazine'),
    business: listed('business'),
    'ecommerce-store': listed('ecommerce'),
    portfolio: listed('portfolio'),
  },
  html: {
    'landing-pages': listed('landing-pages'),
    portfolios: listed('portfolios'),
    business: listed('business'),
    multipurpose: tagged('multipurpose'),
  },
  ecommerce: {
    fashion: tagged('fashion'),
    electronics: tagged('electronics'),
    'food-beverage': tagged('food-beverage'),
    'health-beauty': tagged('health-beauty'),
  },
  marketing: {
    'email-campaigns': listed('email-marketing', 'newsletters'),
    'social-media': listed('social-media'),
    'banner-ads': listed('banners'),
    flyers: listed('flyers'),
  },
  cms: { blog: listed('blog-themes'), news: listed('news-sites'), magazine: listed('magazines'), 'multi-author': tagged('multi-author') },
  plugins: { security: listed('security'), performance: listed('performance'), seo: listed('seo-tools'), 'contact-forms': listed('forms') },
};

/** The /browse dropdown's values per category (docs/product/storefront.md §3), in order. */
export const BROWSE_SUBCATEGORIES: Record<Category, readonly string[]> = {
  wordpress: Object.keys(BROWSE_FILTERS.wordpress),
  ecommerce: Object.keys(BROWSE_FILTERS.ecommerce),
  html: Object.keys(BROWSE_FILTERS.html),
  marketing: Object.keys(BROWSE_FILTERS.marketing),
  cms: Object.keys(BROWSE_FILTERS.cms),
  plugins: Object.keys(BROWSE_FILTERS.plugins),
};

/**
 * What the `subcategory` query parameter of a listing selects. Within a category, a listing
 * subcategory means itself (a chip) and a browse value means its BROWSE_FILTERS entry; anything else
 * (no category, or a value in neither set) is matched against the subcategory exactly.
 */
export function subcategoryFilter(category: Category | undefined, subcategory: string): BrowseFilter {
  if (category && !LISTING_SUBCATEGORIES[category].includes(subcategory) && Object.hasOwn(BROWSE_FILTERS[category], subcategory)) {
    return BROWSE_FILTERS[category][subcategory]!;
  }
  return { subcategories: [subcategory] };
}

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
  related: 4, // related templates the detail page shows (decision 039)
  relatedRead: 12, // ...out of this many, so 4 remain after leaving out those the buyer owns
} as const;

/**
 * The home page's template sections (docs/product/storefront.md §2), each from its own signal (decision 028), and how
 * many each shows. In this order each takes its templates first: a template appears in one section only
 * (while the catalog has enough), and the ranked weekly list is never reordered by the others.
 */
export const HOME_SECTIONS = {
  /** 'Most Popular This Week' #1-#4: units sold in the last 7 days, topped up with the all-time best sellers. */
  'most-popular': CATALOG_LIMITS.mostPopular,
  /** The featured block: the most sold overall (what the Featured badge marks). */
  featured: CATALOG_LIMITS.featuredBlock,
  /** 'Hand-Picked Templates': the best rated, with enough ratings to mean it. */
  'hand-picked': CATALOG_LIMITS.featuredHome,
  /** 'Trending Templates': the newest well-rated releases. */
  trending: CATALOG_LIMITS.trending,
} as const;
export type HomeSection = keyof typeof HOME_SECTIONS;
export const HOME_SECTION_NAMES = Object.keys(HOME_SECTIONS) as HomeSection[];

/** The home section calls' URL (one spelling, so the answer replay cache and any preload match it). */
export const homeSectionPath = (section: HomeSection) => `${CATALOG_API.list}?section=${section}&limit=${HOME_SECTIONS[section]}`;

export type TemplateCounts = Record<Category, number>;

/**
 * Decision 039: the orders a listing can be sorted in, as the URL and the API spell them. Best sellers
 * is the default; a search without a sort is in best-match order ('relevance', meaningful only with
 * a search).
 */
export const TEMPLATE_SORTS = ['popular', 'newest', 'price-asc', 'price-desc', 'rating', 'relevance'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];
export const TEMPLATE_SORT_LABELS: Record<TemplateSort, string> = {
  popular: 'Best sellers',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  relevance: 'Best match',
};

/** The listing filters' bounds: prices in whole dollars, ratings as the stars a buyer picks. */
export const LISTING_FILTER_LIMITS = {
  maxPrice: 10_000,
  minRatingChoices: [4.5, 4, 3.5, 3] as readonly number[],
} as const;

export const CATALOG_MESSAGES = {
  notFound: 'Template not found',
} as const;

export const CATALOG_API = {
  list: '/api/templates',
  paginated: '/api/templates/paginated',
  counts: '/api/templates/counts',
  subcategoryCounts: '/api/templates/subcategory-counts',
  detail: '/api/templates/:slugOrId',
  /**
   * Decision 039: templates of the same subcategory, best sellers first, not this one: the same answer for
   * everyone (it is cached and replayed by URL); the page leaves out what the buyer owns.
   */
  related: '/api/templates/:slugOrId/related',
  /** Decisions 039, 051: the files and size of the download (TemplatePackageFacts in platforms.ts). */
  packageFacts: '/api/templates/:slugOrId/package',
  publicFiles: '/api/public-files',
  livePreview: '/preview/:slug',
} as const;

/** docs/product/storefront.md §3 image path rule. */
export function resolveImagePath(path: string | null | undefined): string | null {
  if (!path) return null;
  if (
    path.startsWith('/api/public-files/') ||
    path.startsWith('http') ||
    /storage\.googleapis\.com|amazonaws\.com|blob\.core\.windows\.net|cloudinary\.com/.test(path)
  )
    return path;
  if (path.startsWith('generated-images/')) return `/api/public-files/${path}`;
  return path;
}

/** Money: integer cents in the database, "49.00" on the wire, "$49.00" on screen. */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);
