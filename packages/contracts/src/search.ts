// What the storefront's search answers besides its templates, and the header's suggestions (decision
// 054). Zod-free, like catalog.ts: the shell's header imports it. The schemas are in search.schemas.ts.
import type { PackagePlatform } from './platforms';

export const SEARCH_API = {
  /** GET ?q= : up to SEARCH_LIMITS.suggestions completions, subcategories and templates. */
  suggest: '/api/search/suggest',
} as const;

export const SEARCH_LIMITS = {
  /** Suggestions start at this many typed letters. */
  suggestFrom: 2,
  /** At most this many suggestions in all. */
  suggestions: 8,
  /** ...of which at most this many are templates. */
  suggestedTemplates: 3,
  /** The header waits this long after the last key before asking. */
  suggestDebounceMs: 120,
  /** Longest text the suggestions take (a longer q is refused). */
  suggestMaxLength: 100,
} as const;

/** The platform filter of a search (a template's platform is platformFacts(category, subcategory).platform). */
export const SEARCH_PLATFORMS = [
  'wordpress-block-theme',
  'wordpress-plugin',
  'shopify-theme',
  'ghost-theme',
  'html-site',
  'marketing-kit',
] as const satisfies readonly PackagePlatform[];
export type SearchPlatform = (typeof SEARCH_PLATFORMS)[number];

export const SEARCH_PLATFORM_LABELS: Record<SearchPlatform, string> = {
  'wordpress-block-theme': 'WordPress theme',
  'wordpress-plugin': 'WordPress plugin',
  'shopify-theme': 'Shopify theme',
  'ghost-theme': 'Ghost theme',
  'html-site': 'HTML',
  'marketing-kit': 'Marketing kit',
};

export const SEARCH_TEXTS = {
  /** Above the results when a word was corrected or completed: "Showing results for {corrected}". */
  showingResultsFor: 'Showing results for',
  /** ...followed by a link to search the words as typed: "Search instead for {typed}". */
  searchInsteadFor: 'Search instead for',
  /** The heading above partial matches when no template has every word. */
  partialHeading: (search: string) => `No templates match all of “${search}”. Templates matching some of your words:`,
  facetCategories: 'Categories',
  facetPlatforms: 'Platforms',
} as const;

export const searchSuggestionsPath = (q: string) => `${SEARCH_API.suggest}?q=${encodeURIComponent(q)}`;
