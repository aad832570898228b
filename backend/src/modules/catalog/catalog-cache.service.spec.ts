import { waitFor } from '../../testing/wait-for';
import type { SearchIndexSyncService } from '../search/search-index-sync.service';
import { CATALOG_CHANGES_DROP_INTERVAL_MS, CatalogCacheService } from './catalog-cache.service';

/** Until the clock has moved past now: an entry loaded by now with a 1 ms lifetime has expired then. */
const expired = () => {
  const loadedBy = Date.now();
  return waitFor(() => Date.now() > loadedBy, { what: 'the 1 ms lifetime to pass' });
};

describe('CatalogCacheService', () => {
  it('loads once for concurrent and later callers within the lifetime', async () => {
    const cache = new CatalogCacheService();
    const load = jest.fn(async () => 42);
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([42, 42, 42]);
    expect(await cache.get('k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers an expired entry at once and refreshes it in the background, once', async () => {
    const cache = new CatalogCacheService();
    let version = 0;
    let release: (() => void) | undefined;
    const load = jest.fn(async () => {
      version += 1;
      const mine = version;
      if (mine > 1) await new Promise<void>((r) => (release = r));
      return mine;
    });
    expect(await cache.get('k', load, 1)).toBe(1);
    await expired();
    expect(await cache.get('k', load, 1)).toBe(1); // stale, refresh started
    expect(await cache.get('k', load, 1)).toBe(1); // still stale, no second refresh
    expect(load).toHaveBeenCalledTimes(2);
    release!();
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', load, 60_000)).toBe(2);
  });

  it('gives a load the fresh value of an expired entry it reads, so a refresh never stores a stale one', async () => {
    const cache = new CatalogCacheService();
    let inner = 1;
    const outer = () => cache.get('outer', () => cache.get('inner', async () => inner, 1), 1);
    expect(await outer()).toBe(1);
    inner = 2; // another process's write
    await expired();
    expect(await outer()).toBe(1); // stale, refresh started: it must read the inner value afresh
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('outer', async () => -1, 60_000)).toBe(2);
    expect(await cache.get('inner', async () => -1, 60_000)).toBe(2);
  });

  it('keeps answering the old value when a background refresh fails', async () => {
    const cache = new CatalogCacheService();
    await cache.get('k', async () => 'old', 1);
    await expired();
    expect(await cache.get('k', async () => Promise.reject(new Error('down')), 1)).toBe('old');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', async () => 'new', 1)).toBe('old'); // retried in the background
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', async () => 'newer', 60_000)).toBe('new');
  });

  it('forgets everything on invalidate, including a load that was under way', async () => {
    const cache = new CatalogCacheService();
    let release!: (v: number) => void;
    const slow = cache.get('k', () => new Promise<number>((r) => (release = r)));
    cache.invalidate();
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
  });

  it("drops its answers when the search index reads others' change rows, at most once per interval and always after the last", async () => {
    jest.useFakeTimers();
    try {
      let changesRead = () => undefined as void;
      const searchIndex = {
        onChanges: (listener: () => void) => (changesRead = listener),
        nudge: () => undefined,
      } as unknown as SearchIndexSyncService;
      const cache = new CatalogCacheService(undefined, undefined, undefined, searchIndex);
      expect(await cache.get('k', async () => 1)).toBe(1);
      changesRead();
      expect(await cache.get('k', async () => 2)).toBe(2);
      changesRead(); // within the interval: kept for now
      expect(await cache.get('k', async () => 3)).toBe(2);
      jest.advanceTimersByTime(CATALOG_CHANGES_DROP_INTERVAL_MS);
      expect(await cache.get('k', async () => 4)).toBe(4);
      jest.advanceTimersByTime(CATALOG_CHANGES_DROP_INTERVAL_MS); // nothing owed: nothing dropped
      expect(await cache.get('k', async () => 5)).toBe(4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not keep failures', async () => {
    const cache = new CatalogCacheService();
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('drops the least recently used entries when their bytes exceed the bound', async () => {
    const cache = new CatalogCacheService();
    cache.maxBytes = 2 * 1024; // two entries not yet measured
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'stale'); // a is now the most recent
    await cache.get('c', async () => 'c'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it("counts an answer's measured JSON bytes, so many small answers fit where a few large ones do", async () => {
    const cache = new CatalogCacheService();
    cache.maxBytes = 10_000;
    const small = await Promise.all(['a', 'b', 'c', 'd'].map((key) => cache.get(key, async () => ({ key }))));
    for (const value of small) cache.noteBytes(value, 2_000);
    expect(cache.size).toBe(4);
    const large = await cache.get('large', async () => ({ key: 'large' }));
    expect(cache.size).toBe(5); // 8,000 bytes and one not measured yet (1 KB)
    cache.noteBytes(large, 5_000); // 13,000 > 10,000: the least recently used go until it fits
    expect(cache.size).toBe(3);
    expect(await cache.get('d', async () => ({ key: 'reloaded' }))).toBe(small[3]);
    expect(await cache.get('a', async () => ({ key: 'reloaded' }))).toEqual({ key: 'reloaded' });
  });
});
