// What kind of site a template is, and its brand, niche, menu, screenshot pages and services.
import type { Category } from '@tm/contracts/catalog';
import type { SeededRandom } from '../shared/seeded-random';
import type { LayoutName } from './design-vocabulary';
import { ECOMMERCE_PLATFORM_NAMES } from './names';
import type { PageContent, PreviewSource } from './page-types';
import { PRODUCTS, SERVICES, SHOP_CATEGORIES } from './page-words';

/** The brand a name starts with: "Aurora — ..." → "Aurora"; "Nordic Threads Shopify Store" → "Nordic Threads". */
export function brandOf(name: string): string {
  const dash = name.split(' — ')[0]!.trim();
  if (dash !== name.trim()) return dash || name;
  for (const suffixes of Object.values(ECOMMERCE_PLATFORM_NAMES)) {
    for (const suffix of suffixes) if (name.endsWith(` ${suffix}`)) return name.slice(0, -suffix.length - 1);
  }
  return name.split(/\s+/).slice(0, 2).join(' ');
}

export function kindOf(category: Category, subcategory: string, layout: LayoutName): PageContent['kind'] {
  if (layout === 'newsletter') return 'email';
  if (layout === 'poster') return 'print';
  if (layout === 'docs-sidebar') return 'docs';
  if (category === 'plugins') return 'plugin';
  if (category === 'ecommerce' || layout === 'product-grid' || subcategory === 'ecommerce') return 'shop';
  if (layout === 'magazine-grid' || ['blog-magazine', 'blog-themes', 'news-sites', 'magazines', 'minimal', 'community'].includes(subcategory)) return 'blog';
  if (layout === 'portfolio-masonry' || ['portfolio', 'portfolios'].includes(subcategory)) return 'portfolio';
  return 'site';
}

export function nicheOf(source: PreviewSource, rng: SeededRandom): string {
  const tags = source.tags ?? [];
  for (const niche of Object.keys(PRODUCTS)) if (tags.includes(niche)) return niche;
  const text = source.name.toLowerCase();
  if (/furniture|home|decor/.test(text)) return 'home';
  if (/electronic|gadget|tech|audio/.test(text)) return 'electronics';
  if (/food|grocery|organic|coffee|bakery|wine/.test(text)) return 'food-beverage';
  if (/beauty|cosmetic|skin/.test(text)) return 'health-beauty';
  if (/fashion|apparel|wear|boutique/.test(text)) return 'fashion';
  return rng.pick(Object.keys(PRODUCTS));
}

export function navFor(kind: PageContent['kind'], subcategory: string, niche: string): string[] {
  switch (kind) {
    case 'shop':
      return (SHOP_CATEGORIES[niche] ?? SHOP_CATEGORIES.fashion!).slice(0, 5);
    case 'blog':
      if (subcategory === 'news-sites') return ['World', 'Business', 'Tech', 'Sports', 'Culture', 'Opinion'];
      if (subcategory === 'community') return ['Discussions', 'Events', 'Members', 'Resources'];
      return ['Home', 'Lifestyle', 'Travel', 'Food', 'About'];
    case 'portfolio':
      return ['Work', 'About', 'Journal', 'Contact'];
    case 'docs':
      return subcategory === 'knowledge-base' ? ['Getting started', 'Account', 'Billing', 'Contact'] : ['Guides', 'API', 'Examples', 'Changelog'];
    case 'plugin':
      return ['Features', 'Pricing', 'Docs', 'Support'];
    case 'email':
      return ['View online', 'Shop', 'Blog'];
    case 'print':
      return ['Preview', 'Sizes', 'Files', 'License'];
    case 'site':
      if (['landing-pages', 'one-page', 'coming-soon', 'technology'].includes(subcategory)) return ['Features', 'Pricing', 'Customers', 'FAQ'];
      if (subcategory === 'health-medical') return ['Services', 'Doctors', 'Appointments', 'Contact'];
      if (subcategory === 'education') return ['Courses', 'Teachers', 'Events', 'Admissions'];
      return ['Home', 'About', 'Services', 'Work', 'Contact'];
  }
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
      return layout === 'dashboard' ? ['dashboard', 'settings', 'reports', 'home', 'pricing', 'article'] : ['home', 'dashboard', 'settings', 'pricing', 'reports', 'article'];
    case 'email':
      return ['email', 'email-promo', 'email-mobile', 'email', 'email-promo', 'email-mobile'];
    case 'print':
      return ['artboards', 'artboard-detail', 'artboards', 'artboard-detail', 'artboards', 'artboard-detail'];
    case 'site':
      return ['home', 'about', 'services', 'contact', 'pricing', 'article'];
  }
}

export function servicesFor(subcategory: string, kind: PageContent['kind']): ReadonlyArray<[string, string]> {
  if (subcategory === 'health-medical') return SERVICES.medical!;
  if (subcategory === 'education') return SERVICES.education!;
  if (kind === 'portfolio') return SERVICES.portfolio!;
  if (['technology', 'landing-pages'].includes(subcategory) || kind === 'plugin') return SERVICES.tech!;
  return SERVICES.default!;
}
