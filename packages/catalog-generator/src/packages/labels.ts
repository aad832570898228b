// Plain-words labels the packages print: a category's name and a slug in words.
import { CATEGORY_LABELS, type Category } from '@tm/contracts/catalog';

/** A category's name as the storefront shows it; an unknown one in plain words. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as Category] ?? plainWords(category);
}

/** 'blog-magazine' → 'Blog magazine'. */
export function plainWords(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}
