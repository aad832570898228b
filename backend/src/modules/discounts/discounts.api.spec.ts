import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { CART_API } from '@tm/contracts/cart';
import { DISCOUNT_API, DISCOUNT_MESSAGES, discountCodePath } from '@tm/contracts/discounts';
import type { AdminDiscountCode, DiscountCodeBody, DiscountQuote } from '@tm/contracts/discounts.schemas';
import { ORDER_API, completeOrderPath } from '@tm/contracts/orders';
import type { Order, PaymentLinkResult } from '@tm/contracts/orders.schemas';
import { REVENUE_API, type RevenueDashboard } from '@tm/contracts/revenue';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent, TestClock, uniqueIp } from '../../testing/fixtures';
import { ORDER_CONSENT } from '../../testing/order-consent';
import { CHECKOUT_FORM } from '../../testing/placed-order';
import { testTargets, type TestTarget } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { runAtomically } from '../../database/atomic-steps';
import { DiscountsRepository } from './discounts.repository';
import { OrderConfirmationService } from '../orders';
import { UserEntity } from '../users/entities/user.entity';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
interface Buyer {
  agent: Agent;
  email: string;
  userId: string;
  ip: string;
}

const PRICES: Record<string, number> = { alpha: 4900, beta: 1999 };

// Decision 090: discount codes made in the back office, applied in the cart, checked again at Place Order
// under the code's lock, counted once when the order completes.
describe.each(testTargets())('discount codes on $name', (target: TestTarget) => {
  let t: TestApp;
  let admin: Agent;
  const ids = new Map<string, string>();
  const clock = new TestClock();
  let prefix = 0;

  const uniqueCode = (stem: string) => `${stem}${target.database === 'mysql' ? 'M' : 'S'}${++prefix}${Date.now() % 100000}`;

  async function signedInAdmin(): Promise<Agent> {
    const { agent } = await signedInAgent(t);
    const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
    await t.dataSource.getRepository(UserEntity).update({ id: me.id }, { isAdmin: true });
    return agent;
  }

  async function makeCode(body: Partial<DiscountCodeBody>): Promise<AdminDiscountCode> {
    const res = await admin
      .post(DISCOUNT_API.adminCodes)
      .send({ code: uniqueCode('CODE'), kind: 'percent', percentOff: 10, ...body })
      .expect(201);
    return res.body as AdminDiscountCode;
  }

  /** A new buyer with these templates in the cart, from an address of their own. */
  async function buyer(names: string[]): Promise<Buyer> {
    const { agent, account } = await signedInAgent(t);
    const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
    for (const name of names)
      await agent
        .post(CART_API.cart)
        .send({ templateId: ids.get(name), quantity: 1 })
        .expect(200);
    return { agent, email: account.email, userId: me.id, ip: uniqueIp() };
  }

  const apply = (b: Buyer, code: string) => b.agent.post(DISCOUNT_API.apply).set('X-Forwarded-For', b.ip).send({ code });

  function place(b: Buyer, names: string[], totalCents: number, discountCode?: string) {
    return b.agent
      .post(ORDER_API.orders)
      .set('X-Forwarded-For', b.ip)
      .send({
        customerEmail: b.email,
        customerName: 'Ada Lovelace',
        totalAmount: totalCents / 100,
        items: names.map((name) => ({ templateId: ids.get(name), quantity: 1 })),
        consent: ORDER_CONSENT,
        ...(discountCode === undefined ? {} : { discountCode }),
      });
  }

  async function pay(b: Buyer, order: Order): Promise<Order> {
    const { paymentLink } = (
      await b.agent
        .post(ORDER_API.paymentLink)
        .send({ ...CHECKOUT_FORM, email: b.email, orderId: order.id })
        .expect(200)
    ).body as PaymentLinkResult;
    const session = new URL(paymentLink, 'http://x').searchParams.get('session');
    return (await b.agent.patch(completeOrderPath(order.id)).send({ session }).expect(200)).body as Order;
  }

  const usedCount = async (id: string) =>
    Number(
      ((await t.dataSource.query('SELECT usedCount FROM discount_codes WHERE id = ?', [id])) as Array<{ usedCount: number }>)[0]!.usedCount,
    );

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    const stored = await t.app.get(CatalogWriterService).insertMany(
      Object.entries(PRICES).map(([name, priceCents]) =>
        makeDraft({
          slug: `disc-${target.name.replace('+', '-')}-${name}`,
          name: `Discount ${name}`,
          priceCents,
          category: name === 'alpha' ? 'wordpress' : 'html',
        }),
      ),
    );
    Object.keys(PRICES).forEach((name, i) => ids.set(name, stored.ids[i]!));
    admin = await signedInAdmin();
  });
  afterAll(async () => {
    clock.reset();
    await t?.close();
  });

  describe('the back office', () => {
    it('makes a code, stored in capitals, with an audit entry, and lists it with its uses', async () => {
      const code = await makeCode({
        code: uniqueCode('spring').toLowerCase(),
        kind: 'amount',
        percentOff: null,
        amountOffCents: 500,
        usageLimit: 3,
      });
      expect(code.code).toBe(code.code.toUpperCase());
      expect(code).toMatchObject({
        kind: 'amount',
        amountOffCents: 500,
        percentOff: null,
        usageLimit: 3,
        usedCount: 0,
        status: 'active',
        revision: 0,
      });
      const list = (await admin.get(DISCOUNT_API.adminCodes).expect(200)).body as AdminDiscountCode[];
      expect(list.find((row) => row.id === code.id)).toEqual(code);
      const audits: Array<{ detail: string }> = await t.dataSource.query(
        "SELECT detail FROM audit_log WHERE action = 'discount-code.create' AND targetId = ?",
        [code.id],
      );
      expect(audits[0]!.detail).toContain(`${code.code}: $5.00 off, all templates, limit 3`);
    });

    it('refuses a code that exists already, whatever its case (409)', async () => {
      const code = await makeCode({});
      const res = await admin
        .post(DISCOUNT_API.adminCodes)
        .send({ code: code.code.toLowerCase(), kind: 'percent', percentOff: 5 })
        .expect(409);
      expect(res.body).toMatchObject({ message: DISCOUNT_MESSAGES.codeTaken });
    });

    it('refuses bad fields with 400 naming the field', async () => {
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ code: 'a b', kind: 'percent', percentOff: 10 }, 'code may contain only letters, digits, - and _'],
        [{ code: 'OKAY1', kind: 'percent', percentOff: 101 }, 'percentOff must be a whole number from 1 to 100'],
        [{ code: 'OKAY1', kind: 'amount' }, 'amountOffCents is required for an amount code'],
        [
          { code: 'OKAY1', kind: 'percent', percentOff: 5, startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
          'endsAt must be after startsAt',
        ],
        [{ code: 'OKAY1', kind: 'percent', percentOff: 5, scope: 'chosen' }, 'Choose at least one template or category'],
        [{ code: 'OKAY1', kind: 'percent', percentOff: 5, usageLimit: 0 }, 'usageLimit must be at least 1'],
      ];
      for (const [body, message] of bad) {
        const res = await admin.post(DISCOUNT_API.adminCodes).send(body).expect(400);
        expect((res.body as { message: string }).message).toBe(message);
      }
    });

    it('saves over the revision read, refuses a stale one (409), archives, and answers 404 for an unknown id', async () => {
      const code = await makeCode({ usageLimit: 5 });
      const { id, status: _s, usedCount: _u, pendingCount: _p, archived: _a, createdAt: _c, revision, ...fields } = code;
      const saved = (
        await admin
          .put(discountCodePath(DISCOUNT_API.adminCode, id))
          .send({ ...fields, percentOff: 20, revision })
          .expect(200)
      ).body as AdminDiscountCode;
      expect(saved).toMatchObject({ percentOff: 20, revision: 1 });
      const stale = await admin
        .put(discountCodePath(DISCOUNT_API.adminCode, id))
        .send({ ...fields, percentOff: 30, revision })
        .expect(409);
      expect(stale.body).toMatchObject({ message: DISCOUNT_MESSAGES.stale });
      const changes: Array<{ changes: string }> = await t.dataSource.query(
        "SELECT changes FROM audit_log WHERE action = 'discount-code.update' AND targetId = ?",
        [id],
      );
      expect(JSON.parse(changes[0]!.changes)).toEqual({ percentOff: { before: 10, after: 20 } });
      const archived = (await admin.post(discountCodePath(DISCOUNT_API.adminArchive, id)).send({ revision: 1 }).expect(200))
        .body as AdminDiscountCode;
      expect(archived).toMatchObject({ archived: true, status: 'archived' });
      await admin
        .post(discountCodePath(DISCOUNT_API.adminArchive, '00000000-0000-4000-8000-000000000000'))
        .send({ revision: 0 })
        .expect(404);
    });

    it('is for admins only', async () => {
      const b = await buyer([]);
      await b.agent.get(DISCOUNT_API.adminCodes).expect(403);
      await b.agent.post(DISCOUNT_API.adminCodes).send({ code: 'NOPE1', kind: 'percent', percentOff: 5 }).expect(403);
    });
  });

  describe('the cart', () => {
    it('prices a code on the cart: the eligible lines only, shares summing exactly', async () => {
      const code = await makeCode({ percentOff: 15, scope: 'chosen', categories: ['wordpress'] });
      const b = await buyer(['alpha', 'beta']);
      const quote = (await apply(b, code.code.toLowerCase()).expect(200)).body as DiscountQuote;
      expect(quote).toEqual({
        code: code.code,
        label: '15% off',
        subtotalAmount: '68.99',
        discountAmount: '7.35',
        totalAmount: '61.64',
        lines: [{ templateId: ids.get('alpha'), discountAmount: '7.35' }],
      });
    });

    it('says why a code gives nothing', async () => {
      const now = clock.now().getTime();
      const later = await makeCode({ startsAt: new Date(now + 86_400_000).toISOString() });
      const over = await makeCode({ endsAt: new Date(now - 1000).toISOString(), startsAt: new Date(now - 86_400_000).toISOString() });
      const big = await makeCode({ minimumOrderCents: 10_000 });
      const other = await makeCode({ scope: 'chosen', templateIds: [ids.get('beta')!] });
      const b = await buyer(['alpha']);
      const cases: Array<[string, number, string]> = [
        [later.code, 400, DISCOUNT_MESSAGES.notYetValid],
        [over.code, 400, DISCOUNT_MESSAGES.expired],
        [big.code, 400, DISCOUNT_MESSAGES.minimumNotMet('$100.00')],
        [other.code, 400, DISCOUNT_MESSAGES.notForTheseTemplates],
        ['NOSUCHCODE', 400, DISCOUNT_MESSAGES.unknown],
      ];
      for (const [code, status, message] of cases) {
        const res = await apply(b, code).expect(status);
        expect(res.body).toMatchObject({ message });
      }
    });

    it('throttles code guessing per account and address like sign-in (429 with Retry-After)', async () => {
      const real = await makeCode({});
      const b = await buyer(['alpha']);
      for (let i = 0; i < 5; i++) await apply(b, `GUESS${i}X`).expect(400);
      const refused = await apply(b, real.code).expect(429);
      expect(refused.body).toMatchObject({ message: DISCOUNT_MESSAGES.tooManyTries });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Place Order with a code is the same door.
      await place(b, ['alpha'], 4410, real.code).expect(429);
      // The same account from another address is not locked out.
      await apply({ ...b, ip: uniqueIp() }, real.code).expect(200);
    });
  });

  describe('orders', () => {
    it('places, pays and counts a discounted order once: lines, confirmation, invoice and dashboard agree', async () => {
      clock.reset();
      clock.freeze();
      clock.advance(Date.parse('2031-03-10T12:00:00Z') - clock.now().getTime());
      try {
        admin = await signedInAdmin();
        const code = await makeCode({ kind: 'amount', percentOff: null, amountOffCents: 1000, usageLimit: 10 });
        const b = await buyer(['alpha', 'beta']);
        // The total before the code is refused: what is due is the total after it.
        await place(b, ['alpha', 'beta'], 6899, code.code).expect(409);
        const order = (await place(b, ['alpha', 'beta'], 5899, code.code).expect(201)).body as Order;
        expect(order.discount).toEqual({ code: code.code, amount: '10.00', dueAmount: '58.99' });
        expect(order.totalAmount).toBe('68.99');
        // 1000 × 4900 / 6899 = 710.2…, 1000 × 1999 / 6899 = 289.7…: the leftover cent to the larger remainder.
        expect(order.items.map((item) => item.discount).sort()).toEqual(['2.90', '7.10']);
        expect(await usedCount(code.id)).toBe(0);
        const paid = await pay(b, order);
        expect(paid.paid).toMatchObject({ paidAmount: '58.99', taxAmount: '0.00' });
        expect(await usedCount(code.id)).toBe(1);
        const rows: Array<{ paidCents: number; discountCents: number; codeDiscountCents: number }> = await t.dataSource.query(
          'SELECT paidCents, discountCents, codeDiscountCents FROM orders WHERE id = ?',
          [order.id],
        );
        expect(rows[0]).toEqual({ paidCents: 5899, discountCents: 1000, codeDiscountCents: 1000 });
        const invoices: Array<{ grossCents: number; snapshot: string }> = await t.dataSource.query(
          "SELECT grossCents, snapshot FROM invoices WHERE orderId = ? AND kind = 'invoice'",
          [order.id],
        );
        expect(Number(invoices[0]!.grossCents)).toBe(5899);
        expect(JSON.parse(invoices[0]!.snapshot)).toMatchObject({ discountCents: 1000, totals: { grossCents: 5899 } });
        const mail = await t.app.get(OrderConfirmationService).compose({ refId: order.id, to: b.email });
        expect(mail.message.text).toContain(`Subtotal: $68.99\nDiscount (${code.code}): -$10.00\nTotal: $58.99`);
        // The revenue dashboard counts what was paid (decision 089), the templates less their shares.
        const dashboard = (await admin.get(`${REVENUE_API.dashboard}?range=custom&from=2031-03-10&to=2031-03-10`).expect(200))
          .body as RevenueDashboard;
        expect(dashboard.grossCents.current).toBe(5899);
        expect(dashboard.topTemplates.map((row) => row.revenueCents).sort((a, c) => a - c)).toEqual([1709, 4190]);
        // A whole-order refund gives back what was paid.
        const refund = await admin
          .post(adminPath(ADMIN_API.refundOrder, { id: order.id }))
          .send({ reason: 'Not as described' })
          .expect(200);
        expect(refund.status).toBe(200);
        const after = (await admin.get(`${REVENUE_API.dashboard}?range=custom&from=2031-03-10&to=2031-03-10`).expect(200))
          .body as RevenueDashboard;
        expect(after.refundedCents.current).toBe(5899);
      } finally {
        clock.reset();
        admin = await signedInAdmin();
      }
    });

    it('gives the last use to exactly one of the buyers placing their orders at the same moment', async () => {
      const code = await makeCode({ percentOff: 50, usageLimit: 1 });
      const buyers = await Promise.all([0, 1, 2, 3].map(() => buyer(['beta'])));
      // Each saw the code apply in their cart.
      for (const b of buyers) await apply(b, code.code).expect(200);
      const answers = await Promise.all(buyers.map((b) => place(b, ['beta'], 999, code.code)));
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
      for (const loser of answers.filter((res) => res.status === 409))
        expect(loser.body).toMatchObject({ message: DISCOUNT_MESSAGES.usedUp });
      const pending: Array<{ n: number }> = await t.dataSource.query(
        "SELECT COUNT(*) AS n FROM orders WHERE discountCodeId = ? AND status = 'pending'",
        [code.id],
      );
      expect(Number(pending[0]!.n)).toBe(1);
      // A loser's cart now says so too; once the winner pays, the code is used up for good.
      const winner = answers.findIndex((res) => res.status === 201);
      await apply(buyers[(winner + 1) % buyers.length]!, code.code).expect(409);
      await pay(buyers[winner]!, answers[winner]!.body as Order);
      expect(await usedCount(code.id)).toBe(1);
      const listed = ((await admin.get(DISCOUNT_API.adminCodes).expect(200)).body as AdminDiscountCode[]).find(
        (row) => row.id === code.id,
      )!;
      expect(listed).toMatchObject({ usedCount: 1, pendingCount: 0, status: 'used-up' });
    });

    it('refuses the last use under the code’s lock even when the check before it passed', async () => {
      const code = await makeCode({ percentOff: 50, usageLimit: 1 });
      const [first, second] = await Promise.all([buyer(['beta']), buyer(['beta'])]);
      await place(first, ['beta'], 999, code.code).expect(201);
      // The reservation's own steps, as the second Place Order runs them after the first committed.
      const repository = t.app.get(DiscountsRepository);
      const row = (await repository.findById(code.id))!;
      expect(await runAtomically(t.dataSource, repository.reservationSteps(row, second.userId))).toBe('discount-used-up');
    });

    it('goes on with the buyer’s own pending order when the same cart is placed again with the code', async () => {
      const code = await makeCode({ percentOff: 10, usageLimit: 1, oncePerBuyer: true });
      const b = await buyer(['beta']);
      const order = (await place(b, ['beta'], 1799, code.code).expect(201)).body as Order;
      await b.agent
        .post(ORDER_API.paymentLink)
        .send({ ...CHECKOUT_FORM, email: b.email, orderId: order.id })
        .expect(200);
      // Back from the payment page: the cart still applies the code, and Place Order answers the same order.
      await apply(b, code.code).expect(200);
      const again = (await place(b, ['beta'], 1799, code.code).expect(200)).body as Order;
      expect(again.id).toBe(order.id);
      // Another cart with it is a second use: refused under the lock.
      await b.agent
        .post(CART_API.cart)
        .send({ templateId: ids.get('alpha'), quantity: 1 })
        .expect(200);
      const other = await place(b, ['alpha', 'beta'], 6209, code.code).expect(409);
      expect(other.body).toMatchObject({ message: DISCOUNT_MESSAGES.usedUp });
    });

    it('releases the use of a cancelled order', async () => {
      const code = await makeCode({ percentOff: 10, usageLimit: 1 });
      const a = await buyer(['beta']);
      const order = (await place(a, ['beta'], 1799, code.code).expect(201)).body as Order;
      const b = await buyer(['beta']);
      await apply(b, code.code).expect(409);
      await a.agent.post(ORDER_API.cancel.replace(':orderId', order.id)).send({}).expect(200);
      await apply(b, code.code).expect(200);
    });

    it('lets a once-per-buyer code be used once by each buyer', async () => {
      const code = await makeCode({ percentOff: 10, oncePerBuyer: true });
      const b = await buyer(['beta']);
      const order = (await place(b, ['beta'], 1799, code.code).expect(201)).body as Order;
      await pay(b, order);
      await b.agent
        .post(CART_API.cart)
        .send({ templateId: ids.get('alpha'), quantity: 1 })
        .expect(200);
      const again = await apply(b, code.code).expect(409);
      expect(again.body).toMatchObject({ message: DISCOUNT_MESSAGES.alreadyUsed });
      await place(b, ['alpha'], 4410, code.code).expect(409);
      const other = await buyer(['alpha']);
      await apply(other, code.code).expect(200);
    });

    it('counts a completion once when the same payment is confirmed twice', async () => {
      const code = await makeCode({ percentOff: 10 });
      const b = await buyer(['alpha']);
      const order = (await place(b, ['alpha'], 4410, code.code).expect(201)).body as Order;
      const { paymentLink } = (
        await b.agent
          .post(ORDER_API.paymentLink)
          .send({ ...CHECKOUT_FORM, email: b.email, orderId: order.id })
          .expect(200)
      ).body as PaymentLinkResult;
      const session = new URL(paymentLink, 'http://x').searchParams.get('session');
      const twice = await Promise.all([0, 1].map(() => b.agent.patch(completeOrderPath(order.id)).send({ session })));
      expect(twice.map((res) => res.status)).toEqual([200, 200]);
      expect(await usedCount(code.id)).toBe(1);
    });
  });
});
