import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { SIGNUP_WINDOW_MS } from '@tm/contracts/limits';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { newAccount, TestClock, uniqueIp } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { waitFor } from '../../testing/wait-for';
import { RateLimitHitEntity } from '../../infrastructure/rate-limit/entities/rate-limit-hit.entity';
import { PasswordHasherService } from '../users/password-hasher.service';

const LIMIT = 3;

function hasRoom(hasher: PasswordHasherService): boolean {
  try {
    hasher.lane.assertRoom('sign-up');
    return true;
  } catch {
    return false;
  }
}

describe.each(testTargets())('sign-up limits on $name', (target) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(target, { clock, env: { SIGNUP_LIMIT_PER_HOUR: String(LIMIT), PASSWORD_HASH_CONCURRENCY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => clock.reset());

  const signup = (ip: string, overrides: Parameters<typeof newAccount>[0] = {}) =>
    t.http().post(API.signup).set('X-Forwarded-For', ip).send(newAccount(overrides));

  describe('per address', () => {
    it(`answers 429 with Retry-After after ${LIMIT} accounts an hour from one address`, async () => {
      const ip = uniqueIp();
      for (let i = 0; i < LIMIT; i++) await signup(ip).expect(201);

      const res = await signup(ip).expect(429);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.tooManySignups });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(SIGNUP_WINDOW_MS / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(SIGNUP_WINDOW_MS / 1000);
      // Another address is not affected.
      await signup(uniqueIp()).expect(201);
    });

    it('counts an IPv6 client by its /64', async () => {
      for (let i = 1; i <= LIMIT; i++) await signup(`2001:db8:77:1::${i}`).expect(201);
      await signup('2001:db8:77:1::ffff').expect(429);
      await signup('2001:db8:77:2::1').expect(201);
    });

    it('lets the address sign up again once the hour has passed', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < LIMIT; i++) await signup(ip).expect(201);
      await signup(ip).expect(429);

      clock.advance(SIGNUP_WINDOW_MS + 1000);
      await signup(ip).expect(201);
    });

    it('counts only sign-ups that made an account', async () => {
      const ip = uniqueIp();
      const taken = newAccount();
      await signup(uniqueIp(), taken).expect(201);
      for (let i = 0; i < LIMIT + 2; i++) await signup(ip, { username: taken.username }).expect(409);
      await signup(ip, { password: 'short' }).expect(400);
      for (let i = 0; i < LIMIT; i++) await signup(ip).expect(201);
      await signup(ip).expect(429);
    });

    it('gives exactly the remaining places to parallel sign-ups from one address', async () => {
      const ip = uniqueIp();
      const answers = await Promise.all(Array.from({ length: 8 }, () => signup(ip)));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), ...Array<number>(8 - LIMIT).fill(429)]);
      // Refused attempts leave nothing behind that would keep counting.
      expect(await t.dataSource.getRepository(RateLimitHitEntity).countBy({ bucket: 'signup', subject: ip })).toBe(LIMIT);
    });
  });

  describe('hashing lane', () => {
    it('answers 503 with Retry-After at once when the lane is full, and signs up again once it drains', async () => {
      const hasher = t.app.get(PasswordHasherService);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // Sign-up hashes that wait on the gate, until the lane takes no more of them.
      const blockers: Array<Promise<unknown>> = [];
      for (let i = 0; i < 10_000 && (blockers.length === 0 || hasRoom(hasher)); i++) blockers.push(hasher.lane.run('sign-up', () => gate));
      try {
        const started = Date.now();
        const res = await signup(uniqueIp()).expect(503);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(res.body).toEqual({ message: AUTH_MESSAGES.hashingBusy });
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);

        // A sign-in does not queue behind sign-ups: it has its own places, served first.
        const account = newAccount();
        const signingIn = t
          .http()
          .post(API.login)
          .set('X-Forwarded-For', uniqueIp())
          .send({ username: account.username, password: account.password })
          .then((res) => res); // supertest sends on then()
        await waitFor(() => hasher.lane.load.queued['sign-in'] > 0, { what: 'the sign-in to queue for the lane' });
        expect(hasher.lane.load.queued['sign-in']).toBe(1);
        release();
        expect((await signingIn).status).toBe(401); // served (no such account), not refused
      } finally {
        release();
        await Promise.all(blockers);
      }
      await signup(uniqueIp()).expect(201);
    });
  });
});
