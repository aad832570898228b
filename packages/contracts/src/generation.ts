// Bulk catalog generation (decision 032, docs/product/back-office.md §2, §3, §5): how many templates go where.
// Zod-free, so the admin's distribution preview and the server share this one function.
import { CATEGORIES, LISTING_SUBCATEGORIES, type Category } from './catalog';

export const GENERATION_LIMITS = {
  /** docs/product/back-office.md §5: the admin tab and the generator page clamp a count to 1-10,000. */
  minCount: 1,
  maxUiCount: 10_000,
  /** The API and `npm run generate -- --total N` accept up to a million (decision 032). */
  maxApiCount: 1_000_000,
  /** docs/product/back-office.md §9 defaults: 100 on the admin tab, 1,000 on the generator page and for 'all'. */
  defaultTabCount: 100,
  defaultPageCount: 1_000,
  /** docs/product/back-office.md §2: the page warns that operations this large take long. */
  largeOperation: 500_000,
} as const;

/** A count the screens may start: whole, 1 to 10,000 (docs/product/back-office.md §5). Outside it Start is disabled, with an inline error. */
export function isUiCount(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value >= GENERATION_LIMITS.minCount && value <= GENERATION_LIMITS.maxUiCount;
}

/** A count clamped as the UI does (docs/product/back-office.md §5): whole, at least 1, at most 10,000. */
export function clampUiCount(value: number): number {
  if (!Number.isFinite(value)) return GENERATION_LIMITS.minCount;
  return Math.min(GENERATION_LIMITS.maxUiCount, Math.max(GENERATION_LIMITS.minCount, Math.trunc(value)));
}

/**
 * Splits `total` over slots in proportion to `weights` by the largest remainder method: each slot
 * gets the whole part of its exact share, and what is left goes one each to the slots with the
 * largest fractional remainders, ties going to the earlier slot. The shares sum to `total`.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a whole number of at least 0');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || sum <= 0 || weights.some((w) => !(w >= 0)))
    throw new RangeError('weights must be non-negative with a positive sum');
  // Integer arithmetic: a share is total * w / sum exactly, kept as a quotient and a remainder.
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  const remainders = weights.map((w, i) => total * w - shares[i]! * sum);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((_, i) => i).sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (const i of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** One slot of a generation plan. */
export interface GenerationSlot {
  category: Category;
  subcategory: string;
  count: number;
}

/**
 * Every subcategory a generated template may land in: the storefront's listing set (the back-office
 * §3 table, 40 in all, in table order), not the spec's "36": a template in a subcategory no chip
 * lists could not be found (decision 032).
 */
export const GENERATION_SLOTS: ReadonlyArray<{ category: Category; subcategory: string }> = CATEGORIES.flatMap((category) =>
  LISTING_SUBCATEGORIES[category].map((subcategory) => ({ category, subcategory })),
);

/** What a generation job is asked for (docs/product/back-office.md §7): a target spread over everything, or one place. */
export type GenerationTarget = { targetTotal: number } | { category: Category; subcategory?: string; count: number };

/**
 * The distribution preview and the job's plan: a target total spread evenly over every subcategory,
 * a category's count over its subcategories, or one subcategory's count. Slots with nothing to make
 * are left out; the counts sum to the request's.
 */
export function generationPlan(target: GenerationTarget): GenerationSlot[] {
  const slots =
    'targetTotal' in target
      ? GENERATION_SLOTS
      : target.subcategory === undefined
        ? GENERATION_SLOTS.filter((slot) => slot.category === target.category)
        : [{ category: target.category, subcategory: target.subcategory }];
  const total = 'targetTotal' in target ? target.targetTotal : target.count;
  const counts = apportion(
    total,
    slots.map(() => 1),
  );
  return slots.map((slot, i) => ({ ...slot, count: counts[i]! })).filter((slot) => slot.count > 0);
}

/**
 * The Bulk Template Generator page's own wordpress names (docs/product/back-office.md §3) and the listing
 * subcategory each one generates into (decision 032).
 */
export const GENERATOR_PAGE_WORDPRESS: Readonly<Record<string, string>> = {
  'blog-themes': 'blog-magazine',
  'business-themes': 'business',
  'portfolio-themes': 'portfolio',
  'magazine-themes': 'blog-magazine',
  'minimal-themes': 'minimal',
  'multipurpose-themes': 'corporate',
};
