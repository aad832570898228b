// Zod-free: the storefront's cards, the cart and the server's search suggestions label subcategories alike.
/** Title case for headings such as 'No Blog Magazine Templates Found'. */
function titleCase(text: string): string {
  return text.replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** Brand and acronym spellings that title case would get wrong. */
const WORD_SPELLINGS: Record<string, string> = {
  woocommerce: 'WooCommerce',
  opencart: 'OpenCart',
  prestashop: 'PrestaShop',
  bigcommerce: 'BigCommerce',
  seo: 'SEO',
};

/**
 * Subcategory slugs are shown with hyphens as spaces (docs/product/storefront.md §2), title-cased: 'blog-magazine' →
 * 'Blog Magazine'. Shared because the storefront's cards and the cart's lines show the same badge.
 */
export function subcategoryLabel(slug: string): string {
  return slug
    .split('-')
    .map((word) => WORD_SPELLINGS[word] ?? titleCase(word))
    .join(' ');
}
