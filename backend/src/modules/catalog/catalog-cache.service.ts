import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Optional } from '@nestjs/common';
import { ResponseCacheService } from '../../common/http/response-cache';
import { TrailingThrottle } from '../../common/trailing-throttle';
import { MetricsService } from '../../infrastructure/metrics';
import { RedisBroadcastService } from '../../infrastructure/redis';
import { SearchIndexSyncService } from '../search';

interface Entry {
  key: string;
  value: Promise<unknown>;
  settled: boolean;
  /** Until then the value is served as is. */
  freshUntil: number;
  /** Until then an older value is still served while a fresh one loads (stale-while-revalidate). */
  staleUntil: number;
  refreshing: boolean;
  /** The bytes of its JSON once an answer was made of it (noteBytes), an estimate until then. */
  bytes: number;
}

/**
 * Milliseconds a cached catalog read is fresh unless a write clears it first. Writes clear it: this
 * process's at once, other processes' through Redis notices and the catalog's change rows (decision
 * 055), so this only bounds what neither reported.
 */
export const CATALOG_CACHE_TTL_MS = 60_000;
/** After this long unused, an entry is loaded again before answering instead of in the background. */
export const CATALOG_CACHE_STALE_MS = 5 * 60_000;
/**
 * Bytes of answers kept, by the length of their JSON (least recently used go first): a template's
 * detail is ~2.5 KB and a page of 20 ~25 KB, so 10,000 details and 1,000 pages fit (decision 055).
 */
export const CATALOG_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** What an entry counts until its answer's JSON is measured (a count, a list of ids: values never sent as such count this). */
const UNMEASURED_ENTRY_BYTES = 1024;
/** Answers are dropped for other processes' change rows at most this often (decision 055). */
export const CATALOG_CHANGES_DROP_INTERVAL_MS = 1_000;
/** The broadcast topic of a catalog write: every other process drops its cached answers (decision 043). */
export const CATALOG_CHANGED = 'catalog-changed';
/**
 * Other processes hear of this one's writes at most this often: a generation job commits a batch every
 * few hundred milliseconds, and each notice empties every node's cache. A burst's last write is always
 * told, so a change shows everywhere within a second.
 */
export const CATALOG_NOTICE_INTERVAL_MS = 250;

/**
 * A per-process cache of catalog reads: pages, search results, counts, details. Shoppers ask for the
 * same few things over and over (first pages, category pages, popular searches), and with 100k
 * templates some of them cost tens or hundreds of milliseconds of database time (a search for a word
 * half the catalog contains must rank every match).
 *
 * - CatalogWriterService clears it on every write in this process. With Redis, every other process
 *   (web nodes, workers) clears its own within a second (RedisBroadcastService). Every web process also
 *   clears it when its search index reads change rows, whoever wrote them (decision 055), so a write
 *   shows everywhere within about a second without Redis or when a notice is lost. An entry older
 *   than CATALOG_CACHE_TTL_MS is loaded again anyway.
 * - It is bounded by the bytes of its answers' JSON, not by entries, so a catalog's details fit.
 * - Concurrent misses share one load (the promise is cached): a burst on a cold key runs one query.
 * - An entry past its TTL is still answered while one fresh load runs in the background, so popular
 *   keys never make callers wait for the database again. Not to a load, though: a cached value one
 *   load reads (a page's count) is read fresh, or a write by another process would take two TTLs
 *   to show (the outer refresh would store the inner stale value for another TTL).
 */
@Injectable()
export class CatalogCacheService {
  private readonly entries = new Map<string, Entry>();
  /** The entry each loaded value came from (freshUntilOf). */
  private readonly sources = new WeakMap<object, Entry>();
  private generation = 0;
  private bytes = 0;
  /** Set while a load runs: the reads it makes do not take stale values. */
  private readonly loading = new AsyncLocalStorage<true>();
  /** Writable for tests. */
  maxBytes: number = CATALOG_CACHE_MAX_BYTES;

  /** At most one notice per interval, the burst's last write always told (decision 043). */
  private readonly notices = new TrailingThrottle(() => this.broadcast?.publish(CATALOG_CHANGED), CATALOG_NOTICE_INTERVAL_MS);
  /**
   * Change rows read by the search index drop the answers at most once per interval, the burst's last
   * always acted on. A sale writes change rows too, and a checkout burst must not send every catalog
   * read to the database (decision 055).
   */
  private readonly changesRead = new TrailingThrottle(() => this.dropAnswers(), CATALOG_CHANGES_DROP_INTERVAL_MS);

