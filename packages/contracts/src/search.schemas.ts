import { z } from 'zod';
import { CATEGORIES } from './catalog';
import { SEARCH_LIMITS, SEARCH_PLATFORMS } from './search';

/** How many results each category and each platform holds (each counted without its own filter). */
export const SearchFacetsSchema = z.object({
  categories: z.object(
    Object.fromEntries(CATEGORIES.map((c) => [c, z.number().int()])) as Record<(typeof CATEGORIES)[number], z.ZodNumber>,
  ),
  platforms: z.object(
    Object.fromEntries(SEARCH_PLATFORMS.map((p) => [p, z.number().int()])) as Record<(typeof SEARCH_PLATFORMS)[number], z.ZodNumber>,
  ),
});

/** What a search page says besides its templates (TemplatePage.search, only with a search). */
export const SearchSummarySchema = z.object({
  /** The words searched for, when some were corrected or completed ("Showing results for …", decision 065); absent otherwise. */
  corrected: z.string().optional(),
  /** True when no template has every word: the templates are the best partial matches. */
  partial: z.boolean(),
  facets: SearchFacetsSchema,
});

export const SearchSuggestionSchema = z.object({
  /** 'query': a completed word or phrase to search; 'subcategory': a listing; 'template': a template page. */
  kind: z.enum(['query', 'subcategory', 'template']),
  /** What the list shows. */
  text: z.string(),
  /** Where choosing it goes (a storefront path). */
  href: z.string(),
  /** Templates it finds (query and subcategory suggestions). */
  count: z.number().int().optional(),
});

export const SearchSuggestionsSchema = z.object({
  q: z.string(),
  suggestions: z.array(SearchSuggestionSchema).max(SEARCH_LIMITS.suggestions),
});

/** GET /api/search/suggest?q= */
export const SearchSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .max(SEARCH_LIMITS.suggestMaxLength, `q must be at most ${SEARCH_LIMITS.suggestMaxLength} characters`)
    .transform((v) => v.trim()),
});

export type SearchFacets = z.infer<typeof SearchFacetsSchema>;
export type SearchSummary = z.infer<typeof SearchSummarySchema>;
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
export type SearchSuggestionsQuery = z.output<typeof SearchSuggestionsQuerySchema>;
