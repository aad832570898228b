import { BROWSE_SUBCATEGORIES, CATEGORIES, LISTING_SUBCATEGORIES, type Category } from '@tm/contracts/catalog';
import type { TemplateDraft } from '../catalog/template-draft';
import {
  BRANDS,
  CATEGORY_PROFILES,
  CMS_PLATFORMS,
  DESCRIPTION_ADJECTIVES,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_MIDDLES,
  DESCRIPTION_OPENINGS,
  ECOMMERCE_PLATFORM_NAMES,
  GENERIC_TAGS,
  NICHE_DESCRIPTORS,
  PLUGIN_BRANDS,
  STORE_NAMES,
  SUBCATEGORY_PROFILES,
  type SubcategoryProfile,
} from './catalog-vocabulary';
import { FONT_STACKS, PALETTES, sectionsFor } from './design-vocabulary';
import { randomFor, type SeededRandom } from './seeded-random';

export interface GenerateOptions {
  /** Same seed (and same `now`) → same templates. */
  seed: number;
  /** Index of the first template; slugs end with the index, so continuing a catalog keeps them unique. */
  start: number;
  count: number;
  /** createdAt values fall within the year before this instant. */
  now: Date;
}

/** Every (category, subcategory) pair of the listing set; template i belongs to slot i modulo their number. */
export const SUBCATEGORY_SLOTS: ReadonlyArray<{ category: Category; subcategory: string }> = CATEGORIES.flatMap((category) =>
  LISTING_SUBCATEGORIES[category].map((subcategory) => ({ category, subcategory })),
);

export const GENERATED_IMAGES_PREFIX = 'generated-images/';
const DAY_MS = 86_400_000;
/** Share of templates without a live demo, so 'Demo Not Available' shows in the storefront. */
const NO_DEMO_SHARE = 0.05;

export function generatedImagePaths(slug: string, screenshots: number): { previewImage: string; screenshots: string[] } {
  return {
    previewImage: `${GENERATED_IMAGES_PREFIX}${slug}/preview.svg`,
    screenshots: Array.from({ length: screenshots }, (_, i) => `${GENERATED_IMAGES_PREFIX}${slug}/screenshot-${i + 1}.svg`),
  };
}

/**
 * Deterministic demo templates: each index draws from its own PRNG (seed, index), so any window
 * [start, start + count) equals the same slice of a larger run.
 */
export function generateTemplateDrafts({ seed, start, count, now }: GenerateOptions): TemplateDraft[] {
  if (!Number.isInteger(start) || start < 0) throw new RangeError('start must be a whole number ≥ 0');
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a whole number ≥ 0');
  const drafts: TemplateDraft[] = [];
  for (let i = 0; i < count; i++) drafts.push(generateTemplateDraft(seed, start + i, now));
  return drafts;
}

/**
 * How a bulk-generation job (issue 12) differs from the demo catalog: it says where each template
 * goes, names its slugs, and makes templates as a real shop gets them, new, with no sales and no
 * rating (nothing invented is shown to shoppers as a fact).
 */
export interface JobDraftOptions {
  slot: { category: Category; subcategory: string };
  /** The template's place within its slot: rotates the ecommerce niches. */
  indexInSlot: number;
  /** The slug's ending after its name part, e.g. the job's tag and the template's position. */
  slugSuffix: string;
  createdAt: Date;
}

export function generateJobTemplateDraft(seed: number, position: number, options: JobDraftOptions): TemplateDraft {
  return generateTemplateDraft(seed, position, options.createdAt, options);
}

