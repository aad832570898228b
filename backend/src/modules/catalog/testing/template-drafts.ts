import { BROWSE_SUBCATEGORIES, CATEGORIES, LISTING_SUBCATEGORIES, type Category } from '@tm/contracts/catalog';
import type { TemplateDraft } from '@tm/catalog-generator';

let counter = 0;

/** A hand-made draft for tests; every field can be overridden. Slugs are unique within a run. */
export function makeDraft(overrides: Partial<TemplateDraft> = {}): TemplateDraft {
  counter += 1;
  const category: Category = overrides.category ?? 'html';
  const subcategory = overrides.subcategory ?? LISTING_SUBCATEGORIES[category][0]!;
  const slug = overrides.slug ?? `fixture-template-${counter}`;
  return {
    slug,
    name: `Fixture Template ${counter}`,
    description: 'A plain fixture used by the catalog tests.',
    priceCents: 4900,
    rating: 4.5,
    ratingCount: 10,
    salesCount: 100,
    category,
    subcategory,
    features: ['Clean code', 'Easy setup', 'Documentation', 'Free updates', 'Support'],
    tags: [subcategory],
    previewImage: `generated-images/${slug}/preview.svg`,
    screenshots: [1, 2, 3].map((n) => `generated-images/${slug}/screenshot-${n}.svg`),
    livePreviewUrl: `/preview/${slug}`,
    design: {
      palette: { primary: '#1d4ed8', secondary: '#9333ea', accent: '#f59e0b', background: '#ffffff', text: '#111827' },
      layout: 'hero-split',
      font: 'system-ui, sans-serif',
      sections: ['hero', 'features', 'footer'],
    },
    createdAt: new Date('2025-06-01T12:00:00.000Z'),
    ...overrides,
  };
}

const WORDS = [
  'modern',
  'clean',
  'bold',
  'elegant',
  'minimal',
  'creative',
  'agency',
  'studio',
  'startup',
  'restaurant',
  'fitness',
  'travel',
  'fashion',
  'photography',
  'consulting',
  'finance',
  'medical',
  'education',
  'portfolio',
  'magazine',
  'store',
  'landing',
  'corporate',
  'wedding',
  'music',
  'gaming',
  'crypto',
  'real',
  'estate',
  'bakery',
  'yoga',
  'coffee',
  'law',
];
const FEATURES = [
  'Fully responsive layout',
  'Retina ready graphics',
  'One click demo import',
  'SEO optimized markup',
  'Dark mode',
  'Drag and drop page builder',
  'WooCommerce ready',
  'Translation ready',
  'Lifetime updates',
  'Google fonts',
  'Fast loading',
  'Contact form included',
  'Newsletter signup',
  'Blog layouts',
  'Mega menu',
  'Parallax sections',
  'Cross browser tested',
];

/** Many deterministic, varied drafts (performance checks and pagination tests). */
export function makeDrafts(count: number, prefix = 'bulk'): TemplateDraft[] {
  const drafts: TemplateDraft[] = [];
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const base = Date.UTC(2025, 0, 1);
  for (let i = 0; i < count; i += 1) {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const subcategory = pick(LISTING_SUBCATEGORIES[category]);
    const name = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`.replace(/\b\w/g, (c) => c.toUpperCase());
    const features = Array.from({ length: 5 + Math.floor(random() * 4) }, () => pick(FEATURES));
    drafts.push(
      makeDraft({
        slug: `${prefix}-${i}`,
        name,
        description:
          `${name} is a ${pick(WORDS)} ${category} template for ${pick(WORDS)} and ${pick(WORDS)} websites, ` +
          `with ${pick(FEATURES).toLowerCase()} and ${pick(FEATURES).toLowerCase()}.`,
        category,
        subcategory,
        features: [...new Set(features)],
        tags: [...new Set([subcategory, pick(BROWSE_SUBCATEGORIES[category]), pick(BROWSE_SUBCATEGORIES[category]), pick(WORDS)])],
        priceCents: 1900 + Math.floor(random() * 111) * 100,
        rating: Math.round(random() * 50) / 10,
        ratingCount: Math.floor(random() * 500),
        salesCount: Math.floor(random() * 5000),
        createdAt: new Date(base + Math.floor(random() * 365 * 86_400_000)),
      }),
    );
  }
  return drafts;
}
