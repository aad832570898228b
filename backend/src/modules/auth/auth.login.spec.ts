import { AUTH_MESSAGES, type AuthResponse, type User } from '@tm/contracts/auth';
import {
  LOGIN_ACCOUNT_GLOBAL_MAX_FAILURES,
  LOGIN_ACCOUNT_GLOBAL_WINDOW_MS,
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_IP_MAX_FAILURES,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_TTL_MS,
} from '@tm/contracts/limits';
import { DEVICE_COOKIE } from '@tm/contracts/privacy';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { registerAccount, sessionCookieOf, setCookieHeader, TestClock, uniqueIp, type TestAccount } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { RedisService } from '../../infrastructure/redis/redis.service';
import { SessionEntity } from './entities/session.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testTargets())('sign-in and sessions on $name', (target) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => clock.reset());

  const registered = (): Promise<TestAccount> => registerAccount(t);

  function login(username: string, password: string, ip = uniqueIp()) {
    return t.http().post(API.login).set('X-Forwarded-For', ip).send({ username, password });
  }

  describe('login', () => {
    it('signs in by username and answers with the user', async () => {
      const account = await registered();
      const agent = t.agent();
      const res = await agent.post(API.login).send({ username: account.username, password: account.password }).expect(200);
      expect((res.body as AuthResponse).user).toMatchObject({ username: account.username, email: account.email, isAdmin: false });
      await agent.get(API.authUser).expect(200);
    });

    it('signs in by email or username in any case', async () => {
      const account = await registered();
      await login(account.email.toUpperCase(), account.password).expect(200);
      await login(account.username.toUpperCase(), account.password).expect(200);
      await login(`  ${account.username}  `, account.password).expect(200);
    });

    it('answers a wrong password and an unknown account with the same 401', async () => {
      const account = await registered();
      const wrong = await login(account.username, 'Wrong1234').expect(401);
      const unknown = await login('nobody_here_at_all', 'Wrong1234').expect(401);
      expect(wrong.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('asks for both fields with the spec messages', async () => {
      expect((await login('', 'x').expect(400)).body).toEqual({ message: 'Username or email is required' });
      expect((await login('someone', '').expect(400)).body).toEqual({ message: 'Password is required' });
    });

    it('sets an HttpOnly, SameSite=Lax session cookie, Secure only behind TLS', async () => {
      const account = await registered();
      const plain = await login(account.username, account.password).expect(200);
      const cookie = setCookieHeader(plain);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);

      const behindTls = await t
        .http()
        .post(API.login)
        .set('X-Forwarded-For', uniqueIp())
        .set('X-Forwarded-Proto', 'https')
        .send({ username: account.username, password: account.password })
        .expect(200);
      expect(setCookieHeader(behindTls)).toMatch(/; Secure/);
    });

    it('keeps the session in the configured store', async () => {
      const account = await registered();
      const res = await login(account.username, account.password).expect(200);
      const sid = decodeURIComponent(sessionCookieOf(res)!).replace(/^s:/, '').split('.')[0]!;
      const redis = t.app.get(RedisService);
      if (redis.configured) {
        expect(await redis.client.exists(`${t.config.redisPrefix}sess:${sid}`)).toBe(1);
      } else {
        expect(await t.dataSource.getRepository(SessionEntity).existsBy({ sid })).toBe(true);
      }
    });
  });

  describe('sessions', () => {
    it('answers 401 "Not signed in" to a signed-out visitor', async () => {
      const res = await t.http().get(API.authUser).expect(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    });

    it('gives a new session id at each sign-in and retires the old one', async () => {
      const account = await registered();
      const first = await login(account.username, account.password).expect(200);
      const firstCookie = sessionCookieOf(first)!;

      const second = await t
        .http()
        .post(API.login)
        .set('Cookie', `tm.sid=${firstCookie}`)
        .set('X-Forwarded-For', uniqueIp())
        .send({ username: account.username, password: account.password })
        .expect(200);
      const secondCookie = sessionCookieOf(second)!;
      expect(secondCookie).toBeDefined();
      expect(secondCookie).not.toBe(firstCookie);

      await t.http().get(API.authUser).set('Cookie', `tm.sid=${firstCookie}`).expect(401);
      await t.http().get(API.authUser).set('Cookie', `tm.sid=${secondCookie}`).expect(200);
    });

    it('logs out by navigation: 302 to /, cookie cleared, old cookie no longer signed in', async () => {
      const account = await registered();
      const cookie = sessionCookieOf(await login(account.username, account.password).expect(200))!;

      const res = await t.http().get(API.logout).set('Cookie', `tm.sid=${cookie}`).expect(302);
      expect(res.headers.location).toBe('/');
      expect(setCookieHeader(res)).toMatch(/^tm\.sid=;.*Expires=Thu, 01 Jan 1970/);
      await t.http().get(API.authUser).set('Cookie', `tm.sid=${cookie}`).expect(401);
    });

    it('does not log out on a cross-site navigation, it only redirects', async () => {
      const account = await registered();
      const cookie = sessionCookieOf(await login(account.username, account.password).expect(200))!;

      const res = await t.http().get(API.logout).set('Cookie', `tm.sid=${cookie}`).set('Sec-Fetch-Site', 'cross-site').expect(302);
      expect(res.headers.location).toBe('/');
      await t.http().get(API.authUser).set('Cookie', `tm.sid=${cookie}`).expect(200);
    });

    it('logs out API clients with POST /api/auth/logout (204)', async () => {
      const account = await registered();
      const agent = t.agent();
      await agent.post(API.login).send({ username: account.username, password: account.password }).expect(200);
      await agent.post(API.logoutApi).expect(204);
      await agent.get(API.authUser).expect(401);
    });

    it('keeps the session of a signed-in GET (the cookie-less fast path skips only visitors without one)', async () => {
      const account = await registered();
      const agent = t.agent();
      await agent.post(API.login).send({ username: account.username, password: account.password }).expect(200);
      const res = await agent.get(API.authUser).expect(200);
      expect((res.body as User).username).toBe(account.username);
      const visitor = await t.http().get(API.authUser).expect(401);
      expect(visitor.headers['set-cookie']).toBeUndefined();
    });

    it('signs a session out 30 days after sign-in, even when it is used every day', async () => {
      expect(SESSION_ABSOLUTE_TTL_MS).toBe(30 * DAY_MS);
      const account = await registered();
      const agent = t.agent();
      await agent
        .post(API.login)
        .set('X-Forwarded-For', uniqueIp())
        .send({ username: account.username, password: account.password })
        .expect(200);

      for (let day = 1; day < 30; day++) {
        clock.advance(DAY_MS);
        await agent.get(API.authUser).expect(200); // daily use keeps the idle timeout (7 days) from ending it
      }
      clock.advance(DAY_MS);
      const res = await agent.get(API.authUser).expect(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.notSignedIn });

      // A new sign-in starts a new 30 days.
      await agent
        .post(API.login)
        .set('X-Forwarded-For', uniqueIp())
        .send({ username: account.username, password: account.password })
        .expect(200);
      await agent.get(API.authUser).expect(200);
    });

    it('keeps the stored session no longer than the end of its sign-in', async () => {
      const account = await registered();
      const signedInAt = clock.now().getTime();
      const res = await login(account.username, account.password).expect(200);
      const cookie = sessionCookieOf(res)!;
      const sid = decodeURIComponent(cookie).replace(/^s:/, '').split('.')[0]!;
      const redis = t.app.get(RedisService);
      const storedExpiry = async () =>
        redis.configured
          ? clock.now().getTime() + (await redis.client.ttl(`${t.config.redisPrefix}sess:${sid}`)) * 1000
          : (await t.dataSource.getRepository(SessionEntity).findOneByOrFail({ sid })).expiresAt.getTime();

      // Fresh: the idle timeout comes first.
      expect(Math.abs((await storedExpiry()) - (signedInAt + SESSION_TTL_MS))).toBeLessThan(60_000);
      // Used every third day until day 27, when a request would push the idle expiry to day 34: the stored one stops at day 30.
      for (let day = 3; day <= 27; day += 3) {
        clock.advance(3 * DAY_MS);
        await t.http().get(API.authUser).set('Cookie', `tm.sid=${cookie}`).expect(200);
      }
      expect(Math.abs((await storedExpiry()) - (signedInAt + SESSION_ABSOLUTE_TTL_MS))).toBeLessThan(60_000);
    });

    it('treats a forged cookie as signed out', async () => {
      await t.http().get(API.authUser).set('Cookie', 'tm.sid=s%3Aforged.signature').expect(401);
    });
  });

  describe('throttling', () => {
    it(`refuses the failing address the ${LOGIN_ACCOUNT_MAX_FAILURES + 1}th attempt after ${LOGIN_ACCOUNT_MAX_FAILURES} failures, even with the right password`, async () => {
      const account = await registered();
      const ip = uniqueIp();
      for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) await login(account.username, 'Wrong1234', ip).expect(401);

      const res = await login(account.username, account.password, ip).expect(429);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.tooManyAccountFailures });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_ACCOUNT_WINDOW_MS / 1000);
      // Same account by its email, from the same address: still locked.
      await login(account.email, account.password, ip).expect(429);
    });

    it('lets the owner sign in from an address that has not failed, while the failing one stays locked', async () => {
      const account = await registered();
      const attacker = uniqueIp();
      for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) await login(account.username, 'Wrong1234', attacker).expect(401);
      await login(account.username, account.password, attacker).expect(429);

      await login(account.username, account.password, uniqueIp()).expect(200);
      await login(account.email, account.password, uniqueIp()).expect(200);
      // The owner's sign-in elsewhere does not lift the lock of the failing address.
      await login(account.username, account.password, attacker).expect(429);
    });

    it('lets the account in again from that address once the window has passed', async () => {
      const account = await registered();
      const ip = uniqueIp();
      for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) await login(account.username, 'Wrong1234', ip).expect(401);
      await login(account.username, account.password, ip).expect(429);

      clock.advance(LOGIN_ACCOUNT_WINDOW_MS + 1000);
      await login(account.username, account.password, ip).expect(200);
    });

    it('treats failures on an unknown account exactly like failures on a real one', async () => {
      const ghost = 'ghost_account_x';
      const ip = uniqueIp();
      const answers: Array<[number, unknown]> = [];
      for (let i = 0; i <= LOGIN_ACCOUNT_MAX_FAILURES; i++) {
        const res = await login(ghost, 'Wrong1234', ip);
        answers.push([res.status, res.body]);
      }
      expect(answers).toEqual([
        ...Array<[number, unknown]>(LOGIN_ACCOUNT_MAX_FAILURES).fill([401, { message: AUTH_MESSAGES.invalidCredentials }]),
        [429, { message: AUTH_MESSAGES.tooManyAccountFailures }],
      ]);
    });

    it("forgets the address's earlier failures after a successful sign-in from it", async () => {
      const account = await registered();
      const ip = uniqueIp();
      for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES - 1; i++) await login(account.username, 'Wrong1234', ip).expect(401);
      await login(account.username, account.password, ip).expect(200);
      for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES - 1; i++) await login(account.username, 'Wrong1234', ip).expect(401);
      await login(account.username, account.password, ip).expect(200);
    });

    it(`locks the account everywhere after ${LOGIN_ACCOUNT_GLOBAL_MAX_FAILURES} failures from many addresses (distributed guessing)`, async () => {
      const account = await registered();
      for (let i = 0; i < LOGIN_ACCOUNT_GLOBAL_MAX_FAILURES - 1; i++)
        await login(account.username, `Guess${i}Pass`, uniqueIp()).expect(401);
      // The owner signing in meanwhile does not wipe what the other addresses did.
      await login(account.username, account.password, uniqueIp()).expect(200);
      await login(account.username, 'OneMore123', uniqueIp()).expect(401);

      const res = await login(account.username, account.password, uniqueIp()).expect(429);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.tooManyAccountFailuresEverywhere });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_ACCOUNT_GLOBAL_WINDOW_MS / 1000);

      clock.advance(LOGIN_ACCOUNT_GLOBAL_WINDOW_MS + 1000);
      await login(account.username, account.password, uniqueIp()).expect(200);
    });

    it("keeps a browser that signed in before out of the crowd's locks: only its own failures lock it", async () => {
      const account = await registered();
      const home = uniqueIp();
      const first = await login(account.username, account.password, home).expect(200);
      const device = ((first.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((cookie) =>
        cookie.startsWith(`${DEVICE_COOKIE.name}=`),
      )!;
      expect(device).toMatch(/HttpOnly/i);
      expect(device).toMatch(/SameSite=Strict/i);
      expect(device).toContain(`Path=${API.login}`);
      const deviceCookie = device.trim().split(';')[0]!;
      const fromDevice = (password: string, ip = home) => login(account.username, password, ip).set('Cookie', deviceCookie);

      // Someone locks the account from one address, then everywhere from many: a new browser is refused
      // with the right password...
      const attacker = uniqueIp();
      for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) await login(account.username, 'Wrong1234', attacker).expect(401);
      for (let i = LOGIN_ACCOUNT_MAX_FAILURES; i < LOGIN_ACCOUNT_GLOBAL_MAX_FAILURES; i++)
        await login(account.username, `Guess${i}Pass`, uniqueIp()).expect(401);
      expect((await login(account.username, account.password, uniqueIp()).expect(429)).body).toEqual({
        message: AUTH_MESSAGES.tooManyAccountFailuresEverywhere,
      });
      // ...and the owner's browser still signs in, from anywhere, even the address that failed.
      await fromDevice(account.password, attacker).expect(200);

      // Its own failures lock its lane, and only its lane; a tampered cookie is a stranger's.
      for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) await fromDevice('Wrong1234').expect(401);
      expect((await fromDevice(account.password).expect(429)).body).toEqual({ message: AUTH_MESSAGES.tooManyAccountFailures });
      const tampered = deviceCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      await login(account.username, account.password, uniqueIp()).set('Cookie', tampered).expect(429); // the global lock again
      // Another account's device cookie is no key to this one.
      const other = await registered();
      await login(other.username, other.password, home).set('Cookie', deviceCookie).expect(200);
    });

    it(`refuses an address after ${LOGIN_IP_MAX_FAILURES} failures, whichever accounts it tries`, async () => {
      const ip = uniqueIp();
      for (let i = 0; i < LOGIN_IP_MAX_FAILURES; i++) await login(`sprayed_${i}`, 'Wrong1234', ip).expect(401);

      const account = await registered();
      const res = await login(account.username, account.password, ip).expect(429);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.tooManyIpFailures });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Other addresses are unaffected.
      await login(account.username, account.password).expect(200);
    });
  });
});
