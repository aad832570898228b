// Small wording rules for names and descriptions: articles, capitals, and which features read as a thing.

export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** Proper nouns that keep their capital inside a sentence. */
const PROPER = new Set([
  'Shopify',
  'Magento',
  'Ghost',
  'Drupal',
  'Joomla',
  'Craft',
  'Hugo',
  'Docusaurus',
  'Statamic',
  'Instagram',
  'Pinterest',
  'Google',
  'Mailchimp',
  'Stencil',
  'Klaviyo',
  'Canva',
  'Figma',
  'Photoshop',
  'Stripe',
  'Elementor',
  'Gutenberg',
  'Bootstrap',
  'Tailwind',
  'Sass',
  'Gulp',
  'Hyvä',
  'Polylang',
  'Substack',
  'Beehiiv',
  'Affinity',
  'Tutor',
]);
const TITLE_WORD = /^[A-Z][a-z]+(?:-[a-z]+)*$/;

/** Lower-cases Titlecase words that are not proper nouns: "Creative Agency" → "creative agency", "SaaS" stays. */
export function lowerWords(text: string): string {
  return text
    .split(' ')
    .map((w) => (TITLE_WORD.test(w) && !PROPER.has(w) ? w.toLowerCase() : w))
    .join(' ');
}

/** "Ajax cart drawer" → "ajax cart drawer"; "Online Store 2.0 sections" and "Google Lighthouse" stay. */
export function lowerFirst(text: string): string {
  const [first, second, ...rest] = text.split(' ');
  if (!first || !TITLE_WORD.test(first) || PROPER.has(first) || (second && /^[A-Z0-9]/.test(second))) return text;
  return [first.toLowerCase(), ...(second === undefined ? [] : [second]), ...rest].join(' ');
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
