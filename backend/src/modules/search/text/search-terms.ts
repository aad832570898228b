import { CATALOG_LIMITS } from '@tm/contracts/catalog';

/** Shorter words are not indexed by InnoDB FULLTEXT (innodb_ft_min_token_size = 3): ignored on both dialects alike. */
export const MIN_TOKEN_LENGTH = 3;
/** MySQL's FULLTEXT caps a word at 84 characters; nobody searches for longer words. */
export const MAX_TOKEN_LENGTH = 40;
/** Keeps a 200-character search from becoming a query with dozens of terms. */
export const MAX_TOKENS = 12;

/** InnoDB's default stopword list: never found on MySQL, so dropped on SQLite too for the same results. */
const STOPWORDS = new Set([
  'a',
  'about',
  'an',
  'are',
  'as',
  'at',
  'be',
  'by',
  'com',
  'de',
  'en',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'la',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'what',
  'when',
  'where',
  'who',
  'will',
  'with',
  'und',
  'www',
]);

const ASCII = /^\p{ASCII}*$/u;

/** Text with nothing to normalize: no accents, one code unit per character. */
export const isAscii = (text: string): boolean => ASCII.test(text);

/**
 * The words of a search, as lower-case runs of letters, digits and underscores (the words InnoDB
 * FULLTEXT indexes; the SQLite FTS5 table is told the same). Everything else
 * (quotes, %, SQL, FTS operators and syntax, emoji) separates words and never reaches a query as
 * syntax, so any text is safe to search for. An empty list means the search can match nothing.
 */
export function searchTokens(search: string): string[] {
  const tokens: string[] = [];
  for (const token of indexWords(search.slice(0, CATALOG_LIMITS.maxSearchLength))) {
    tokens.push(token);
    if (tokens.length === MAX_TOKENS) break;
  }
  return tokens;
}

/** Every searchable word of a text, once each, as searchTokens makes them (no limit on their number). */
export function indexWords(text: string): string[] {
  // ASCII text (most of a catalog) needs no normalizing and has one code unit per character.
  const ascii = isAscii(text);
  const lower = (ascii ? text : text.normalize('NFKC')).toLowerCase();
  const words = (ascii ? lower.match(/\w+/g) : lower.match(/[\p{L}\p{N}_][\p{L}\p{N}\p{M}_]*/gu)) ?? [];
  const tokens = new Set<string>();
  for (const word of words) {
    const token = word.slice(0, MAX_TOKEN_LENGTH);
    if (token.length < MIN_TOKEN_LENGTH || (!ascii && [...token].length < MIN_TOKEN_LENGTH) || STOPWORDS.has(token)) continue;
    tokens.add(token);
  }
  return [...tokens];
}

/** MySQL boolean mode: every token required, each also as a word's start ("lum" finds "Lumen"). */
export function allPrefixesBooleanQuery(tokens: readonly string[]): string {
  return tokens.map((t) => `+${t}*`).join(' ');
}

/** The FTS5 counterpart, in the name column only: every token required, each as a prefix. */
export function fts5NamePrefixesExpression(tokens: readonly string[]): string {
  return `name : (${tokens.map((t) => `"${t.replace(/"/g, '""')}" *`).join(' AND ')})`;
}
