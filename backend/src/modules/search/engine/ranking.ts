import type { TemplateSort } from '@tm/contracts/catalog';
import type { TemplateStore } from './template-store';

/** Negative when template a (scored sa) comes before template b (scored sb) in the order. */
export type Comparator = (a: number, sa: number, b: number, sb: number) => number;

/**
 * The listing orders over the index's columns, each ending in the id like the database's listings
 * (listing-order.ts), so the engine and SQL agree where both can answer. 'relevance' puts the
 * better-scored first, then best sellers, newest, id (decision 054).
 */
/**
 * A number that orders like the comparator's first key (larger comes first), so the heap turns most
 * offers away with one comparison of numbers.
 */
export type LeadingKey = (ordinal: number, score: number) => number;

export function leadingKeyFor(sort: TemplateSort, store: TemplateStore): LeadingKey {
  const { sales, created, price, rating } = store;
  const { ratingCount } = store;
  switch (sort) {
    case 'relevance':
      // Scores are a few values far apart: the sales break most of their ties in the same number.
      return (o, score) => score * 2 ** 32 + sales[o]!;
    case 'popular':
      return (o) => sales[o]!;
    case 'newest':
      return (o) => created[o]!;
    case 'price-asc':
      return (o) => -price[o]!;
    case 'price-desc':
      return (o) => price[o]!;
    case 'rating':
      return (o) => rating[o]! * 2 ** 32 + ratingCount[o]!;
  }
}

export function comparatorFor(sort: TemplateSort, store: TemplateStore): Comparator {
  const { sales, created, price, rating, ratingCount, ids } = store;
  const popular = (a: number, b: number) => sales[b]! - sales[a]! || created[b]! - created[a]! || ids.compareIds(b, a);
  switch (sort) {
    case 'relevance':
      return (a, sa, b, sb) => sb - sa || popular(a, b);
    case 'popular':
      return (a, _sa, b) => popular(a, b);
    case 'newest':
      return (a, _sa, b) => created[b]! - created[a]! || ids.compareIds(b, a);
    case 'price-asc':
      return (a, _sa, b) => price[a]! - price[b]! || ids.compareIds(a, b);
    case 'price-desc':
      return (a, _sa, b) => price[b]! - price[a]! || ids.compareIds(b, a);
    case 'rating':
      return (a, _sa, b) => rating[b]! - rating[a]! || ratingCount[b]! - ratingCount[a]! || popular(a, b);
  }
}

/**
 * The first `k` templates offered in an order, kept in a bounded heap (the worst kept on top), so
 * ranking n matches costs n log k rather than a sort of all of them.
 */
export class TopK {
  private readonly ordinals: number[] = [];
  private readonly scores: number[] = [];
  /** The worst kept's leading key, once the heap is full. */
  private rootKey = 0;

  constructor(
    private readonly k: number,
    private readonly compare: Comparator,
    private readonly key: LeadingKey,
  ) {}

  offer(ordinal: number, score: number): void {
    if (this.k === 0) return;
    if (this.ordinals.length < this.k) {
      this.ordinals.push(ordinal);
      this.scores.push(score);
      this.up(this.ordinals.length - 1);
      if (this.ordinals.length === this.k) this.rootKey = this.key(this.ordinals[0]!, this.scores[0]!);
      return;
    }
    const key = this.key(ordinal, score);
    if (key < this.rootKey) return;
    if (key > this.rootKey || this.compare(ordinal, score, this.ordinals[0]!, this.scores[0]!) < 0) {
      this.ordinals[0] = ordinal;
      this.scores[0] = score;
      this.down(0);
      this.rootKey = this.key(this.ordinals[0]!, this.scores[0]!);
    }
  }

  /** Whether k templates are kept. */
  get full(): boolean {
    return this.ordinals.length >= this.k;
  }

  /** The score of the worst kept template (the heap's root). */
  get worstScore(): number {
    return this.scores[0] ?? -Infinity;
  }

  /** The kept templates, best first. */
  sorted(): number[] {
    const order = this.ordinals.map((_, i) => i);
    order.sort((i, j) => this.compare(this.ordinals[i]!, this.scores[i]!, this.ordinals[j]!, this.scores[j]!));
    return order.map((i) => this.ordinals[i]!);
  }

  /** > 0 when the entry at i comes after the one at j. */
  private after(i: number, j: number): boolean {
    return this.compare(this.ordinals[i]!, this.scores[i]!, this.ordinals[j]!, this.scores[j]!) > 0;
  }

  private swap(i: number, j: number): void {
    [this.ordinals[i], this.ordinals[j]] = [this.ordinals[j]!, this.ordinals[i]!];
    [this.scores[i], this.scores[j]] = [this.scores[j]!, this.scores[i]!];
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.after(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    const n = this.ordinals.length;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < n && this.after(left, worst)) worst = left;
      if (right < n && this.after(right, worst)) worst = right;
      if (worst === i) return;
      this.swap(i, worst);
      i = worst;
    }
  }
}
