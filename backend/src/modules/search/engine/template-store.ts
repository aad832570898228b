import { CATEGORIES, type Category } from '@tm/contracts/catalog';
import { platformFacts } from '@tm/contracts/platforms';
import { SEARCH_PLATFORMS, type SearchPlatform } from '@tm/contracts/search';
import { Bitset } from './bitset';
import { IdTable } from './id-table';

/** What the index keeps of a template besides its words: its keys for filters, facets and orders. */
export interface TemplateKeys {
  id: string;
  category: Category;
  subcategory: string;
  salesCount: number;
  createdAtMs: number;
  priceCents: number;
  rating: number;
  ratingCount: number;
}

/** A template's platform as the search filters it (decision 054): what its download is made for. */
export function platformOf(category: Category, subcategory: string): SearchPlatform {
  return platformFacts(category, subcategory).platform as SearchPlatform;
}

/**
 * The per-template columns of the index, one typed array each, by ordinal (about 45 bytes a
 * template): what filters, facets and every listing order read without touching the database.
 */
export class TemplateStore {
  readonly ids = new IdTable();
  alive = new Uint8Array(0);
  sales = new Int32Array(0);
  created = new Float64Array(0);
  price = new Int32Array(0);
  /** Stars × 10 (ratings have one decimal). */
  rating = new Uint8Array(0);
  ratingCount = new Int32Array(0);
  category = new Uint8Array(0);
  subcategory = new Uint16Array(0);
  platform = new Uint8Array(0);
  private readonly subcategoryIds = new Map<string, number>();
  /** Live templates per category and subcategory ids (`category * 65536 + subcategory`): the suggestions' counts. */
  private readonly scopeCounts = new Map<number, number>();
  liveCount = 0;
  /** The same facts as bits, for searches of common words (decision 054). */
  readonly aliveBits = new Bitset();
  readonly categoryBits = CATEGORIES.map(() => new Bitset());
  readonly platformBits = SEARCH_PLATFORMS.map(() => new Bitset());

  get size(): number {
    return this.ids.count;
  }

  /** Stores a new template's keys at the next ordinal. */
  add(keys: TemplateKeys): number {
    const ordinal = this.ids.add(keys.id);
    this.ensureCapacity(ordinal + 1);
    this.alive[ordinal] = 1;
    this.category[ordinal] = CATEGORIES.indexOf(keys.category);
    this.subcategory[ordinal] = this.subcategoryId(keys.subcategory);
    this.platform[ordinal] = SEARCH_PLATFORMS.indexOf(platformOf(keys.category, keys.subcategory));
    this.aliveBits.set(ordinal);
    this.categoryBits[this.category[ordinal]!]!.set(ordinal);
    this.platformBits[this.platform[ordinal]!]!.set(ordinal);
    this.update(ordinal, keys);
    this.liveCount++;
    this.countScope(ordinal, 1);
    return ordinal;
  }

  /** The keys that change after a template is stored: sales, price, ratings. */
  update(ordinal: number, keys: TemplateKeys): void {
    this.sales[ordinal] = keys.salesCount;
    this.created[ordinal] = keys.createdAtMs;
    this.price[ordinal] = keys.priceCents;
    this.rating[ordinal] = Math.round(keys.rating * 10);
    this.ratingCount[ordinal] = keys.ratingCount;
  }

  kill(ordinal: number): void {
    if (this.alive[ordinal] !== 1) return;
    this.alive[ordinal] = 0;
    this.aliveBits.clear(ordinal);
    this.liveCount--;
    this.countScope(ordinal, -1);
  }

  /** Live templates of a category's subcategory. */
  countIn(category: Category, subcategory: string): number {
    const id = this.subcategoryIds.get(subcategory);
    return id === undefined ? 0 : (this.scopeCounts.get(CATEGORIES.indexOf(category) * 65_536 + id) ?? 0);
  }

  /**
   * Live templates of every category, of one, or of some of its subcategories (of any category when
   * none is given): the storefront's listing totals (decision 076). Reads the kept per-scope counts,
   * a few hundred entries, never the templates.
   */
  liveIn(category?: Category, subcategories?: readonly string[]): number {
    if (category === undefined && subcategories === undefined) return this.liveCount;
    const categoryIndex = category === undefined ? -1 : CATEGORIES.indexOf(category);
    const wanted = subcategories === undefined ? null : new Set(subcategories.map((name) => this.findSubcategory(name)));
    let n = 0;
    for (const [key, count] of this.scopeCounts) {
      if (categoryIndex >= 0 && Math.floor(key / 65_536) !== categoryIndex) continue;
      if (wanted && !wanted.has(key % 65_536)) continue;
      n += count;
    }
    return n;
  }

  /** Live templates per subcategory name of one category (subcategories without one are left out). */
  subcategoryCountsIn(category: Category): Map<string, number> {
    const categoryIndex = CATEGORIES.indexOf(category);
    const names = new Map([...this.subcategoryIds].map(([name, id]) => [id, name]));
    const counts = new Map<string, number>();
    for (const [key, count] of this.scopeCounts) {
      if (Math.floor(key / 65_536) !== categoryIndex || count === 0) continue;
      const name = names.get(key % 65_536)!;
      counts.set(name, (counts.get(name) ?? 0) + count);
    }
    return counts;
  }

  private countScope(ordinal: number, delta: number): void {
    const key = this.category[ordinal]! * 65_536 + this.subcategory[ordinal]!;
    this.scopeCounts.set(key, (this.scopeCounts.get(key) ?? 0) + delta);
  }

  /** The id number of a subcategory (-1 when no template has it). */
  findSubcategory(name: string): number {
    return this.subcategoryIds.get(name) ?? -1;
  }

  get byteSize(): number {
    return (
      this.ids.byteSize +
      this.alive.byteLength +
      this.sales.byteLength +
      this.created.byteLength +
      this.price.byteLength +
      this.rating.byteLength +
      this.ratingCount.byteLength +
      this.category.byteLength +
      this.subcategory.byteLength +
      this.platform.byteLength +
      [this.aliveBits, ...this.categoryBits, ...this.platformBits].reduce((n, b) => n + b.byteSize, 0)
    );
  }

  private subcategoryId(name: string): number {
    let id = this.subcategoryIds.get(name);
    if (id === undefined) {
      id = this.subcategoryIds.size;
      this.subcategoryIds.set(name, id);
    }
    return id;
  }

  private ensureCapacity(needed: number): void {
    if (needed <= this.alive.length) return;
    const capacity = Math.max(1024, Math.ceil(this.alive.length * 1.5), needed);
    const grow = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    this.alive = grow(this.alive, (n) => new Uint8Array(n));
    this.sales = grow(this.sales, (n) => new Int32Array(n));
    this.created = grow(this.created, (n) => new Float64Array(n));
    this.price = grow(this.price, (n) => new Int32Array(n));
    this.rating = grow(this.rating, (n) => new Uint8Array(n));
    this.ratingCount = grow(this.ratingCount, (n) => new Int32Array(n));
    this.category = grow(this.category, (n) => new Uint8Array(n));
    this.subcategory = grow(this.subcategory, (n) => new Uint16Array(n));
    this.platform = grow(this.platform, (n) => new Uint8Array(n));
  }
}
