import { randomUUID } from 'node:crypto';
import { ADMIN_API, ADMIN_MESSAGES, adminPath } from '@tm/contracts/admin';
import {
  ADMIN_ORDERS_API,
  ADMIN_ORDERS_LIMITS,
  ADMIN_ORDERS_TEXTS,
  adminOrderLinePath,
  adminOrderPath,
  type AdminOrderDetail,
  type AdminOrdersPage,
  type RefundLineResponse,
  type ResendConfirmationResponse,
} from '@tm/contracts/admin-orders';
import { completeOrderPath, ORDER_API, shortOrderId } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import request from 'supertest';
import { AuditEntryEntity } from '../../infrastructure/audit/entities/audit-entry.entity';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe';
import { signedInAgent, TestClock } from '../../testing/fixtures';
import { placedOrder } from '../../testing/placed-order';
import { testTargets } from '../../testing/test-targets';
import { waitFor } from '../../testing/wait-for';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { DownloadLogEntity } from '../downloads/entities/download-log.entity';
import { UserEntity } from '../users/entities/user.entity';
import { OrdersRepository } from '../orders/orders.repository';
import { ORDER_CONFIRMATION_RESEND_MAIL } from './order-confirmation-resend.service';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
type TestDataSource = TestApp['dataSource'];

/** The refunds the day rows counted, all days together (decision 089). */
async function countedRefunds(dataSource: TestDataSource): Promise<{ refunds: number; refundedCents: number }> {
  const [row] = (await dataSource.query('SELECT SUM(refunds) AS refunds, SUM(refundedCents) AS refundedCents FROM revenue_days')) as Array<{
    refunds: number | string | null;
    refundedCents: number | string | null;
  }>;
  return { refunds: Number(row?.refunds ?? 0), refundedCents: Number(row?.refundedCents ?? 0) };
}

/** The lines of an order that still give a download right. */
async function entitledLines(dataSource: TestDataSource, orderId: string): Promise<string[]> {
  const rows = (await dataSource.query('SELECT orderItemId FROM entitlements WHERE orderId = ? ORDER BY orderItemId', [orderId])) as Array<{
    orderItemId: string;
  }>;
  return rows.map((row) => row.orderItemId);
}
const PRICES: Record<string, number> = { alpha: 4900, beta: 1999 };

async function signedInAdmin(t: TestApp): Promise<Agent> {
  const { agent } = await signedInAgent(t);
  const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
  await t.dataSource.getRepository(UserEntity).update({ id: me.id }, { isAdmin: true });
  return agent;
}

