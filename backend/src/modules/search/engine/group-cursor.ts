import { FIELD, type PostingList } from './posting-list';

/** One of a query's words and the words it also finds (forms, synonyms, a correction), each with its weight. */
export interface WordGroup {
  variants: ReadonlyArray<{ list: PostingList; factor: number }>;
}

/** What a word is worth in each field (decision 054): the name counts most, then the tags, then the description. */
export function fieldScore(fields: number): number {
  return (fields & FIELD.name ? 6 : 0) + (fields & FIELD.tags ? 3 : 0) + (fields & FIELD.description ? 1 : 0);
}

/**
 * Walks a word group's templates in ordinal order (its variants' lists merged), or answers whether a
 * given template has it; either way with the template's best score for the group and its fields.
 * Probes must come in increasing ordinal order: each list is sought forward from where it was.
 */
export class GroupCursor {
  private readonly positions: number[];
  ordinal = -1;
  score = 0;
  fields = 0;

  constructor(private readonly group: WordGroup) {
    this.positions = group.variants.map(() => 0);
  }

  /** Entries in all the group's lists: what walking it costs. */
  get cost(): number {
    let cost = 0;
    for (const v of this.group.variants) cost += v.list.length;
    return cost;
  }

  /** Moves to the group's next template; false at the end. */
  next(): boolean {
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
    const score = fieldScore(fields) * factor;
    if (score > this.score) this.score = score;
    this.fields |= fields;
  }
}
