import { PAGES } from '@tm/contracts/routes';

/** Header category links (docs/product/storefront.md §2 Header). */
export const CATEGORY_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: PAGES.home, label: 'Home' },
  { to: PAGES.wordpress, label: 'WordPress' },
  { to: PAGES.html, label: 'HTML' },
  { to: PAGES.ecommerce, label: 'eCommerce' },
  { to: PAGES.marketing, label: 'Marketing' },
  { to: PAGES.plugins, label: 'Plugins' },
];
