import { CART_API } from '@tm/contracts/cart';
import { CATALOG_API } from '@tm/contracts/catalog';
import { ORDER_API, completeOrderPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { METRICS_PATH } from './metrics-http';
import { runAtomically } from '../../database/atomic-steps';
import { CatalogWriterService } from '../../modules/catalog/catalog-writer.service';
import { makeDraft } from '../../modules/catalog/testing/template-drafts';
import { STORED_MAIL_KIND } from '../mail/mail-composers';
import { OutboxRepository } from '../mail/outbox.repository';
import { ORDER_CONSENT } from '../../testing/order-consent';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series in Prometheus' text format (undefined when absent). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Decision 045: what an operator watches, for scrapers with the token only. */
describe.each(testTargets())('GET /metrics on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const scrape = async () => (await t.http().get(METRICS_PATH).set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('answers scrapers with the token only', async () => {
    const anonymous = await t.http().get(METRICS_PATH).expect(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    await t.http().get(METRICS_PATH).set('Authorization', 'Bearer not-the-token-0123456789abcdef').expect(401);
    await t.http().get(METRICS_PATH).set('Authorization', TOKEN).expect(401);
    const res = await t.http().get(METRICS_PATH).set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('process_resident_memory_bytes');
  });

  it('times requests by route pattern and status, never by raw path', async () => {
    await t.http().get(API.healthLive).expect(200);
    await t.http().get('/api/orders/not-an-id').expect(401);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/orders/:orderId",status="401"}')).toBe(1);
    expect(text).not.toContain('not-an-id');
  });

  it('counts catalog cache hits and misses', async () => {
    await t.app.get(CatalogWriterService).insertMany([makeDraft({ slug: 'metrics-one' })]);
    const before = await scrape();
    await t.http().get(`${CATALOG_API.paginated}?page=1&limit=5`).expect(200);
    await t.http().get(`${CATALOG_API.paginated}?page=1&limit=5`).expect(200);
    const after = await scrape();
    const value = (text: string, result: string) => sample(text, `catalog_cache_lookups_total{result="${result}"}`) ?? 0;
    expect(value(after, 'miss') - value(before, 'miss')).toBeGreaterThanOrEqual(1);
    // The second is replayed before the app (the finished-answer cache); a count read by the page is a hit.
    expect((sample(after, 'http_cached_answers_total') ?? 0) - (sample(before, 'http_cached_answers_total') ?? 0)).toBe(1);
    await t.http().get(`${CATALOG_API.paginated}?page=1&limit=6`).expect(200);
    expect(value(await scrape(), 'hit') - value(before, 'hit')).toBeGreaterThanOrEqual(1);
  });

  it('tells the mail backlog and the age of its oldest mail, from the database', async () => {
    const dueAt = new Date(Date.now() + 3_600_000); // owed later: it stays pending while we look
    const owedAt = new Date(Date.now() - 2_000); // owed two seconds ago, as MailService.owedLaterStep would have written it then
    await runAtomically(t.dataSource, [
      t.app
        .get(OutboxRepository)
        .insertStep(
          { kind: STORED_MAIL_KIND, refId: null, to: 'ops@example.com', subject: 'Later', text: 'later' },
          owedAt,
          undefined,
          dueAt,
        ),
    ]);
    const text = await scrape();
    expect(sample(text, 'mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(1);
  });

  it('counts sign-ins the throttle refused and payments by outcome', async () => {
    const { agent, account } = await signedInAgent(t);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await t
        .http()
        .post(API.login)
        .set('X-Forwarded-For', '198.51.100.77')
        .send({ username: account.username, password: 'wrong-password-1' });
    }
    const { ids } = await t.app.get(CatalogWriterService).insertMany([makeDraft({ slug: 'metrics-paid', priceCents: 1500 })]);
    const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
    await agent.post(CART_API.cart).send({ templateId: ids[0], quantity: 1 }).expect(200);
    const order = (
      await agent
        .post(ORDER_API.orders)
        .send({
          customerEmail: account.email,
          customerName: 'Ada Lovelace',
          totalAmount: 15,
          items: [{ templateId: ids[0], templateName: 'x', price: '15.00', quantity: 1 }],
          userId: me.id,
          consent: ORDER_CONSENT,
        })
        .expect(201)
    ).body as Order;
    const link = (
      await agent
        .post(ORDER_API.paymentLink)
        .send({ firstName: 'Ada', lastName: 'Lovelace', email: account.email, mobileNo: '+44 20 7946 0000', orderId: order.id })
        .expect(200)
    ).body as { paymentLink: string };
    await agent
      .patch(completeOrderPath(order.id))
      .send({ session: new URL(link.paymentLink, 'http://x').searchParams.get('session') })
      .expect(200);

    const text = await scrape();
    expect(sample(text, 'login_throttle_refusals_total{scope="account_from_address"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'payment_outcomes_total{provider="simulated",outcome="completed"}')).toBe(1);
    if (target.database === 'mysql') expect(sample(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is off: 404, whatever the caller sends', async () => {
    const t = await createTestApp(testTargets()[0]!);
    try {
      await t.http().get(METRICS_PATH).set('Authorization', 'Bearer anything-at-all-0123456789').expect(404);
    } finally {
      await t.close();
    }
  });
});
