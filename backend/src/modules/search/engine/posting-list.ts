/**
 * A word's postings: one 32-bit entry per template that has it, `ordinal << 3 | fields`, in ordinal
 * order (templates get ordinals in the order they are indexed, so adding one appends). `fields` is a
 * bit per field the word is in (FIELD); filter keys carry none.
 */
export const FIELD = { name: 4, tags: 2, description: 1 } as const;
const SHIFT = 3;
const FIELD_MASK = 7;

export class PostingList {
  private entries: Uint32Array;
  length = 0;

  constructor(capacity = 4) {
    this.entries = new Uint32Array(capacity);
  }

  push(ordinal: number, fields: number): void {
    if (this.length === this.entries.length) {
      const grown = new Uint32Array(Math.max(8, Math.ceil(this.entries.length * 1.5)));
      grown.set(this.entries);
      this.entries = grown;
    }
    this.entries[this.length++] = ((ordinal << SHIFT) | fields) >>> 0;
  }

  ordinalAt(index: number): number {
    return this.entries[index]! >>> SHIFT;
  }

  fieldsAt(index: number): number {
    return this.entries[index]! & FIELD_MASK;
  }

  /**
   * The first index at or after `from` whose ordinal is ≥ `ordinal` (length when none): gallops
   * forward, then bisects, so walking one list in step with another costs log of the gaps.
   */
  seek(from: number, ordinal: number): number {
    const target = ordinal << SHIFT;
    const entries = this.entries;
    let low = from;
    if (low >= this.length || entries[low]! >= target) return low;
    let step = 1;
    let high = low + step;
    while (high < this.length && entries[high]! < target) {
      low = high;
      step *= 2;
      high = low + step;
    }
    if (high > this.length) high = this.length;
    // entries[low] < target; the answer is in (low, high].
    let lo = low + 1;
    let hi = high;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (entries[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  get byteSize(): number {
    return this.entries.byteLength;
  }
}
