// Slugs: a template name made into URL words.

/** Whole words of the name's slug, at most 60 characters. */
export function slugBase(name: string): string {
  let base = '';
  for (const word of slugify(name).split('-')) {
    if (!word) continue;
    if (base.length + word.length + 1 > 60) break;
    base = base ? `${base}-${word}` : word;
  }
  return base || 'template';
}

/** "Nordic Threads — Fashion Shopify Store!" → "nordic-threads-fashion-shopify-store". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
