import { CATEGORIES } from '@tm/contracts/catalog';
import { SEARCH_PLATFORMS } from '@tm/contracts/search';
import type { TemplateSort } from '@tm/contracts/catalog';
import { GroupCursor, type WordGroup } from './group-cursor';
import { FIELD, PostingList } from './posting-list';
import { comparatorFor, TopK } from './ranking';
import { TemplateStore, type TemplateKeys } from './template-store';
import { TAG_KEY, templateTerms, type SearchableTemplate } from '../text/words';

export type IndexedTemplate = TemplateKeys & SearchableTemplate;

/** What a page of matches is narrowed to (ids of the store's columns). */
export interface MatchFilters {
  category?: number;
  /** Subcategory ids (TemplateStore.findSubcategory); an empty set matches nothing. */
  subcategories?: ReadonlySet<number>;
  /** A whole tag (a /browse niche). */
  tag?: string;
  platform?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Stars × 10. */
  minRating10?: number;
}

export interface MatchRequest {
  /** Every group must match ('all'), or the templates with the most of them first ('any'). */
  mode: 'all' | 'any';
  required: readonly WordGroup[];
  /** Add to the score when present, never required. */
  optional: readonly WordGroup[];
  filters: MatchFilters;
  sort: TemplateSort;
  offset: number;
  limit: number;
}

export interface MatchPage {
  ordinals: number[];
  total: number;
  /** Matches per category (CATEGORIES order) without the category filter, per platform (SEARCH_PLATFORMS) without the platform filter. */
  categoryCounts: number[];
  platformCounts: number[];
}

/** Kept pages deeper than this are sorted whole rather than through the heap. */
const HEAP_LIMIT = 5_000;
/** All of a query's words in the name, or all in the tags: "together" (decision 054). */
const TOGETHER_IN_NAME = 4;
const TOGETHER_IN_TAGS = 2;
/** In 'any' mode a template with one more of the words always ranks above. */
const PER_GROUP = 1_000;

/**
 * The storefront's search index (decision 054): every template's words by field, in posting lists
 * by word, and its filter and order keys in typed columns. Matching, counting per category and
 * platform, and ranking happen here, in memory; the database stays the store and hands over the
 * page's rows by id.
 */
export class SearchIndex {
  readonly store = new TemplateStore();
  private readonly termIds = new Map<string, number>();
  private readonly termTexts: string[] = [];
  private readonly lists: PostingList[] = [];
  private sortedTerms: string[] | null = null;
  private deadCount = 0;

  get size(): number {
    return this.store.liveCount;
  }

  /** Templates indexed and since taken out (their postings stay until the next full load). */
  get dead(): number {
    return this.deadCount;
  }

  /** Adds a template, or updates the keys of one already indexed (its words never change: templates are not edited). */
  upsert(template: IndexedTemplate): void {
    const known = this.store.ids.find(template.id);
    if (known >= 0 && this.store.alive[known] === 1) {
      this.store.update(known, template);
      return;
    }
    const ordinal = this.store.add(template);
    for (const [term, fields] of templateTerms(template)) {
      let id = this.termIds.get(term);
      if (id === undefined) {
        id = this.termTexts.length;
        this.termIds.set(term, id);
        this.termTexts.push(term);
        this.lists.push(new PostingList());
        this.sortedTerms = null;
      }
      this.lists[id]!.push(ordinal, fields);
    }
  }

  /** Takes a template out; false when it was not in. */
  remove(id: string): boolean {
    const ordinal = this.store.ids.find(id);
    if (ordinal < 0 || this.store.alive[ordinal] !== 1) return false;
    this.store.kill(ordinal);
    this.deadCount++;
    return true;
  }

  has(id: string): boolean {
    const ordinal = this.store.ids.find(id);
    return ordinal >= 0 && this.store.alive[ordinal] === 1;
  }

  idOf(ordinal: number): string {
    return this.store.ids.idOf(ordinal);
  }

  /** A word's postings, or undefined when no template ever had it. */
  list(term: string): PostingList | undefined {
    const id = this.termIds.get(term);
    return id === undefined ? undefined : this.lists[id];
  }

  /** Templates a word was indexed for (taken-out ones included until the next load): ranks completions and corrections. */
  frequency(term: string): number {
    return this.list(term)?.length ?? 0;
  }

  /** Every word with its frequency (never the filter keys). */
  *vocabulary(): Iterable<readonly [string, number]> {
    for (let id = 0; id < this.termTexts.length; id++) {
      const term = this.termTexts[id]!;
      if (!term.startsWith(TAG_KEY)) yield [term, this.lists[id]!.length] as const;
    }
  }

