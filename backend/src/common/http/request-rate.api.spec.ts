import { ORDER_API } from '@tm/contracts/orders';
import { API } from '@tm/contracts/routes';
import { SITE_API } from '@tm/contracts/site';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { uniqueIp } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { TOO_MANY_REQUESTS_MESSAGE } from './request-rate.middleware';

/** The per-address request limit (decision 064), set to 3 at once and 1 a second. */
describe.each(testTargets())('requests per address on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { CLIENT_REQUESTS_PER_SECOND: '1', CLIENT_REQUEST_BURST: '3' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After past the burst, before the app, and serves other addresses as before', async () => {
    const flooder = uniqueIp();
    for (let i = 0; i < 3; i += 1) await t.http().get(SITE_API.info).set('X-Forwarded-For', flooder).expect(200);
    const refused = await t.http().get(SITE_API.info).set('X-Forwarded-For', flooder).expect(429);
    expect(refused.body).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    // Any route counts, whatever its method.
    await t.http().post(API.login).set('X-Forwarded-For', flooder).send({ username: 'x', password: 'y' }).expect(429);
    await t.http().get(SITE_API.info).set('X-Forwarded-For', uniqueIp()).expect(200);
  });

  it('counts an IPv6 client by its /64, as every other limit does', async () => {
    for (let i = 1; i <= 3; i += 1) await t.http().get(SITE_API.info).set('X-Forwarded-For', `2001:db8:77:1::${i}`).expect(200);
    await t.http().get(SITE_API.info).set('X-Forwarded-For', '2001:db8:77:1:ffff::9').expect(429);
  });

  it("leaves health probes and Stripe's webhook out of the count", async () => {
    const balancer = uniqueIp();
    for (let i = 0; i < 5; i += 1) expect((await t.http().get(API.health).set('X-Forwarded-For', balancer)).status).not.toBe(429);
    const stripe = uniqueIp();
    for (let i = 0; i < 5; i += 1)
      expect((await t.http().post(ORDER_API.stripeWebhook).set('X-Forwarded-For', stripe).send('{}')).status).not.toBe(429);
  });
});
