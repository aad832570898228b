import { CATEGORY_PAGES, type Category } from '@tm/contracts/catalog';

export type CategoryKey = Category;

interface CategoryInfo {
  key: Category;
  path: string;
  /** Short name: breadcrumb '{label} Templates', dropdowns, card meta. */
  label: string;
  /** Listing page hero. */
  title: string;
  description: string;
  /** Home tile (docs/product/storefront.md §2): label and the unit of its 'N+' count. */
  tile: string;
  unit: string;
  blurb: string;
}

/** The six categories in the order the home tiles and the header show them. */
export const CATEGORIES: readonly CategoryInfo[] = [
  {
    key: 'wordpress',
    path: CATEGORY_PAGES.wordpress,
    label: 'WordPress',
    title: 'WordPress Themes',
    description: 'Premium WordPress themes for blogs, businesses, portfolios and online stores, ready to install and make your own.',
    tile: 'WordPress',
    unit: 'themes',
    blurb: 'Themes for blogs, businesses and shops',
  },
  {
    key: 'ecommerce',
    path: CATEGORY_PAGES.ecommerce,
    label: 'eCommerce',
    title: 'eCommerce Templates',
    description: 'Storefront templates for WooCommerce, Shopify, Magento, PrestaShop and more, built to sell.',
    tile: 'eCommerce',
    unit: 'templates',
    blurb: 'Storefronts for Shopify, WooCommerce and more',
  },
  {
    key: 'html',
    path: CATEGORY_PAGES.html,
    label: 'HTML',
    title: 'HTML Site Templates',
    description: 'Hand-coded HTML templates: landing pages, portfolios, one-page sites, coming-soon and 404 pages.',
    tile: 'Site Templates',
    unit: 'designs',
    blurb: 'Hand-coded HTML sites and landing pages',
  },
  {
    key: 'marketing',
    path: CATEGORY_PAGES.marketing,
    label: 'Marketing',
    title: 'Marketing Templates',
    description: 'Email campaigns, newsletters, social media kits, banners, flyers and brochures that get noticed.',
    tile: 'Marketing',
    unit: 'assets',
    blurb: 'Emails, banners, flyers and social kits',
  },
  {
    key: 'cms',
    path: CATEGORY_PAGES.cms,
    label: 'CMS',
    title: 'CMS Themes',
    description: 'Themes for blogs, news sites, magazines, documentation, knowledge bases and communities.',
    tile: 'CMS Themes',
    unit: 'themes',
    blurb: 'Themes for blogs, news and documentation',
  },
  {
    key: 'plugins',
    path: CATEGORY_PAGES.plugins,
    label: 'Plugins',
    title: 'Plugins',
    description: 'Security, performance, SEO, forms, e-commerce and social media plugins that extend your site.',
    tile: 'Plugins',
    unit: 'plugins',
    blurb: 'Security, SEO, forms and performance',
  },
];

export function categoryInfo(key: Category): CategoryInfo {
  return CATEGORIES.find((entry) => entry.key === key) ?? CATEGORIES[0];
}