  /** Finished answers made from these values are dropped with them (absent in the worker and CLI). */
  constructor(
    @Optional() private readonly responses?: ResponseCacheService,
    @Optional() private readonly broadcast?: RedisBroadcastService,
    @Optional() private readonly metrics?: MetricsService,
    @Optional() private readonly searchIndex?: SearchIndexSyncService,
  ) {
    broadcast?.on(CATALOG_CHANGED, () => this.clear());
    // Another process's writes, read from the change rows within a second even without Redis.
    searchIndex?.onChanges(() => this.changesRead.call());
  }

  get<T>(key: string, load: () => Promise<T>, ttlMs = CATALOG_CACHE_TTL_MS): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    const withinLoad = this.loading.getStore() === true;
    if (hit && (now < hit.freshUntil || !hit.settled || (!withinLoad && now < hit.staleUntil && hit.refreshing))) {
      this.touch(key, hit);
      this.metrics?.cacheLookups.inc({ result: 'hit' });
      return hit.value as Promise<T>;
    }
    if (hit && !withinLoad && now < hit.staleUntil) {
      this.touch(key, hit);
      this.metrics?.cacheLookups.inc({ result: 'hit' });
      hit.refreshing = true;
      void this.start(key, load, ttlMs).then(
        () => undefined,
        () => {
          hit.refreshing = false; // keep answering the old value; the next call tries again
        },
      );
      return hit.value as Promise<T>;
    }
    if (hit) this.remove(key); // long unused, or read by a load: load before answering
    this.metrics?.cacheLookups.inc({ result: 'miss' });
    return this.start(key, load, ttlMs);
  }

  /** After a catalog write: this process's answers go now, every other process's within a second. */
  invalidate(): void {
    this.clear();
    this.tellOthers();
  }

  /**
   * Resolves once this process's writes so far have had all their effects here: the search index has
   * read their change rows, and the drop those rows call for has run (not left for the interval's end).
   */
  async settled(): Promise<void> {
    await this.searchIndex?.caughtUp();
    this.changesRead.flush();
  }

  private clear(): void {
    this.dropAnswers();
    // The search index reads the write's change rows now rather than at its next poll (decision 054).
    this.searchIndex?.nudge();
  }

  private dropAnswers(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
    this.responses?.clear();
    for (const listener of this.dropListeners) listener();
  }

  private readonly dropListeners = new Set<() => void>();

  /** Hears of every drop of this process's answers (a write here or elsewhere, a sale's start or end). */
  onDrop(listener: () => void): void {
    this.dropListeners.add(listener);
  }

  /** Drops this process's answers without telling the others: each process does so itself at a sale's boundary (decision 076). */
  expireAll(): void {
    this.dropAnswers();
  }

  /** The JSON of `value` (an object a get() call resolved to) takes `bytes`: its entry counts that. */
  noteBytes(value: object, bytes: number): void {
    const entry = this.sources.get(value);
    if (entry === undefined || this.entries.get(entry.key) !== entry) return;
    this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict();
  }

  private tellOthers(): void {
    if (this.broadcast?.enabled) this.notices.call();
  }

  /**
   * Until when `value` (an object a get() call resolved to) is this cache's fresh answer for its key:
   * epoch ms, or undefined when it is not (not from this cache, past its TTL, replaced or cleared).
   */
  freshUntilOf(value: unknown): number | undefined {
    if (value === null || typeof value !== 'object') return undefined;
    const entry = this.sources.get(value);
    if (entry === undefined || this.entries.get(entry.key) !== entry || entry.freshUntil <= Date.now()) return undefined;
    return entry.freshUntil;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Loads a value; once loaded it replaces the key's entry (unless a write came in between). */
  private start<T>(key: string, load: () => Promise<T>, ttlMs: number): Promise<T> {
    const generation = this.generation;
    const value = this.loading.run(true, load);
    const entry: Entry = { key, value, settled: false, freshUntil: 0, staleUntil: 0, refreshing: false, bytes: UNMEASURED_ENTRY_BYTES };
    const current = this.entries.get(key);
    // A background refresh keeps the old entry answering until the new value is there.
    if (!current || !current.settled) this.put(key, entry);
    return value.then(
      (result) => {
        if (generation === this.generation) {
          const loadedAt = Date.now();
          Object.assign(entry, { settled: true, freshUntil: loadedAt + ttlMs, staleUntil: loadedAt + ttlMs + CATALOG_CACHE_STALE_MS });
          this.put(key, entry);
          if (result !== null && typeof result === 'object') this.sources.set(result, entry);
        } else if (this.entries.get(key) === entry) {
          this.remove(key); // loaded across a write: it may predate it
        }
        return result;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.remove(key);
        throw error;
      },
    );
  }

  private put(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  /** Least recently used first, until the entries fit (the newest always stays). */
  private evict(): void {
    while (this.bytes > this.maxBytes && this.entries.size > 1) this.remove(this.entries.keys().next().value!);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private touch(key: string, entry: Entry): void {
    // Map order is recency order: move the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}
