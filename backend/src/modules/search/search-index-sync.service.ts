import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { SearchIndex } from './engine/search-index';
import { SearchSourceRepository } from './search-source.repository';

/** Templates read per query while loading. */
const LOAD_CHUNK = 5_000;
/** Changed templates read and indexed at a time (each takes the thread for well under 100 ms). */
const APPLY_CHUNK = 250;
/** Changes read per poll. */
const CHANGES_CHUNK = 5_000;
/** How often the index looks for other processes' writes (decision 043's one-second promise). */
export const SEARCH_POLL_MS = 400;
/**
 * A seq found missing (a transaction that took it has not committed yet) is looked for again until
 * it is this old; by then its transaction has committed or rolled back (every statement has a deadline).
 */
const GAP_PATIENCE_MS = 120_000;
/** Change rows are kept a day: a process that falls further behind loads everything again. */
const KEEP_CHANGES_SECONDS = 86_400;
const PRUNE_EVERY_MS = 10 * 60_000;

interface Gap {
  from: number;
  to: number;
  since: number;
}

/**
 * Loads the search index from the templates and keeps it current from catalog_changes (decision
 * 054). Started by the web process only (SearchWarmupService); a worker or the CLI that never searches
 * never loads it. Writes of this process nudge it at once; others' are found by the poll.
 */
@Injectable()
export class SearchIndexSyncService implements OnModuleDestroy {
  private readonly logger = new Logger('SearchIndex');
  private index = new SearchIndex();
  private loading: Promise<void> | null = null;
  private loaded = false;
  private lastSeq = 0;
  private gaps: Gap[] = [];
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private again = false;
  private lastPrune = 0;
  private lastFailureLog = 0;
  /** Set when the application closes: a load or poll still under way stops and starts no timer. */
  private stopped = false;
  private readonly changeListeners: Array<() => void> = [];
  /** Moves whenever the index changes: part of cached answers' keys. */
  version = 0;
  loadMs = 0;

  constructor(private readonly source: SearchSourceRepository) {}

  get current(): SearchIndex {
    return this.index;
  }

  get ready(): boolean {
    return this.loaded;
  }

  /** Loads the index once (later calls share the first load). */
  start(): Promise<void> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /**
   * Resolves once the index holds the changes this process's writes made (each nudged a poll: this
   * waits for the polls in flight). Other processes' changes arrive with the next tick.
   */
  async caughtUp(): Promise<void> {
    await this.start();
    while (this.polling) await this.polling;
  }

  /** Calls `listener` after each poll that read change rows, whichever process wrote them (decision 055). */
  onChanges(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /** A catalog write happened: look for changes now rather than at the next tick. */
  nudge(): void {
    if (!this.loaded || this.stopped) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    this.polling = this.poll().finally(() => {
      this.polling = null;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async load(): Promise<void> {
    const started = Date.now();
    const index = new SearchIndex();
    const fromSeq = await this.source.latestChange();
    let after = '';
    for (;;) {
      if (this.stopped) return;
      const templates = await this.source.templatesAfter(after, LOAD_CHUNK);
      if (templates.length === 0) break;
      for (const template of templates) index.upsert(template);
      after = templates[templates.length - 1]!.id;
      // Let requests run between chunks: a million templates load in the background.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    // An application closed while this loaded keeps no timer (it would poll a closed database forever).
    if (this.stopped) return;
    index.trim();
    this.index = index;
    this.lastSeq = fromSeq;
    this.gaps = [];
    this.loaded = true;
    this.version++;
    this.loadMs = Date.now() - started;
    this.logger.log(
      `Search index loaded: ${index.size} templates in ${this.loadMs} ms, ${Math.round(index.byteSize / 1_048_576)} MB of arrays`,
    );
    if (!this.timer) {
      this.timer = setInterval(() => this.nudge(), SEARCH_POLL_MS);
      this.timer.unref();
    }
    // Changes made while loading are read again: applying one twice is harmless.
    this.nudge();
  }

  private async poll(): Promise<void> {
    let changed = false;
    try {
      for (;;) {
        if (this.stopped) return;
        const now = Date.now();
        this.gaps = this.gaps.filter((gap) => now - gap.since < GAP_PATIENCE_MS);
        const changes = await this.source.changesAfter(
          this.lastSeq,
          CHANGES_CHUNK,
          this.gaps.map((g) => [g.from, g.to] as const),
        );
        if (changes.length === 0) break;
        await this.apply(changes.map((c) => c.templateId));
        this.track(
          changes.map((c) => c.seq),
          now,
        );
        this.version++;
        changed = true;
        if (changes.length < CHANGES_CHUNK) break;
      }
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await this.source.pruneChanges(KEEP_CHANGES_SECONDS);
      }
    } catch (error) {
      // The next tick tries again; say so once a minute, not every 400 ms.
      if (Date.now() - this.lastFailureLog > 60_000) {
        this.lastFailureLog = Date.now();
        this.logger.warn(`Search index could not read the catalog's changes: ${(error as Error).message}`);
      }
    }
    if (changed) for (const listener of this.changeListeners) listener();
  }

  /** Reads the changed templates again: stored ones are added or updated, missing ones taken out. */
  private async apply(templateIds: readonly string[]): Promise<void> {
    const unique = [...new Set(templateIds)];
    for (let start = 0; start < unique.length; start += APPLY_CHUNK) {
      if (this.stopped) return;
      const chunk = unique.slice(start, start + APPLY_CHUNK);
      const found = await this.source.templatesByIds(chunk);
      const stored = new Set(found.map((t) => t.id));
      for (const template of found) this.index.upsert(template);
      for (const id of chunk) if (!stored.has(id)) this.index.remove(id);
      // A generation job writes thousands a second: requests run between chunks, as during the load.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** Moves past the seqs read, remembering the ones skipped (not committed yet) as gaps to read again. */
  private track(seqs: readonly number[], now: number): void {
    const seen = new Set(seqs);
    this.gaps = this.gaps.flatMap((gap) => splitGap(gap, seen)).filter((gap) => gap.from <= gap.to);
    const highest = Math.max(...seqs);
    // A jump this long is no transaction in flight (rows pruned, a restored dump): nothing to wait for.
    if (highest - this.lastSeq > 100_000) {
      this.lastSeq = highest;
      return;
    }
    let from = -1;
    for (let seq = this.lastSeq + 1; seq <= highest; seq++) {
      if (!seen.has(seq)) {
        if (from === -1) from = seq;
      } else if (from !== -1) {
        this.gaps.push({ from, to: seq - 1, since: now });
        from = -1;
      }
    }
    if (highest > this.lastSeq) this.lastSeq = highest;
    // Never more than a few dozen ranges in a query: the oldest go first.
    if (this.gaps.length > 40) this.gaps = this.gaps.slice(-40);
  }
}

/** What remains of a gap once some of its seqs were read. */
function splitGap(gap: Gap, seen: ReadonlySet<number>): Gap[] {
  const parts: Gap[] = [];
  let from = -1;
  for (let seq = gap.from; seq <= gap.to; seq++) {
    if (!seen.has(seq)) {
      if (from === -1) from = seq;
    } else if (from !== -1) {
      parts.push({ from, to: seq - 1, since: gap.since });
      from = -1;
    }
  }
  if (from !== -1) parts.push({ from, to: gap.to, since: gap.since });
  return parts;
}