  /** Words starting with `prefix`, most frequent first. */
  completions(prefix: string, limit: number): string[] {
    const terms = this.sorted();
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (terms[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < terms.length && terms[i]!.startsWith(prefix); i++) found.push(terms[i]!);
    return found
      .sort((a, b) => this.frequency(b) - this.frequency(a) || (a < b ? -1 : 1))
      .slice(0, limit);
  }

  /** Bytes of the index's arrays (the figure bench:search prints beside the process's memory). */
  get byteSize(): number {
    let bytes = this.store.byteSize;
    for (const list of this.lists) bytes += list.byteSize;
    return bytes;
  }

  /** A page of matches in the request's order, with their number and the counts per category and platform. */
  match(request: MatchRequest): MatchPage {
    const store = this.store;
    const { filters } = request;
    const categoryCounts = CATEGORIES.map(() => 0);
    const platformCounts = SEARCH_PLATFORMS.map(() => 0);
    const empty: MatchPage = { ordinals: [], total: 0, categoryCounts, platformCounts };
    const tagList = filters.tag === undefined ? undefined : this.list(TAG_KEY + filters.tag);
    if (filters.tag !== undefined && !tagList) return empty;
    if (filters.subcategories?.size === 0) return empty;
    const required = request.required.map((g) => new GroupCursor(g));
    const optional = request.optional.map((g) => new GroupCursor(g));
    const tag = tagList ? new GroupCursor({ variants: [{ list: tagList, factor: 0 }] }) : undefined;
    if (request.mode === 'all' && required.some((c) => c.cost === 0)) return empty;

    const k = request.offset + request.limit;
    const compare = comparatorFor(request.sort, store);
    const heap = k <= HEAP_LIMIT ? new TopK(k, compare) : undefined;
    const all: Array<[number, number]> = [];
    let total = 0;
    const take = (ordinal: number, score: number) => {
      if (store.alive[ordinal] !== 1) return;
      if (filters.subcategories && !filters.subcategories.has(store.subcategory[ordinal]!)) return;
      if (filters.minPriceCents !== undefined && store.price[ordinal]! < filters.minPriceCents) return;
      if (filters.maxPriceCents !== undefined && store.price[ordinal]! > filters.maxPriceCents) return;
      if (filters.minRating10 !== undefined && store.rating[ordinal]! < filters.minRating10) return;
      const inCategory = filters.category === undefined || store.category[ordinal] === filters.category;
      const onPlatform = filters.platform === undefined || store.platform[ordinal] === filters.platform;
      if (onPlatform) categoryCounts[store.category[ordinal]!]!++;
      if (inCategory) platformCounts[store.platform[ordinal]!]!++;
      if (!inCategory || !onPlatform) return;
      total++;
      for (const cursor of optional) if (cursor.probe(ordinal)) score += cursor.score / 2;
      if (heap) heap.offer(ordinal, score);
      else all.push([ordinal, score]);
    };

    if (request.mode === 'any') this.matchAny(required, tag, take);
    else this.matchAll(required, tag, take);

    let ordinals: number[];
    if (heap) ordinals = heap.sorted();
    else ordinals = all.sort(([a, sa], [b, sb]) => compare(a, sa, b, sb)).map(([o]) => o);
    return { ordinals: ordinals.slice(request.offset, k), total, categoryCounts, platformCounts };
  }

  /** Templates with every group: walks the cheapest and probes the others. */
  private matchAll(required: GroupCursor[], tag: GroupCursor | undefined, take: (ordinal: number, score: number) => void): void {
    const cursors = tag ? [...required, tag] : required;
    if (cursors.length === 0) {
      for (let ordinal = 0; ordinal < this.store.size; ordinal++) take(ordinal, 0);
      return;
    }
    const lead = cursors.reduce((best, c) => (c.cost < best.cost ? c : best));
    const others = cursors.filter((c) => c !== lead);
    const several = required.length > 1;
    while (lead.next()) {
      const ordinal = lead.ordinal;
      let score = lead.score;
      let fields = lead === tag ? FIELD.name | FIELD.tags : lead.fields;
      let matched = true;
      for (const cursor of others) {
        if (!cursor.probe(ordinal)) {
          matched = false;
          break;
        }
        score += cursor.score;
        if (cursor !== tag) fields &= cursor.fields;
      }
      if (!matched) continue;
      if (several) score += fields & FIELD.name ? TOGETHER_IN_NAME : fields & FIELD.tags ? TOGETHER_IN_TAGS : 0;
      take(ordinal, score);
    }
  }

  /** Templates with any of the groups, those with more of them first (the partial matches): the groups walked side by side. */
  private matchAny(required: GroupCursor[], tag: GroupCursor | undefined, take: (ordinal: number, score: number) => void): void {
    const live = required.filter((cursor) => cursor.next());
    while (live.length > 0) {
      let ordinal = live[0]!.ordinal;
      for (const cursor of live) if (cursor.ordinal < ordinal) ordinal = cursor.ordinal;
      let score = 0;
      for (let i = live.length - 1; i >= 0; i--) {
        const cursor = live[i]!;
        if (cursor.ordinal !== ordinal) continue;
        score += PER_GROUP + cursor.score;
        if (!cursor.next()) live.splice(i, 1);
      }
      if (tag && !tag.probe(ordinal)) continue;
      take(ordinal, score);
    }
  }

  private sorted(): string[] {
    if (!this.sortedTerms) this.sortedTerms = this.termTexts.filter((t) => !t.startsWith(TAG_KEY)).sort();
    return this.sortedTerms;
  }
}
