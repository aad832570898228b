import type { Category } from '@tm/contracts/catalog';

/** How the back office names the six categories (the storefront's own labels live in its remote). */
export const CATEGORY_LABELS: Record<Category, string> = {
  wordpress: 'WordPress',
  ecommerce: 'eCommerce',
  html: 'HTML',
  marketing: 'Marketing',
  cms: 'CMS',
  plugins: 'Plugins',
};
