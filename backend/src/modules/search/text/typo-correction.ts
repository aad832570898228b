// Typo correction of a search word against the index's words (decision 054): the nearest word within a few edits.
import { ASCII, codesOf, distanceOfCodes, fillCodes } from '../../../common/text/edit-distance';

/** The characters of a candidate, reused across calls (the work is synchronous). */
let candidate = new Int32Array(64);

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
