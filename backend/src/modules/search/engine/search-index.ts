import { CATEGORIES } from '@tm/contracts/catalog';
import { SEARCH_PLATFORMS } from '@tm/contracts/search';
import { andInto, copyWords, countAnd, forEachBitDown } from './bitset';
import { andNameBits, denseMatch, groupBits, isCommon, partialMatch } from './bit-matches';
import { GroupCursor, walkUnion, type WordGroup } from './group-cursor';
import { HEAP_LIMIT, TOGETHER_IN_NAME, TOGETHER_IN_TAGS, idfWeight, type MatchPage, type MatchRequest } from './match-types';
import { FIELD, PostingList } from './posting-list';
import { comparatorFor, leadingKeyFor, TopK } from './ranking';
import { TemplateStore, type TemplateKeys } from './template-store';
import { TAG_KEY, templateTerms, type SearchableTemplate } from '../text/words';

export type IndexedTemplate = TemplateKeys & SearchableTemplate;
export type { MatchFilters, MatchPage, MatchRequest } from './match-types';

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
  /** Each ordinal's words as one hash: an edit that changes them indexes the template afresh. */
  private wordsHashes = new Uint32Array(0);

  get size(): number {
    return this.store.liveCount;
  }

  /**
   * Adds a template, or updates the keys of one already indexed. One whose words, category or
   * subcategory were edited is taken out and added again at a new ordinal (its old postings then point
   * at a dead ordinal until the next load, like a deleted template's).
   */
  upsert(template: IndexedTemplate): void {
    const words = wordsHash(template);
    const known = this.store.ids.find(template.id);
    if (known >= 0 && this.store.alive[known] === 1) {
      if (this.wordsHashes[known] === words) {
        this.store.update(known, template);
        return;
      }
      this.store.kill(known);
    }
    const ordinal = this.store.add(template);
    if (ordinal >= this.wordsHashes.length) {
      const grown = new Uint32Array(Math.max(1024, Math.ceil(this.wordsHashes.length * 1.5), ordinal + 1));
      grown.set(this.wordsHashes);
      this.wordsHashes = grown;
    }
    this.wordsHashes[ordinal] = words;
    for (const [term, fields] of templateTerms(template)) {
      let id = this.termIds.get(term);
      if (id === undefined) {
        id = this.termTexts.length;
        this.termIds.set(term, id);
        this.termTexts.push(term);
        this.lists.push(new PostingList());
        this.addSorted(term);
      }
      this.lists[id]!.push(ordinal, fields);
    }
  }

  /** Takes a template out; false when it was not in. */
  remove(id: string): boolean {
    const ordinal = this.store.ids.find(id);
    if (ordinal < 0 || this.store.alive[ordinal] !== 1) return false;
    this.store.kill(ordinal);
    return true;
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

  /**
   * Words starting with `prefix`, most frequent first (alphabetical among equals). Two letters start
   * thousands of words at a million templates: the best `limit` are kept in one pass, not sorted whole.
   */
  completions(prefix: string, limit: number): string[] {
    const terms = this.sorted();
    const best: string[] = [];
    const counts: number[] = [];
    for (let i = firstAtLeast(terms, prefix); i < terms.length && terms[i]!.startsWith(prefix); i++) {
      const term = terms[i]!;
      const count = this.frequency(term);
      // In alphabetical order: a word only as frequent as the last kept one comes after it.
      if (best.length === limit && count <= counts[limit - 1]!) continue;
      let at = best.length;
      while (at > 0 && counts[at - 1]! < count) at--;
      best.splice(at, 0, term);
      counts.splice(at, 0, count);
      if (best.length > limit) {
        best.pop();
        counts.pop();
      }
    }
    return best;
  }

  /**
   * Gives back the room lists keep for growth (after a full load: most lists are done growing), and
   * sorts the words for completions now rather than on the first suggestion.
   */
  trim(): void {
    for (const list of this.lists) list.trim();
    this.sorted();
  }

  /** Bytes of the index's arrays (the figure bench:search prints beside the process's memory). */
  get byteSize(): number {
    let bytes = this.store.byteSize + this.wordsHashes.byteLength;
    for (const list of this.lists) bytes += list.byteSize;
    return bytes;
  }

  /**
   * The best sellers among the live templates with every group's word itself in the name: the top
   * tier of a relevance search, in its order. Null when a word is not common (no name bits): its
   * walk is cheap, and the caller searches. A suggestion's templates (decision 054).
   */
  bestSellersByName(required: readonly WordGroup[], limit: number): number[] | null {
    if (required.length === 0) return null;
    const heap = new TopK(limit, comparatorFor('popular', this.store), leadingKeyFor('popular', this.store));
    const alive = this.store.alive;
    // One word (most suggestions): its name bits are visited as they are, nothing copied.
    const only = required.length === 1 ? required[0]!.variants.find((v) => v.factor === 1)?.list.nameBits : undefined;
    if (only) {
      forEachBitDown(only.words, (ordinal) => {
        if (alive[ordinal] === 1) heap.offer(ordinal, 0);
      });
      return heap.sorted();
    }
    const named = copyWords(this.store.aliveBits.words, this.store.aliveBits.words.length);
    if (!andNameBits(named, required)) return null;
    forEachBitDown(named, (ordinal) => heap.offer(ordinal, 0));
    return heap.sorted();
  }

  /** How many live templates have every group (the suggestions' counts): by bits when every word is common. */
  count(required: readonly WordGroup[]): number {
    if (required.length === 0) return this.size;
    if (required.some((g) => g.variants.length === 0)) return 0;
    if (!required.every(isCommon)) {
      return this.match({ mode: 'all', required, filters: {}, sort: 'popular', offset: 0, limit: 0 }).total;
    }
    const alive = this.store.aliveBits.words;
    const length = alive.length;
    const bitsOf = (group: WordGroup) => (group.variants.length === 1 ? group.variants[0]!.list.bits!.words : groupBits(group, length));
    // One word (most suggestions): one pass, nothing allocated for a word of one form.
    if (required.length === 1) return countAnd(alive, bitsOf(required[0]!));
    const matches = copyWords(alive, length);
    for (const group of required) andInto(matches, bitsOf(group));
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
      filters.tag === undefined && options.bits !== false
        ? request.mode === 'all'
          ? denseMatch(this.store, request)
          : partialMatch(this.store, request)
        : null;
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
    if (request.facets !== false) {
      categoryCounted.forEach((n, i) => (categoryCounts[i] = n));
      platformCounted.forEach((n, i) => (platformCounts[i] = n));
    }
    return { ordinals: ordinals.slice(request.offset, k), total, categoryCounts, platformCounts };
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
    const weights = required.map((cursor) => idfWeight(this.store.liveCount, cursor.cost));
    walkUnion(required, weights, (ordinal, score) => {
      if (!tag || tag.probe(ordinal)) take(ordinal, score);
    });
  }

  private sorted(): string[] {
    if (!this.sortedTerms) this.sortedTerms = this.termTexts.filter((t) => !t.startsWith(TAG_KEY)).sort();
    return this.sortedTerms;
  }

  /** A word new to the index joins the sorted words in place (once sorted, they are never sorted whole again). */
  private addSorted(term: string): void {
    if (!this.sortedTerms || term.startsWith(TAG_KEY)) return;
    this.sortedTerms.splice(firstAtLeast(this.sortedTerms, term), 0, term);
  }
}

/** The position of the first of the sorted `terms` not before `key` (binary search). */
function firstAtLeast(terms: readonly string[], key: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** FNV-1a over what a template is searched and filtered by besides its keys: name, description, tags, category, subcategory. */
function wordsHash(template: IndexedTemplate): number {
  const text = [template.name, template.description, template.tags.join('\u0001'), template.category, template.subcategory].join('\u0000');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