export function generateTemplateDraft(seed: number, index: number, now: Date, job?: JobDraftOptions): TemplateDraft {
  const rng = randomFor('template', seed, index);
  const slot = job?.slot ?? SUBCATEGORY_SLOTS[index % SUBCATEGORY_SLOTS.length]!;
  const { category, subcategory } = slot;
  const profile = SUBCATEGORY_PROFILES[`${category}/${subcategory}`];
  if (!profile) throw new Error(`No generator profile for ${category}/${subcategory}`);
  const categoryProfile = CATEGORY_PROFILES[category];

  // Ecommerce niches rotate with each full pass over the slots, so every niche gets its share.
  const nicheTurn = job ? job.indexInSlot : Math.floor(index / SUBCATEGORY_SLOTS.length);
  const niche = category === 'ecommerce' ? BROWSE_SUBCATEGORIES.ecommerce[nicheTurn % 4]! : undefined;
  const { name, brand, kind } = makeName(rng, category, subcategory, profile, niche);
  const slug = `${slugBase(name)}-${job ? job.slugSuffix : index}`;

  const features = pickFeatures(rng, profile, categoryProfile.features);
  const description = makeDescription(rng, brand, kind, profile, features);
  const priceCents = rng.pick(categoryProfile.prices) * 100;

  const ageDays = rng.next() * 365;
  const createdAt = job ? job.createdAt : new Date(Math.floor((now.getTime() - ageDays * DAY_MS) / 1000) * 1000);
  // Long tail: most templates sell a few dozen copies, about one in a hundred over a thousand.
  const u = 1 - rng.next();
  const salesCount = Math.max(1, Math.min(9_800, Math.floor((20 / u) * (0.25 + 0.75 * (ageDays / 365)))));
  const rating = Math.round((5 - 1.5 * rng.next() * rng.next()) * 10) / 10;
  const ratingCount = Math.min(salesCount, Math.max(1, Math.round(salesCount * (0.04 + 0.12 * rng.next()))));

  const tags = makeTags(rng, subcategory, profile, categoryProfile.tags, niche);
  const layout = rng.pick(profile.layouts);
  const design = {
    palette: { ...rng.pick(PALETTES) },
    layout,
    font: rng.pick(FONT_STACKS),
    sections: sectionsFor(layout, category, subcategory),
  };
  const images = generatedImagePaths(slug, rng.int(3, 6));
  const livePreviewUrl = rng.chance(NO_DEMO_SHARE) ? null : `/preview/${slug}`;

  return {
    slug,
    name,
    description,
    priceCents,
    ...(job ? { rating: 0, ratingCount: 0, salesCount: 0 } : { rating, ratingCount, salesCount }),
    category,
    subcategory,
    features,
    tags,
    previewImage: images.previewImage,
    screenshots: images.screenshots,
    livePreviewUrl,
    design,
    createdAt,
  };
}

function makeName(
  rng: SeededRandom,
  category: Category,
  subcategory: string,
  profile: SubcategoryProfile,
  niche: string | undefined,
): { name: string; brand: string; kind: string } {
  switch (category) {
    case 'wordpress': {
      const brand = rng.pick(BRANDS);
      const descriptor = rng.pick(profile.descriptors);
      return { name: `${brand} — ${descriptor} WordPress Theme`, brand, kind: `${lowerWords(descriptor)} WordPress theme` };
    }
    case 'html': {
      const brand = rng.pick(BRANDS);
      const descriptor = rng.pick(profile.descriptors);
      return { name: `${brand} — ${descriptor} HTML Template`, brand, kind: `${lowerWords(descriptor)} HTML template` };
    }
    case 'cms': {
      const brand = rng.pick(BRANDS);
      const descriptor = rng.pick(profile.descriptors);
      const platform = rng.pick(CMS_PLATFORMS[subcategory] ?? ['Ghost']);
      return { name: `${brand} — ${descriptor} ${platform} Theme`, brand, kind: `${lowerWords(descriptor)} theme for ${platform}` };
    }
    case 'marketing': {
      const brand = rng.pick(BRANDS);
      const descriptor = rng.pick(profile.descriptors);
      return { name: `${brand} — ${descriptor}`, brand, kind: lowerWords(descriptor) };
    }
    case 'plugins': {
      const brand = rng.pick(PLUGIN_BRANDS[subcategory] ?? BRANDS);
      const descriptor = rng.pick(profile.descriptors);
      const suffix = !descriptor.includes(' for ') && rng.chance(0.4) ? ' for WordPress' : '';
      const kind = descriptor.includes(' for ') ? 'WordPress plugin' : `${lowerWords(descriptor)} plugin`;
      return { name: `${brand} — ${descriptor}${suffix}`, brand, kind };
    }
    case 'ecommerce': {
      const words = STORE_NAMES[niche!]!;
      const brand = `${rng.pick(words.first)} ${rng.pick(words.second)}`;
      const platform = rng.pick(ECOMMERCE_PLATFORM_NAMES[subcategory] ?? ['Store Theme']);
      const descriptor = rng.pick(NICHE_DESCRIPTORS[niche!]!);
      const kind = `${lowerWords(descriptor)} ${lowerWords(platform)}`;
      return rng.chance(0.5)
        ? { name: `${brand} ${platform}`, brand, kind }
        : { name: `${brand} — ${descriptor} ${platform}`, brand, kind };
    }
  }
}

