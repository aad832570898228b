import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CART_API, CART_MESSAGES } from '@tm/contracts/cart';
import {
  CHECKOUT_MESSAGES,
  ORDER_API,
  ORDER_MESSAGES,
  cancelOrderPath,
  completeOrderPath,
  orderItemsPath,
  orderPath,
  ownedTemplatesPath,
  shortOrderId,
  userOrdersPath,
} from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { OrderSchema, OwnedTemplatesSchema } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { OTHER_USER_MESSAGE } from '../../common/access/own-user';
import { SignedTokensService } from '../../common/crypto/signed-tokens';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent, TestClock, waitFor } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { makeDraft } from '../catalog/testing/template-drafts';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { nextDeliveryRound } from '../../infrastructure/mail/testing/delivery-rounds';
import { UserEntity } from '../users/entities/user.entity';
import { orderIdSource } from './order-ids';
import { PaymentReconciliationService } from './payment-reconciliation.service';
import { ORDER_CONSENT } from '../../testing/order-consent';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
interface Shopper {
  agent: Agent;
  userId: string;
  email: string;
}

const FORM = { firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000' };

describe.each(testTargets())('orders API on $name', (target) => {
  let t: TestApp;
  const clock = new TestClock();
  const ids = new Map<string, string>();
  const id = (name: string) => ids.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    const drafts = [
      makeDraft({ slug: 'order-alpha', name: 'Order Alpha', priceCents: 4900, salesCount: 10 }),
      makeDraft({ slug: 'order-beta', name: 'Order Beta', priceCents: 1999, salesCount: 20 }),
      makeDraft({ slug: 'order-gamma', name: 'Order Gamma', priceCents: 12900, salesCount: 30 }),
    ];
    const stored = await t.app.get(CatalogWriterService).insertMany(drafts);
    drafts.forEach((d, i) => ids.set(d.slug.replace('order-', ''), stored.ids[i]!));
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  async function shopper(
    cart: Array<[string, number]> = [
      ['alpha', 1],
      ['beta', 2],
    ],
  ): Promise<Shopper> {
    const { agent, account } = await signedInAgent(t);
    const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
    for (const [name, quantity] of cart)
      await agent
        .post(CART_API.cart)
        .send({ templateId: id(name), quantity })
        .expect(200);
    return { agent, userId: me.id, email: account.email };
  }
  const body = (s: Shopper, names: string[], totalAmount: number) => ({
    customerEmail: s.email,
    customerName: 'Ada Lovelace',
    totalAmount,
    items: names.map((name) => ({ templateId: id(name), templateName: name, price: '0.01', quantity: 1 })),
    userId: s.userId,
    consent: ORDER_CONSENT,
  });
  /** Sales counts of alpha, beta and gamma in templates, and the distinct values in their template_tags rows. */
  async function salesCounts() {
    const names = ['alpha', 'beta', 'gamma'];
    const nameOf = new Map(names.map((name) => [id(name), name]));
    const templates: Record<string, number> = {};
    for (const row of (await t.dataSource.query('SELECT id, salesCount FROM templates WHERE id IN (?, ?, ?)', names.map(id))) as Array<{
      id: string;
      salesCount: number;
    }>) {
      templates[nameOf.get(row.id)!] = Number(row.salesCount);
    }
    const tagRows: Record<string, number[]> = {};
    for (const row of (await t.dataSource.query(
      'SELECT DISTINCT templateId, salesCount FROM template_tags WHERE templateId IN (?, ?, ?)',
      names.map(id),
    )) as Array<{
      templateId: string;
      salesCount: number;
    }>) {
      (tagRows[nameOf.get(row.templateId)!] ??= []).push(Number(row.salesCount));
    }
    return { templates, tagRows };
  }
  /** alpha 49.00 × 1 + beta 19.99 × 2 */
  const ALPHA_BETA = 88.98;
  const placeOrder = async (s: Shopper, names = ['alpha', 'beta'], total = ALPHA_BETA) =>
    OrderSchema.strict().parse(
      (
        await s.agent
          .post(ORDER_API.orders)
          .send(body(s, names, total))
          .expect(201)
      ).body,
    );
  const sessionOf = async (s: Shopper, orderId: string) => {
    const res = await s.agent
      .post(ORDER_API.paymentLink)
      .send({ ...FORM, email: s.email, orderId })
      .expect(200);
    const link = new URL((res.body as { paymentLink: string }).paymentLink, 'http://x');
    expect(link.pathname).toBe(`/payment-processing/${orderId}`);
    return link.searchParams.get('session')!;
  };
  const complete = (s: Shopper, orderId: string, session: unknown) => s.agent.patch(completeOrderPath(orderId)).send({ session });
  const cartSlugs = async (s: Shopper) =>
    ((await s.agent.get(CART_API.cart).expect(200)).body as Array<{ template: { slug: string } }>).map((line) => line.template.slug);
  /** Confirmations owed to the address (the review reminder, due in five days, is another kind). */
  const mailsTo = (email: string) => t.dataSource.getRepository(OutboxMessageEntity).countBy({ to: email, kind: 'order-confirmation' });
  /** The confirmation of the order once sent, with the full message as delivered (the .eml spool file). */
  const sentConfirmation = async (orderId: string) => {
    const row = await waitFor(() =>
      t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ kind: 'order-confirmation', refId: orderId, status: 'sent' }),
    );
    return {
      row,
      eml: readFileSync(join(t.config.dataDir, row.emlPath!), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    };
  };
  const statusOf = async (s: Shopper, orderId: string) => ((await s.agent.get(orderPath(orderId)).expect(200)).body as Order).status;

  describe('POST /api/orders', () => {
    it("builds a pending order from the cart with the database's prices and a snapshot of each template", async () => {
      const s = await shopper();
      const order = await placeOrder(s);
      expect(order).toMatchObject({
        userId: s.userId,
        status: 'pending',
        totalAmount: '88.98',
        customerEmail: s.email,
        customerName: 'Ada Lovelace',
        completedAt: null,
      });
      expect(order.items.map((i) => [i.template.slug, i.quantity, i.price])).toEqual([
        ['order-alpha', 1, '49.00'],
        ['order-beta', 2, '19.99'],
      ]);
      expect(order.items[0]!.template).toMatchObject({ id: id('alpha'), name: 'Order Alpha', category: 'html' });
      expect(await cartSlugs(s)).toEqual(['order-alpha', 'order-beta']); // the cart empties on payment, not before
    });

    it('orders only the named cart lines', async () => {
      const s = await shopper();
      const order = await placeOrder(s, ['beta'], 39.98);
      expect(order.items.map((i) => i.template.slug)).toEqual(['order-beta']);
    });

    it("refuses a total that is not the server's (409), creating nothing", async () => {
      const s = await shopper();
      for (const total of [0.01, 88.97, 88.99, 0]) {
        expect(
          (
            await s.agent
              .post(ORDER_API.orders)
              .send(body(s, ['alpha', 'beta'], total))
              .expect(409)
          ).body,
        ).toEqual({ message: ORDER_MESSAGES.priceChanged });
      }
      expect((await s.agent.get(userOrdersPath(s.userId)).expect(200)).body).toEqual([]);
    });

    it('refuses templates that are not in the cart (409) and an empty cart (400)', async () => {
      const s = await shopper([['alpha', 1]]);
      expect(
        (
          await s.agent
            .post(ORDER_API.orders)
            .send(body(s, ['alpha', 'gamma'], 178))
            .expect(409)
        ).body,
      ).toEqual({ message: ORDER_MESSAGES.notInCart });
      const empty = await shopper([]);
      expect(
        (
          await empty.agent
            .post(ORDER_API.orders)
            .send(body(empty, ['alpha'], 49))
            .expect(400)
        ).body,
      ).toEqual({ message: ORDER_MESSAGES.cartEmpty });
    });

    it.each([
      [{ customerEmail: 'not-an-email' }, CHECKOUT_MESSAGES.email],
      [{ totalAmount: '88.98' }, 'totalAmount must be a number'],
      [{ items: [] }, ORDER_MESSAGES.cartEmpty],
      [{ customerName: '  ' }, 'customerName is required'],
    ])('refuses %j with 400', async (override, message) => {
      const s = await shopper();
      expect(
        (
          await s.agent
            .post(ORDER_API.orders)
            .send({ ...body(s, ['alpha', 'beta'], ALPHA_BETA), ...override })
            .expect(400)
        ).body,
      ).toEqual({ message });
    });

    it("refuses another user's userId (403), the signed-out (401) and admins (403)", async () => {
      const s = await shopper();
      const other = await shopper();
      expect(
        (
          await s.agent
            .post(ORDER_API.orders)
            .send({ ...body(s, ['alpha', 'beta'], ALPHA_BETA), userId: other.userId })
            .expect(403)
        ).body,
      ).toEqual({
        message: OTHER_USER_MESSAGE,
      });
      await t
        .http()
        .post(ORDER_API.orders)
        .send(body(s, ['alpha'], 49))
        .expect(401);
      await t.dataSource.getRepository(UserEntity).update({ id: other.userId }, { isAdmin: true });
      expect(
        (
          await other.agent
            .post(ORDER_API.orders)
            .send(body(other, ['alpha'], 49))
            .expect(403)
        ).body,
      ).toEqual({ message: ORDER_MESSAGES.adminNoOrders });
    });

    it('answers a retried submit with the same order (Idempotency-Key), once even in parallel', async () => {
      const s = await shopper();
      const key = randomUUID();
      const first = await s.agent
        .post(ORDER_API.orders)
        .set('Idempotency-Key', key)
        .send(body(s, ['alpha', 'beta'], ALPHA_BETA))
        .expect(201);
      const again = await s.agent
        .post(ORDER_API.orders)
        .set('Idempotency-Key', key)
        .send(body(s, ['alpha', 'beta'], ALPHA_BETA))
        .expect(200);
      expect(again.body).toEqual(first.body);
      const parallelKey = randomUUID();
      const burst = await Promise.all(
        Array.from({ length: 10 }, () =>
          s.agent
            .post(ORDER_API.orders)
            .set('Idempotency-Key', parallelKey)
            .send(body(s, ['alpha', 'beta'], ALPHA_BETA)),
        ),
      );
      expect(burst.every((res) => res.status === 201 || res.status === 200)).toBe(true);
      expect(new Set(burst.map((res) => (res.body as Order).id)).size).toBe(1);
      expect(((await s.agent.get(userOrdersPath(s.userId)).expect(200)).body as Order[]).length).toBe(2);
    });

    it('answers a retry that comes after payment (the cart already emptied) with the same, completed order', async () => {
      const s = await shopper();
      const key = randomUUID();
      const order = (
        await s.agent
          .post(ORDER_API.orders)
          .set('Idempotency-Key', key)
          .send(body(s, ['alpha', 'beta'], ALPHA_BETA))
          .expect(201)
      ).body as Order;
      await complete(s, order.id, await sessionOf(s, order.id)).expect(200);
      expect(await cartSlugs(s)).toEqual([]);
      const retry = await s.agent
        .post(ORDER_API.orders)
        .set('Idempotency-Key', key)
        .send(body(s, ['alpha', 'beta'], ALPHA_BETA))
        .expect(200);
      expect(retry.body).toMatchObject({ id: order.id, status: 'completed' });
    });

    it('refuses a key reused for a different order (409) and a malformed key (400)', async () => {
      const s = await shopper();
      const key = randomUUID();
      await s.agent
        .post(ORDER_API.orders)
        .set('Idempotency-Key', key)
        .send(body(s, ['alpha', 'beta'], ALPHA_BETA))
        .expect(201);
      expect(
        (
          await s.agent
            .post(ORDER_API.orders)
            .set('Idempotency-Key', key)
            .send(body(s, ['alpha'], 49))
            .expect(409)
        ).body,
      ).toEqual({
        message: ORDER_MESSAGES.idempotencyReused,
      });
      await s.agent
        .post(ORDER_API.orders)
        .set('Idempotency-Key', 'x'.repeat(201))
        .send(body(s, ['alpha'], 49))
        .expect(400);
      await s.agent
        .post(ORDER_API.orders)
        .set('Idempotency-Key', 'has space')
        .send(body(s, ['alpha'], 49))
        .expect(400);
    });
  });

  describe('POST /api/payment-link', () => {
    it.each([
      [{ firstName: 'A' }, CHECKOUT_MESSAGES.firstName],
      [{ lastName: ' B ' }, CHECKOUT_MESSAGES.lastName],
      [{ email: 'nope' }, CHECKOUT_MESSAGES.email],
      [{ mobileNo: '12345' }, CHECKOUT_MESSAGES.mobileNo],
      [{ orderId: 'not-an-id' }, 'orderId must be an order id'],
    ])('refuses %j with the docs/product/storefront.md §5 message', async (override, message) => {
      const s = await shopper();
      const order = await placeOrder(s);
      expect(
        (
          await s.agent
            .post(ORDER_API.paymentLink)
            .send({ ...FORM, email: s.email, orderId: order.id, ...override })
            .expect(400)
        ).body,
      ).toEqual({ message });
    });

    it("keeps the checkout's name and phone on the order, where the dashboard's Resume payment reads them (decision 028)", async () => {
      const s = await shopper();
      const order = await placeOrder(s);
      expect(order.customerPhone).toBeNull();
      await sessionOf(s, order.id);
      const read = OrderSchema.strict().parse((await s.agent.get(orderPath(order.id)).expect(200)).body);
      expect(read).toMatchObject({ customerName: 'Ada Lovelace', customerPhone: FORM.mobileNo });
      const listed = (await s.agent.get(userOrdersPath(s.userId)).expect(200)).body as Order[];
      expect(listed.find((o) => o.id === order.id)?.customerPhone).toBe(FORM.mobileNo);
    });

    it("answers 404 for another user's order and 409 for a completed one", async () => {
      const s = await shopper();
      const other = await shopper();
      const order = await placeOrder(s);
      expect(
        (
          await other.agent
            .post(ORDER_API.paymentLink)
            .send({ ...FORM, email: other.email, orderId: order.id })
            .expect(404)
        ).body,
      ).toEqual({
        message: ORDER_MESSAGES.orderNotFound,
      });
      await complete(s, order.id, await sessionOf(s, order.id)).expect(200);
      expect(
        (
          await s.agent
            .post(ORDER_API.paymentLink)
            .send({ ...FORM, email: s.email, orderId: order.id })
            .expect(409)
        ).body,
      ).toEqual({
        message: ORDER_MESSAGES.orderNotPending,
      });
    });
  });

  describe('PATCH /api/orders/:id/complete', () => {
    it('completes once: entitlements, the cart emptied of the bought lines, sales counted, one email', async () => {
      const s = await shopper([
        ['alpha', 1],
        ['beta', 2],
        ['gamma', 1],
      ]);
      const order = await placeOrder(s);
      const session = await sessionOf(s, order.id);
      const salesBefore = await salesCounts();
      const done = OrderSchema.parse((await complete(s, order.id, session).expect(200)).body);
      // Units sold, in templates and in every one of their tag rows: alpha +1, beta +2, gamma untouched.
      expect(await salesCounts()).toEqual({
        templates: { alpha: salesBefore.templates.alpha! + 1, beta: salesBefore.templates.beta! + 2, gamma: salesBefore.templates.gamma },
        tagRows: {
          alpha: [salesBefore.templates.alpha! + 1],
          beta: [salesBefore.templates.beta! + 2],
          gamma: [salesBefore.templates.gamma],
        },
      });
      expect(done.status).toBe('completed');
      expect(Date.parse(done.completedAt!)).not.toBeNaN();
      expect(await cartSlugs(s)).toEqual(['order-gamma']);
      const owned = OwnedTemplatesSchema.strict().parse((await s.agent.get(ownedTemplatesPath(s.userId)).expect(200)).body);
      expect(owned.templateIds.sort()).toEqual([id('alpha'), id('beta')].sort());
      // Each downloads through its order item, as the dashboard's library does ('You own this' + Download).
      expect(owned.downloads.map((d) => [d.templateId, d.orderId, d.orderItemId]).sort()).toEqual(
        done.items
          .filter((item) => item.template.slug !== 'order-gamma')
          .map((item) => [item.template.id, order.id, item.id])
          .sort(),
      );
      const { row: mail, eml } = await sentConfirmation(order.id); // sent after the answer
      expect(mail.to).toBe(s.email);
      expect(mail.subject).toBe(`Your order #${order.id.slice(0, 8).toUpperCase()} is complete`);
      expect(mail.text).toContain('Order Alpha — Regular licence × 1'); // decision 091
      expect(mail.text).toContain('Total: $88.98');
      // The email's links are signed: they download without a session.
      const link = eml.match(new RegExp(`https?://\\S+/api/downloads/order/${order.id}\\?token=\\S+`))?.[0];
      expect(link).toBeDefined();
      const zip = await t
        .http()
        .get(new URL(link!).pathname + new URL(link!).search)
        .buffer(true)
        .expect(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      // A retry of the same session (its first answer lost) gets the completed order again and changes nothing.
      expect(((await complete(s, order.id, session).expect(200)).body as Order).status).toBe('completed');
      expect(await mailsTo(s.email)).toBe(1);
      // Another session of the same order is still a used one.
      const other = t.app
        .get(SignedTokensService)
        .sign('payment-session', { p: 'another-payment', o: order.id, a: 8898 }, new Date(Date.now() + 60_000));
      expect((await complete(s, order.id, other).expect(409)).body).toEqual({ message: ORDER_MESSAGES.usedPaymentSession });
    });

    it('makes one transition, one set of entitlements and one email out of twenty parallel calls', async () => {
      const s = await shopper();
      const order = await placeOrder(s);
      const session = await sessionOf(s, order.id);
      const results = await Promise.all(Array.from({ length: 20 }, () => complete(s, order.id, session)));
      // One completes it; the others are retries of the same session and answer with the completed order.
      expect(results.map((res) => [res.status, (res.body as Order).status])).toEqual(Array.from({ length: 20 }, () => [200, 'completed']));
      const [row] = (await t.dataSource.query('SELECT COUNT(*) AS n FROM entitlements WHERE orderId = ?', [order.id])) as Array<{
        n: number | string;
      }>;
      expect(Number(row!.n)).toBe(2);
      await waitFor(async () => (await mailsTo(s.email)) > 0); // sent after the answer
      await nextDeliveryRound(t.app); // a second confirmation, owed behind an answer, would be written and woken by then
      expect(await mailsTo(s.email)).toBe(1);
    });

    it('refuses missing, forged, tampered, mismatched and expired sessions, leaving the order pending', async () => {
      const s = await shopper();
      const order = await placeOrder(s);
      const session = await sessionOf(s, order.id);
      const [payload, mac] = session.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const tampered = `${Buffer.from(JSON.stringify({ ...claims, a: 1 })).toString('base64url')}.${mac}`;
      await s.agent.patch(completeOrderPath(order.id)).send({}).expect(400);
      for (const bad of ['', 'garbage', `${payload}.AAAA`, tampered, 42]) await complete(s, order.id, bad).expect(400);

      const otherOrder = await placeOrder(await shopper());
      const second = await shopper();
      const secondOrder = await placeOrder(second);
      const secondSession = await sessionOf(second, secondOrder.id);
      expect((await complete(s, order.id, secondSession).expect(400)).body).toEqual({ message: ORDER_MESSAGES.invalidPaymentSession });
      await complete(s, otherOrder.id, session).expect(404);

      clock.advance(31 * 60_000);
      expect((await complete(s, order.id, session).expect(410)).body).toEqual({ message: ORDER_MESSAGES.expiredPaymentSession });
      clock.reset();
      expect(await statusOf(s, order.id)).toBe('pending');
      expect(await mailsTo(s.email)).toBe(0);
      await complete(s, order.id, session).expect(200);
    });

    it('refuses a session once the order total no longer matches it', async () => {
      const s = await shopper();
      const order = await placeOrder(s);
      const session = await sessionOf(s, order.id);
      await t.dataSource.query('UPDATE orders SET totalCents = totalCents + 1 WHERE id = ?', [order.id]);
      await complete(s, order.id, session).expect(400);
      expect(await statusOf(s, order.id)).toBe('pending');
    });
  });

  describe('reading orders', () => {
    it('answers the owner and admins, 404 to anyone else, and the items of completed orders only', async () => {
      const owner = await shopper();
      const stranger = await shopper();
      const order = await placeOrder(owner);
      expect((await owner.agent.get(orderItemsPath(order.id)).expect(409)).body).toEqual({ message: ORDER_MESSAGES.orderNotCompleted });
      await complete(owner, order.id, await sessionOf(owner, order.id)).expect(200);
      expect(((await owner.agent.get(orderItemsPath(order.id)).expect(200)).body as unknown[]).length).toBe(2);
      for (const path of [orderPath(order.id), orderItemsPath(order.id)]) {
        expect((await stranger.agent.get(path).expect(404)).body).toEqual({ message: ORDER_MESSAGES.orderNotFound });
      }
      await t.http().get(orderPath(order.id)).expect(401);
      await t.dataSource.getRepository(UserEntity).update({ id: stranger.userId }, { isAdmin: true });
      await stranger.agent.get(orderPath(order.id)).expect(200);
      expect(((await stranger.agent.get(userOrdersPath(owner.userId)).expect(200)).body as Order[]).map((o) => o.id)).toEqual([order.id]);
    });

    it("lists the user's orders newest first, and refuses another user's list (403)", async () => {
      const s = await shopper([
        ['alpha', 1],
        ['gamma', 1],
      ]);
      const first = await placeOrder(s, ['alpha'], 49);
      clock.advance(1_000);
      const second = await placeOrder(s, ['gamma'], 129);
      const list = OrderSchema.array().parse((await s.agent.get(userOrdersPath(s.userId)).expect(200)).body);
      expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
      const other = await shopper();
      expect((await other.agent.get(userOrdersPath(s.userId)).expect(403)).body).toEqual({ message: OTHER_USER_MESSAGE });
      await other.agent.get(ownedTemplatesPath(s.userId)).expect(403);
    });

    it.each(['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', '00000000-0000-0000-0000-000000000000'])(
      'answers 404 for the order id %s',
      async (orderId) => {
        const s = await shopper();
        await s.agent.get(`/api/orders/${orderId}`).expect(404);
        await s.agent.patch(`/api/orders/${orderId}/complete`).send({ session: 'x' }).expect(404);
      },
    );
  });

  describe('the confirmation mail (decisions 022, 023)', () => {
    it("keeps the download links out of the outbox table: the row's copy is redacted, the 0600 .eml holds the working links", async () => {
      const s = await shopper();
      const order = await placeOrder(s);
      await complete(s, order.id, await sessionOf(s, order.id)).expect(200);
      const { row, eml } = await sentConfirmation(order.id);
      expect(row.text).toContain('token=[redacted]');
      expect(row.text).not.toMatch(/token=(?!\[redacted\])/);
      expect(JSON.stringify(await t.dataSource.query('SELECT * FROM outbox_messages WHERE refId = ?', [order.id]))).not.toMatch(
        /token=(?!\[redacted\])/,
      );
      expect(statSync(join(t.config.dataDir, row.emlPath!)).mode & 0o777).toBe(0o600);
      const links = eml.match(/https?:\/\/\S+\/api\/downloads\/\S+token=[\w.-]+/g) ?? [];
      expect(links).toHaveLength(3); // two items and the whole order
      for (const link of links)
        await t
          .http()
          .get(new URL(link).pathname + new URL(link).search)
          .buffer(true)
          .expect(200);
    });

    it("refuses an order whose customerEmail is not the account's (400), so no mail can go to another address", async () => {
      const s = await shopper();
      for (const customerEmail of ['someone-else@example.com', `x${s.email}`]) {
        expect(
          (
            await s.agent
              .post(ORDER_API.orders)
              .send({ ...body(s, ['alpha', 'beta'], ALPHA_BETA), customerEmail })
              .expect(400)
          ).body,
        ).toEqual({
          message: ORDER_MESSAGES.accountEmailOnly,
        });
      }
      expect((await s.agent.get(userOrdersPath(s.userId)).expect(200)).body).toEqual([]);
      expect(await mailsTo('someone-else@example.com')).toBe(0);

      // The account's address in another case is the same address: stored and mailed as the account's.
      const order = OrderSchema.parse(
        (
          await s.agent
            .post(ORDER_API.orders)
            .send({ ...body(s, ['alpha', 'beta'], ALPHA_BETA), customerEmail: s.email.toUpperCase() })
            .expect(201)
        ).body,
      );
      expect(order.customerEmail).toBe(s.email);
      await complete(s, order.id, await sessionOf(s, order.id)).expect(200);
      const { row, eml } = await sentConfirmation(order.id);
      expect(row.to).toBe(s.email);
      expect(eml).toMatch(new RegExp(`^To: ${s.email}$`, 'm'));
      const rows = (await t.dataSource.query('SELECT kind, `to` FROM outbox_messages WHERE refId = ? ORDER BY kind', [order.id])) as Array<{
        kind: string;
        to: string;
      }>;
      expect(rows).toEqual([
        { kind: 'order-confirmation', to: s.email },
        { kind: 'review-reminder', to: s.email },
      ]);
    });
  });

  describe('templates the buyer already owns', () => {
    it("refuses to order a template the buyer owns (409 'You already own this template'), alone or among others", async () => {
      const s = await shopper([['alpha', 1]]);
      const first = await placeOrder(s, ['alpha'], 49);
      await complete(s, first.id, await sessionOf(s, first.id)).expect(200);
      // The cart no longer takes an owned template (409): a line left from before the purchase is written directly.
      expect(
        (
          await s.agent
            .post(CART_API.cart)
            .send({ templateId: id('alpha'), quantity: 1 })
            .expect(409)
        ).body,
      ).toEqual({ message: CART_MESSAGES.owned });
      await t.dataSource.query('INSERT INTO cart_items (id, userId, templateId, quantity, addedAt) VALUES (?, ?, ?, 1, ?)', [
        randomUUID(),
        s.userId,
        id('alpha'),
        sqlDate(dialectOf(t.dataSource), new Date()),
      ]);
      await s.agent
        .post(CART_API.cart)
        .send({ templateId: id('gamma'), quantity: 1 })
        .expect(200);
      for (const [names, total] of [
        [['alpha'], 49],
        [['alpha', 'gamma'], 178],
      ] as const) {
        expect(
          (
            await s.agent
              .post(ORDER_API.orders)
              .send(body(s, [...names], total))
              .expect(409)
          ).body,
        ).toEqual({ message: ORDER_MESSAGES.alreadyOwned });
      }
      expect(((await s.agent.get(userOrdersPath(s.userId)).expect(200)).body as Order[]).map((o) => o.id)).toEqual([first.id]);
      await placeOrder(s, ['gamma'], 129); // what is not owned yet can still be bought
    });

    it('refuses to open a payment for a pending order holding a template bought since through another order', async () => {
      const s = await shopper([['beta', 1]]);
      const older = await placeOrder(s, ['beta'], 19.99);
      const newer = await placeOrder(s, ['beta'], 19.99);
      await complete(s, newer.id, await sessionOf(s, newer.id)).expect(200);
      expect(
        (
          await s.agent
            .post(ORDER_API.paymentLink)
            .send({ ...FORM, email: s.email, orderId: older.id })
            .expect(409)
        ).body,
      ).toEqual({
        message: ORDER_MESSAGES.alreadyOwned,
      });
    });
  });

  describe('order numbers (decision 052)', () => {
    it('gives orders placed in the same instant different numbers, each held by the unique orderNumber column', async () => {
      const s = await shopper([['alpha', 1]]);
      // The test clock stands still: every order is placed in the same millisecond.
      const orders = await Promise.all(Array.from({ length: 30 }, () => placeOrder(s, ['alpha'], 49)));
      const numbers = orders.map((order) => shortOrderId(order.id));
      expect(new Set(numbers).size).toBe(30);
      const rows = (await t.dataSource.query(`SELECT id, orderNumber FROM orders WHERE userId = ?`, [s.userId])) as Array<{
        id: string;
        orderNumber: string;
      }>;
      expect(rows).toHaveLength(30);
      for (const row of rows) expect(row.orderNumber).toBe(shortOrderId(row.id));
      // The database itself refuses a second order with a number already taken.
      const taken = rows[0]!.orderNumber;
      await expect(
        t.dataSource.query(
          "INSERT INTO orders (id, orderNumber, userId, status, totalCents, customerEmail, customerName, createdAt) VALUES (?, ?, ?, 'pending', 100, ?, 'Ada', ?)",
          [randomUUID(), taken, s.userId, s.email, sqlDate(dialectOf(t.dataSource), new Date())],
        ),
      ).rejects.toThrow();
    });

    it('places the order under a new id when its number is taken', async () => {
      const s = await shopper([['alpha', 1]]);
      const first = await placeOrder(s, ['alpha'], 49);
      const clash = `${first.id.slice(0, 8)}-0000-4000-8000-000000000000`;
      const ids = jest.spyOn(orderIdSource, 'next').mockReturnValueOnce(clash).mockReturnValueOnce(clash);
      try {
        const second = await placeOrder(s, ['alpha'], 49);
        expect(ids).toHaveBeenCalledTimes(3);
        expect(shortOrderId(second.id)).not.toBe(shortOrderId(first.id));
        expect(((await s.agent.get(userOrdersPath(s.userId)).expect(200)).body as Order[]).map((o) => o.id).sort()).toEqual(
          [first.id, second.id].sort(),
        );
      } finally {
        ids.mockRestore();
      }
    });

    it('mails the customer the number their order shows, the one its orderNumber column holds', async () => {
      const s = await shopper([['gamma', 1]]);
      const order = await placeOrder(s, ['gamma'], 129);
      await complete(s, order.id, await sessionOf(s, order.id)).expect(200);
      const number = shortOrderId(order.id);
      const { row: mail } = await sentConfirmation(order.id);
      expect(mail.subject).toBe(`Your order #${number} is complete`);
      expect(mail.text).toContain(`order #${number}`);
      const [row] = (await t.dataSource.query('SELECT orderNumber FROM orders WHERE id = ?', [order.id])) as Array<{ orderNumber: string }>;
      expect(row!.orderNumber).toBe(number);
    });
  });

  describe('two orders of one template (decision 042)', () => {
    it("closes an older order's gateway session when the buyer opens a payment for the same template again", async () => {
      const s = await shopper([
        ['alpha', 1],
        ['beta', 1],
      ]);
      const older = await placeOrder(s, ['beta'], 19.99);
      const olderSession = await sessionOf(s, older.id);
      // Not the same cart (that goes on with the older order): another holding the same template.
      const newer = await placeOrder(s, ['alpha', 'beta'], 68.99);
      const newerSession = await sessionOf(s, newer.id);
      expect((await complete(s, older.id, olderSession).expect(409)).body).toEqual({ message: ORDER_MESSAGES.usedPaymentSession });
      await complete(s, newer.id, newerSession).expect(200);
      expect(await statusOf(s, older.id)).toBe('pending');
    });

    it('refunds the later of two completions of one template (sessions opened at once), once, and mails the buyer', async () => {
      const s = await shopper([
        ['alpha', 1],
        ['beta', 1],
      ]);
      const first = await placeOrder(s, ['beta'], 19.99);
      const firstSession = await sessionOf(s, first.id);
      const second = await placeOrder(s, ['alpha', 'beta'], 68.99);
      const secondSession = await sessionOf(s, second.id);
      // Both payment starts ran at the same moment, so neither closed the other's session.
      await t.dataSource.query("UPDATE payments SET status = 'open' WHERE orderId = ?", [first.id]);
      await complete(s, first.id, firstSession).expect(200);
      await complete(s, second.id, secondSession).expect(200);
      const refunded = (await t.dataSource.query('SELECT orderId FROM order_items WHERE orderId IN (?, ?) AND refundedAt IS NOT NULL', [
        first.id,
        second.id,
      ])) as Array<{ orderId: string }>;
      expect(refunded).toEqual([{ orderId: second.id }]);
      const [owned] = (await t.dataSource.query('SELECT COUNT(*) AS n FROM entitlements WHERE userId = ? AND templateId = ?', [
        s.userId,
        id('beta'),
      ])) as Array<{ n: number | string }>;
      expect(Number(owned!.n)).toBe(1);
      const [payment] = (await t.dataSource.query("SELECT refundedCents FROM payments WHERE orderId = ? AND status = 'succeeded'", [
        second.id,
      ])) as Array<{ refundedCents: number | string }>;
      expect(Number(payment!.refundedCents)).toBe(1999);
      // The line's refund is its own fact in the outbox (decision 088), apart from a later refund of the whole order.
      const [line] = (await t.dataSource.query('SELECT id FROM order_items WHERE orderId = ? AND refundedAt IS NOT NULL', [
        second.id,
      ])) as Array<{ id: string }>;
      const mails = await t.dataSource.getRepository(OutboxMessageEntity).findBy({ refId: line!.id, kind: 'message' });
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Order #${second.id.slice(0, 8).toUpperCase()}: Order Beta refunded, you already owned it`,
      ]);
      expect(mails[0]!.text).toContain('$19.99 goes back to the way you paid');
    });
  });

  describe('the same cart placed again, and orders nothing can pay any more (decision 066)', () => {
    it('goes on with the pending order that went to payment when the same cart is placed again; another cart is another order', async () => {
      const s = await shopper([
        ['alpha', 1],
        ['beta', 1],
      ]);
      const first = await placeOrder(s, ['alpha', 'beta'], 68.99);
      // Before it went to payment, placing the cart again is a new attempt (its own Idempotency-Key decides).
      await sessionOf(s, first.id);
      const again = await s.agent
        .post(ORDER_API.orders)
        .send(body(s, ['alpha', 'beta'], 68.99))
        .expect(200);
      expect((again.body as Order).id).toBe(first.id);
      const other = await placeOrder(s, ['alpha'], 49);
      expect(other.id).not.toBe(first.id);
      const pending = ((await s.agent.get(userOrdersPath(s.userId)).expect(200)).body as Order[]).filter(
        (order) => order.status === 'pending',
      );
      expect(pending.map((order) => order.id).sort()).toEqual([first.id, other.id].sort());
    });

    it('expires pending orders whose sessions can no longer pay, keeps those that still can, and completes nothing it expired', async () => {
      const s = await shopper([
        ['alpha', 1],
        ['beta', 1],
        ['gamma', 1],
      ]);
      const leftAtGateway = await placeOrder(s, ['alpha'], 49);
      const session = await sessionOf(s, leftAtGateway.id);
      const neverPaid = await placeOrder(s, ['beta'], 19.99);
      clock.advance(20 * 60_000);
      const fresh = await placeOrder(s, ['gamma'], 129);
      await sessionOf(s, fresh.id);
      clock.advance(11 * 60_000); // the first two are 31 minutes old, their sessions expired; the third's is open
      try {
        await t.app.get(PaymentReconciliationService).sweep();
        expect(await statusOf(s, leftAtGateway.id)).toBe('expired');
        expect(await statusOf(s, neverPaid.id)).toBe('expired');
        expect(await statusOf(s, fresh.id)).toBe('pending');
        expect((await complete(s, leftAtGateway.id, session).expect(410)).body).toEqual({ message: ORDER_MESSAGES.expiredPaymentSession });
        // An expired order cannot be paid again; the buyer places the cart anew.
        await s.agent
          .post(ORDER_API.paymentLink)
          .send({ ...FORM, email: s.email, orderId: leftAtGateway.id })
          .expect(409);
      } finally {
        clock.reset();
      }
    });
  });

  describe('POST /api/orders/:id/cancel and resuming a payment', () => {
    it('cancels a pending order of its owner and closes its payment sessions, so an old gateway link can no longer pay it', async () => {
      const s = await shopper();
      const order = await placeOrder(s);
      const session = await sessionOf(s, order.id);
      const cancelled = OrderSchema.strict().parse((await s.agent.post(cancelOrderPath(order.id)).expect(200)).body);
      expect(cancelled).toMatchObject({ id: order.id, status: 'cancelled', totalAmount: '88.98', completedAt: null });
      expect(cancelled.items).toHaveLength(2);
      expect(await statusOf(s, order.id)).toBe('cancelled');
      expect((await complete(s, order.id, session).expect(409)).body).toEqual({ message: ORDER_MESSAGES.orderCancelled });
      const payments = (await t.dataSource.query('SELECT status FROM payments WHERE orderId = ?', [order.id])) as Array<{ status: string }>;
      expect(payments).toEqual([{ status: 'closed' }]);
      expect(
        (
          await s.agent
            .post(ORDER_API.paymentLink)
            .send({ ...FORM, email: s.email, orderId: order.id })
            .expect(409)
        ).body,
      ).toEqual({
        message: ORDER_MESSAGES.orderCancelled,
      });
      expect(await mailsTo(s.email)).toBe(0);
      expect(await cartSlugs(s)).toEqual(['order-alpha', 'order-beta']); // the cart is left as it was
    });

    it('answers 409 for an order that is not pending (cancelled or completed), 404 to anyone else and 401 signed out', async () => {
      const s = await shopper();
      const order = await placeOrder(s);
      const stranger = await shopper();
      expect((await stranger.agent.post(cancelOrderPath(order.id)).expect(404)).body).toEqual({ message: ORDER_MESSAGES.orderNotFound });
      await t.dataSource.getRepository(UserEntity).update({ id: stranger.userId }, { isAdmin: true });
      expect((await stranger.agent.post(cancelOrderPath(order.id)).expect(404)).body).toEqual({ message: ORDER_MESSAGES.orderNotFound });
      await t.http().post(cancelOrderPath(order.id)).expect(401);
      await s.agent.post(cancelOrderPath('not-a-uuid')).expect(404);
      await s.agent.post(cancelOrderPath(order.id)).expect(200);
      expect((await s.agent.post(cancelOrderPath(order.id)).expect(409)).body).toEqual({ message: ORDER_MESSAGES.orderNotPending });

      const paid = await placeOrder(s);
      await complete(s, paid.id, await sessionOf(s, paid.id)).expect(200);
      expect((await s.agent.post(cancelOrderPath(paid.id)).expect(409)).body).toEqual({ message: ORDER_MESSAGES.orderNotPending });
      expect(await statusOf(s, paid.id)).toBe('completed');
    });

    it('lets a cancel and a completion race: exactly one of them wins', async () => {
      for (let round = 0; round < 3; round++) {
        const s = await shopper();
        const order = await placeOrder(s);
        const session = await sessionOf(s, order.id);
        const [cancel, pay] = await Promise.all([s.agent.post(cancelOrderPath(order.id)), complete(s, order.id, session)]);
        expect([cancel.status, pay.status].sort()).toEqual([200, 409]);
        const status = await statusOf(s, order.id);
        expect(status).toBe(cancel.status === 200 ? 'cancelled' : 'completed');
        const [entitlements] = (await t.dataSource.query('SELECT COUNT(*) AS n FROM entitlements WHERE orderId = ?', [order.id])) as Array<{
          n: number | string;
        }>;
        expect(Number(entitlements!.n)).toBe(status === 'completed' ? 2 : 0);
      }
    });

    it('resumes the payment of a pending order whose first session was abandoned: a new session pays it once, one email', async () => {
      const s = await shopper();
      const order = await placeOrder(s);
      const abandoned = await sessionOf(s, order.id);
      const resumed = await sessionOf(s, order.id); // the dashboard's Resume payment
      expect(resumed).not.toBe(abandoned);
      await complete(s, order.id, resumed).expect(200);
      expect((await complete(s, order.id, abandoned).expect(409)).body).toEqual({ message: ORDER_MESSAGES.orderNotPending });
      expect(await statusOf(s, order.id)).toBe('completed');
      await sentConfirmation(order.id);
      await nextDeliveryRound(t.app); // a second confirmation, owed behind an answer, would be written and woken by then
      expect(await mailsTo(s.email)).toBe(1);
    });
  });
});
