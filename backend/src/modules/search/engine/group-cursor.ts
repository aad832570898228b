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

export function fieldScore(fields: number): number {
  return fields & FIELD.name ? FIELD_SCORE.name : fields & FIELD.tags ? FIELD_SCORE.tags : fields & FIELD.description ? FIELD_SCORE.description : 0;
}

/** fieldScore of every combination of the three field bits. */
const FIELD_SCORES = Float64Array.from({ length: 8 }, (_, fields) => fieldScore(fields));

/**
 * Walks a word group's templates in ordinal order (its variants' lists merged), or answers whether a
 * given template has it; either way with the template's best score for the group and its fields.
 * Probes must come in increasing ordinal order: each list is sought forward from where it was. A
 * group of one list (most words) reads that list's array directly: these loops run once per match.
 */
export class GroupCursor {
  private readonly positions: number[];
  private readonly single: { raw: Uint32Array; length: number; factor: number } | null;
  private at = 0;
  ordinal = -1;
  score = 0;
  fields = 0;

  constructor(private readonly group: WordGroup) {
    this.positions = group.variants.map(() => 0);
    const only = group.variants.length === 1 ? group.variants[0]! : null;
    this.single = only ? { raw: only.list.raw, length: only.list.length, factor: only.factor } : null;
  }

  /** Entries in all the group's lists: what walking it costs. */
  get cost(): number {
    let cost = 0;
    for (const v of this.group.variants) cost += v.list.length;
    return cost;
  }

  /** Moves to the group's next template; false at the end. */
  next(): boolean {
    const single = this.single;
    if (single) {
      if (this.at >= single.length) return false;
      const entry = single.raw[this.at++]!;
      this.ordinal = entry >>> 3;
      this.fields = entry & 7;
      this.score = FIELD_SCORES[this.fields]! * single.factor;
      return true;
    }
    const variants = this.group.variants;
    let min = -1;
    for (let i = 0; i < variants.length; i++) {
      const list = variants[i]!.list;
      const at = this.positions[i]!;
      if (at < list.length) {
        const o = list.ordinalAt(at);
        if (min === -1 || o < min) min = o;
      }
    }
    if (min === -1) return false;
    this.ordinal = min;
    this.score = 0;
    this.fields = 0;
    for (let i = 0; i < variants.length; i++) {
      const { list, factor } = variants[i]!;
      const at = this.positions[i]!;
      if (at < list.length && list.ordinalAt(at) === min) {
        this.take(list.fieldsAt(at), factor);
        this.positions[i] = at + 1;
      }
    }
    return true;
  }

  /** Whether the template `ordinal` has the group (ordinals asked in increasing order). */
  probe(ordinal: number): boolean {
    const single = this.single;
    if (single) {
      const at = seekRaw(single.raw, single.length, this.at, ordinal);
      this.at = at;
      if (at < single.length && single.raw[at]! >>> 3 === ordinal) {
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
      const at = list.seek(this.positions[i]!, ordinal);
      this.positions[i] = at;
      if (at < list.length && list.ordinalAt(at) === ordinal) {
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

/** PostingList.seek over a raw entries array: the first index ≥ `from` whose ordinal is ≥ `ordinal`. */
function seekRaw(entries: Uint32Array, length: number, from: number, ordinal: number): number {
  const target = ordinal * 8;
  if (from >= length || entries[from]! >= target) return from;
  let low = from;
  let step = 1;
  let high = low + 1;
  while (high < length && entries[high]! < target) {
    low = high;
    step *= 2;
    high = low + step;
  }
  if (high > length) high = length;
  let lo = low + 1;
  let hi = high;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entries[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
