import { performance } from 'node:perf_hooks';
import { Injectable } from '@nestjs/common';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  CATEGORY_PAGES,
  LISTING_SUBCATEGORIES,
  type Category,
  type TemplateSort,
} from '@tm/contracts/catalog';
import { subcategoryLabel } from '@tm/contracts/catalog-labels';
import { PAGES } from '@tm/contracts/routes';
import { SEARCH_LIMITS, SEARCH_PLATFORMS, type SearchPlatform } from '@tm/contracts/search';
import type { SearchFacets, SearchSuggestion, SearchSuggestions, SearchSummary } from '@tm/contracts/search.schemas';
import { ApiError } from '../../common/http/api-error';
import { WorkBudgetService } from '../../common/http/work-budget';
import { withinDeadline } from '../../common/within-deadline';
import { keepsChanges, planQuery, stemmedSynonyms, withoutChanges, type QueryPlan } from './engine/query-plan';
import type { WordGroup } from './engine/group-cursor';
import type { MatchFilters, MatchPage, SearchIndex } from './engine/search-index';
import { SearchIndexSyncService } from './search-index-sync.service';
import { SearchSourceRepository } from './search-source.repository';
import { isEnglishWord } from './text/english-words';
import { nearestWord } from './text/typo-correction';
import { foldAccents, queryWords, stemOf } from './text/words';

/** How long a search waits for the index's first load before answering 503 (a node just started). */
export const SEARCH_READY_WAIT_MS = 20_000;
/** How long a search waits for changes just written to reach the index before answering without them. */
const CATCH_UP_WAIT_MS = 2_000;
const NOT_READY = 'Search is getting ready. Try again in a few seconds.';

export interface SearchPageRequest {
  /** The words searched for; undefined for a listing narrowed by platform only. */
  search?: string;
  asTyped?: boolean;
  category?: Category;
  subcategories?: readonly string[];
  tag?: string;
  platform?: SearchPlatform;
  minPriceCents?: number;
  maxPriceCents?: number;
  minRating?: number;
  sort: TemplateSort;
  offset: number;
  limit: number;
}

export interface SearchPageResult {
  /** The page's template ids, in order. */
  ids: string[];
  total: number;
  /** With a search only. */
  summary?: SearchSummary;
}

const knownShort = (word: string) => stemmedSynonyms().has(word);
/** Suggestion parts kept for the index's current version (counts and templates of completed words). */
const MEMO_ENTRIES = 5_000;

/**
 * The storefront's search (decision 054): every word must match, best match first, synonyms and word
 * forms, a typo (no English word) corrected to the nearest catalog word and a word's start completed
 * (decision 065), partial matches when nothing has every word, counts per category and platform, and
 * suggestions as the shopper types. Answers from the in-memory index; the caller fetches the page's
 * rows by id.
 */
@Injectable()
export class SearchService {
  /**
   * A shopper typing "res", "rest", "resta" is offered "restaurant" each time: its count and its
   * templates are kept until the index changes (decision 054).
   */
  private readonly memo = new Map<string, unknown>();
  private memoVersion = -1;

  constructor(
    private readonly sync: SearchIndexSyncService,
    private readonly source: SearchSourceRepository,
    private readonly work: WorkBudgetService,
  ) {}

  /** Moves whenever the index changes: cached answers keyed with it are never served stale. */
  get version(): number {
    return this.sync.version;
  }

  /**
   * A page of results. Its work is charged to the client that asked (decision 064): the catalog cache
   * answers repeated requests before they come here, so only work a client made anew is counted.
   */
  async page(request: SearchPageRequest): Promise<SearchPageResult> {
    this.work.assertRoom();
    const index = await this.readyIndex();
    return this.work.measure(() => this.pageOf(index, request));
  }

  private pageOf(index: SearchIndex, request: SearchPageRequest): SearchPageResult {
    const filters = this.filtersOf(index, request);
    const window = {
      sort: request.search === undefined && request.sort === 'relevance' ? ('popular' as const) : request.sort,
      offset: request.offset,
      limit: request.limit,
    };
    if (request.search === undefined) {
      const page = index.match({ mode: 'all', required: [], filters, ...window });
      return { ids: page.ordinals.map((o) => index.idOf(o)), total: page.total };
    }
    const words = queryWords(request.search, knownShort);
    if (words.length === 0) {
      return {
        ids: [],
        total: 0,
        summary: {
          partial: false,
          facets: facetsOf({
            ordinals: [],
            total: 0,
            categoryCounts: CATEGORIES.map(() => 0),
            platformCounts: SEARCH_PLATFORMS.map(() => 0),
          }),
        },
      };
    }
    let plan = planQuery(index, words, request.asTyped ?? false);
    let page = index.match({ mode: 'all', required: plan.required, filters, ...window });
    // A correction or completion that finds nothing with every word is dropped when the other words
    // find templates without it: they are the partial matches then (decision 065).
    const othersFind = (others: readonly WordGroup[]) =>
      index.match({ mode: 'all', required: others, filters, sort: 'popular', offset: 0, limit: 0, facets: false }).total > 0;
    if (page.total === 0 && !keepsChanges(plan, othersFind)) plan = withoutChanges(plan);
    let partial = false;
    if (page.total === 0 && plan.required.length > 1) {
      const any = index.match({ mode: 'any', required: plan.required, filters, ...window });
      if (any.total > 0) {
        page = any;
        partial = true;
      }
    }
    const summary: SearchSummary = { partial, facets: facetsOf(page) };
    // Any change is shown, with the "Search instead for" link to the words as typed (decision 065).
    if (plan.changed.length > 0) summary.corrected = changedText(request.search, plan);
    return { ids: page.ordinals.map((o) => index.idOf(o)), total: page.total, summary };
  }

