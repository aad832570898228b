import { andInto, copyWords, countAnd, forEachBitDown, orInto } from './bitset';
import { FIELD_SCORE, GroupCursor, walkUnion, type WordGroup } from './group-cursor';
import {
  HEAP_LIMIT,
  MAX_SUBSET_WORDS,
  TOGETHER_IN_NAME,
  idfWeight,
  type MatchFilters,
  type MatchPage,
  type MatchRequest,
} from './match-types';
import { comparatorFor, leadingKeyFor, TopK } from './ranking';
import type { TemplateStore } from './template-store';

// The searches of common words, answered from bitsets (decision 054): the lists of DENSE_LIST
// entries or more keep their templates as bits, and the store keeps its live, category and platform
// sets as bits. Each function answers null when it does not apply, and SearchIndex walks the lists.

/**
 * Every word common (one of its forms' lists kept as bits too: isCommon): the matches are the AND
 * of the words' bits, counted per category and platform a 32-bit word at a time; ranked by visiting only the
 * bits of the best tier (every word in the name) when that tier fills the page, or every match's
 * bit for another order. Null when this does not apply (a rare word, filters the bits do not
 * carry, a page the best tier does not fill): the walk answers then (decision 054).
 */
export function denseMatch(store: TemplateStore, request: MatchRequest): MatchPage | null {
  const { filters } = request;
  const groups = request.required;
  if (groups.length === 0 || filters.subcategories !== undefined) return null;
  if (filters.minPriceCents !== undefined || filters.maxPriceCents !== undefined || filters.minRating10 !== undefined) return null;
  if (!groups.every(isCommon)) return null;
  const length = store.aliveBits.words.length;
  const matches = copyWords(store.aliveBits.words, length);
  for (const group of groups) {
    if (group.variants.length === 1) andInto(matches, group.variants[0]!.list.bits!.words);
    else andInto(matches, groupBits(group, length));
  }
  const { categoryCounts, platformCounts, total } = countByBits(store, matches, filters, request.facets !== false);
  const k = request.offset + request.limit;
  if (k > HEAP_LIMIT) return null;
  if (k === 0) return { ordinals: [], total, categoryCounts, platformCounts };
  let ranked = matches;
  let score = 0;
  if (request.sort === 'relevance') {
    // Every word in the name scores the most any template can (fieldScore is by best field), and
    // alike, so the tier's order is the best sellers' when it fills the page.
    const best = copyWords(matches, length);
    if (!andNameBits(best, groups) || countAnd(best, best) < k) return null;
    ranked = best;
    score = FIELD_SCORE.name * groups.length + (groups.length > 1 ? TOGETHER_IN_NAME : 0);
  }
  const heap = new TopK(k, comparatorFor(request.sort, store), leadingKeyFor(request.sort, store));
  forEachBitDown(ranked, (ordinal) => heap.offer(ordinal, score));
  return { ordinals: heap.sorted().slice(request.offset, k), total, categoryCounts, platformCounts };
}

/**
 * A word group is common when one of its forms keeps its templates as bits: its rarer forms (a
 * synonym few templates use) are added to those bits from their lists, which costs less than
 * walking the common form's list.
 */
export function isCommon(group: WordGroup): boolean {
  return group.variants.some((v) => v.list.bits !== null);
}

/**
 * Narrows `bits` to the templates with every group's word itself (not a synonym) in the name: a
 * relevance search's top tier. False, leaving `bits` partly narrowed, when a word keeps no name bits.
 */
export function andNameBits(bits: Uint32Array, groups: readonly WordGroup[]): boolean {
  for (const group of groups) {
    const exact = group.variants.find((v) => v.factor === 1);
    if (!exact?.list.nameBits) return false;
    andInto(bits, exact.list.nameBits.words);
  }
  return true;
}

/** The templates of any of the group's forms, as `length` words of bits. */
export function groupBits(group: WordGroup, length: number): Uint32Array {
  const bits = new Uint32Array(length);
  for (const { list } of group.variants) {
    if (list.bits) orInto(bits, list.bits.words);
    else {
      const raw = list.raw;
      for (let i = 0; i < list.length; i++) {
        const ordinal = raw[i]! >>> 3;
        bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
      }
    }
  }
  return bits;
}

/**
 * Counts matches per category and per platform (unless `facets` is false), each without its own
 * filter, then narrows `matches` to both filters and counts what remains; `narrow` applies the same
 * filters to another set.
 */
function countByBits(
  store: TemplateStore,
  matches: Uint32Array,
  filters: MatchFilters,
  facets: boolean,
): { categoryCounts: number[]; platformCounts: number[]; total: number; narrow: (bits: Uint32Array) => void } {
  const onlyCategory = filters.category === undefined ? null : store.categoryBits[filters.category]!.words;
  const onlyPlatform = filters.platform === undefined ? null : store.platformBits[filters.platform]!.words;
  const categoryCounts = store.categoryBits.map((bits) =>
    !facets ? 0 : onlyPlatform ? countAnd(matches, bits.words, onlyPlatform) : countAnd(matches, bits.words),
  );
  const platformCounts = store.platformBits.map((bits) =>
    !facets ? 0 : onlyCategory ? countAnd(matches, bits.words, onlyCategory) : countAnd(matches, bits.words),
  );
  const narrow = (bits: Uint32Array) => {
    if (onlyCategory) andInto(bits, onlyCategory);
    if (onlyPlatform) andInto(bits, onlyPlatform);
  };
  narrow(matches);
  return { categoryCounts, platformCounts, total: countAnd(matches, matches), narrow };
}

