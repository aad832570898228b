// What each category sells at: its name suffix, prices and tags (features come from the package: listing/package-claims.ts).
import type { Category } from '@tm/contracts/catalog';
import type { CategoryProfile } from './profile-types';

export const CATEGORY_PROFILES: Record<Category, CategoryProfile> = {
  wordpress: {
    kind: 'WordPress Theme',
    prices: [39, 44, 49, 54, 59, 59, 64, 69, 79],
    tags: ['wordpress', 'block-theme', 'full-site-editing', 'gutenberg', 'responsive', 'translation-ready'],
  },
  ecommerce: {
    kind: 'Store Theme',
    prices: [59, 69, 79, 89, 99, 109, 119, 129],
    tags: ['ecommerce', 'online-store', 'responsive', 'mobile-first'],
  },
  html: {
    kind: 'HTML Template',
    prices: [19, 24, 29, 29, 34, 39, 44, 49],
    tags: ['html5', 'css3', 'responsive', 'no-javascript', 'static-site'],
  },
  marketing: {
    kind: 'Marketing Kit',
    prices: [19, 19, 24, 29, 29, 34, 39],
    tags: ['marketing', 'editable', 'svg', 'brand-kit'],
  },
  cms: {
    kind: 'CMS Theme',
    prices: [29, 34, 39, 44, 49, 59, 69],
    tags: ['cms', 'ghost', 'handlebars', 'responsive'],
  },
  plugins: {
    kind: 'Plugin',
    prices: [19, 24, 29, 39, 49, 59, 79, 99],
    tags: ['plugin', 'wordpress-plugin', 'lightweight', 'settings-page'],
  },
};

/**
 * What an ecommerce template sells at when it is the HTML design of a store's look for a platform
 * without a package of its own (OpenCart, Magento, PrestaShop, BigCommerce: decision 040): an HTML
 * template's band, not a store theme's.
 */
export const HTML_DESIGN_PRICES: readonly number[] = [29, 34, 39, 44, 49];
