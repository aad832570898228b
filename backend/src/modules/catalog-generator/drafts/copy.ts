// A draft's words: its name, features, description and tags, drawn from the vocabulary.
import type { Category } from '@tm/contracts/catalog';
import { DESCRIPTION_ADJECTIVES, DESCRIPTION_CLOSINGS, DESCRIPTION_MIDDLES, DESCRIPTION_OPENINGS, GENERIC_TAGS } from '../content/description-phrases';
import { BRANDS, CMS_PLATFORMS, ECOMMERCE_PLATFORM_NAMES, NICHE_DESCRIPTORS, PLUGIN_BRANDS, STORE_NAMES } from '../content/names';
import type { SubcategoryProfile } from '../content/profile-types';
import type { SeededRandom } from '../shared/seeded-random';
import { capitalizeFirst, lowerFirst, lowerWords, NOT_A_NOUN_PHRASE, withArticle } from './wording';

export function makeName(
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

export function pickFeatures(rng: SeededRandom, profile: SubcategoryProfile, pool: readonly string[]): string[] {
  const total = rng.int(5, 8);
  const own = rng.sample(profile.features, Math.min(profile.features.length, rng.int(2, 3)));
  const rest = rng.sample(
    pool.filter((f) => !own.includes(f)),
    total - own.length,
  );
  return rng.shuffle([...own, ...rest]);
}

export function makeDescription(rng: SeededRandom, brand: string, kind: string, profile: SubcategoryProfile, features: string[]): string {
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

export function makeTags(
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
