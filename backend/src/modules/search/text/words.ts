import { CATALOG_LIMITS, CATEGORY_LABELS, type Category } from '@tm/contracts/catalog';
import { platformFacts } from '@tm/contracts/platforms';
import { indexWords, isAscii } from './search-terms';
import { FIELD } from '../engine/posting-list';
import { wordForms } from './word-forms';

/** A search's words at most: a 200-character search does not become dozens of required words. */
export const MAX_QUERY_WORDS = 8;

/**
 * Words a shopper adds that say nothing about which template: every template is a website template.
 * With other words they only add to the score; alone they are searched (decision 054).
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'template',
  'templates',
  'website',
  'websites',
  'site',
  'sites',
  'web',
  'page',
  'pages',
  'theme',
  'themes',
  'design',
  'designs',
  'free',
  'best',
  'new',
  'and',
  'your',
  'our',
  'my',
]);

/**
 * Function words of descriptions (beyond the InnoDB stopwords indexWords drops): they match nearly
 * every description and would cost the index a posting per template each. Names and tags keep them.
 */
const DESCRIPTION_STOPWORDS: ReadonlySet<string> = new Set([
  'and',
  'its',
  'whose',
  'your',
  'you',
  'our',
  'their',
  'there',
  'then',
  'into',
  'every',
  'not',
  'has',
  'have',
  'can',
  'all',
  'any',
  'but',
  'than',
  'also',
  'more',
  'most',
  'them',
  'they',
  'which',
  'while',
  'would',
  'each',
  'just',
  'only',
  'over',
  'such',
  'out',
  'one',
  'own',
  'off',
  'too',
  'very',
  'yet',
  'nor',
  'are',
  'was',
  'were',
  'been',
  'being',
  'had',
  'did',
  'does',
  'get',
  'got',
  'let',
]);

/** A word as the index keeps it: lower case (indexWords), accents removed, so "cafe" finds "Café". */
export function foldAccents(word: string): string {
  return isAscii(word) ? word : word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

const stems = new Map<string, string>();

/**
 * The one form a word is indexed and searched by (decision 054): the singular when word-forms knows
 * the word's plural and back ("bakeries" and "bakery" are both "bakery"), else the word. One list per
 * word then serves both forms, so a search walks one list instead of merging two.
 */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = uncachedStemOf(word);
    if (stems.size < 200_000) stems.set(word, stem);
  }
  return stem;
}

/** stemOf without its cache: for a word list read once (the English words), which would crowd the catalog's words out of it. */
export function uncachedStemOf(word: string): string {
  let stem = word;
  for (const form of wordForms(word)) {
    if (form.length < stem.length && wordForms(form).includes(word)) stem = form;
  }
  return stem;
}

/** The indexed words of a text (indexWords: ≥ 3 characters, no stopword), accents folded, as stems. */
export function textWords(text: string): string[] {
  return indexWords(text).map((word) => stemOf(foldAccents(word)));
}

/** Prefix of the filter keys (a template's tags and subcategory, whole): never a word. */
export const TAG_KEY = '#';

export interface SearchableTemplate {
  name: string;
  description: string;
  tags: readonly string[];
  category: Category;
  subcategory: string;
}

/**
 * A template's words with the fields each is in (FIELD bits), and its filter keys (TAG_KEY + tag,
 * no field). The tags field also holds the subcategory, the category and the platform's label, so
 * "wordpress", "shopify" or "landing pages" find what they name (decision 054).
 */
export function templateTerms(template: SearchableTemplate): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (text: string, field: number) => {
    for (const word of textWords(text)) terms.set(word, (terms.get(word) ?? 0) | field);
  };
  add(template.name, FIELD.name);
  add(
    [
      ...template.tags,
      template.subcategory,
      template.category,
      CATEGORY_LABELS[template.category],
      platformFacts(template.category, template.subcategory).label,
    ]
      .join(' ')
      .replace(/-/g, ' '),
    FIELD.tags,
  );
  for (const word of textWords(template.description)) {
    if (!DESCRIPTION_STOPWORDS.has(word)) terms.set(word, (terms.get(word) ?? 0) | FIELD.description);
  }
  for (const tag of new Set([template.subcategory, ...template.tags].map((t) => t.trim().toLowerCase()))) terms.set(TAG_KEY + tag, 0);
  return terms;
}

/**
 * The words of a search as typed, lower case, accents folded, at most MAX_QUERY_WORDS: those the
 * index could hold (indexWords), plus two-letter words a synonym knows ("wp", "cv").
 */
export function queryWords(search: string, knownShort: (word: string) => boolean): string[] {
  const text = search.slice(0, CATALOG_LIMITS.maxSearchLength);
  const short = (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).filter((w) => [...w].length === 2 && knownShort(w));
  const words = [...new Set([...indexWords(text).map(foldAccents), ...short.map(foldAccents)].map(stemOf))];
  return words.slice(0, MAX_QUERY_WORDS);
}