const listPath = (query: Record<string, string | number> = {}) =>
  `${ADMIN_ORDERS_API.orders}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

// Decision 088: the orders desk lists every order (paged, searched, filtered), shows one order whole and resends its confirmation.
describe.each(testTargets())('orders desk on $name', (target) => {
  let t: TestApp;
  const clock = new TestClock();
  let admin: Agent;
  const ids = new Map<string, string>();
  /** Orders made in beforeAll: two completed (one of alpha+beta, one of beta), one pending. */
  let both: { order: Order; email: string; userId: string };
  let betaOnly: { order: Order; email: string };
  let pending: { order: Order; email: string };

  async function bought(names: string[], complete = true) {
    const placed = await placedOrder(
      t,
      names.map((name) => ({ templateId: ids.get(name)!, priceCents: PRICES[name]! })),
    );
    if (complete)
      await placed.agent
        .patch(completeOrderPath(placed.order.id))
        .send({ session: new URL(placed.paymentLink, 'http://x').searchParams.get('session') })
        .expect(200);
    return placed;
  }

  const list = async (query: Record<string, string | number> = {}) =>
    (await admin.get(listPath(query)).expect(200)).body as AdminOrdersPage;
  const numbers = (page: AdminOrdersPage) => page.orders.map((order) => order.id);

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    const stored = await t.app
      .get(CatalogWriterService)
      .insertMany(
        Object.entries(PRICES).map(([name, priceCents]) => makeDraft({ slug: `desk-${name}`, name: `Desk ${name}`, priceCents })),
      );
    Object.keys(PRICES).forEach((name, i) => ids.set(name, stored.ids[i]!));
    admin = await signedInAdmin(t);
    both = await bought(['alpha', 'beta']);
    clock.advance(1000);
    betaOnly = await bought(['beta']);
    clock.advance(1000);
    pending = await bought(['alpha'], false);
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anyone but an admin', async () => {
    await request(t.app.getHttpServer()).get(ADMIN_ORDERS_API.orders).expect(401);
    const { agent } = await signedInAgent(t);
    await agent.get(ADMIN_ORDERS_API.orders).expect(403);
    await agent.get(adminOrderPath(ADMIN_ORDERS_API.order, both.order.id)).expect(403);
    await agent.post(adminOrderPath(ADMIN_ORDERS_API.resendConfirmation, both.order.id)).send({}).expect(403);
  });

  it('lists every order newest first, with its buyer, total, status and provider', async () => {
    const page = await list();
    expect(numbers(page).slice(0, 3)).toEqual([pending.order.id, betaOnly.order.id, both.order.id]);
    expect(page).toMatchObject({ page: 1, pageSize: ADMIN_ORDERS_LIMITS.pageSize, totalCapped: false });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.orders[2]).toMatchObject({
      orderNumber: shortOrderId(both.order.id),
      status: 'completed',
      totalAmount: '68.99',
      customerEmail: both.email,
      customerName: 'Ada Lovelace',
      provider: 'simulated',
      itemCount: 2,
      partlyRefunded: false,
      disputed: false,
    });
  });

  it('pages on the server', async () => {
    const first = await list({ pageSize: 2 });
    const second = await list({ pageSize: 2, page: 2 });
    expect(first.orders).toHaveLength(2);
    expect(numbers(second)).not.toContain(first.orders[0]!.id);
    expect(numbers(second)[0]).toBe(both.order.id);
  });

  it('searches by order number, buyer email and name', async () => {
    expect(numbers(await list({ search: shortOrderId(betaOnly.order.id) }))).toEqual([betaOnly.order.id]);
    expect(numbers(await list({ search: `#${shortOrderId(betaOnly.order.id).slice(0, 6).toLowerCase()}` }))).toEqual([betaOnly.order.id]);
    expect(numbers(await list({ search: both.email }))).toEqual([both.order.id]);
    expect(numbers(await list({ search: both.email.slice(0, both.email.indexOf('@')) }))).toEqual([both.order.id]);
    expect(numbers(await list({ search: 'ada lov' }))).toEqual(
      expect.arrayContaining([both.order.id, betaOnly.order.id, pending.order.id]),
    );
    expect((await list({ search: 'nobody-like-this' })).orders).toEqual([]);
  });

  it('filters by status, provider, dates and template', async () => {
    expect(numbers(await list({ status: 'pending' }))).toEqual([pending.order.id]);
    expect(numbers(await list({ status: 'completed' }))).toEqual(expect.arrayContaining([both.order.id, betaOnly.order.id]));
    expect(numbers(await list({ status: 'completed' }))).not.toContain(pending.order.id);
    expect((await list({ status: 'disputed' })).orders).toEqual([]);
    expect((await list({ status: 'partly-refunded' })).orders).toEqual([]);
    expect(numbers(await list({ provider: 'simulated', status: 'completed' }))).toContain(both.order.id);
    expect((await list({ provider: 'stripe' })).orders).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(numbers(await list({ from: today, to: today }))).toContain(both.order.id);
    expect((await list({ to: '2020-01-01' })).orders).toEqual([]);
    expect(numbers(await list({ templateId: ids.get('alpha')! }))).toEqual([pending.order.id, both.order.id]);
  });

  it('refuses a bad query with a message naming the parameter', async () => {
    const refused = async (query: Record<string, string | number>, word: string) => {
      const res = await admin.get(listPath(query)).expect(400);
      expect((res.body as { message: string }).message).toContain(word);
    };
    await refused({ pageSize: 101 }, 'pageSize');
    await refused({ page: 0 }, 'page');
    await refused({ status: 'lost' }, 'status');
    await refused({ provider: 'paypal' }, 'provider');
    await refused({ from: '2026-13-01' }, 'from');
    await refused({ to: 'yesterday' }, 'to');
    await refused({ from: '2026-02-01', to: '2026-01-01' }, 'from');
    await refused({ templateId: 'x' }, 'templateId');
    await refused({ page: ADMIN_ORDERS_LIMITS.maxOffset / 100 + 1, pageSize: 100 }, 'page');
  });

  it("shows an order's page: lines, buyer, consent, payment, invoice, mails, downloads and audit", async () => {
    const item = both.order.items[0]!;
    await t.dataSource.getRepository(DownloadLogEntity).insert({
      id: randomUUID(),
      userId: both.userId,
      orderId: both.order.id,
      orderItemId: item.id,
      ip: '127.0.0.1',
      via: 'session',
      createdAt: new Date(),
    });
    const detail = (await admin.get(adminOrderPath(ADMIN_ORDERS_API.order, both.order.id)).expect(200)).body as AdminOrderDetail;
    expect(detail).toMatchObject({
      id: both.order.id,
      orderNumber: shortOrderId(both.order.id),
      status: 'completed',
      totalAmount: '68.99',
      buyer: { userId: both.userId, email: both.email, accountEmail: both.email, name: 'Ada Lovelace' },
    });
    expect(detail.buyer.username).toEqual(expect.any(String));
    expect(detail.consent.termsVersion).toEqual(expect.any(String));
    expect(detail.lines.map((line) => [line.templateName, line.price, line.tax])).toEqual(
      expect.arrayContaining([
        ['Desk alpha', '49.00', '0.00'],
        ['Desk beta', '19.99', '0.00'],
      ]),
    );
    expect(detail.payments).toEqual([
      expect.objectContaining({ provider: 'simulated', status: 'succeeded', amount: '68.99', dashboardUrl: null }),
    ]);
    expect(detail.documents).toEqual([expect.objectContaining({ kind: 'invoice', grossAmount: '68.99' })]);
    expect(detail.mails).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'order-confirmation', to: both.email })]));
    expect(detail.mails[0]).not.toHaveProperty('text');
    expect(detail.downloads).toEqual([expect.objectContaining({ orderItemId: item.id, itemName: item.template.name, via: 'session' })]);
    expect(detail.audit).toEqual([]);
  });

  it('answers 404 for an unknown order', async () => {
    await admin.get(adminOrderPath(ADMIN_ORDERS_API.order, randomUUID())).expect(404);
    await admin.get(adminOrderPath(ADMIN_ORDERS_API.order, 'not-an-id')).expect(404);
    await admin.post(adminOrderPath(ADMIN_ORDERS_API.resendConfirmation, randomUUID())).send({}).expect(404);
  });

  it('resends a confirmation through the outbox with its audit entry, once a minute, completed orders only', async () => {
    const path = adminOrderPath(ADMIN_ORDERS_API.resendConfirmation, betaOnly.order.id);
    const res = (await admin.post(path).send({}).expect(200)).body as ResendConfirmationResponse;
    expect(res.mail).toMatchObject({ kind: ORDER_CONFIRMATION_RESEND_MAIL, to: betaOnly.email });
    const sent = await waitFor(async () => {
      const row = await t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ id: res.mail.id });
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.text).toContain(`Your order #${shortOrderId(betaOnly.order.id)} is complete`);
    const audit = await t.dataSource
      .getRepository(AuditEntryEntity)
      .findBy({ targetId: betaOnly.order.id, action: 'order.resend-confirmation' });
    expect(audit).toHaveLength(1);

    const again = await admin.post(path).send({}).expect(429);
    expect((again.body as { message: string }).message).toBe(ADMIN_ORDERS_TEXTS.resendTooSoon);
    clock.advance((ADMIN_ORDERS_LIMITS.resendIntervalSeconds + 1) * 1000);
    admin = await signedInAdmin(t);
    await admin.post(path).send({}).expect(200);

    const detail = (await admin.get(adminOrderPath(ADMIN_ORDERS_API.order, betaOnly.order.id)).expect(200)).body as AdminOrderDetail;
    expect(detail.mails.filter((mail) => mail.kind === ORDER_CONFIRMATION_RESEND_MAIL)).toHaveLength(2);
    expect(detail.audit.map((entry) => entry.action)).toEqual(['order.resend-confirmation', 'order.resend-confirmation']);

    const refused = await admin.post(adminOrderPath(ADMIN_ORDERS_API.resendConfirmation, pending.order.id)).send({}).expect(409);
    expect((refused.body as { message: string }).message).toBe(ADMIN_ORDERS_TEXTS.resendOnlyCompleted);
  });

  it('finds a refunded order by status, with its refund on its page', async () => {
    const { order } = await bought(['alpha']);
    await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: order.id }))
      .send({ reason: 'Asked by the buyer' })
      .expect(200);
    expect(numbers(await list({ status: 'refunded' }))).toContain(order.id);
    const detail = (await admin.get(adminOrderPath(ADMIN_ORDERS_API.order, order.id)).expect(200)).body as AdminOrderDetail;
    expect(detail).toMatchObject({ status: 'refunded', refundReason: 'Asked by the buyer' });
    expect(detail.documents.map((document) => document.kind)).toEqual(['invoice', 'credit-note']);
    expect(detail.audit.map((entry) => entry.action)).toContain('order.refund');
    await admin.post(adminOrderPath(ADMIN_ORDERS_API.resendConfirmation, order.id)).send({}).expect(409);
  });

  it('refunds one line: its money, download, credit note, mail, revenue and audit, once; the last line refunds the order', async () => {
    const { order, email } = await bought(['alpha', 'beta']);
    const alphaLine = order.items.find((item) => item.template.id === ids.get('alpha'))!;
    const betaLine = order.items.find((item) => item.template.id === ids.get('beta'))!;
    const before = await countedRefunds(t.dataSource);

    const res = (await admin.post(adminOrderLinePath(order.id, betaLine.id)).send({ reason: 'Wrong template bought' }).expect(200))
      .body as RefundLineResponse;
    expect(res.message).toContain('$19.99');
    expect(res.order).toMatchObject({ status: 'completed', partlyRefunded: true, refundedAt: null });
    const refundedLine = res.order.lines.find((line) => line.id === betaLine.id)!;
    expect(refundedLine.paid).toBe('19.99');
    expect(refundedLine.refundedAt).toEqual(expect.any(String));
    expect(res.order.lines.find((line) => line.id === alphaLine.id)).toMatchObject({ paid: '49.00', refundedAt: null });
    expect(res.order.payments).toEqual([expect.objectContaining({ provider: 'simulated', refundedAmount: '19.99' })]);
    expect(res.order.documents.map((document) => [document.kind, document.grossAmount])).toEqual([
      ['invoice', '68.99'],
      ['credit-note', '19.99'],
    ]);
    expect(res.order.audit.map((entry) => entry.action)).toEqual(['order.refund-line']);
    expect(res.order.audit[0]!.detail).toContain('Wrong template bought');
    expect(await entitledLines(t.dataSource, order.id)).toEqual([alphaLine.id]);
    expect(await countedRefunds(t.dataSource)).toEqual({ refunds: before.refunds + 1, refundedCents: before.refundedCents + 1999 });
    const mail = await waitFor(async () =>
      (await t.dataSource.getRepository(OutboxMessageEntity).findBy({ refId: betaLine.id })).find((row) =>
        row.subject.includes('Desk beta refunded'),
      ),
    );
    expect(mail).toMatchObject({ to: email });
    expect(mail.text).toContain('$19.99 goes back');
    expect(numbers(await list({ status: 'partly-refunded' }))).toContain(order.id);
    const page = (await admin.get(adminOrderPath(ADMIN_ORDERS_API.order, order.id)).expect(200)).body as AdminOrderDetail;
    expect(page.mails.map((row) => row.subject)).toEqual(expect.arrayContaining([mail.subject]));

    // Again: the line is refunded already, nothing more moves.
    const again = await admin.post(adminOrderLinePath(order.id, betaLine.id)).send({ reason: 'Wrong template bought' }).expect(409);
    expect((again.body as { message: string }).message).toBe(ADMIN_ORDERS_TEXTS.lineAlreadyRefunded);
    expect(await countedRefunds(t.dataSource)).toEqual({ refunds: before.refunds + 1, refundedCents: before.refundedCents + 1999 });

    // The last line: the order is refunded, counted once more for that line only.
    const last = (await admin.post(adminOrderLinePath(order.id, alphaLine.id)).send({ reason: 'Asked by the buyer' }).expect(200))
      .body as RefundLineResponse;
    expect(last.order).toMatchObject({ status: 'refunded', partlyRefunded: false, refundReason: 'Asked by the buyer' });
    expect(last.order.refundedAt).toEqual(expect.any(String));
    expect(last.order.payments[0]).toMatchObject({ refundedAmount: '68.99' });
    expect(last.order.documents.map((document) => document.kind)).toEqual(['invoice', 'credit-note', 'credit-note']);
    expect(await entitledLines(t.dataSource, order.id)).toEqual([]);
    expect(await countedRefunds(t.dataSource)).toEqual({ refunds: before.refunds + 2, refundedCents: before.refundedCents + 6899 });
    expect(numbers(await list({ status: 'refunded' }))).toContain(order.id);
    const whole = await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: order.id }))
      .send({ reason: 'Asked by the buyer' })
      .expect(409);
    expect((whole.body as { message: string }).message).toBe(ADMIN_MESSAGES.alreadyRefunded);
  });

  it("refuses a line refund of another order's line, an unknown line, a short reason and an order not completed", async () => {
    const { order } = await bought(['alpha']);
    const other = betaOnly.order.items[0]!;
    const refused = async (path: string, body: object, status: number, message?: string) => {
      const res = await admin.post(path).send(body).expect(status);
      if (message) expect((res.body as { message: string }).message).toBe(message);
    };
    const reason = { reason: 'Asked by the buyer' };
    await refused(adminOrderLinePath(order.id, other.id), reason, 404, ADMIN_ORDERS_TEXTS.lineNotFound);
    await refused(adminOrderLinePath(order.id, randomUUID()), reason, 404, ADMIN_ORDERS_TEXTS.lineNotFound);
    await refused(adminOrderLinePath(order.id, 'not-an-id'), reason, 404, ADMIN_ORDERS_TEXTS.lineNotFound);
    await refused(adminOrderLinePath(randomUUID(), other.id), reason, 404, ADMIN_ORDERS_TEXTS.notFound);
    await refused(adminOrderLinePath(order.id, order.items[0]!.id), { reason: 'no' }, 400);
    await refused(adminOrderLinePath(order.id, order.items[0]!.id), {}, 400);
    await refused(adminOrderLinePath(pending.order.id, pending.order.items[0]!.id), reason, 409, ADMIN_MESSAGES.refundOnlyCompleted);
    const { agent } = await signedInAgent(t);
    await agent.post(adminOrderLinePath(order.id, order.items[0]!.id)).send(reason).expect(403);
    await request(t.app.getHttpServer()).post(adminOrderLinePath(order.id, order.items[0]!.id)).send(reason).expect(401);
    expect(await entitledLines(t.dataSource, order.id)).toEqual([order.items[0]!.id]);
  });
});

