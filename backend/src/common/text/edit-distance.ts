// The one edit distance (optimal string alignment), banded and early-stopping: the search's typo
// correction and the offline consultant's cue words both use it.

// eslint-disable-next-line no-control-regex -- every ASCII character, control characters included
export const ASCII = /^[\x00-\x7f]*$/;

/** Rows of the distance table, reused across calls (the work is synchronous). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
/** A word's characters as numbers into `into` (code units when ASCII, code points otherwise); returns their count. */
export function fillCodes(word: string, ascii: boolean, into: Int32Array): number {
  if (ascii) {
    for (let i = 0; i < word.length; i++) into[i] = word.charCodeAt(i);
    return word.length;
  }
  let n = 0;
  for (const c of word) into[n++] = c.codePointAt(0)!;
  return n;
}

export function codesOf(word: string): Int32Array {
  const out = new Int32Array(word.length);
  return out.subarray(0, fillCodes(word, ASCII.test(word), out));
}

export function distanceOfCodes(a: Int32Array, la: number, b: Int32Array, lb: number, max: number): number {
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
