import type { SessionData } from 'express-session';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClock } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { RedisService } from '../../infrastructure/redis/redis.service';
import { RedisSessionStore } from './redis-session.store';
import { SessionService } from './session.service';
import { TOUCH_EVERY_MS } from './touch-throttle';

const withRedis = testTargets().filter((target) => target.redisUrl);
const describeRedis = withRedis.length ? describe.each(withRedis) : describe.skip.each([{ name: 'redis (TEST_REDIS_URL is not set)' }]);

describeRedis('Redis session store on $name', (target) => {
  let t: TestApp;
  let store: RedisSessionStore;
  const clock = new TestClock();

  const sessionExpiringIn = (ms: number) =>
    ({ cookie: { expires: new Date(clock.now().getTime() + ms), originalMaxAge: ms } }) as unknown as SessionData;
  const call = (fn: (cb: (error?: unknown) => void) => unknown) => promisify(fn)();

  beforeAll(async () => {
    t = await createTestApp(target as Parameters<typeof createTestApp>[0], { clock });
    store = t.app.get(SessionService).store as RedisSessionStore;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pushes the expiry forward on touch at most once a minute', async () => {
    expect(store).toBeInstanceOf(RedisSessionStore);
    const redis = t.app.get(RedisService).client;
    const key = `${store.prefix}sid-touch`;
    await call((cb) => store.set('sid-touch', sessionExpiringIn(100_000), cb));
    expect(await redis.ttl(key)).toBeLessThanOrEqual(100);

    await call((cb) => store.touch('sid-touch', sessionExpiringIn(500_000), cb));
    expect(await redis.ttl(key)).toBeLessThanOrEqual(100);

    clock.advance(TOUCH_EVERY_MS + 1_000);
    await call((cb) => store.touch('sid-touch', sessionExpiringIn(500_000), cb));
    expect(await redis.ttl(key)).toBeGreaterThan(400);

    await call((cb) => store.destroy('sid-touch', cb));
    expect(await redis.exists(key)).toBe(0);
  });
});
