import { PAGES } from '@tm/contracts/routes';

/** Category pages and the home tiles (storefront §2: labels and paths). */
export const CATEGORIES = [
  { key: 'wordpress', path: PAGES.wordpress, title: 'WordPress Themes', tile: 'WordPress Themes', blurb: 'Themes for blogs, businesses and shops' },
  { key: 'ecommerce', path: PAGES.ecommerce, title: 'eCommerce Templates', tile: 'eCommerce Templates', blurb: 'Storefronts for Shopify, WooCommerce and more' },
  { key: 'html', path: PAGES.html, title: 'HTML Site Templates', tile: 'Site Templates', blurb: 'Hand-coded HTML sites and landing pages' },
  { key: 'marketing', path: PAGES.marketing, title: 'Marketing Assets', tile: 'Marketing Assets', blurb: 'Emails, banners, flyers and social kits' },
  { key: 'cms', path: PAGES.cms, title: 'CMS Themes', tile: 'CMS Themes', blurb: 'Themes for blogs, news and documentation' },
  { key: 'plugins', path: PAGES.plugins, title: 'Plugins', tile: 'Plugins', blurb: 'Security, SEO, forms and performance' },
] as const;

export type CategoryKey = (typeof CATEGORIES)[number]['key'];
