import { gzipSync } from 'node:zlib';
import { API } from '@tm/contracts/routes';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/create-test-app';
import { newAccount } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { TEST_ROUTE_SECRET } from '../../testing/test-routes.module';
import { ACCESS_NOT_DECLARED_MESSAGE } from '../access/access.guard';
import { INTERNAL_ERROR_MESSAGE } from './api-exception.filter';
import { BODY_TOO_LARGE_MESSAGE, MALFORMED_JSON_MESSAGE } from './json-body-parser';
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from './request-guards';

describe.each(testTargets())('HTTP rules on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, { testRoutes: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('bodies', () => {
    it('refuses a JSON body over 1 MB with 413', async () => {
      const big = JSON.stringify({ blob: 'x'.repeat(1024 * 1024) });
      const res = await t.http().post('/api/__test/echo').set('Content-Type', 'application/json').send(big).expect(413);
      expect(res.body).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
      expect(BODY_TOO_LARGE_MESSAGE).toBe('Request body is too large (limit 1 MB)');
    });

    it('accepts a JSON body just under the limit', async () => {
      const body = { blob: 'x'.repeat(1024 * 1024 - 100) };
      await t.http().post('/api/__test/echo').send(body).expect(201);
    });

    it('refuses a compressed JSON body with 415, unread: a small upload cannot become a large parse', async () => {
      const bomb = gzipSync('['.repeat(512 * 1024) + ']'.repeat(512 * 1024));
      expect(bomb.length).toBeLessThan(2048);
      const res = await t
        .http()
        .post('/api/__test/echo')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(bomb)
        .expect(415);
      expect(res.body).toEqual({ message: 'Unsupported Media Type' });
      await t
        .http()
        .post('/api/__test/echo')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'identity')
        .send('{"a":1}')
        .expect(201);
    });

    it('refuses malformed JSON with 400', async () => {
      const res = await t.http().post(API.login).set('Content-Type', 'application/json').send('{"username": ').expect(400);
      expect(res.body).toEqual({ message: MALFORMED_JSON_MESSAGE });
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
      'refuses a %s body on a state-changing route with 415',
      async (type) => {
        const res = await t.http().post(API.signup).set('Content-Type', type).send('username=a&password=b').expect(415);
        expect(res.body).toEqual({ message: JSON_ONLY_MESSAGE });
      },
    );

    it('refuses a body without any Content-Type with 415', async () => {
      const res = await t.http().post(API.login).unset('Content-Type').send(Buffer.from('{}')).expect(415);
      expect(res.body).toEqual({ message: JSON_ONLY_MESSAGE });
    });

    it('lets a route declare another body type (uploads)', async () => {
      await t.http().post('/api/__test/upload').set('Content-Type', 'text/plain').send('file contents').expect(201);
    });

    it('accepts JSON with a charset and a bodiless POST', async () => {
      await t.http().post('/api/__test/echo').set('Content-Type', 'application/json; charset=utf-8').send('{"a":1}').expect(201);
      await t.http().post(API.logoutApi).expect(204);
    });
  });

  describe('origin checks', () => {
    it('refuses a state-changing request from a foreign Origin with 403', async () => {
      const res = await t.http().post(API.signup).set('Origin', 'https://evil.example').send(newAccount()).expect(403);
      expect(res.body).toEqual({ message: CROSS_SITE_MESSAGE });
    });

    it('refuses Origin: null (sandboxed or opaque origins)', async () => {
      await t.http().post(API.login).set('Origin', 'null').send({ username: 'a', password: 'b' }).expect(403);
    });

    it('refuses a request the browser marks Sec-Fetch-Site: cross-site', async () => {
      const res = await t.http().post(API.login).set('Sec-Fetch-Site', 'cross-site').send({ username: 'a', password: 'b' }).expect(403);
      expect(res.body).toEqual({ message: CROSS_SITE_MESSAGE });
    });

    it("accepts PUBLIC_URL's origin and requests without Origin", async () => {
      await t.http().post(API.signup).set('Origin', TEST_PUBLIC_URL).set('Sec-Fetch-Site', 'same-origin').send(newAccount()).expect(201);
      await t.http().post(API.signup).send(newAccount()).expect(201);
    });

    it('never takes its own origin from the Host header (DNS rebinding), nor from X-Forwarded-Host', async () => {
      const forged = await t
        .http()
        .post(API.signup)
        .set('Host', 'evil.example')
        .set('Origin', 'http://evil.example')
        .send(newAccount())
        .expect(403);
      expect(forged.body).toEqual({ message: CROSS_SITE_MESSAGE });
      // The address the test reached it on is not PUBLIC_URL either.
      await t.http().post(API.signup).set('Origin', t.url).send(newAccount()).expect(403);
      await t
        .http()
        .post(API.signup)
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-Host', 'evil.example')
        .set('Origin', 'https://evil.example')
        .send(newAccount())
        .expect(403);
    });

    it('leaves reads alone', async () => {
      await t.http().get(API.health).set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site').expect(200);
    });
  });

  describe('errors', () => {
    it('answers an unknown API path with a JSON 404', async () => {
      const get = await t.http().get('/api/no-such-thing').expect(404).expect('Content-Type', /json/);
      expect(get.body).toEqual({ message: 'Not found' });
      const post = await t.http().post('/api/no-such-thing').send({}).expect(404);
      expect(post.body).toEqual({ message: 'Not found' });
      await t.http().get('/api').expect(404).expect('Content-Type', /json/);
    });

    it('hides the details of a crash behind a generic 500 and logs them', async () => {
      t.logger.allowErrors = true;
      try {
        const res = await t.http().get('/api/__test/crash').expect(500);
        expect(res.body).toEqual({ message: INTERNAL_ERROR_MESSAGE });
        expect(res.text).not.toMatch(/SQLITE|secret|\.ts|at /);
        expect(t.logger.entries.some((e) => e.level === 'error' && e.message.includes(TEST_ROUTE_SECRET))).toBe(true);
      } finally {
        t.logger.allowErrors = false;
      }
    });

    it('hides a database failure (SQL, driver text) behind a generic 500', async () => {
      t.logger.allowErrors = true;
      try {
        const res = await t.http().get('/api/__test/db-crash').expect(500);
        expect(res.body).toEqual({ message: INTERNAL_ERROR_MESSAGE });
        expect(res.text).not.toMatch(/secret_column|table_that_does_not_exist|SELECT|ER_|SQLITE/);
      } finally {
        t.logger.allowErrors = false;
      }
    });

    it('refuses a route that declares no access with 403 (deny by default)', async () => {
      const res = await t.http().get('/api/__test/undeclared').expect(403);
      expect(res.body).toEqual({ message: ACCESS_NOT_DECLARED_MESSAGE });
    });
  });

  describe('headers', () => {
    it('sends helmet headers and a CSP that allows antd inline styles but no foreign scripts', async () => {
      const res = await t.http().get(API.health).expect(200);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });
});
