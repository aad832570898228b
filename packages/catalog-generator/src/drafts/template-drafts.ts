// Template drafts: the demo catalog (generateTemplateDrafts) and the templates of a bulk-generation job.
import { BROWSE_SUBCATEGORIES, CATEGORIES, LISTING_SUBCATEGORIES, type Category } from '@tm/contracts/catalog';
import type { TemplateDraft } from './template-draft';
import { storeTargetOf } from '@tm/contracts/platforms';
import { CATEGORY_PROFILES, HTML_DESIGN_PRICES } from '../content/category-profiles';
import { FONT_STACKS, PALETTES, sectionsFor } from '../content/design-vocabulary';
import { brandWord } from '../content/names';
import { SUBCATEGORY_PROFILES } from '../content/subcategory-profiles';
import { subjectIdOf } from '../content/subject-of';
import { packageClaims } from '../listing/package-claims';
import { hashSeed, randomFor } from '../shared/seeded-random';
import { kindSentence, makeDescription, makeName, makeTags, pickFeatures } from './copy';
import { generatedImagePaths } from './image-paths';
import { slugBase } from './slugs';

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

const DAY_MS = 86_400_000;
/** Share of templates without a live demo, so 'Demo Not Available' shows in the storefront. */
const NO_DEMO_SHARE = 0.05;

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
 * How a bulk-generation job (decision 033) differs from the demo catalog: it says where each template
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
  const { name, brand, kind } = makeName(rng, category, subcategory, profile, niche, brandWord(hashSeed('brand', seed), index));
  const slug = `${slugBase(name)}-${job ? job.slugSuffix : index}`;
  const priceCents = rng.pick(storeTargetOf(category, subcategory) ? HTML_DESIGN_PRICES : categoryProfile.prices) * 100;
  const tags = makeTags(rng, subcategory, profile, categoryProfile.tags, niche);
  const layout = rng.pick(profile.layouts);
  const design = {
    palette: { ...rng.pick(PALETTES) },
    layout,
    font: rng.pick(FONT_STACKS),
    sections: sectionsFor(layout, category, subcategory),
  };
  const images = generatedImagePaths(slug, rng.int(3, 6));

  // The listing promises what the package holds (listing/package-claims.ts), and its description
  // names the subject its demo portrays and that subject's audience (decision 041).
  const claims = packageClaims({ category, subcategory, design, screenshots: images.screenshots });
  const features = pickFeatures(rng, claims);
  const subject = subjectIdOf({ slug, name, description: kindSentence(brand, kind), category, subcategory, tags });
  const description = makeDescription(rng, { brand, kind, subject, category, subcategory, platform: claims.platform }, features);

  const ageDays = rng.next() * 365;
  const createdAt = job ? job.createdAt : new Date(Math.floor((now.getTime() - ageDays * DAY_MS) / 1000) * 1000);
  // Long tail: most templates sell a few dozen copies, about one in a hundred over a thousand.
  const u = 1 - rng.next();
  const salesCount = Math.max(1, Math.min(9_800, Math.floor((20 / u) * (0.25 + 0.75 * (ageDays / 365)))));
  const rating = Math.round((5 - 1.5 * rng.next() * rng.next()) * 10) / 10;
  const ratingCount = Math.min(salesCount, Math.max(1, Math.round(salesCount * (0.04 + 0.12 * rng.next()))));

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
