import { isEnglishWord } from '../text/english-words';
import { SYNONYMS } from '../text/synonyms';
import { nearestWord } from '../text/typo-correction';
import { wordForms } from '../text/word-forms';
import { GENERIC_WORDS, stemOf } from '../text/words';
import type { WordGroup } from './group-cursor';
import type { SearchIndex } from './search-index';

/**
 * Unknown words looked up in the vocabulary at most, per search: each lookup walks the whole
 * vocabulary (about 1 ms at a million templates), and a search of eight made-up words is not a typo
 * anyone makes. Later unknown words are not corrected (decision 064). English words take none of
 * these lookups (decision 065).
 */
export const MAX_CORRECTED_WORDS = 2;

/**
 * Catalog words a word that matches nothing whole may stand for as their start, the most frequent
 * first (decision 065): as many as the suggestions complete it to, so "rest" finds what they offer,
 * and a short start ("pro") does not become thousands of words.
 */
export const MAX_COMPLETIONS = 8;

/** Words shorter than this are never taken as the start of others (two letters start too many words). */
const MIN_COMPLETED_LENGTH = 3;

/** A synonym finds its templates, ranked a little below the word itself (decision 054). */
const SYNONYM_FACTOR = 0.6;
/** A word found only as the start of catalog words ranks below a word found whole or through a synonym (decision 065). */
const COMPLETION_FACTOR = 0.5;

export interface QueryPlan {
  /** Every one must match. Words that say nothing ("template", "website") beside others are left out. */
  required: WordGroup[];
  /** Typed word → the catalog word searched instead (a typo, decision 065). */
  corrections: Map<string, string>;
  /** Typed word → the catalog words it starts, searched instead: it matched nothing whole and was not corrected. */
  completions: Map<string, readonly string[]>;
  /** Where in `required` the corrected and completed words are. */
  changed: number[];
}

/**
 * What each word of a search (as stems: "bakeries" is "bakery") finds: the word and its synonyms.
 * Unless `asTyped`, a word none of them is in the catalog for is changed (decision 065):
 * - corrected to the nearest catalog word when it is no English word either ("bakry" → "bakery"; a
 *   real word the catalog lacks, "booking", is never a typo for "cooking"), and has 4 letters or more;
 * - otherwise taken as the start of catalog words, the MAX_COMPLETIONS most frequent ("rest" →
 *   restaurant), each with its synonyms, ranked below whole words.
 * Words that say nothing ("template", "website") are left out beside others: every template is a
 * website template. Whether a change is kept is keepsChanges'.
 */
export function planQuery(index: SearchIndex, words: readonly string[], asTyped: boolean): QueryPlan {
  const plan: QueryPlan = { required: [], corrections: new Map(), completions: new Map(), changed: [] };
  const meaningful = words.filter((w) => !GENERIC_WORDS.has(w));
  let attempts = 0;
  for (const word of meaningful.length > 0 ? meaningful : words) {
    let group = groupOf(index, [word], 1);
    if (group.variants.length === 0 && !asTyped) {
      // One Set lookup first: a real word costs no walk of the vocabulary, nor one of the attempts.
      if (!isEnglishWord(word) && attempts < MAX_CORRECTED_WORDS) {
        attempts += 1;
        // The stem of a misspelt word may be no word at all ("wordpres" → "wordpre"): its forms are tried too.
        const corrected = [word, ...wordForms(word)].map((w) => nearestWord(w, correctionVocabulary(index))).find((w) => w !== undefined);
        if (corrected) {
          plan.corrections.set(word, corrected);
          group = groupOf(index, [corrected], 1);
        }
      }
      if (group.variants.length === 0) {
        const completions = completionsOf(index, word);
        if (completions.length > 0) {
          plan.completions.set(word, completions);
          group = groupOf(index, completions, COMPLETION_FACTOR);
        }
      }
      if (group.variants.length > 0) plan.changed.push(plan.required.length);
    }
    plan.required.push(group);
  }
  return plan;
}

/**
 * Whether a plan whose search found no template with every word keeps its changes (decision 065):
 * only when the other words alone find none either (`othersFind` answers for them). When they do
 * find some, the changed words are searched as typed: the partial matches then list the other words'
 * templates, rather than "dental clinic booking" becoming "dental clinic cooking" and its food blogs.
 */
export function keepsChanges(plan: QueryPlan, othersFind: (others: readonly WordGroup[]) => boolean): boolean {
  if (plan.changed.length === 0) return true;
  const others = plan.required.filter((_, i) => !plan.changed.includes(i));
  return others.length === 0 || !othersFind(others);
}

/** The plan with its changes undone: each corrected or completed word as typed, matching nothing. */
export function withoutChanges(plan: QueryPlan): QueryPlan {
  return {
    required: plan.required.map((group, i) => (plan.changed.includes(i) ? { variants: [] } : group)),
    corrections: new Map(),
    completions: new Map(),
    changed: [],
  };
}

/**
 * The postings of `words` and of their synonyms, those the catalog has: each word at `factor`, its
 * synonyms at SYNONYM_FACTOR of that (a word listed twice keeps the higher).
 */
function groupOf(index: SearchIndex, words: readonly string[], factor: number): WordGroup {
  const variants: Array<{ list: NonNullable<ReturnType<SearchIndex['list']>>; factor: number }> = [];
  const seen = new Set<string>();
  const add = (term: string, termFactor: number) => {
    if (seen.has(term)) return;
    seen.add(term);
    const list = index.list(term);
    if (list && list.length > 0) variants.push({ list, factor: termFactor });
  };
  for (const word of words) add(word, factor);
  for (const word of words) for (const synonym of stemmedSynonyms().get(word) ?? []) add(synonym, factor * SYNONYM_FACTOR);
  return { variants };
}

/**
 * The catalog words starting with `word`, most frequent first, then the synonym keys that do and
 * find something ("attor" → attorney → law), MAX_COMPLETIONS at most: what the suggestions complete it to.
 */
function completionsOf(index: SearchIndex, word: string): string[] {
  if ([...word].length < MIN_COMPLETED_LENGTH) return [];
  const found = index.completions(word, MAX_COMPLETIONS).filter((w) => w !== word);
  for (const key of synonymWords()) {
    if (found.length >= MAX_COMPLETIONS) break;
    if (key === word || !key.startsWith(word) || found.includes(key)) continue;
    if ((stemmedSynonyms().get(key) ?? []).some((synonym) => index.frequency(synonym) > 0)) found.push(key);
  }
  return found;
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
