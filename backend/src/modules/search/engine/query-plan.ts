import { SYNONYMS } from '../text/synonyms';
import { nearestWord } from '../text/typo-correction';
import { wordForms } from '../text/word-forms';
import { GENERIC_WORDS, stemOf } from '../text/words';
import type { WordGroup } from './group-cursor';
import type { SearchIndex } from './search-index';

/**
 * Unknown words looked up in the vocabulary at most, per search: each lookup walks the whole
 * vocabulary (about 1 ms at a million templates), and a search of eight made-up words is not a typo
 * anyone makes. Later unknown words stay as typed and match nothing (decision 064).
 */
export const MAX_CORRECTED_WORDS = 2;

/** A synonym finds its templates, ranked a little below the word itself (decision 054). */
const SYNONYM_FACTOR = 0.6;

export interface QueryPlan {
  /** Every one must match. Words that say nothing ("template", "website") beside others are left out. */
  required: WordGroup[];
  /** Typed word → the catalog word searched instead. */
  corrections: Map<string, string>;
}

/**
 * What each word of a search (as stems: "bakeries" is "bakery") finds: the word and its synonyms,
 * or, when none of them is in the catalog and the word has 4 letters or more, the nearest catalog
 * word (unless `asTyped`). Words that say nothing ("template", "website") are left out beside others:
 * every template is a website template.
 */
export function planQuery(index: SearchIndex, words: readonly string[], asTyped: boolean): QueryPlan {
  const plan: QueryPlan = { required: [], corrections: new Map() };
  const meaningful = words.filter((w) => !GENERIC_WORDS.has(w));
  let attempts = 0;
  for (const word of meaningful.length > 0 ? meaningful : words) {
    let group = groupOf(index, word);
    if (group.variants.length === 0 && !asTyped && attempts < MAX_CORRECTED_WORDS) {
      attempts += 1;
      // The stem of a misspelt word may be no word at all ("wordpres" → "wordpre"): its forms are tried too.
      const corrected = [word, ...wordForms(word)].map((w) => nearestWord(w, correctionVocabulary(index))).find((w) => w !== undefined);
      if (corrected) {
        plan.corrections.set(word, corrected);
        group = groupOf(index, corrected);
      }
    }
    plan.required.push(group);
  }
  return plan;
}

/** The word's postings and its synonyms', those the catalog has. */
function groupOf(index: SearchIndex, word: string): WordGroup {
  const variants: Array<{ list: NonNullable<ReturnType<SearchIndex['list']>>; factor: number }> = [];
  const seen = new Set<string>();
  const add = (term: string, factor: number) => {
    if (seen.has(term)) return;
    seen.add(term);
    const list = index.list(term);
    if (list && list.length > 0) variants.push({ list, factor });
  };
  add(word, 1);
  for (const synonym of stemmedSynonyms().get(word) ?? []) add(synonym, SYNONYM_FACTOR);
  return { variants };
}

/** The catalog's words, and the words a synonym knows (a misspelt "atorney" becomes "attorney"). */
function* correctionVocabulary(index: SearchIndex): Iterable<readonly [string, number]> {
  yield* index.vocabulary();
  yield* synonymVocabulary(index);
}

function* synonymVocabulary(index: SearchIndex): Iterable<readonly [string, number]> {
  for (const word of synonymWords()) {
    if (index.frequency(word) > 0) continue;
    const found = (stemmedSynonyms().get(word) ?? []).reduce((sum, s) => sum + index.frequency(s), 0);
    if (found > 0) yield [word, found] as const;
  }
}

let stemmed: Map<string, string[]> | null = null;

/** SYNONYMS by the stems of its words ("lawyers" and "lawyer" are one key), as the index keeps words. */
export function stemmedSynonyms(): ReadonlyMap<string, readonly string[]> {
  if (!stemmed) {
    stemmed = new Map();
    for (const [key, values] of Object.entries(SYNONYMS)) {
      const stem = stemOf(key);
      const merged = new Set([...(stemmed.get(stem) ?? []), ...values.map(stemOf)]);
      merged.delete(stem);
      if (merged.size > 0) stemmed.set(stem, [...merged]);
    }
  }
  return stemmed;
}

function synonymWords(): Iterable<string> {
  return stemmedSynonyms().keys();
}
