import { CATEGORIES } from '@tm/contracts/catalog';
import { SEARCH_PLATFORMS } from '@tm/contracts/search';
import type { TemplateSort } from '@tm/contracts/catalog';
import { andInto, copyWords, countAnd, forEachBitDown, orInto } from './bitset';
import { FIELD_SCORE, GroupCursor, type WordGroup } from './group-cursor';
import { FIELD, PostingList } from './posting-list';
import { comparatorFor, leadingKeyFor, TopK } from './ranking';
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

/** Partial matches are ranked by the sets of words they have up to this many words (31 sets). */
const MAX_SUBSET_WORDS = 5;
/** Kept pages deeper than this are sorted whole rather than through the heap. */
const HEAP_LIMIT = 5_000;
/** All of a query's words in the name, or all in the tags: "together" (decision 054). */
const TOGETHER_IN_NAME = 4;
const TOGETHER_IN_TAGS = 2;
/** In 'any' mode a word found weighs this much times its idf, above any field's score. */
const PER_GROUP = 10;

/** What finding a word found in `found` of `templates` templates is worth among partial matches. */
function idfWeight(templates: number, found: number): number {
  return PER_GROUP * Math.log(1 + templates / Math.max(1, found));
}

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

  /** Gives back the room lists keep for growth (after a full load: most lists are done growing). */
  trim(): void {
    for (const list of this.lists) list.trim();
  }

  /** Bytes of the index's arrays (the figure bench:search prints beside the process's memory). */
  get byteSize(): number {
    let bytes = this.store.byteSize;
    for (const list of this.lists) bytes += list.byteSize;
    return bytes;
  }

  /** How many live templates have every group (the suggestions' counts): by bits when every word is common. */
  count(required: readonly WordGroup[]): number {
    if (required.length === 0) return this.size;
    if (required.some((g) => g.variants.length === 0)) return 0;
    if (!required.every((g) => g.variants.every((v) => v.list.bits !== null))) {
      return this.match({ mode: 'all', required, filters: {}, sort: 'popular', offset: 0, limit: 0 }).total;
    }
    const length = this.store.aliveBits.words.length;
    const matches = copyWords(this.store.aliveBits.words, length);
    for (const group of required) {
      const any = new Uint32Array(length);
      for (const v of group.variants) orInto(any, v.list.bits!.words);
      andInto(matches, any);
    }
    return countAnd(matches, matches);
  }

  /**
   * A page of matches in the request's order, with their number and the counts per category and
   * platform. `bits: false` makes common words walk their lists too (the tests compare both ways).
   */
  match(request: MatchRequest, options: { bits?: boolean } = {}): MatchPage {
    const store = this.store;
    const { filters } = request;
    const categoryCounts = CATEGORIES.map(() => 0);
    const platformCounts = SEARCH_PLATFORMS.map(() => 0);
    const empty: MatchPage = { ordinals: [], total: 0, categoryCounts, platformCounts };
    const tagList = filters.tag === undefined ? undefined : this.list(TAG_KEY + filters.tag);
    if (filters.tag !== undefined && !tagList) return empty;
    if (filters.subcategories?.size === 0) return empty;
    const byBits =
      filters.tag === undefined && options.bits !== false ? (request.mode === 'all' ? this.denseMatch(request) : this.partialMatch(request)) : null;
    if (byBits) return byBits;
    const required = request.required.map((g) => new GroupCursor(g));
    const tag = tagList ? new GroupCursor({ variants: [{ list: tagList, factor: 0 }] }) : undefined;
    if (request.mode === 'all' && required.some((c) => c.cost === 0)) return empty;

    const k = request.offset + request.limit;
    const compare = comparatorFor(request.sort, store);
    const heap = k <= HEAP_LIMIT ? new TopK(k, compare, leadingKeyFor(request.sort, store)) : undefined;
    const all: Array<[number, number]> = [];
    let total = 0;
    // The loop below runs once per match (hundreds of thousands for common words at a million
    // templates): columns and filters are read into locals, and absent filters cost one test.
    const { alive, category, platform, subcategory, price, rating } = store;
    const categoryCounted = new Int32Array(CATEGORIES.length);
    const platformCounted = new Int32Array(SEARCH_PLATFORMS.length);
    const onlyCategory = filters.category ?? -1;
    const onlyPlatform = filters.platform ?? -1;
    const subcategories = filters.subcategories;
    const minPrice = filters.minPriceCents ?? -Infinity;
    const maxPrice = filters.maxPriceCents ?? Infinity;
    const minRating = filters.minRating10 ?? 0;
    const narrowed = subcategories !== undefined || minPrice > -Infinity || maxPrice < Infinity || minRating > 0;
    const take = (ordinal: number, score: number) => {
      if (alive[ordinal] !== 1) return;
      if (narrowed) {
        if (subcategories && !subcategories.has(subcategory[ordinal]!)) return;
        const cents = price[ordinal]!;
        if (cents < minPrice || cents > maxPrice || rating[ordinal]! < minRating) return;
      }
      const c = category[ordinal]!;
      const p = platform[ordinal]!;
      const inCategory = onlyCategory < 0 || c === onlyCategory;
      const onPlatform = onlyPlatform < 0 || p === onlyPlatform;
      if (onPlatform) categoryCounted[c]!++;
      if (inCategory) platformCounted[p]!++;
      if (!inCategory || !onPlatform) return;
      total++;
      if (heap) heap.offer(ordinal, score);
      else all.push([ordinal, score]);
    };

    if (request.mode === 'any') this.matchAny(required, tag, take);
    else this.matchAll(required, tag, take);

    let ordinals: number[];
    if (heap) ordinals = heap.sorted();
    else ordinals = all.sort(([a, sa], [b, sb]) => compare(a, sa, b, sb)).map(([o]) => o);
    categoryCounted.forEach((n, i) => (categoryCounts[i] = n));
    platformCounted.forEach((n, i) => (platformCounts[i] = n));
    return { ordinals: ordinals.slice(request.offset, k), total, categoryCounts, platformCounts };
  }

  /**
   * Every word common (each of its lists kept as bits too): the matches are the AND of the words'
   * bits, counted per category and platform a 32-bit word at a time; ranked by visiting only the
   * bits of the best tier (every word in the name) when that tier fills the page, or every match's
   * bit for another order. Null when this does not apply (a rare word, filters the bits do not
   * carry, a page the best tier does not fill): the walk answers then (decision 054).
   */
  private denseMatch(request: MatchRequest): MatchPage | null {
    const { filters } = request;
    const groups = request.required;
    if (groups.length === 0 || filters.subcategories !== undefined) return null;
    if (filters.minPriceCents !== undefined || filters.maxPriceCents !== undefined || filters.minRating10 !== undefined) return null;
    if (!groups.every((g) => g.variants.length > 0 && g.variants.every((v) => v.list.bits !== null))) return null;
    const store = this.store;
    const length = store.aliveBits.words.length;
    const matches = copyWords(store.aliveBits.words, length);
    for (const group of groups) {
      if (group.variants.length === 1) andInto(matches, group.variants[0]!.list.bits!.words);
      else {
        const any = new Uint32Array(length);
        for (const v of group.variants) orInto(any, v.list.bits!.words);
        andInto(matches, any);
      }
    }
    const { categoryCounts, platformCounts, total } = this.countByBits(matches, filters);
    const k = request.offset + request.limit;
    if (k > HEAP_LIMIT) return null;
    if (k === 0) return { ordinals: [], total, categoryCounts, platformCounts };
    let ranked = matches;
    let score = 0;
    if (request.sort === 'relevance') {
      // Every word in the name scores the most any template can (fieldScore is by best field), and
      // alike, so the tier's order is the best sellers' when it fills the page.
      const best = copyWords(matches, length);
      for (const group of groups) {
        const exact = group.variants.find((v) => v.factor === 1);
        if (!exact) return null;
        andInto(best, exact.list.nameBits!.words);
      }
      if (countAnd(best, best) < k) return null;
      ranked = best;
      score = FIELD_SCORE.name * groups.length + (groups.length > 1 ? TOGETHER_IN_NAME : 0);
    }
    const heap = new TopK(k, comparatorFor(request.sort, store), leadingKeyFor(request.sort, store));
    forEachBitDown(ranked, (ordinal) => heap.offer(ordinal, score));
    return { ordinals: heap.sorted().slice(request.offset, k), total, categoryCounts, platformCounts };
  }

  /**
   * Counts matches per category and per platform, each without its own filter, then narrows
   * `matches` to both filters and counts what remains; `narrow` applies the same filters to another set.
   */
  private countByBits(matches: Uint32Array, filters: MatchFilters): { categoryCounts: number[]; platformCounts: number[]; total: number; narrow: (bits: Uint32Array) => void } {
    const store = this.store;
    const onlyCategory = filters.category === undefined ? null : store.categoryBits[filters.category]!.words;
    const onlyPlatform = filters.platform === undefined ? null : store.platformBits[filters.platform]!.words;
    const categoryCounts = store.categoryBits.map((bits) => (onlyPlatform ? countAnd(matches, bits.words, onlyPlatform) : countAnd(matches, bits.words)));
    const platformCounts = store.platformBits.map((bits) => (onlyCategory ? countAnd(matches, bits.words, onlyCategory) : countAnd(matches, bits.words)));
    const narrow = (bits: Uint32Array) => {
      if (onlyCategory) andInto(bits, onlyCategory);
      if (onlyPlatform) andInto(bits, onlyPlatform);
    };
    narrow(matches);
    return { categoryCounts, platformCounts, total: countAnd(matches, matches), narrow };
  }

  /**
   * The partial matches (templates with any of the words) counted by bits: each word's templates as
   * a bitset (a common word's own, a rare word's set from its list), their OR counted per category
   * and platform. Ranked by walking only the rarest words' templates when they are enough to fill the
   * page and every one of them outscores any template without them (a word weighs its idf, so a rare
   * word outweighs the common ones); null otherwise, and the walk of every word answers.
   */
  private partialMatch(request: MatchRequest): MatchPage | null {
    const { filters } = request;
    if (filters.subcategories !== undefined || filters.minPriceCents !== undefined || filters.maxPriceCents !== undefined || filters.minRating10 !== undefined) {
      return null;
    }
    const groups = request.required.filter((g) => g.variants.length > 0);
    if (groups.length === 0) return null;
    const store = this.store;
    const length = store.aliveBits.words.length;
    // Words found in few templates: walking their lists costs less than a pass over the bits.
    const entries = groups.reduce((sum, g) => sum + g.variants.reduce((n, v) => n + v.list.length, 0), 0);
    if (entries < length * 2) return null;
    const weighted = groups
      .map((group) => {
        const bits = new Uint32Array(length);
        let cost = 0;
        for (const { list } of group.variants) {
          cost += list.length;
          if (list.bits) orInto(bits, list.bits.words);
          else {
            const raw = list.raw;
            for (let i = 0; i < list.length; i++) {
              const ordinal = raw[i]! >>> 3;
              bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
            }
          }
        }
        return { group, bits, weight: idfWeight(store.liveCount, cost) };
      })
      .sort((a, b) => b.weight - a.weight);
    const scope = copyWords(store.aliveBits.words, length);
    const matches = new Uint32Array(length);
    for (const { bits } of weighted) orInto(matches, bits);
    andInto(matches, scope);
    const { categoryCounts, platformCounts, total, narrow } = this.countByBits(matches, filters);
    narrow(scope);
    const k = request.offset + request.limit;
    if (k > HEAP_LIMIT) return null;
    if (k === 0) return { ordinals: [], total, categoryCounts, platformCounts };
    const heap = new TopK(k, comparatorFor(request.sort, store), leadingKeyFor(request.sort, store));
    if (request.sort !== 'relevance') {
      forEachBitDown(matches, (ordinal) => heap.offer(ordinal, 0));
      return { ordinals: heap.sorted().slice(request.offset, k), total, categoryCounts, platformCounts };
    }
    // The fewest rarest words whose templates fill the page and outscore every template without them.
    const walked = new Uint32Array(length);
    let rest = weighted.reduce((sum, w) => sum + w.weight + FIELD_SCORE.name, 0);
    let lead = 0;
    for (; lead < weighted.length; lead++) {
      const { bits, weight } = weighted[lead]!;
      rest -= weight + FIELD_SCORE.name;
      orInto(walked, bits);
      if (weight > rest && countAnd(walked, scope) >= k) break;
    }
    if (lead === weighted.length) return this.rankPartialBySubsets(weighted, scope, heap) ? { ordinals: heap.sorted().slice(request.offset, k), total, categoryCounts, platformCounts } : null;
    const cursors = weighted.map((w) => new GroupCursor(w.group));
    const weights = weighted.map((w) => w.weight);
    const walkedCursors = cursors.slice(0, lead + 1);
    const live = walkedCursors.filter((cursor) => cursor.next());
    while (live.length > 0) {
      let ordinal = live[0]!.ordinal;
      for (const cursor of live) if (cursor.ordinal > ordinal) ordinal = cursor.ordinal;
      let score = 0;
      for (let i = live.length - 1; i >= 0; i--) {
        const cursor = live[i]!;
        if (cursor.ordinal !== ordinal) continue;
        score += weights[cursors.indexOf(cursor)]! + cursor.score;
        if (!cursor.next()) live.splice(i, 1);
      }
      if ((scope[ordinal >>> 5]! & (1 << (ordinal & 31))) === 0) continue;
      for (let i = lead + 1; i < cursors.length; i++) if (cursors[i]!.probe(ordinal)) score += weights[i]! + cursors[i]!.score;
      heap.offer(ordinal, score);
    }
    return { ordinals: heap.sorted().slice(request.offset, k), total, categoryCounts, platformCounts };
  }

  /**
   * Ranks partial matches of words that are all about as common: the templates with exactly a given
   * set of the words, a set at a time, best possible score first, until no set left can beat the
   * page's worst (a set's templates score at most its words' weights plus each word's name score).
   * False (nothing ranked) for more than MAX_SUBSET_WORDS words.
   */
  private rankPartialBySubsets(weighted: ReadonlyArray<{ group: WordGroup; bits: Uint32Array; weight: number }>, scope: Uint32Array, heap: TopK): boolean {
    const count = weighted.length;
    if (count > MAX_SUBSET_WORDS) return false;
    const masks = Array.from({ length: (1 << count) - 1 }, (_, i) => i + 1).map((mask) => ({
      mask,
      best: weighted.reduce((sum, w, g) => (mask & (1 << g) ? sum + w.weight + FIELD_SCORE.name : sum), 0),
    }));
    masks.sort((a, b) => b.best - a.best);
    const length = scope.length;
    for (const { mask, best } of masks) {
      if (heap.full && best < heap.worstScore) break;
      const exact = copyWords(scope, length);
      for (let g = 0; g < count; g++) {
        const bits = weighted[g]!.bits;
        if (mask & (1 << g)) andInto(exact, bits);
        else for (let i = 0; i < length; i++) exact[i]! &= ~bits[i]!;
      }
      const cursors = weighted.map((w, g) => (mask & (1 << g) ? new GroupCursor(w.group) : null));
      forEachBitDown(exact, (ordinal) => {
        let score = 0;
        for (let g = 0; g < count; g++) {
          const cursor = cursors[g];
          if (cursor && cursor.probe(ordinal)) score += weighted[g]!.weight + cursor.score;
        }
        heap.offer(ordinal, score);
      });
    }
    return true;
  }

  /** Templates with every group: walks the cheapest and probes the others (newest first). */
  private matchAll(required: GroupCursor[], tag: GroupCursor | undefined, take: (ordinal: number, score: number) => void): void {
    const cursors = tag ? [...required, tag] : required;
    if (cursors.length === 0) {
      for (let ordinal = this.store.size - 1; ordinal >= 0; ordinal--) take(ordinal, 0);
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
    // A rarer word says more about what the shopper wants: its templates come first (idf).
    const weight = new Map(required.map((cursor) => [cursor, idfWeight(this.store.liveCount, cursor.cost)]));
    const live = required.filter((cursor) => cursor.next());
    while (live.length > 0) {
      let ordinal = live[0]!.ordinal;
      for (const cursor of live) if (cursor.ordinal > ordinal) ordinal = cursor.ordinal;
      let score = 0;
      for (let i = live.length - 1; i >= 0; i--) {
        const cursor = live[i]!;
        if (cursor.ordinal !== ordinal) continue;
        score += weight.get(cursor)! + cursor.score;
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
