import type { Step } from '../../database/atomic-steps';
import { indexWords, isAscii } from './search-terms';

/**
 * MySQL's search index (decision 035): one row per word of a template, in the order a search lists
 * its matches (word, weight, popularity), so the first page of a word found in half a million
 * templates is a read of 20 index entries instead of InnoDB FULLTEXT ranking every match.
 *
 * The words are those of the name and the tags (what FTS5 searches on SQLite). A word's weight is a
 * bit per field it is in: name 2, tags 1. Bits, so one number orders a name match above a tag-only
 * match, and a search of several words adds up the weights of the words each template has. Features
 * and descriptions are not indexed: their ~25 words per template would triple the rows every
 * template costs to store (decision 035).
 */
export const POSTING_WEIGHT = { name: 2, tags: 1 } as const;

export const POSTING_COLUMNS = ['term', 'weight', 'salesCount', 'createdAt', 'templateId', 'category', 'subcategory'] as const;

export interface SearchableTemplate {
  name: string;
  tags: readonly string[];
}

/**
 * A word as the index keeps it: a search word (searchTokens) without its accents, so "cafe" finds
 * "Café" as the collations and FTS5 (remove_diacritics) do elsewhere.
 */
export function postingTerm(word: string): string {
  return isAscii(word) ? word : word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** A template's words with their weights (bits of the fields each is in). */
export function postingsOf(template: SearchableTemplate): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (text: string, bit: number) => {
    for (const word of indexWords(text)) {
      const term = postingTerm(word);
      weights.set(term, (weights.get(term) ?? 0) | bit);
    }
  };
  add(template.name, POSTING_WEIGHT.name);
  add(template.tags.join(' '), POSTING_WEIGHT.tags);
  return weights;
}

export interface PostingSource extends SearchableTemplate {
  id: string;
  category: string;
  subcategory: string;
  salesCount: number;
  /** As the caller writes datetimes for its dialect. */
  createdAt: unknown;
}

/** The postings rows of templates (POSTING_COLUMNS order) and how many templates have each word. */
export function postingRows(templates: readonly PostingSource[]): { rows: unknown[][]; termCounts: Map<string, number> } {
  const rows: unknown[][] = [];
  const termCounts = new Map<string, number>();
  for (const t of templates) {
    for (const [term, weight] of postingsOf(t)) {
      rows.push([term, weight, t.salesCount, t.createdAt, t.id, t.category, t.subcategory]);
      termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
    }
  }
  return { rows, termCounts };
}

/** Rows per INSERT: 7 × 2,000 parameters, well under a MySQL packet. */
const POSTINGS_PER_INSERT = 2_000;

/** The statements that store postings rows and add their templates to the words' counts (MySQL). */
export function postingInsertSteps(postings: { rows: unknown[][]; termCounts: Map<string, number> }): Step[] {
  const steps: Step[] = [];
  const tuple = `(${POSTING_COLUMNS.map(() => '?').join(', ')})`;
  for (let start = 0; start < postings.rows.length; start += POSTINGS_PER_INSERT) {
    const chunk = postings.rows.slice(start, start + POSTINGS_PER_INSERT);
    steps.push({
      sql: `INSERT INTO search_postings (${POSTING_COLUMNS.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      params: chunk.flat() as Step['params'],
    });
  }
  steps.push(...termCountSteps(postings.termCounts, +1));
  return steps;
}

/**
 * Moves the words' template counts by `sign` × each count: one upsert, its rows in word order, so two
 * writers that both touch "theme" lock the counters in the same order and never deadlock.
 */
export function termCountSteps(termCounts: ReadonlyMap<string, number>, sign: 1 | -1): Step[] {
  const entries = [...termCounts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.length === 0) return [];
  return [
    {
      sql: `INSERT INTO search_terms (term, templates) VALUES ${entries.map(() => '(?, ?)').join(', ')}
        ON DUPLICATE KEY UPDATE templates = templates + VALUES(templates)`,
      params: entries.flatMap(([term, n]) => [term, sign * n]),
    },
  ];
}