const SECRET_KEY = 'sk_test_ordersdesk0123456789';
const WEBHOOK_SECRET = 'whsec_ordersdesk0123456789';

describe.each(testTargets())('orders desk with Stripe on $name', (target) => {
  let t: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, autoDeliver: false });
    t = await createTestApp(target, {
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
      },
    });
    stripe.setWebhookUrl(`${t.url}${ORDER_API.stripeWebhook}`);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it("filters Stripe orders and links each payment to Stripe's dashboard", async () => {
    const stored = await t.app
      .get(CatalogWriterService)
      .insertMany([makeDraft({ slug: 'desk-stripe', name: 'Desk stripe', priceCents: 4900 })]);
    const placed = await placedOrder(t, [{ templateId: stored.ids[0]!, priceCents: 4900 }]);
    const session = stripe.sessions().find((candidate) => candidate.url === placed.paymentLink)!;
    expect(await stripe.deliver(await stripe.pay(session.id, { country: 'DE' }))).toEqual([200]);
    const admin = await signedInAdmin(t);
    const page = (await admin.get(listPath({ provider: 'stripe' })).expect(200)).body as AdminOrdersPage;
    expect(page.orders.map((order) => [order.id, order.provider])).toEqual([[placed.order.id, 'stripe']]);
    expect(((await admin.get(listPath({ provider: 'simulated' })).expect(200)).body as AdminOrdersPage).orders).toEqual([]);
    const detail = (await admin.get(adminOrderPath(ADMIN_ORDERS_API.order, placed.order.id)).expect(200)).body as AdminOrderDetail;
    const [payment] = detail.payments;
    expect(payment).toMatchObject({ provider: 'stripe', status: 'succeeded' });
    expect(payment!.providerPaymentId).toEqual(expect.any(String));
    expect(payment!.dashboardUrl).toBe(`https://dashboard.stripe.com/payments/${payment!.providerPaymentId}`);
  });

  it('an order is filed under the provider it is placed with, and under another one only when a payment goes through it', async () => {
    const stored = await t.app
      .get(CatalogWriterService)
      .insertMany([makeDraft({ slug: 'desk-switched', name: 'Desk switched', priceCents: 2900 })]);
    const placed = await placedOrder(t, [{ templateId: stored.ids[0]!, priceCents: 2900 }]);
    const providerOf = async () =>
      ((await t.dataSource.query('SELECT provider FROM orders WHERE id = ?', [placed.order.id])) as Array<{ provider: string | null }>)[0]!
        .provider;
    expect(await providerOf()).toBe('stripe');
    // The owner switched providers while the order waited: its next payment goes through the simulated one.
    const now = new Date();
    const payment = { orderId: placed.order.id, amountCents: 2900, status: 'open' as const, createdAt: now, expiresAt: now };
    await t.app.get(OrdersRepository).insertPayment({ ...payment, id: randomUUID(), provider: 'simulated' }, 'stripe');
    expect(await providerOf()).toBe('simulated');
    const admin = await signedInAdmin(t);
    const listed = (await admin.get(listPath({ provider: 'simulated' })).expect(200)).body as AdminOrdersPage;
    expect(listed.orders.map((order) => order.id)).toEqual([placed.order.id]);
  });

  it("refunds one line through Stripe, then the last: Stripe's notices change nothing more and count no refund twice", async () => {
    const stored = await t.app
      .get(CatalogWriterService)
      .insertMany([
        makeDraft({ slug: 'desk-stripe-one', name: 'Desk stripe one', priceCents: 3000 }),
        makeDraft({ slug: 'desk-stripe-two', name: 'Desk stripe two', priceCents: 1500 }),
      ]);
    const placed = await placedOrder(t, [
      { templateId: stored.ids[0]!, priceCents: 3000 },
      { templateId: stored.ids[1]!, priceCents: 1500 },
    ]);
    const session = stripe.sessions().find((candidate) => candidate.url === placed.paymentLink)!;
    expect(await stripe.deliver(await stripe.pay(session.id))).toEqual([200]);
    const admin = await signedInAdmin(t);
    const [one, two] = [stored.ids[0]!, stored.ids[1]!].map((id) => placed.order.items.find((item) => item.template.id === id)!);
    const before = await countedRefunds(t.dataSource);
    const refundEvents = () => stripe.events.filter((event) => event.type === 'charge.refunded');
    const seen = refundEvents().length;

    const first = (await admin.post(adminOrderLinePath(placed.order.id, two!.id)).send({ reason: 'Wrong template bought' }).expect(200))
      .body as RefundLineResponse;
    expect(first.order).toMatchObject({ status: 'completed', partlyRefunded: true });
    const events = refundEvents().slice(seen);
    expect(events.map((event) => (event.data.object as { amount_refunded: number }).amount_refunded)).toEqual([1500]);
    expect(events[0]!.request.idempotency_key).toBe(`line-refund-${two!.id}`);
    expect(await stripe.deliver(events[0]!)).toEqual([200]);
    await admin.post(adminOrderLinePath(placed.order.id, two!.id)).send({ reason: 'Wrong template bought' }).expect(409);

    await admin.post(adminOrderLinePath(placed.order.id, one!.id)).send({ reason: 'Asked by the buyer' }).expect(200);
    const full = refundEvents().slice(seen + 1);
    expect(full.map((event) => (event.data.object as { refunded: boolean }).refunded)).toEqual([true]);
    expect(await stripe.deliver(full[0]!)).toEqual([200]);
    const detail = (await admin.get(adminOrderPath(ADMIN_ORDERS_API.order, placed.order.id)).expect(200)).body as AdminOrderDetail;
    expect(detail).toMatchObject({ status: 'refunded', refundReason: 'Asked by the buyer' });
    expect(detail.payments[0]).toMatchObject({ refundedAmount: '45.00' });
    expect(detail.documents.map((document) => [document.kind, document.grossAmount])).toEqual([
      ['invoice', '45.00'],
      ['credit-note', '15.00'],
      ['credit-note', '30.00'],
    ]);
    expect(await countedRefunds(t.dataSource)).toEqual({ refunds: before.refunds + 2, refundedCents: before.refundedCents + 4500 });
  });
});
