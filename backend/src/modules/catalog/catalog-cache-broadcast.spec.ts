import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import { deleteKeys } from '../../testing/create-test-app';
import { waitFor, sleep } from '../../testing/wait-for';
import { describeOnTarget, type TestTarget } from '../../testing/test-targets';
import { RedisBroadcastService } from '../../infrastructure/redis/redis-broadcast.service';
import { CATALOG_CHANGED, CATALOG_NOTICE_INTERVAL_MS, CatalogCacheService } from './catalog-cache.service';

/** Slack for a busy machine on top of a throttle interval: a notice that would come does so within it. */
const NOTICE_MARGIN_MS = 350;

/** Decision 043: a catalog write on one process empties every other process's cache within a second. */
describeOnTarget((t) => t.redisUrl !== undefined, 'catalog notices between processes: skipped (TEST_REDIS_URL is not set)')(
  'catalog cache notices over Redis on $name',
  (target: TestTarget) => {
    const prefix = `tm-test:broadcast-${randomBytes(4).toString('hex')}:`;
    const started: RedisBroadcastService[] = [];

    /** One process's cache and its broadcast, on the shared Redis. */
    async function node() {
      const config = { redisUrl: target.redisUrl, redisPrefix: prefix, timeouts: { redisCommandMs: 2_000 } } as AppConfig;
      const broadcast = new RedisBroadcastService(config);
      const cache = new CatalogCacheService(undefined, broadcast);
      await broadcast.onModuleInit();
      started.push(broadcast);
      let loads = 0;
      /** The cached page: how many times it was loaded. */
      const page = () => cache.get('page-1', async () => ({ loads: ++loads }));
      return { broadcast, cache, page };
    }

    afterAll(async () => {
      await Promise.all(started.map((broadcast) => broadcast.onApplicationShutdown()));
      await deleteKeys(target.redisUrl!, `${prefix}*`);
    });

    it("drops another process's cached answers within a second of a write", async () => {
      const [a, b] = [await node(), await node()];
      expect(await b.page()).toEqual({ loads: 1 });
      expect(await b.page()).toEqual({ loads: 1 }); // cached
      const writtenAt = Date.now();
      // Every message a's subscriber receives, before it tells its own apart (only a publishes here).
      const heardByA = jest.spyOn(a.broadcast as unknown as { deliver(message: string, channel: string): void }, 'deliver');
      a.cache.invalidate();
      await waitFor(async () => (await b.page()).loads === 2, 1_000);
      expect(Date.now() - writtenAt).toBeLessThan(1_000);
      // The writer's own notice does not come back to it: its fresh entry stays.
      expect(await a.page()).toEqual({ loads: 1 });
      await waitFor(() => heardByA.mock.calls.length > 0, { what: "the writer's own notice to reach its subscriber" });
      expect(await a.page()).toEqual({ loads: 1 });
    });

    it('tells a burst of writes in few notices, its last write always', async () => {
      const [a, b] = [await node(), await node()];
      let notices = 0;
      b.broadcast.on(CATALOG_CHANGED, () => (notices += 1));
      for (let write = 0; write < 20; write += 1) a.cache.invalidate();
      await waitFor(async () => notices >= 1, 1_000);
      await b.page(); // cached after the first notice...
      await waitFor(() => notices >= 2, { what: "the burst's trailing notice" });
      // No notice to wait for can show that no third one comes: one more throttle interval (the timer
      // the trailing notice started, which must find nothing owed) plus slack for the delivery.
      await sleep(CATALOG_NOTICE_INTERVAL_MS + NOTICE_MARGIN_MS);
      // ...and dropped by the burst's trailing notice: two in all, not twenty.
      expect(notices).toBe(2);
      expect(await b.page()).toEqual({ loads: 2 });
    });
  },
);
