// A draft's words: its name, features, description and tags, drawn from the vocabulary and from what its package holds.
import type { Category } from '@tm/contracts/catalog';
import { storeTargetOf, type PackagePlatform } from '@tm/contracts/platforms';
import { DESCRIPTION_ADJECTIVES, DESCRIPTION_MIDDLES, DESCRIPTION_OPENINGS, GENERIC_TAGS } from '../content/description-phrases';
import { ECOMMERCE_PLATFORM_NAMES, NICHE_DESCRIPTORS, STORE_NAMES } from '../content/names';
import type { SubcategoryProfile } from '../content/profile-types';
import { subjectAudience } from '../content/subject-audiences';
import type { PackageClaims } from '../listing/package-claims';
import type { SeededRandom } from '../shared/seeded-random';
import { capitalizeFirst, lowerFirst, lowerWords, withArticle } from './wording';

/** A name from its brand word (unique within the catalog, content/names.ts). */
export function makeName(
  rng: SeededRandom,
  category: Category,
  subcategory: string,
  profile: SubcategoryProfile,
  niche: string | undefined,
  brandWord: string,
): { name: string; brand: string; kind: string } {
  switch (category) {
    case 'wordpress': {
      const descriptor = rng.pick(profile.descriptors);
      return { name: `${brandWord} — ${descriptor} WordPress Theme`, brand: brandWord, kind: `${lowerWords(descriptor)} WordPress theme` };
    }
    case 'html': {
      const descriptor = rng.pick(profile.descriptors);
      return { name: `${brandWord} — ${descriptor} HTML Template`, brand: brandWord, kind: `${lowerWords(descriptor)} HTML template` };
    }
    case 'cms': {
      // Every cms download is a Ghost theme (decision 040), so every name says Ghost.
      const descriptor = rng.pick(profile.descriptors);
      return { name: `${brandWord} — ${descriptor} Ghost Theme`, brand: brandWord, kind: `${lowerWords(descriptor)} theme for Ghost` };
    }
    case 'marketing': {
      const descriptor = rng.pick(profile.descriptors);
      return { name: `${brandWord} — ${descriptor}`, brand: brandWord, kind: lowerWords(descriptor) };
    }
    case 'plugins': {
      const descriptor = rng.pick(profile.descriptors);
      const suffix = !descriptor.includes(' for ') && rng.chance(0.4) ? ' for WordPress' : '';
      const kind = descriptor.includes(' for ')
        ? `${lowerWords(descriptor.split(' for ')[0]!)} plugin for WooCommerce`
        : `${lowerWords(descriptor)} plugin for WordPress`;
      return { name: `${brandWord} — ${descriptor}${suffix}`, brand: brandWord, kind };
    }
    case 'ecommerce': {
      const words = STORE_NAMES[niche!]!;
      const brand = `${brandWord} ${rng.pick(words.second)}`;
      const platform = rng.pick(ECOMMERCE_PLATFORM_NAMES[subcategory] ?? ['Store Theme']);
      const descriptor = rng.pick(NICHE_DESCRIPTORS[niche!]!);
      const kind = `${lowerWords(descriptor)} ${lowerWords(platform)}`;
      return rng.chance(0.5)
        ? { name: `${brand} ${platform}`, brand, kind }
        : { name: `${brand} — ${descriptor} ${platform}`, brand, kind };
    }
  }
}

/** The listing's features: the page count first, then some of what the package holds (never anything else). */
export function pickFeatures(rng: SeededRandom, claims: PackageClaims): string[] {
  const count = Math.min(claims.features.length, rng.int(4, 6));
  return [claims.pages.text, ...rng.sample(claims.features, count).map((f) => f.text)];
}

/** What a buyer does with the package, in one sentence, by its platform. */
function closing(platform: PackagePlatform, category: Category, subcategory: string): string {
  const target = storeTargetOf(category, subcategory);
  if (target) return `It is an HTML and CSS design, not a theme that installs on ${target}: build your ${target} theme from it.`;
  switch (platform) {
    case 'wordpress-block-theme':
      return 'Upload it in Appearance → Themes and change it in the Site Editor.';
    case 'wordpress-plugin':
      return 'Install it from Plugins → Add New → Upload Plugin and set it up under Settings.';
    case 'shopify-theme':
      return 'Upload it in Online Store → Themes and arrange its sections in the theme editor.';
    case 'ghost-theme':
      return 'Upload it in Ghost Admin under Settings → Design.';
    case 'marketing-kit':
      return ['email-marketing', 'newsletters'].includes(subcategory)
        ? 'Paste the HTML into your email tool and change the words.'
        : 'Change the words and colours in a vector editor, then export.';
    default:
      return 'Open index.html in a browser: there is no build step.';
  }
}

/**
 * A feature as it reads inside a sentence: before its colon or its trailing afterthought (", changed in
 * one place", ", to build your … theme from", ", switched on or off in its settings": inside a list of
 * features its comma would split the list), first word in lower case.
 */
function inSentence(feature: string): string {
  const text = feature.split(/:|, (?=(?:changed|ready|to|for|switched|set) )/)[0]!.trim();
  const first = text.split(' ')[0]!.replace(/,$/, '');
  return /^[A-Z][a-z]+$/.test(first) && lowerFirst(first) !== first ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function makeDescription(
  rng: SeededRandom,
  words: { brand: string; kind: string; subject: string; category: Category; subcategory: string; platform: PackagePlatform },
  features: string[],
): string {
  const [site, audience] = subjectAudience(words.subject);
  const [pages, ...rest] = features;
  // The closing sentence already says what an HTML design is for: its "The look of … store" feature would repeat it.
  const [f2, f3] = rng
    .sample(
      rest.filter((f) => !f.startsWith('The look of ')),
      2,
    )
    .map(inSentence);
  const fill = (text: string) =>
    text
      .replace('{brand}', words.brand)
      .replace('{kind}', words.kind)
      .replace('{site}', site)
      .replace('{audience}', audience)
      .replace('{adjective}', withArticle(rng.pick(DESCRIPTION_ADJECTIVES)))
      .replace('{f1}', inSentence(pages ?? 'a clean design'))
      .replace('{f2}', f2 ?? 'a clean design')
      .replace('{f3}', f3 ?? 'its own colours and font');
  return [
    fill(rng.pick(DESCRIPTION_OPENINGS)),
    fill(rng.pick(DESCRIPTION_MIDDLES)),
    closing(words.platform, words.category, words.subcategory),
  ]
    .map(capitalizeFirst)
    .join(' ');
}

/** The provisional first sentence subjectIdOf reads when the name alone names no subject (decision 041). */
export function kindSentence(brand: string, kind: string): string {
  return `${brand} is a ${kind}.`;
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
