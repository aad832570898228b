import type { Category } from '@tm/contracts/catalog';
import { clampUiCount, GENERATION_LIMITS, isUiCount, type GenerationTarget } from '@tm/contracts/generation';
import type { GenerationStart } from './generation-api';

export interface BulkGenerationRequest {
  /** Whether the count field holds a count the tab may start (it is ignored with every category). */
  countValid: boolean;
  /** What the distribution preview shows: an out-of-range count is shown clamped, as the field is not. */
  target: GenerationTarget;
  /** What Start sends, or null while the count is out of range. */
  body: GenerationStart | null;
}

/**
 * The Bulk-generation tab's fields as a request (docs/product/back-office.md §2, §5): with every category,
 * 1,000 templates over all subcategories whatever the count field says; within a category, the count
 * over its subcategories, or one subcategory's.
 */
export function bulkGenerationRequest(category: Category | 'all', subcategory: string, count: number | null): BulkGenerationRequest {
  const countValid = category === 'all' || isUiCount(count);
  const shownCount = isUiCount(count) ? count : clampUiCount(count ?? GENERATION_LIMITS.minCount);
  const target: GenerationTarget =
    category === 'all'
      ? { targetTotal: GENERATION_LIMITS.defaultPageCount }
      : { category, ...(subcategory === 'all' ? {} : { subcategory }), count: shownCount };
  const body: GenerationStart | null =
    !countValid || !isUiCount(shownCount)
      ? null
      : category === 'all'
        ? { targetTotal: GENERATION_LIMITS.defaultPageCount, useAI: false }
        : { category, subcategory, count: shownCount, useAI: false };
  return { countValid, target, body };
}