  /** GET /api/search/suggest: completed words and phrases, subcategories and a few templates. */
  async suggest(q: string): Promise<SearchSuggestions> {
    if ([...q].length < SEARCH_LIMITS.suggestFrom) return { q, suggestions: [] };
    this.work.assertRoom();
    const index = await this.readyIndex();
    const started = performance.now();
    const typed = (foldAccents(q.toLowerCase()).match(/[\p{L}\p{N}_]+/gu) ?? []).slice(0, 6);
    if (typed.length === 0) return { q, suggestions: [] };
    const complete = /[^\p{L}\p{N}_]$/u.test(q);
    // The words before the one being typed, as the search would take them (stems, no stopwords).
    const context = queryWords((complete ? typed : typed.slice(0, -1)).join(' '), knownShort);
    const prefix = complete ? '' : typed[typed.length - 1]!;

    const queries = this.completedQueries(index, context, prefix);
    const subcategories = context.length === 0 ? this.subcategoriesFor(index, prefix) : [];
    const templateRoom = SEARCH_LIMITS.suggestions - queries.length - subcategories.length;
    const best = queries[0]?.text ?? (complete && context.length > 0 ? context.join(' ') : undefined);
    this.work.charge(performance.now() - started);
    const templates =
      best && templateRoom > 0 ? await this.templatesFor(index, best, Math.min(templateRoom, SEARCH_LIMITS.suggestedTemplates)) : [];
    return { q, suggestions: [...queries, ...subcategories, ...templates].slice(0, SEARCH_LIMITS.suggestions) };
  }

  /**
   * The index's live counts for the storefront's listing totals (decision 076), current with this
   * process's writes; null while the index is not loaded in this process (a worker, a node starting),
   * so the caller counts in the database. `read` gets the index's template columns.
   */
  async listedCounts<T>(read: (store: SearchIndex['store']) => T): Promise<T | null> {
    if (!this.sync.ready) return null;
    await withinDeadline(this.sync.caughtUp(), CATCH_UP_WAIT_MS, () => new Error('catch-up')).catch(() => undefined);
    return read(this.sync.current.store);
  }

  /** The index once loaded and current with this process's writes; 503 while a fresh node loads. */
  private async readyIndex(): Promise<SearchIndex> {
    await withinDeadline(this.sync.start(), SEARCH_READY_WAIT_MS, () => new ApiError(503, NOT_READY, { 'Retry-After': '5' }));
    // A write this process just made is in the next poll: wait for it, within a deadline.
    await withinDeadline(this.sync.caughtUp(), CATCH_UP_WAIT_MS, () => new Error('catch-up')).catch(() => undefined);
    return this.sync.current;
  }

  private filtersOf(index: SearchIndex, request: SearchPageRequest): MatchFilters {
    const filters: MatchFilters = {};
    if (request.category) filters.category = CATEGORIES.indexOf(request.category);
    if (request.subcategories) {
      filters.subcategories = new Set(request.subcategories.map((s) => index.store.findSubcategory(s)).filter((id) => id >= 0));
    }
    if (request.tag !== undefined) filters.tag = request.tag;
    if (request.platform) filters.platform = SEARCH_PLATFORMS.indexOf(request.platform);
    if (request.minPriceCents !== undefined) filters.minPriceCents = request.minPriceCents;
    if (request.maxPriceCents !== undefined) filters.maxPriceCents = request.maxPriceCents;
    if (request.minRating !== undefined) filters.minRating10 = Math.round(request.minRating * 10);
    return filters;
  }

  /** How many templates every word of a search finds (as typed, no correction). */
  private countOf(index: SearchIndex, words: readonly string[]): number {
    return this.remember(`count:${words.join(' ')}`, () => index.count(planQuery(index, words, true).required));
  }

  /** `make()`'s value for `key`, kept while the index stays at this version (a failed promise is not kept). */
  private remember<T>(key: string, make: () => T): T {
    if (this.memoVersion !== this.sync.version || this.memo.size >= MEMO_ENTRIES) {
      this.memo.clear();
      this.memoVersion = this.sync.version;
    }
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = make();
    this.memo.set(key, value);
    if (value instanceof Promise) value.catch(() => this.memo.delete(key));
    return value;
  }

