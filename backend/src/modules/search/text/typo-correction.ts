// Typo correction of a search word against the index's words (decision 054): the nearest word within a few edits.

// eslint-disable-next-line no-control-regex -- every ASCII character, control characters included
const ASCII = /^[\x00-\x7f]*$/;

/** Rows of the distance table and the characters of a candidate, reused across calls (the work is synchronous). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
let candidate = new Int32Array(64);

/** A word's characters as numbers into `into` (code units when ASCII, code points otherwise); returns their count. */
function fillCodes(word: string, ascii: boolean, into: Int32Array): number {
  if (ascii) {
    for (let i = 0; i < word.length; i++) into[i] = word.charCodeAt(i);
    return word.length;
  }
  let n = 0;
  for (const c of word) into[n++] = c.codePointAt(0)!;
  return n;
}

/**
 * A vocabulary term's characters into `candidate`, without a regular expression per term; stops early
 * (returning more than `limit`) once an ASCII term is already too long to be within reach.
 */
function fillCandidate(term: string, limit: number): number {
  const units = term.length;
  for (let i = 0; i < units; i++) {
    const unit = term.charCodeAt(i);
    if (unit > 0x7f) return fillCodes(term, false, candidate);
    if (i >= limit) {
      // Too long in code units; only surrogate pairs later on could make it short enough in code points.
      for (let k = i; k < units; k++) if (term.charCodeAt(k) > 0x7f) return fillCodes(term, false, candidate);
      return units;
    }
    candidate[i] = unit;
  }
  return units;
}

function codesOf(word: string): Int32Array {
  const out = new Int32Array(word.length);
  return out.subarray(0, fillCodes(word, ASCII.test(word), out));
}

function distanceOfCodes(a: Int32Array, la: number, b: Int32Array, lb: number, max: number): number {
  const over = max + 1;
  if (Math.abs(la - lb) > max) return over;
  if (la === 0 || lb === 0) return Math.max(la, lb);
  if (rows[0]!.length < lb + 2) rows = [new Int32Array(lb + 2), new Int32Array(lb + 2), new Int32Array(lb + 2)];
  // Three rows of the optimal string alignment table; only the band |i - j| ≤ max is computed, and
  // the cells just outside it are set to `over` so the band's edges read them as out of reach.
  let beforePrevious = rows[0]!;
  let previous = rows[1]!;
  let current = rows[2]!;
  for (let j = 0; j <= Math.min(lb, max); j++) previous[j] = j;
  if (max + 1 <= lb) previous[max + 1] = over;
  for (let i = 1; i <= la; i++) {
    const from = i - max > 1 ? i - max : 1;
    const to = i + max < lb ? i + max : lb;
    current[from - 1] = from === 1 && i <= max ? i : over;
    let rowMin = current[from - 1]!;
    const ai = a[i - 1]!;
    const aBefore = i > 1 ? a[i - 2]! : -1;
    for (let j = from; j <= to; j++) {
      const bj = b[j - 1]!;
      let d = previous[j - 1]! + (ai === bj ? 0 : 1);
      const del = previous[j]! + 1;
      if (del < d) d = del;
      const ins = current[j - 1]! + 1;
      if (ins < d) d = ins;
      if (j > 1 && ai === b[j - 2] && aBefore === bj) {
        const swap = beforePrevious[j - 2]! + 1;
        if (swap < d) d = swap;
      }
      if (d > over) d = over;
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (to + 1 <= lb) current[to + 1] = over;
    // Every alignment passes through this row, and costs never go down.
    if (rowMin > max) return over;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  const result = previous[lb]!;
  return result > max ? over : result;
}

/**
 * The optimal string alignment distance of two words (insertions, deletions, substitutions and
 * swaps of adjacent characters each cost 1), counted in code points, or `max + 1` as soon as it
 * must exceed `max`: only a band of 2·max + 1 cells per row is computed, and a row whose cells all
 * exceed max ends the work.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (max < 0) return max + 1;
  const x = codesOf(a);
  const y = codesOf(b);
  return distanceOfCodes(x, x.length, y, y.length, max);
}

/** How many code points a word has. */
const lengthOf = (word: string): number => (ASCII.test(word) ? word.length : Array.from(word).length);

/**
 * How many edits a word may be away from its correction: none under 4 letters (too many short
 * words are one edit apart), 1 up to 7, 2 from 8.
 */
export function maxEditsFor(word: string): number {
  const length = lengthOf(word);
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The vocabulary word nearest to `word` within maxEditsFor(word) edits, never the word itself.
 * Ties go to the word more templates have, then to the alphabetically first. A candidate whose length
 * differs by more than the allowed edits is skipped before any distance is computed, and each
 * distance is bounded by the best found so far.
 */
export function nearestWord(word: string, vocabulary: Iterable<readonly [term: string, templates: number]>): string | undefined {
  const max = maxEditsFor(word);
  if (max === 0) return undefined;
  const wordCodes = codesOf(word);
  const length = wordCodes.length;
  let best: string | undefined;
  let bestDistance = max;
  let bestTemplates = -1;
  for (const [term, templates] of vocabulary) {
    if (term === word) continue;
    // Code units ≥ code points: a term too short in code units is too short; others are counted exactly.
    if (term.length < length - bestDistance) continue;
    if (candidate.length < term.length) candidate = new Int32Array(term.length);
    const termLength = fillCandidate(term, length + bestDistance);
    if (termLength < length - bestDistance || termLength > length + bestDistance) continue;
    const distance = distanceOfCodes(wordCodes, length, candidate, termLength, bestDistance);
    if (distance > bestDistance) continue;
    const better =
      best === undefined || distance < bestDistance || templates > bestTemplates || (templates === bestTemplates && term < best);
    if (!better) continue;
    best = term;
    bestDistance = distance;
    bestTemplates = templates;
  }
  return best;
}
