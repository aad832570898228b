import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { ORDER_API, cancelOrderPath, orderPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { SHOP_SETTINGS_API, type AdminShopSettings } from '@tm/contracts/shop-settings';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { startFakeStripe, type CheckoutSession, type FakeBuyer, type FakeStripe, type StripeEvent } from '../../testing/fake-stripe';
import { binary, signedInAgent } from '../../testing/fixtures';
import { pdfText } from '../../testing/pdf-text';
import { INVOICE_TEXTS } from '@tm/contracts/invoices';
import { placedOrder } from '../../testing/placed-order';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { UserEntity } from '../users/entities/user.entity';
import { STRIPE_TAX_CODES } from '../../infrastructure/payments/stripe-payment-provider';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

const SECRET_KEY = 'sk_test_marketplace0123456789';
const WEBHOOK_SECRET = 'whsec_marketplace0123456789';

interface PaidOrderRow {
  status: string;
  totalCents: number;
  paidCents: number | null;
  taxCents: number;
  discountCents: number;
  currency: string | null;
  taxBehavior: string | null;
  buyerCountry: string | null;
  buyerTaxId: string | null;
  reverseCharge: boolean;
}

// Decision 081: Stripe Tax computes the tax on the session; the order keeps what Stripe answered, and a
// payment is completed whatever tax was added, as long as what we sent is the order.
describe.each(testTargets())('tax through Stripe Tax on $name', (target) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: Agent;
  const ids = new Map<string, string>();
  const prices: Record<string, number> = { alpha: 4900, beta: 1999 };

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
      .insertMany(Object.entries(prices).map(([name, priceCents]) => makeDraft({ slug: `tax-${name}`, name: `Tax ${name}`, priceCents })));
    Object.keys(prices).forEach((name, i) => ids.set(name, stored.ids[i]!));
    const signedIn = await signedInAgent(t);
    const me = (await signedIn.agent.get(API.authUser).expect(200)).body as { id: string };
    await t.dataSource.getRepository(UserEntity).update({ id: me.id }, { isAdmin: true });
    admin = signedIn.agent;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** The shop's prices include tax or have it added: the owner's setting, saved as the back office saves it. */
  async function setTaxBehavior(taxBehavior: 'inclusive' | 'exclusive'): Promise<void> {
    const current = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
    if (current.settings.taxBehavior === taxBehavior) return;
    await admin
      .put(SHOP_SETTINGS_API.admin)
      .send({ ...current.settings, taxBehavior, revision: current.revision })
      .expect(200);
  }

  /** A buyer with the cart ordered, and the Checkout Session its payment link opened. */
  async function orderedSession(names: string[] = ['alpha', 'beta']): Promise<{ order: Order; session: CheckoutSession; agent: Agent }> {
    const { agent, order, paymentLink } = await placedOrder(
      t,
      names.map((name) => ({ templateId: ids.get(name)!, priceCents: prices[name]! })),
    );
    return { order, session: stripe.sessions().find((candidate) => candidate.url === paymentLink)!, agent };
  }

  const orderRow = async (orderId: string): Promise<PaidOrderRow> => {
    const [row] = (await t.dataSource.query(
      `SELECT status, totalCents, paidCents, taxCents, discountCents, currency, taxBehavior, buyerCountry, buyerTaxId, reverseCharge
         FROM orders WHERE id = ?`,
      [orderId],
    )) as Array<Record<string, unknown>>;
    return {
      ...(row as unknown as PaidOrderRow),
      totalCents: Number(row!.totalCents),
      paidCents: row!.paidCents === null ? null : Number(row!.paidCents),
      taxCents: Number(row!.taxCents),
      discountCents: Number(row!.discountCents),
      reverseCharge: Boolean(Number(row!.reverseCharge)),
    };
  };
  const lineTaxes = async (orderId: string) =>
    (
      (await t.dataSource.query('SELECT priceCents, taxCents, taxRateBps FROM order_items WHERE orderId = ? ORDER BY priceCents DESC', [
        orderId,
      ])) as Array<Record<string, unknown>>
    ).map((row) => ({
      priceCents: Number(row.priceCents),
      taxCents: Number(row.taxCents),
      taxRateBps: row.taxRateBps === null ? null : Number(row.taxRateBps),
    }));
  const paymentAmount = async (orderId: string) =>
    Number(
      (
        (await t.dataSource.query("SELECT amountCents FROM payments WHERE orderId = ? AND status = 'succeeded'", [orderId])) as Array<{
          amountCents: number | string;
        }>
      )[0]!.amountCents,
    );

  async function pay(buyer: FakeBuyer, names?: string[]): Promise<{ order: Order; paid: StripeEvent }> {
    const { order, session } = await orderedSession(names);
    const paid = await stripe.pay(session.id, buyer);
    expect(await stripe.deliver(paid)).toEqual([200]);
    return { order, paid };
  }

  it('asks Stripe for tax on every session: the billing address, tax ids, the prices’ tax behaviour and the download tax code', async () => {
    await setTaxBehavior('exclusive');
    const before = stripe.calls.get('POST /v1/checkout/sessions') ?? 0;
    const { session } = await orderedSession();
    expect(stripe.calls.get('POST /v1/checkout/sessions')).toBe(before + 1);
    expect(session).toMatchObject({
      automatic_tax: { enabled: true, status: 'requires_location_inputs' },
      billing_address_collection: 'required',
      tax_id_collection: { enabled: true },
      amount_subtotal: 6899,
      metadata: { taxBehavior: 'exclusive' },
    });
    expect(STRIPE_TAX_CODES.download).toBe('txcd_10202000');
  });

  it('adds VAT to exclusive prices for an EU consumer, completes the order and keeps every figure Stripe gave', async () => {
    await setTaxBehavior('exclusive');
    const { order } = await pay({ country: 'DE', name: 'Ada Lovelace' });
    // 19 % of 49.00 and of 19.99, each rounded: 9.31 + 3.80.
    expect(await orderRow(order.id)).toEqual({
      status: 'completed',
      totalCents: 6899,
      paidCents: 6899 + 931 + 380,
      taxCents: 931 + 380,
      discountCents: 0,
      currency: 'USD',
      taxBehavior: 'exclusive',
      buyerCountry: 'DE',
      buyerTaxId: null,
      reverseCharge: false,
    });
    expect(await lineTaxes(order.id)).toEqual([
      { priceCents: 4900, taxCents: 931, taxRateBps: 1900 },
      { priceCents: 1999, taxCents: 380, taxRateBps: 1900 },
    ]);
    // A refund gives back what was paid, tax included.
    expect(await paymentAmount(order.id)).toBe(6899 + 931 + 380);
    // The order as the thank-you page and the dashboard read it.
    expect(((await admin.get(orderPath(order.id)).expect(200)).body as Order).paid).toEqual({
      paidAmount: '82.10',
      taxAmount: '13.11',
      taxBehavior: 'exclusive',
      currency: 'USD',
      buyerCountry: 'DE',
      reverseCharge: false,
    });
  });

  it('keeps the tax inside inclusive prices: the buyer pays the prices shown', async () => {
    await setTaxBehavior('inclusive');
    const { order, paid } = await pay({ country: 'FR' });
    expect((paid.data.object as CheckoutSession).amount_total).toBe(6899);
    // 49.00 / 1.2 = 40.83 (tax 8.17); 19.99 / 1.2 = 16.66 (tax 3.33).
    expect(await orderRow(order.id)).toMatchObject({
      status: 'completed',
      paidCents: 6899,
      taxCents: 817 + 333,
      taxBehavior: 'inclusive',
      buyerCountry: 'FR',
    });
    expect(await lineTaxes(order.id)).toEqual([
      { priceCents: 4900, taxCents: 817, taxRateBps: 2000 },
      { priceCents: 1999, taxCents: 333, taxRateBps: 2000 },
    ]);
    await setTaxBehavior('exclusive');
  });

  it('charges an EU business with a VAT id no tax (reverse charge) and records its VAT id', async () => {
    await setTaxBehavior('exclusive');
    const { order } = await pay({ country: 'NL', taxId: 'NL123456789B01', name: 'Acme BV' });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'completed',
      paidCents: 6899,
      taxCents: 0,
      buyerCountry: 'NL',
      buyerTaxId: 'NL123456789B01',
      reverseCharge: true,
    });
    expect(await lineTaxes(order.id)).toEqual([
      { priceCents: 4900, taxCents: 0, taxRateBps: null },
      { priceCents: 1999, taxCents: 0, taxRateBps: null },
    ]);
  });

  it('charges a US buyer the sales tax of a state where the shop collects, and none elsewhere', async () => {
    await setTaxBehavior('exclusive');
    const washington = await pay({ country: 'US', state: 'WA' }, ['alpha']);
    // 6.5 % of 49.00 = 3.185, rounded half up by Stripe's rule here to 3.19.
    expect(await orderRow(washington.order.id)).toMatchObject({
      status: 'completed',
      paidCents: 4900 + 319,
      taxCents: 319,
      buyerCountry: 'US',
    });
    expect(await lineTaxes(washington.order.id)).toEqual([{ priceCents: 4900, taxCents: 319, taxRateBps: 650 }]);
    const newYork = await pay({ country: 'US', state: 'NY' }, ['beta']);
    expect(await orderRow(newYork.order.id)).toMatchObject({ status: 'completed', paidCents: 1999, taxCents: 0 });
  });

  it('completes once with the right tax when the webhook comes twice at once, and twice again later', async () => {
    await setTaxBehavior('exclusive');
    const { order, session } = await orderedSession(['alpha']);
    const paid = await stripe.pay(session.id, { country: 'IE' });
    const statuses = await Promise.all([stripe.deliver(paid), stripe.deliver(paid)]);
    expect(statuses.flat()).toEqual([200, 200]);
    expect(await stripe.deliver(paid, { times: 2 })).toEqual([200, 200]);
    // 23 % of 49.00.
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', paidCents: 4900 + 1127, taxCents: 1127 });
    const confirmations: unknown = await t.dataSource.query(
      "SELECT COUNT(*) AS n FROM outbox_messages WHERE kind = 'order-confirmation' AND refId = ?",
      [order.id],
    );
    expect(Number((confirmations as Array<{ n: number | string }>)[0]!.n)).toBe(1);
  });

  it('completes a payment Stripe added tax to on its own (tax turned on in its dashboard), reading how from the sums', async () => {
    const { order, session } = await orderedSession(['beta']);
    const paid = await stripe.pay(session.id, { country: 'DE' });
    // The session as it would be had the shop not asked for tax: no behaviour in its metadata.
    const object = structuredClone(paid.data.object as CheckoutSession);
    object.metadata = { orderId: object.metadata.orderId!, paymentId: object.metadata.paymentId! };
    const payload = JSON.stringify({ ...paid, id: `${paid.id}x`, data: { object } });
    expect(await stripe.deliver(paid, { payload })).toEqual([200]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', paidCents: 1999 + 380, taxCents: 380, taxBehavior: 'exclusive' });
  });

  it('refuses a payment whose lines are not what the order costs, whatever the tax, and leaves the order pending', async () => {
    const { order, session } = await orderedSession(['beta']);
    const paid = await stripe.pay(session.id, { country: 'DE' });
    const object = structuredClone(paid.data.object as CheckoutSession);
    object.amount_subtotal -= 100;
    object.amount_total -= 100;
    t.logger.allowErrors = true;
    try {
      expect(await stripe.deliver(paid, { payload: JSON.stringify({ ...paid, data: { object } }) })).toEqual([200]);
      expect((await orderRow(order.id)).status).toBe('pending');
      // A total that is not the lines plus their tax is refused too.
      const padded = structuredClone(paid.data.object as CheckoutSession);
      padded.amount_total += 1;
      expect(await stripe.deliver(paid, { payload: JSON.stringify({ ...paid, data: { object: padded } }) })).toEqual([200]);
      expect((await orderRow(order.id)).status).toBe('pending');
    } finally {
      t.logger.allowErrors = false;
    }
    // The true event still completes it.
    expect(await stripe.deliver(paid)).toEqual([200]);
    expect((await orderRow(order.id)).status).toBe('completed');
  });

  it('refunds a late payment of a cancelled order tax included, and records what went back', async () => {
    await setTaxBehavior('exclusive');
    const { order, session, agent } = await orderedSession(['alpha']);
    const paid = await stripe.pay(session.id, { country: 'DE' });
    await agent.post(cancelOrderPath(order.id)).expect(200);
    expect(await stripe.deliver(paid)).toEqual([200]);
    const intent = (paid.data.object as CheckoutSession).payment_intent;
    const refund = stripe.events.find(
      (event) => event.type === 'charge.refunded' && (event.data.object as { payment_intent: string }).payment_intent === intent,
    );
    expect(refund?.data.object).toMatchObject({ amount_refunded: 4900 + 931, refunded: true });
    const [row] = (await t.dataSource.query('SELECT refundedCents FROM payments WHERE providerRef = ?', [session.id])) as Array<{
      refundedCents: number | string;
    }>;
    expect(Number(row!.refundedCents)).toBe(4900 + 931);
  });

  /** The PDF of the order's document of this kind, read back as text rows (decision 085). */
  async function documentText(orderId: string, kind: 'invoice' | 'credit-note') {
    const order = (await admin.get(orderPath(orderId)).expect(200)).body as Order;
    const document = order.documents.find((candidate) => candidate.kind === kind)!;
    const res = await admin.get(document.pdfUrl).buffer(true).parse(binary).expect(200);
    return { document, lines: (await pdfText(res.body as Buffer)).lines };
  }

  it("puts Stripe's tax on the invoice: each line's net, rate, tax and gross, the buyer's country and the totals paid", async () => {
    await setTaxBehavior('exclusive');
    const { order } = await pay({ country: 'DE', name: 'Ada Lovelace' });
    const { document, lines } = await documentText(order.id, 'invoice');
    expect(document.grossAmount).toBe('82.10');
    // The buyer's block sits beside the seller's: its rows share lines with it.
    expect(lines.join('\n')).toContain('Country: DE');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Tax alpha — Regular licence | 1 | 49.00 | 19% | 9.31 | 58.31',
        'Tax beta — Regular licence | 1 | 19.99 | 19% | 3.80 | 23.79',
        'Net | USD 68.99',
        'Tax | USD 13.11',
        'Total paid | USD 82.10',
        INVOICE_TEXTS.exclusive,
      ]),
    );
  });

  it('says why an EU business paid no VAT: the reverse charge, with its VAT id on the invoice', async () => {
    await setTaxBehavior('exclusive');
    const { order } = await pay({ country: 'NL', taxId: 'NL123456789B01', name: 'Acme BV' });
    const { lines } = await documentText(order.id, 'invoice');
    expect(lines.join('\n')).toMatch(/Country: NL[\s\S]*Tax id: NL123456789B01/);
    expect(lines).toEqual(expect.arrayContaining(['Tax | USD 0.00', 'Total paid | USD 68.99']));
    expect(lines.join(' ')).toContain('Reverse charge');
  });

  it('splits inclusive prices into net and tax on the invoice', async () => {
    await setTaxBehavior('inclusive');
    const { order } = await pay({ country: 'FR' }, ['alpha']);
    const { lines } = await documentText(order.id, 'invoice');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Tax alpha — Regular licence | 1 | 40.83 | 20% | 8.17 | 49.00',
        'Net | USD 40.83',
        'Tax | USD 8.17',
        'Total paid | USD 49.00',
      ]),
    );
    await setTaxBehavior('exclusive');
  });

  it('expires the Checkout Session of a pending order at Stripe when its buyer deletes the account (decision 086)', async () => {
    const placed = await placedOrder(t, [{ templateId: ids.get('alpha')!, priceCents: prices.alpha! }]);
    const session = stripe.sessions().find((candidate) => candidate.url === placed.paymentLink)!;
    expect(session.status).toBe('open');
    await placed.agent.post(API.accountDelete).send({ currentPassword: placed.password, reviews: 'anonymise' }).expect(200);
    expect(stripe.sessions().find((candidate) => candidate.id === session.id)!.status).toBe('expired');
    expect((await orderRow(placed.order.id)).status).toBe('cancelled');
  });

  it("refunds an admin's refund of a taxed order in full: what was paid, tax included", async () => {
    await setTaxBehavior('exclusive');
    const { order, paid } = await pay({ country: 'DE' }, ['alpha']);
    await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: order.id }))
      .send({ reason: 'Major misrepresentation reported within 7 days' })
      .expect(200);
    const intent = (paid.data.object as CheckoutSession).payment_intent;
    const refund = stripe.events.find(
      (event) => event.type === 'charge.refunded' && (event.data.object as { payment_intent: string }).payment_intent === intent,
    );
    expect(refund?.data.object).toMatchObject({ amount: 4900 + 931, amount_refunded: 4900 + 931, refunded: true });
    // Its credit note gives back the tax with the price: what the tax report takes off the month's VAT.
    const { document, lines } = await documentText(order.id, 'credit-note');
    expect(document.grossAmount).toBe('58.31');
    expect(lines).toEqual(expect.arrayContaining(['Net | USD 49.00', 'Tax | USD 9.31', 'Total credited | USD 58.31']));
  });
});