  private completedQueries(index: SearchIndex, context: readonly string[], prefix: string): SearchSuggestion[] {
    const candidates =
      prefix === '' ? [] : [...index.completions(prefix, 8), ...[...stemmedSynonyms().keys()].filter((w) => w.startsWith(prefix))];
    // A word English has is not offered its nearest catalog word: "booking" is not "cooking" (decision 065).
    if (prefix !== '' && candidates.length === 0 && [...prefix].length >= 4 && !isEnglishWord(stemOf(prefix))) {
      const near = nearestWord(prefix, index.vocabulary());
      if (near) candidates.push(near);
    }
    const found: SearchSuggestion[] = [];
    for (const word of new Set(candidates)) {
      if (context.includes(word)) continue;
      const words = [...context, word];
      const count = this.countOf(index, words);
      if (count > 0) found.push({ kind: 'query', text: words.join(' '), href: browseHref(words.join(' ')), count });
      if (found.length === 8) break;
    }
    return found.sort((a, b) => (b.count ?? 0) - (a.count ?? 0)).slice(0, 4);
  }

  private subcategoriesFor(index: SearchIndex, prefix: string): SearchSuggestion[] {
    if (prefix === '') return [];
    const found: SearchSuggestion[] = [];
    for (const { category, subcategory, words, text, href } of subcategoryChoices()) {
      if (!words.some((word) => word.startsWith(prefix))) continue;
      const count = index.store.countIn(category, subcategory);
      if (count > 0) found.push({ kind: 'subcategory', text, href, count });
    }
    return found.sort((a, b) => (b.count ?? 0) - (a.count ?? 0)).slice(0, 2);
  }

  private templatesFor(index: SearchIndex, text: string, limit: number): Promise<SearchSuggestion[]> {
    return this.remember(`templates:${limit}:${text}`, () => this.findTemplatesFor(index, text, limit));
  }

  private async findTemplatesFor(index: SearchIndex, text: string, limit: number): Promise<SearchSuggestion[]> {
    // Each word itself where the catalog has it, else its most specific synonym: three names need
    // no union ("landingpage" finds "landing" or "page", and 900,000 templates have "page").
    const required = planQuery(index, queryWords(text, knownShort), true).required.map(narrowestForm);
    // Common words: the templates with them in the name, best sellers first (a search's top tier);
    // "build" in no name suggests no template rather than 250,000 descriptions walked for three.
    const ordinals =
      index.bestSellersByName(required, limit) ??
      index.match({ mode: 'all', required, filters: {}, sort: 'relevance', offset: 0, limit, facets: false }).ordinals;
    const ids = ordinals.map((o) => index.idOf(o));
    const rows = new Map((await this.source.namesOf(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [{ kind: 'template' as const, text: row.name, href: PAGES.template.replace(':slug', row.slug) }] : [];
    });
  }
}

/** A word group narrowed to the word itself (factor 1) or, when the catalog has only its synonyms, to the rarest of them. */
function narrowestForm(group: WordGroup): WordGroup {
  const own = group.variants.find((v) => v.factor === 1);
  if (own) return { variants: [own] };
  const rarest = group.variants.reduce<WordGroup['variants'][number] | undefined>(
    (best, v) => (best && best.list.length <= v.list.length ? best : v),
    undefined,
  );
  return rarest ? { variants: [rarest] } : group;
}

interface SubcategoryChoice {
  category: Category;
  subcategory: string;
  /** The label's words in lower case, which a typed word may start. */
  words: string[];
  text: string;
  href: string;
}

let subcategoryChoiceList: SubcategoryChoice[] | null = null;

/** Every listing subcategory as a suggestion would show it, made once. */
function subcategoryChoices(): readonly SubcategoryChoice[] {
  subcategoryChoiceList ??= CATEGORIES.flatMap((category) =>
    LISTING_SUBCATEGORIES[category].map((subcategory) => {
      const label = subcategoryLabel(subcategory);
      return {
        category,
        subcategory,
        words: label.toLowerCase().split(' '),
        text: `${label} · ${CATEGORY_LABELS[category]}`,
        href: `${CATEGORY_PAGES[category]}?subcategory=${subcategory}`,
      };
    }),
  );
  return subcategoryChoiceList;
}

const browseHref = (text: string) => `${PAGES.browse}?search=${encodeURIComponent(text)}`;

function facetsOf(page: MatchPage): SearchFacets {
  return {
    categories: Object.fromEntries(CATEGORIES.map((c, i) => [c, page.categoryCounts[i]!])) as SearchFacets['categories'],
    platforms: Object.fromEntries(SEARCH_PLATFORMS.map((p, i) => [p, page.platformCounts[i]!])) as SearchFacets['platforms'],
  };
}

/**
 * The search as typed with each changed word replaced (decision 065): a corrected word by its
 * correction ("wordpress bakry" → "wordpress bakery"), a completed one by its one completion
 * ("rest" → "restaurant") or, when it stands for several, by itself and an ellipsis ("rest…").
 */
function changedText(search: string, plan: QueryPlan): string {
  return search.trim().replace(/[\p{L}\p{N}_]+/gu, (typed) => {
    const word = stemOf(foldAccents(typed.toLowerCase()));
    const completions = plan.completions.get(word);
    if (completions) return completions.length === 1 ? completions[0]! : `${typed}…`;
    return plan.corrections.get(word) ?? typed;
  });
}
