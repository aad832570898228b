// The shape of the vocabulary: what the generator knows about a category and about a listing subcategory.
import type { LayoutName } from './design-vocabulary';

/** What the generator knows about one listing subcategory: names, tags, looks (features come from the package: listing/package-claims.ts; the audience from the subject). */
export interface SubcategoryProfile {
  /** The middle of a name: "Aurora — {Creative Agency} WordPress Theme" (ecommerce: from NICHES instead). */
  descriptors: readonly string[];
  /**
   * The /browse values matched by tag (BROWSE_FILTERS) that this subcategory always carries in its tags.
   * Browse values with a listing counterpart need no tag: they filter by subcategory (decision 028).
   */
  browse: readonly string[];
  /** Descriptive tag words. */
  tags: readonly string[];
  layouts: readonly LayoutName[];
  /** Hero headlines of the live preview. */
  taglines: readonly string[];
}

export interface CategoryProfile {
  /** Name suffix: "WordPress Theme", "HTML Template" (ecommerce names choose per platform). */
  kind: string;
  tags: readonly string[];
  /** Whole-dollar price points this category sells at (all within $19-$129). */
  prices: readonly number[];
}
