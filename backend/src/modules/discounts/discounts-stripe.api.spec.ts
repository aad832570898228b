import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { CART_API } from '@tm/contracts/cart';
import { DISCOUNT_API } from '@tm/contracts/discounts';
import type { AdminDiscountCode } from '@tm/contracts/discounts.schemas';
import { ORDER_API } from '@tm/contracts/orders';
import type { Order, PaymentLinkResult } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import type { PaidNotification } from '../../infrastructure/payments';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { startFakeStripe, type Charge, type FakeStripe } from '../../testing/fake-stripe';
import { signedInAgent } from '../../testing/fixtures';
import { ORDER_CONSENT } from '../../testing/order-consent';
import { CHECKOUT_FORM } from '../../testing/placed-order';
import { testTargets, type TestTarget } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { paidBehavior } from '../orders/paid-facts';
import { UserEntity } from '../users/entities/user.entity';

const SECRET_KEY = 'sk_test_discounts0123456789';
const WEBHOOK_SECRET = 'whsec_discounts0123456789';

describe('a paid session is the order’s only with the order’s own discount (decision 090)', () => {
  const paid = (discountCents: number, amountCents: number): PaidNotification => ({
    kind: 'paid',
    orderId: 'o',
    paymentId: 'p',
    providerRef: 'cs',
    providerPaymentId: 'pi',
    amountCents,
    currency: 'usd',
    subtotalCents: 5000,
    discountCents,
    taxCents: 0,
    taxBehavior: null,
    buyer: { country: null, taxId: null, reverseCharge: false },
  });

  it('accepts the code’s discount and refuses any other, or one the order has no code for', () => {
    expect(paidBehavior(paid(500, 4500), 5000, 500)).toEqual({ ok: true, behavior: null });
    expect(paidBehavior(paid(600, 4400), 5000, 500)).toEqual({ ok: false });
    expect(paidBehavior(paid(500, 4500), 5000, 0)).toEqual({ ok: false });
    expect(paidBehavior(paid(0, 5000), 5000, 500)).toEqual({ ok: false });
  });
});

// With Stripe the Checkout Session carries the code's discount as a one-off coupon, so Stripe's receipt
// and the invoice agree; Stripe Tax taxes what is left; a refund gives back what was paid.
describe.each(testTargets())('discount codes with Stripe on $name', (target: TestTarget) => {
  let t: TestApp;
  let stripe: FakeStripe;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, autoDeliver: false });
    t = await createTestApp(target, {
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
        TAX_MODE: 'stripe',
      },
    });
    stripe.setWebhookUrl(`${t.url}${ORDER_API.stripeWebhook}`);
    const stored = await t.app
      .get(CatalogWriterService)
      .insertMany([
        makeDraft({ slug: `disc-stripe-${target.database}-alpha`, name: 'Stripe alpha', priceCents: 4900 }),
        makeDraft({ slug: `disc-stripe-${target.database}-beta`, name: 'Stripe beta', priceCents: 1999 }),
      ]);
    ids.set('alpha', stored.ids[0]!);
    ids.set('beta', stored.ids[1]!);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('sends the discount with the session, completes on the discounted total once, and refunds what was paid', async () => {
    const { agent: admin } = await signedInAgent(t);
    const me = (await admin.get(API.authUser).expect(200)).body as { id: string };
    await t.dataSource.getRepository(UserEntity).update({ id: me.id }, { isAdmin: true });
    const code = (
      await admin
        .post(DISCOUNT_API.adminCodes)
        .send({ code: `STRIPE${target.database.toUpperCase()}${Date.now() % 100000}`, kind: 'percent', percentOff: 10, usageLimit: 5 })
        .expect(201)
    ).body as AdminDiscountCode;

    const { agent, account } = await signedInAgent(t);
    for (const id of ids.values()) await agent.post(CART_API.cart).send({ templateId: id, quantity: 1 }).expect(200);
    const order = (
      await agent
        .post(ORDER_API.orders)
        .send({
          customerEmail: account.email,
          customerName: 'Ada Lovelace',
          totalAmount: 62.09,
          items: [...ids.values()].map((templateId) => ({ templateId, quantity: 1 })),
          consent: ORDER_CONSENT,
          discountCode: code.code,
        })
        .expect(201)
    ).body as Order;
    expect(order.discount).toEqual({ code: code.code, amount: '6.90', dueAmount: '62.09' });
    const { paymentLink } = (
      await agent
        .post(ORDER_API.paymentLink)
        .send({ ...CHECKOUT_FORM, email: account.email, orderId: order.id })
        .expect(200)
    ).body as PaymentLinkResult;
    const session = stripe.sessions().find((candidate) => candidate.url === paymentLink)!;
    expect(stripe.calls.get('POST /v1/coupons')).toBeGreaterThanOrEqual(1);
    expect(session).toMatchObject({ amount_subtotal: 6899, amount_total: 6209, total_details: { amount_discount: 690 } });

    // Paid from Germany (19 %, added to the prices): the tax is on the lines less their discount shares,
    // 4410 → 838 and 1799 → 342.
    const event = await stripe.pay(session.id, { country: 'DE' });
    expect(await stripe.deliver(event, { times: 2 })).toEqual([200, 200]);
    const rows: Array<{ status: string; paidCents: number; taxCents: number; discountCents: number }> = await t.dataSource.query(
      'SELECT status, paidCents, taxCents, discountCents FROM orders WHERE id = ?',
      [order.id],
    );
    expect(rows[0]).toMatchObject({ status: 'completed', paidCents: 7389, taxCents: 1180, discountCents: 690 });
    const used: Array<{ usedCount: number }> = await t.dataSource.query('SELECT usedCount FROM discount_codes WHERE id = ?', [code.id]);
    expect(Number(used[0]!.usedCount)).toBe(1);
    const invoice: Array<{ grossCents: number; taxCents: number }> = await t.dataSource.query(
      "SELECT grossCents, taxCents FROM invoices WHERE orderId = ? AND kind = 'invoice'",
      [order.id],
    );
    expect(invoice.map((row) => [Number(row.grossCents), Number(row.taxCents)])).toEqual([[7389, 1180]]);

    await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: order.id }))
      .send({ reason: 'Not as described' })
      .expect(200);
    await stripe.idle();
    const refunded = stripe.events.filter((e) => e.type === 'charge.refunded').map((e) => e.data.object as Charge);
    expect(refunded.at(-1)).toMatchObject({ amount: 7389, amount_refunded: 7389, refunded: true });
  });
});
