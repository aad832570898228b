import type { SessionData } from 'express-session';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClock } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { SessionEntity } from './entities/session.entity';
import { SqlSessionStore } from './sql-session-store.repository';

function call<T>(fn: (cb: (error?: unknown, value?: T) => void) => void): Promise<T | undefined> {
  return promisify(fn)();
}

function sessionExpiringIn(ms: number, clock: TestClock): SessionData {
  return { cookie: { expires: new Date(clock.now().getTime() + ms), originalMaxAge: ms } } as unknown as SessionData;
}

describe.each(testTargets())('SQL session store on $name', (target) => {
  let t: TestApp;
  let store: SqlSessionStore;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(target);
    store = new SqlSessionStore(t.dataSource.getRepository(SessionEntity), clock);
  });
  afterAll(async () => {
    store?.close();
    await t?.close();
  });
  afterEach(() => clock.reset());

  it('stores, reads and destroys a session', async () => {
    const data = { ...sessionExpiringIn(60_000, clock), passport: { user: { id: 'u1', epoch: 0 } } } as SessionData;
    await call((cb) => store.set('sid-1', data, cb));
    expect(await call<SessionData | null>((cb) => store.get('sid-1', cb))).toMatchObject({ passport: { user: { id: 'u1', epoch: 0 } } });

    await call((cb) => store.set('sid-1', { ...data, passport: { user: { id: 'u1', epoch: 1 } } } as SessionData, cb));
    expect(await call<SessionData | null>((cb) => store.get('sid-1', cb))).toMatchObject({ passport: { user: { epoch: 1 } } });

    await call((cb) => store.destroy('sid-1', cb));
    expect(await call((cb) => store.get('sid-1', cb))).toBeNull();
  });

  it('ignores an expired row and purges it', async () => {
    await call((cb) => store.set('sid-2', sessionExpiringIn(1_000, clock), cb));
    clock.advance(2_000);
    expect(await call((cb) => store.get('sid-2', cb))).toBeNull();
    await store.purgeExpired();
    expect(await t.dataSource.getRepository(SessionEntity).existsBy({ sid: 'sid-2' })).toBe(false);
  });

  it('pushes the expiry forward on touch, at most once a minute', async () => {
    const repo = t.dataSource.getRepository(SessionEntity);
    await call((cb) => store.set('sid-3', sessionExpiringIn(10_000, clock), cb));
    const first = (await repo.findOneByOrFail({ sid: 'sid-3' })).expiresAt.getTime();

    await call((cb) => store.touch('sid-3', sessionExpiringIn(20_000, clock), cb));
    expect((await repo.findOneByOrFail({ sid: 'sid-3' })).expiresAt.getTime()).toBe(first);

    clock.advance(61_000);
    const before = clock.now().getTime();
    await call((cb) => store.touch('sid-3', sessionExpiringIn(20_000, clock), cb));
    // The idle timeout (the cookie's max age) counted from now by the Clock.
    const stored = (await repo.findOneByOrFail({ sid: 'sid-3' })).expiresAt.getTime();
    expect(stored).toBeGreaterThanOrEqual(before + 20_000);
    expect(stored).toBeLessThanOrEqual(clock.now().getTime() + 20_000);
  });
});
