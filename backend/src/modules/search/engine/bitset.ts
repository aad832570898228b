/**
 * A set of template ordinals as bits, growing with the catalog: the dense words' and the columns'
 * sets that let a search of common words count and rank its matches a word (32 templates) at a time
 * (decision 054).
 */
export class Bitset {
  words = new Uint32Array(32);

  set(ordinal: number): void {
    const word = ordinal >>> 5;
    if (word >= this.words.length) {
      const grown = new Uint32Array(Math.max(word + 1, Math.ceil(this.words.length * 1.5)));
      grown.set(this.words);
      this.words = grown;
    }
    this.words[word]! |= 1 << (ordinal & 31);
  }

  clear(ordinal: number): void {
    const word = ordinal >>> 5;
    if (word < this.words.length) this.words[word]! &= ~(1 << (ordinal & 31));
  }

  has(ordinal: number): boolean {
    const word = ordinal >>> 5;
    return word < this.words.length && (this.words[word]! & (1 << (ordinal & 31))) !== 0;
  }

  get byteSize(): number {
    return this.words.byteLength;
  }
}

/** Bits set in a 32-bit word. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** The bits of a word array, as a fresh array of `length` words (missing words are 0). */
export function copyWords(words: Uint32Array, length: number): Uint32Array {
  const copy = new Uint32Array(length);
  copy.set(words.length > length ? words.subarray(0, length) : words);
  return copy;
}

/** target &= other (other's missing words are 0). */
export function andInto(target: Uint32Array, other: Uint32Array): void {
  const n = Math.min(target.length, other.length);
  for (let i = 0; i < n; i++) target[i]! &= other[i]!;
  target.fill(0, n);
}

/** target |= other. */
export function orInto(target: Uint32Array, other: Uint32Array): void {
  const n = Math.min(target.length, other.length);
  for (let i = 0; i < n; i++) target[i]! |= other[i]!;
}

/** Bits set in a ∧ b (∧ c when given). */
export function countAnd(a: Uint32Array, b: Uint32Array, c?: Uint32Array): number {
  let n = Math.min(a.length, b.length);
  let count = 0;
  if (c) {
    n = Math.min(n, c.length);
    for (let i = 0; i < n; i++) {
      const x = a[i]! & b[i]! & c[i]!;
      if (x !== 0) count += popcount(x);
    }
  } else {
    for (let i = 0; i < n; i++) {
      const x = a[i]! & b[i]!;
      if (x !== 0) count += popcount(x);
    }
  }
  return count;
}

/** Calls `visit` with every ordinal whose bit is set, the highest first (the newest: see GroupCursor). */
export function forEachBitDown(words: Uint32Array, visit: (ordinal: number) => void): void {
  for (let i = words.length - 1; i >= 0; i--) {
    let x = words[i]!;
    while (x !== 0) {
      const bit = 31 - Math.clz32(x);
      visit((i << 5) + bit);
      x ^= 1 << bit;
    }
  }
}