/**
 * The partial matches (templates with any of the words) counted by bits: each word's templates as
 * a bitset (a common word's own, a rare word's set from its list), their OR counted per category
 * and platform. Ranked by walking only the rarest words' templates when they are enough to fill the
 * page and every one of them outscores any template without them (a word weighs its idf, so a rare
 * word outweighs the common ones); null otherwise, and the walk of every word answers.
 */
export function partialMatch(store: TemplateStore, request: MatchRequest): MatchPage | null {
  const { filters } = request;
  if (
    filters.subcategories !== undefined ||
    filters.minPriceCents !== undefined ||
    filters.maxPriceCents !== undefined ||
    filters.minRating10 !== undefined
  ) {
    return null;
  }
  const groups = request.required.filter((g) => g.variants.length > 0);
  if (groups.length === 0) return null;
  const length = store.aliveBits.words.length;
  // Words found in few templates: walking their lists costs less than a pass over the bits.
  const entries = groups.reduce((sum, g) => sum + g.variants.reduce((n, v) => n + v.list.length, 0), 0);
  if (entries < length * 2) return null;
  const weighted = groups
    .map((group) => ({
      group,
      bits: groupBits(group, length),
      weight: idfWeight(
        store.liveCount,
        group.variants.reduce((n, v) => n + v.list.length, 0),
      ),
    }))
    .sort((a, b) => b.weight - a.weight);
  const scope = copyWords(store.aliveBits.words, length);
  const matches = new Uint32Array(length);
  for (const { bits } of weighted) orInto(matches, bits);
  andInto(matches, scope);
  const { categoryCounts, platformCounts, total, narrow } = countByBits(store, matches, filters, request.facets !== false);
  narrow(scope);
  const k = request.offset + request.limit;
  if (k > HEAP_LIMIT) return null;
  if (k === 0) return { ordinals: [], total, categoryCounts, platformCounts };
  const heap = new TopK(k, comparatorFor(request.sort, store), leadingKeyFor(request.sort, store));
  if (request.sort !== 'relevance') {
    forEachBitDown(matches, (ordinal) => heap.offer(ordinal, 0));
    return { ordinals: heap.sorted().slice(request.offset, k), total, categoryCounts, platformCounts };
  }
  // The fewest rarest words whose templates fill the page and outscore every template without them.
  const walked = new Uint32Array(length);
  let rest = weighted.reduce((sum, w) => sum + w.weight + FIELD_SCORE.name, 0);
  let lead = 0;
  let walking = 0;
  for (; lead < weighted.length; lead++) {
    const { bits, weight } = weighted[lead]!;
    rest -= weight + FIELD_SCORE.name;
    orInto(walked, bits);
    if (weight > rest && (walking = countAnd(walked, scope)) >= k) break;
  }
  // Walking many templates costs more than the sets' passes over the bits (measured at a million).
  if ((lead === weighted.length || walking > SUBSETS_BEYOND_WALK) && rankPartialBySubsets(weighted, scope, heap)) {
    return { ordinals: heap.sorted().slice(request.offset, k), total, categoryCounts, platformCounts };
  }
  if (lead === weighted.length) return null;
  const cursors = weighted.map((w) => new GroupCursor(w.group));
  const weights = weighted.map((w) => w.weight);
  walkUnion(cursors.slice(0, lead + 1), weights, (ordinal, walkedScore) => {
    if ((scope[ordinal >>> 5]! & (1 << (ordinal & 31))) === 0) return;
    let score = walkedScore;
    for (let i = lead + 1; i < cursors.length; i++) if (cursors[i]!.probe(ordinal)) score += weights[i]! + cursors[i]!.score;
    heap.offer(ordinal, score);
  });
  return { ordinals: heap.sorted().slice(request.offset, k), total, categoryCounts, platformCounts };
}

/** A partial match whose rarest words have more templates than this is ranked by sets of words. */
const SUBSETS_BEYOND_WALK = 20_000;

/**
 * Ranks partial matches of words that are all about as common: the templates with exactly a given
 * set of the words, a set at a time, best possible score first, until no set left can beat the
 * page's worst (a set's templates score at most its words' weights plus each word's name score).
 * False (nothing ranked) for more than MAX_SUBSET_WORDS words.
 */
function rankPartialBySubsets(
  weighted: ReadonlyArray<{ group: WordGroup; bits: Uint32Array; weight: number }>,
  scope: Uint32Array,
  heap: TopK,
): boolean {
  const count = weighted.length;
  if (count > MAX_SUBSET_WORDS) return false;
  const masks = Array.from({ length: (1 << count) - 1 }, (_, i) => i + 1).map((mask) => ({
    mask,
    best: weighted.reduce((sum, w, g) => (mask & (1 << g) ? sum + w.weight + FIELD_SCORE.name : sum), 0),
  }));
  masks.sort((a, b) => b.best - a.best);
  const length = scope.length;
  const exact = new Uint32Array(length); // one buffer for every set: 31 sets of a million bits would be 4 MB a search
  for (const { mask, best } of masks) {
    if (heap.full && best < heap.worstScore) break;
    exact.set(scope);
    for (let g = 0; g < count; g++) {
      const bits = weighted[g]!.bits;
      if (mask & (1 << g)) andInto(exact, bits);
      else for (let i = 0; i < length; i++) exact[i]! &= ~bits[i]!;
    }
    const cursors = weighted.map((w, g) => (mask & (1 << g) ? new GroupCursor(w.group) : null));
    forEachBitDown(exact, (ordinal) => {
      let score = 0;
      for (let g = 0; g < count; g++) {
        const cursor = cursors[g];
        if (cursor && cursor.probe(ordinal)) score += weighted[g]!.weight + cursor.score;
      }
      heap.offer(ordinal, score);
    });
  }
  return true;
}
