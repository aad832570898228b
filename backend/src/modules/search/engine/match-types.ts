import type { TemplateSort } from '@tm/contracts/catalog';
import type { WordGroup } from './group-cursor';

/** What a page of matches is narrowed to (ids of the store's columns). */
export interface MatchFilters {
  category?: number;
  /** Subcategory ids (TemplateStore.findSubcategory); an empty set matches nothing. */
  subcategories?: ReadonlySet<number>;
  /** A whole tag (a /browse niche). */
  tag?: string;
  platform?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Stars × 10. */
  minRating10?: number;
}

export interface MatchRequest {
  /** Every group must match ('all'), or the templates with the most of them first ('any'). */
  mode: 'all' | 'any';
  required: readonly WordGroup[];
  filters: MatchFilters;
  sort: TemplateSort;
  offset: number;
  limit: number;
  /** False when only the page is wanted (a suggestion's templates): the counts per category and platform stay 0. */
  facets?: boolean;
}

export interface MatchPage {
  ordinals: number[];
  total: number;
  /** Matches per category (CATEGORIES order) without the category filter, per platform (SEARCH_PLATFORMS) without the platform filter. */
  categoryCounts: number[];
  platformCounts: number[];
}

/** Partial matches are ranked by the sets of words they have up to this many words (31 sets). */
export const MAX_SUBSET_WORDS = 5;
/** Kept pages deeper than this are sorted whole rather than through the heap. */
export const HEAP_LIMIT = 5_000;
/** All of a query's words in the name, or all in the tags: "together" (decision 054). */
export const TOGETHER_IN_NAME = 4;
export const TOGETHER_IN_TAGS = 2;
/** In 'any' mode a word found weighs this much times its idf, above any field's score. */
const PER_GROUP = 10;

/** What finding a word found in `found` of `templates` templates is worth among partial matches. */
export function idfWeight(templates: number, found: number): number {
  return PER_GROUP * Math.log(1 + templates / Math.max(1, found));
}
