import { FIELD, type PostingList } from './posting-list';

/** One of a query's words and the words it also finds (forms, synonyms, a correction), each with its weight. */
export interface WordGroup {
  variants: ReadonlyArray<{ list: PostingList; factor: number }>;
}

/**
 * What a word is worth by the best field it is in (decision 054): the name counts most, then the
 * tags, then the description. By the best field, not the sum: a template with every word in its
 * name then always outranks one without, which lets common words rank by bitsets.
 */
export const FIELD_SCORE = { name: 6, tags: 3, description: 1 } as const;

function fieldScore(fields: number): number {
  return fields & FIELD.name
    ? FIELD_SCORE.name
    : fields & FIELD.tags
      ? FIELD_SCORE.tags
      : fields & FIELD.description
        ? FIELD_SCORE.description
        : 0;
}

/** fieldScore of every combination of the three field bits. */
const FIELD_SCORES = Float64Array.from({ length: 8 }, (_, fields) => fieldScore(fields));

/**
 * Walks a word group's templates from the newest ordinal down (its variants' lists merged), or
 * answers whether a given template has it; either way with the template's best score for the group
 * and its fields. Probes must come in decreasing ordinal order: each list is sought backwards from
 * where it was. Newest first, because a listing's ties go to the newer template: visited first, it
 * stays in the page's heap and the older ones that tie are turned away without moving it. A group of
 * one list (most words) reads that list's array directly: these loops run once per match.
 */
export class GroupCursor {
  private readonly positions: number[];
  private readonly single: { raw: Uint32Array; factor: number } | null;
  private at: number;
  ordinal = -1;
  score = 0;
  fields = 0;

  constructor(private readonly group: WordGroup) {
    this.positions = group.variants.map((v) => v.list.length - 1);
    const only = group.variants.length === 1 ? group.variants[0]! : null;
    this.single = only ? { raw: only.list.raw, factor: only.factor } : null;
    this.at = only ? only.list.length - 1 : -1;
  }

  /** Entries in all the group's lists: what walking it costs. */
  get cost(): number {
    let cost = 0;
    for (const v of this.group.variants) cost += v.list.length;
    return cost;
  }

  /** Moves to the group's next template (the next lower ordinal); false at the end. */
  next(): boolean {
    const single = this.single;
    if (single) {
      if (this.at < 0) return false;
      const entry = single.raw[this.at--]!;
      this.ordinal = entry >>> 3;
      this.fields = entry & 7;
      this.score = FIELD_SCORES[this.fields]! * single.factor;
      return true;
    }
    const variants = this.group.variants;
    let max = -1;
    for (let i = 0; i < variants.length; i++) {
      const at = this.positions[i]!;
      if (at >= 0) {
        const o = variants[i]!.list.ordinalAt(at);
        if (o > max) max = o;
      }
    }
    if (max === -1) return false;
    this.ordinal = max;
    this.score = 0;
    this.fields = 0;
    for (let i = 0; i < variants.length; i++) {
      const { list, factor } = variants[i]!;
      const at = this.positions[i]!;
      if (at >= 0 && list.ordinalAt(at) === max) {
        this.take(list.fieldsAt(at), factor);
        this.positions[i] = at - 1;
      }
    }
    return true;
  }

  /** Whether the template `ordinal` has the group (ordinals asked in decreasing order). */
  probe(ordinal: number): boolean {
    const single = this.single;
    if (single) {
      const at = seekDown(single.raw, this.at, ordinal);
      this.at = at;
      if (at >= 0 && single.raw[at]! >>> 3 === ordinal) {
        this.fields = single.raw[at]! & 7;
        this.score = FIELD_SCORES[this.fields]! * single.factor;
        return true;
      }
      return false;
    }
    const variants = this.group.variants;
    let found = false;
    this.score = 0;
    this.fields = 0;
    for (let i = 0; i < variants.length; i++) {
      const { list, factor } = variants[i]!;
      const at = seekDown(list.raw, this.positions[i]!, ordinal);
      this.positions[i] = at;
      if (at >= 0 && list.ordinalAt(at) === ordinal) {
        this.take(list.fieldsAt(at), factor);
        found = true;
      }
    }
    return found;
  }

  private take(fields: number, factor: number): void {
    const score = FIELD_SCORES[fields]! * factor;
    if (score > this.score) this.score = score;
    this.fields |= fields;
  }
}

/**
 * Walks the templates any of the cursors has, newest first (the partial matches), calling `visit`
 * with each and the sum, over the cursors that have it, of the cursor's weight and its score.
 */
export function walkUnion(
  cursors: readonly GroupCursor[],
  weights: readonly number[],
  visit: (ordinal: number, score: number) => void,
): void {
  const live = cursors.map((_, i) => i).filter((i) => cursors[i]!.next());
  while (live.length > 0) {
    let ordinal = -1;
    for (const i of live) if (cursors[i]!.ordinal > ordinal) ordinal = cursors[i]!.ordinal;
    let score = 0;
    for (let j = live.length - 1; j >= 0; j--) {
      const cursor = cursors[live[j]!]!;
      if (cursor.ordinal !== ordinal) continue;
      score += weights[live[j]!]! + cursor.score;
      if (!cursor.next()) live.splice(j, 1);
    }
    visit(ordinal, score);
  }
}

/**
 * The last index at or below `from` whose ordinal is ≤ `ordinal` (-1 when none): gallops backwards,
 * then bisects, so walking one list in step with another costs the log of the gaps.
 */
function seekDown(entries: Uint32Array, from: number, ordinal: number): number {
  const limit = (ordinal + 1) * 8; // entries below this have an ordinal ≤ ordinal
  if (from < 0 || entries[from]! < limit) return from;
  let high = from; // entries[high] ≥ limit
  let step = 1;
  let low = high - 1;
  while (low >= 0 && entries[low]! >= limit) {
    high = low;
    step *= 2;
    low = high - step;
  }
  if (low < -1) low = -1;
  // entries[high] ≥ limit; the answer is in [low, high - 1].
  let lo = low;
  let hi = high - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (entries[mid]! < limit) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
