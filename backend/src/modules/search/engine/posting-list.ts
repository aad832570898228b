/**
 * A word's postings: one 32-bit entry per template that has it, `ordinal << 3 | fields`, in ordinal
 * order (templates get ordinals in the order they are indexed, so adding one appends). `fields` is a
 * bit per field the word is in (FIELD); filter keys carry none.
 */
import { Bitset } from './bitset';

export const FIELD = { name: 4, tags: 2, description: 1 } as const;
/**
 * A list this long also keeps its templates as bits (all, and those with the word in the name): a
 * search of such common words counts and ranks by bitsets (decision 054). 16,384 entries take 64 KB;
 * the bits of a million templates 125 KB each, so only lists of 1 template in 32 or more pay double.
 */
export const DENSE_LIST = 16_384;
const SHIFT = 3;
const FIELD_MASK = 7;

export class PostingList {
  private entries: Uint32Array;
  length = 0;
  /** Set once the list reaches DENSE_LIST entries. */
  bits: Bitset | null = null;
  nameBits: Bitset | null = null;

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
    if (this.bits) {
      this.bits.set(ordinal);
      if (fields & FIELD.name) this.nameBits!.set(ordinal);
    } else if (this.length === DENSE_LIST) {
      this.bits = new Bitset();
      this.nameBits = new Bitset();
      for (let i = 0; i < this.length; i++) {
        this.bits.set(this.ordinalAt(i));
        if (this.fieldsAt(i) & FIELD.name) this.nameBits.set(this.ordinalAt(i));
      }
    }
  }

  /** The entries array itself (valid up to `length`), for the hot loops that walk a list without a call per entry. */
  get raw(): Uint32Array {
    return this.entries;
  }

  /** Drops the room kept for growth (after a full load). */
  trim(): void {
    if (this.entries.length > this.length) this.entries = this.entries.slice(0, this.length);
  }

  ordinalAt(index: number): number {
    return this.entries[index]! >>> SHIFT;
  }

  fieldsAt(index: number): number {
    return this.entries[index]! & FIELD_MASK;
  }

  get byteSize(): number {
    return this.entries.byteLength + (this.bits?.byteSize ?? 0) + (this.nameBits?.byteSize ?? 0);
  }
}
