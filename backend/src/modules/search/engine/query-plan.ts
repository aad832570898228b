import { SYNONYMS, synonymsOf } from '../text/synonyms';
import { nearestWord } from '../text/typo-correction';
import { wordForms } from '../text/word-forms';
import { GENERIC_WORDS } from '../text/words';
import type { WordGroup } from './group-cursor';
import type { SearchIndex } from './search-index';

/** A synonym finds its templates, ranked a little below the word itself (decision 054). */
const SYNONYM_FACTOR = 0.6;

export interface QueryPlan {
  /** Every one must match. */
  required: WordGroup[];
  /** Only add to the score ("template", "website" beside other words). */
  optional: WordGroup[];
  /** Typed word → the catalog word searched instead. */
  corrections: Map<string, string>;
}

/**
 * What each word of a search finds: the word, its other forms (plural, singular), its synonyms, or,
 * when none of them is in the catalog and the word has 4 letters or more, the nearest catalog word
 * (unless `asTyped`). Words that say nothing ("template", "website") are optional beside others.
 */
export function planQuery(index: SearchIndex, words: readonly string[], asTyped: boolean): QueryPlan {
  const plan: QueryPlan = { required: [], optional: [], corrections: new Map() };
  const meaningful = words.filter((w) => !GENERIC_WORDS.has(w));
  for (const word of words) {
    let group = groupOf(index, word);
    if (group.variants.length === 0 && !asTyped) {
      const corrected = nearestWord(word, correctionVocabulary(index));
      if (corrected) {
        plan.corrections.set(word, corrected);
        group = groupOf(index, corrected);
      }
    }
    if (meaningful.length > 0 && GENERIC_WORDS.has(word)) plan.optional.push(group);
    else plan.required.push(group);
  }
  return plan;
}

/** The word's postings, its forms' and its synonyms' (with theirs forms), those the catalog has. */
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
  for (const form of wordForms(word)) add(form, 1);
  for (const synonym of synonymsOf(word)) {
    add(synonym, SYNONYM_FACTOR);
    for (const form of wordForms(synonym)) add(form, SYNONYM_FACTOR);
  }
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
    const found = synonymsOf(word).reduce((sum, s) => sum + index.frequency(s), 0);
    if (found > 0) yield [word, found] as const;
  }
}

const SYNONYM_KEYS = Object.keys(SYNONYMS);
function synonymWords(): readonly string[] {
  return SYNONYM_KEYS;
}
