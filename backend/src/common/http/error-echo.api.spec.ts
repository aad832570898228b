import type { Response, Test } from 'supertest';
import { CART_API } from '@tm/contracts/cart';
import { CATALOG_API } from '@tm/contracts/catalog';
import { ORDER_API } from '@tm/contracts/orders';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { JOBS_API } from '@tm/contracts/jobs';
import { REVIEWS_API } from '@tm/contracts/reviews';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent, uniqueIp } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { signedInUser } from '../../modules/admin/testing/admin-agents';

/**
 * Decisions 024, 050: error texts never echo the request's input back (reflected content in an answer is
 * the raw material of XSS and log or phishing tricks). Every request below is refused one way or
 * another (400, 401, 403, 404, 405, 413, 415...), each with marked input in a different place; the
 * marker must not come back in any form, raw, escaped or as its inner word.
 */
const WORD = 'zq9echo';
const MARKER = `<script>${WORD}</script>`;
const encoded = encodeURIComponent(MARKER);

describe.each(testTargets())('error texts on $name', (target) => {
  let t: TestApp;
  let agent: ReturnType<TestApp['agent']>;
  let admin: ReturnType<TestApp['agent']>;

  beforeAll(async () => {
    t = await createTestApp(target, { testRoutes: true });
    agent = (await signedInAgent(t)).agent;
    admin = (await signedInUser(t, 'echo_admin', true)).agent;
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = (req: Test, body: unknown) => req.set('X-Forwarded-For', uniqueIp()).send(body as object);
  const raw = (req: Test, body: string, type = 'application/json') => req.set('Content-Type', type).send(body);

  /** Each case: a name and the refused request (signed out unless it uses the signed-in agent). */
  const cases: Array<[string, () => Test]> = [
    // In the path.
    ['unknown API path', () => t.http().get(`/api/${encoded}`)],
    ['unknown API path, POST', () => json(t.http().post(`/api/${encoded}/x`), {})],
    ['template that does not exist', () => t.http().get(`/api/templates/${encoded}`)],
    ['order id', () => agent.get(ORDER_API.order.replace(':orderId', encoded))],
    ['order items id', () => agent.get(ORDER_API.orderItems.replace(':orderId', encoded))],
    ['download id', () => agent.get(ORDER_API.downloadOrder.replace(':orderId', encoded))],
    ['cart line id', () => json(agent.patch(CART_API.item.replace(':id', encoded)), { quantity: 2 })],
    ['user id of another user', () => agent.get(ORDER_API.userOrders.replace(':userId', encoded))],
    ['badly encoded path', () => t.http().get(`/api/templates/%E0%A4%A${encoded}`)],
    // In the query.
    ['page number', () => t.http().get(CATALOG_API.paginated).query({ page: MARKER })],
    ['category', () => t.http().get(CATALOG_API.paginated).query({ category: MARKER })],
    ['limit', () => t.http().get(CATALOG_API.list).query({ limit: MARKER })],
    ['repeated query parameter', () => t.http().get(`${CATALOG_API.paginated}?page=1&page=${encoded}`)],
    ['subcategory counts', () => t.http().get(CATALOG_API.subcategoryCounts).query({ category: MARKER })],
    ['cart of another user', () => agent.get(CART_API.cart).query({ userId: MARKER })],
    [
      'download token',
      () => t.http().get(ORDER_API.downloadOrder.replace(':orderId', '01936f3e-1a2b-7c3d-8e4f-5a6b7c8d9e0f')).query({ token: MARKER }),
    ],
    // In JSON keys and values, and wrong types.
    ['login', () => json(t.http().post(API.login), { username: MARKER, password: MARKER })],
    ['sign-up username', () => json(t.http().post(API.signup), { username: MARKER, email: 'a@example.com', password: 'Secret123' })],
    ['sign-up email', () => json(t.http().post(API.signup), { username: 'echo_user', email: MARKER, password: 'Secret123' })],
    ['sign-up, unknown key', () => json(t.http().post(API.signup), { [MARKER]: MARKER, username: 1 })],
    ['sign-up, wrong types', () => json(t.http().post(API.signup), { username: [MARKER], email: { [MARKER]: MARKER }, password: 12345 })],
    ['forgot password', () => json(t.http().post(API.forgotPassword), { email: MARKER })],
    ['reset password', () => json(t.http().post(API.resetPassword), { token: MARKER, password: MARKER })],
    ['add to cart', () => json(agent.post(CART_API.cart), { templateId: MARKER, quantity: MARKER })],
    ['cart merge', () => json(agent.post(CART_API.merge), { mergeId: MARKER, items: [{ templateId: MARKER, quantity: 1 }] })],
    [
      'order',
      () => json(agent.post(ORDER_API.orders), { customerEmail: MARKER, customerName: MARKER, totalAmount: MARKER, items: MARKER }),
    ],
    ['idempotency key', () => json(agent.post(ORDER_API.orders).set('Idempotency-Key', MARKER), { items: [] })],
    ['payment link', () => json(agent.post(ORDER_API.paymentLink), { orderId: MARKER, firstName: MARKER, email: MARKER })],
    ['payment completion', () => json(agent.patch(ORDER_API.complete.replace(':orderId', encoded)), { session: MARKER })],
    ['body that is not an object', () => json(t.http().post(API.login), [MARKER])],
    // Bodies the parser refuses.
    ['malformed JSON', () => raw(t.http().post(API.login), `{"${MARKER}": `)],
    ['JSON with a bad charset', () => raw(t.http().post(API.login), `{"u":"${MARKER}"}`, `application/json; charset=${WORD}`)],
    ['non-JSON body', () => raw(t.http().post(API.login), MARKER, `text/${WORD}`)],
    ['body over 1 MB', () => raw(t.http().post('/api/__test/echo'), JSON.stringify({ [MARKER]: MARKER.repeat(80_000) }))],
    // The back office.
    [
      'admin: upload to a template that does not exist',
      () => admin.post(adminPath(ADMIN_API.uploadZip, { id: encoded })).attach('zipFile', Buffer.from('PK'), 'theme.zip'),
    ],
    [
      'admin: upload of a file not named .zip',
      () =>
        admin
          .post(adminPath(ADMIN_API.uploadZip, { id: '01936f3e-1a2b-7c3d-8e4f-5a6b7c8d9e0f' }))
          .attach('zipFile', Buffer.from('x'), `${WORD}.exe`),
    ],
    ['admin: delete the ZIP of no template', () => admin.delete(adminPath(ADMIN_API.deleteZip, { id: encoded }))],
    ['admin: refund of no order', () => json(admin.post(ADMIN_API.refundOrder.replace(':id', encoded)), { reason: MARKER })],
    [
      'admin: sample reviews for templates that do not exist',
      () => json(admin.post(REVIEWS_API.adminSamples), { templateIds: ['01936f3e-1a2b-7c3d-8e4f-5a6b7c8d9e0f'], count: MARKER }),
    ],
    ['admin: generation with a bad body', () => json(admin.post(JOBS_API.startGeneration), { useAI: MARKER, targetTotal: MARKER })],
    ['admin: cancel of no job', () => admin.post(JOBS_API.cancelGeneration.replace(':jobId', encoded))],
    // In headers.
    ['foreign origin', () => json(t.http().post(API.login).set('Origin', `https://${WORD}.example`), { username: 'a', password: 'b' })],
    ['method not routed', () => t.http().delete(`/api/health?x=${encoded}`)],
  ];

  it.each(cases)('refuses marked input (%s) without echoing it', async (_name, call) => {
    const res: Response = await call();
    expect(res.status).toBeGreaterThanOrEqual(400);
    const body = res.text.toLowerCase();
    expect(body).not.toContain(WORD);
    expect(body).not.toContain('script');
    // The one error shape.
    expect(Object.keys(res.body as object)).toEqual(['message']);
  });
});
