// What kind of site a template is, its brand, and the pages its screenshots show.
import type { Category } from '@tm/contracts/catalog';
import type { LayoutName } from './design-vocabulary';
import { ECOMMERCE_PLATFORM_NAMES, FORMER_PLATFORM_NAMES } from './names';
import type { PageContent } from './page-types';

/** The brand a name starts with: "Aurora — ..." → "Aurora"; "Nordic Threads Shopify Store" → "Nordic Threads". */
export function brandOf(name: string): string {
  const dash = name.split(' — ')[0]!.trim();
  if (dash !== name.trim()) return dash || name;
  for (const suffix of [...Object.values(ECOMMERCE_PLATFORM_NAMES).flat(), ...FORMER_PLATFORM_NAMES]) {
    if (name.endsWith(` ${suffix}`)) return name.slice(0, -suffix.length - 1);
  }
  return name.split(/\s+/).slice(0, 2).join(' ');
}

export function kindOf(category: Category, subcategory: string, layout: LayoutName): PageContent['kind'] {
  if (layout === 'newsletter') return 'email';
  if (layout === 'poster') return 'print';
  if (layout === 'docs-sidebar') return 'docs';
  if (category === 'plugins') return 'plugin';
  if (category === 'ecommerce' || layout === 'product-grid' || subcategory === 'ecommerce') return 'shop';
  if (
    layout === 'magazine-grid' ||
    ['blog-magazine', 'blog-themes', 'news-sites', 'magazines', 'minimal', 'community'].includes(subcategory)
  )
    return 'blog';
  if (layout === 'portfolio-masonry' || ['portfolio', 'portfolios'].includes(subcategory)) return 'portfolio';
  return 'site';
}

export function pagesFor(kind: PageContent['kind'], subcategory: string, layout: LayoutName): string[] {
  if (subcategory === 'coming-soon') return ['home', 'coming-soon-dark', 'contact', 'about', 'coming-soon-dark', 'services'];
  if (subcategory === '404-pages') return ['home', 'error-500', 'contact', 'about', 'error-500', 'services'];
  switch (kind) {
    case 'shop':
      return ['home', 'shop', 'product', 'cart', 'about', 'contact'];
    case 'blog':
      return ['home', 'article', 'category', 'about', 'contact', 'pricing'];
    case 'portfolio':
      return ['home', 'project', 'about', 'contact', 'article', 'pricing'];
    case 'docs':
      return ['home', 'article', 'category', 'contact', 'about', 'pricing'];
    case 'plugin':
      return layout === 'dashboard'
        ? ['dashboard', 'settings', 'reports', 'home', 'pricing', 'article']
        : ['home', 'dashboard', 'settings', 'pricing', 'reports', 'article'];
    case 'email':
      return ['email', 'email-promo', 'email-mobile', 'email', 'email-promo', 'email-mobile'];
    case 'print':
      return ['artboards', 'artboard-detail', 'artboards', 'artboard-detail', 'artboards', 'artboard-detail'];
    case 'site':
      return ['home', 'about', 'services', 'contact', 'pricing', 'article'];
  }
}