function pickFeatures(rng: SeededRandom, profile: SubcategoryProfile, pool: readonly string[]): string[] {
  const total = rng.int(5, 8);
  const own = rng.sample(profile.features, Math.min(profile.features.length, rng.int(2, 3)));
  const rest = rng.sample(
    pool.filter((f) => !own.includes(f)),
    total - own.length,
  );
  return rng.shuffle([...own, ...rest]);
}

function makeDescription(rng: SeededRandom, brand: string, kind: string, profile: SubcategoryProfile, features: string[]): string {
  const [f1, f2, f3] = rng.sample(features.filter((f) => !NOT_A_NOUN_PHRASE.test(f)), 3).map(lowerFirst);
  const fill = (text: string) =>
    text
      .replace('{brand}', brand)
      .replace('{kind}', kind)
      .replace('{audience}', rng.pick(profile.audiences))
      .replace('{adjective}', withArticle(rng.pick(DESCRIPTION_ADJECTIVES)))
      .replace('{f1}', f1 ?? 'a clean design')
      .replace('{f2}', f2 ?? 'responsive layouts')
      .replace('{f3}', f3 ?? 'detailed documentation');
  const sentences = [fill(rng.pick(DESCRIPTION_OPENINGS)), fill(rng.pick(DESCRIPTION_MIDDLES))];
  if (rng.chance(0.6)) sentences.push(rng.pick(DESCRIPTION_CLOSINGS));
  return sentences.map(capitalizeFirst).join(' ');
}

function makeTags(
  rng: SeededRandom,
  subcategory: string,
  profile: SubcategoryProfile,
  categoryTags: readonly string[],
  niche: string | undefined,
): string[] {
  const browse = niche ? [niche] : [...profile.browse];
  const words = [...rng.sample(profile.tags, rng.int(1, 2)), rng.pick(categoryTags), rng.pick(GENERIC_TAGS)];
  return [...new Set([subcategory, ...browse, ...words])];
}

function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** Whole words of the name's slug, at most 60 characters. */
export function slugBase(name: string): string {
  let base = '';
  for (const word of slugify(name).split('-')) {
    if (!word) continue;
    if (base.length + word.length + 1 > 60) break;
    base = base ? `${base}-${word}` : word;
  }
  return base || 'template';
}

/** "Nordic Threads — Fashion Shopify Store!" → "nordic-threads-fashion-shopify-store". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Proper nouns that keep their capital inside a sentence. */
const PROPER = new Set([
  'Shopify', 'Magento', 'Ghost', 'Drupal', 'Joomla', 'Craft', 'Hugo', 'Docusaurus', 'Statamic', 'Instagram',
  'Pinterest', 'Google', 'Mailchimp', 'Stencil', 'Klaviyo', 'Canva', 'Figma', 'Photoshop', 'Stripe', 'Elementor',
  'Gutenberg', 'Bootstrap', 'Tailwind', 'Sass', 'Gulp', 'Hyvä', 'Polylang', 'Substack', 'Beehiiv', 'Affinity', 'Tutor',
]);
const TITLE_WORD = /^[A-Z][a-z]+(?:-[a-z]+)*$/;

/** Lower-cases Titlecase words that are not proper nouns: "Creative Agency" → "creative agency", "SaaS" stays. */
export function lowerWords(text: string): string {
  return text
    .split(' ')
    .map((w) => (TITLE_WORD.test(w) && !PROPER.has(w) ? w.toLowerCase() : w))
    .join(' ');
}

/** "Ajax cart drawer" → "ajax cart drawer"; "Online Store 2.0 sections" and "Google Lighthouse" stay. */
function lowerFirst(text: string): string {
  const [first, second, ...rest] = text.split(' ');
  if (!first || !TITLE_WORD.test(first) || PROPER.has(first) || (second && /^[A-Z0-9]/.test(second))) return text;
  return [first.toLowerCase(), ...(second === undefined ? [] : [second]), ...rest].join(' ');
}

/** Features that read as a thing ("a sticky header"), fit to sit inside a description sentence. */
const NOT_A_NOUN_PHRASE = /\b(?:ready|compatible|included|tested|valid|by default)\b|^(?:Lifetime|Automatic|Built|Works|No|Editable|Optimised|Lightweight|Fully|Cross|Under|Tested)\b/;

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
