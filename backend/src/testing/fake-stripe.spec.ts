import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startFakeStripe, type Charge, type CheckoutSession, type Dispute, type FakeStripe } from './fake-stripe';

const SECRET_KEY = 'sk_test_fake';
const WEBHOOK_SECRET = 'whsec_test_secret';

interface Received {
  raw: Buffer;
  signature: string;
  userAgent: string | undefined;
}

/** Our server's side of the webhook: keeps the raw bytes, as signature checks need them. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        raw: Buffer.concat(chunks),
        signature: String(req.headers['stripe-signature']),
        userAgent: req.headers['user-agent'],
      });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`, received };
}

const sessionParams = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  success_url: 'https://shop.test/orders/o-1/paid?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://shop.test/cart',
  client_reference_id: 'o-1',
  customer_email: 'buyer@example.com',
  metadata: { orderId: 'o-1' },
  payment_intent_data: { metadata: { orderId: 'o-1' } },
  line_items: [
    { quantity: 2, price_data: { currency: 'usd', unit_amount: 1234, product_data: { name: 'Portfolio <Pro> & Co' } } },
    { quantity: 1, price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Blog starter' } } },
  ],
  ...overrides,
});

describe('fake Stripe', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: receiver.url });
    stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
  });

  afterAll(async () => {
    await fake.close();
    receiver.server.closeAllConnections();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  beforeEach(() => {
    receiver.received.length = 0;
  });

  /** The received webhook, verified as our server verifies it. */
  const verified = (index: number): Stripe.Event => {
    const hit = receiver.received[index]!;
    return stripe.webhooks.constructEvent(hit.raw, hit.signature, WEBHOOK_SECRET);
  };

  const paidSession = async (): Promise<{ session: Stripe.Checkout.Session; paymentIntent: string }> => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const event = await fake.pay(session.id);
    return { session, paymentIntent: (event.data.object as CheckoutSession).payment_intent! };
  };

  it('creates a Checkout Session with the total of its lines and reads it back', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await stripe.checkout.sessions.create(sessionParams());

    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 2968,
      amount_total: 2968,
      currency: 'usd',
      client_reference_id: 'o-1',
      customer_email: 'buyer@example.com',
      metadata: { orderId: 'o-1' },
      payment_intent: null,
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.apiBase}/checkout/pay/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 3600);
    expect(session.created).toBeGreaterThanOrEqual(before);

    const read = await stripe.checkout.sessions.retrieve(session.id);
    expect(read).toEqual(session);
    expect(fake.calls.get('GET /v1/checkout/sessions/:id')).toBeGreaterThanOrEqual(1);
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('refuses a session without lines or with an expiry under 30 minutes away', async () => {
    await expect(stripe.checkout.sessions.create(sessionParams({ line_items: [] }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items',
    });
    const soon = Math.floor(Date.now() / 1000) + 10 * 60;
    await expect(stripe.checkout.sessions.create(sessionParams({ expires_at: soon }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
    });
    const inThirtyMinutes = Math.floor(Date.now() / 1000) + 30 * 60;
    await expect(stripe.checkout.sessions.create(sessionParams({ expires_at: inThirtyMinutes }))).resolves.toMatchObject({
      expires_at: inThirtyMinutes,
    });
  });

  it('replays an idempotent request and refuses the same key with other parameters', async () => {
    const count = fake.sessions().length;
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'checkout-o-2' });
    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'checkout-o-2' });

    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.sessions()).toHaveLength(count + 1);
    const other = stripe.checkout.sessions.create(sessionParams({ client_reference_id: 'o-3' }), { idempotencyKey: 'checkout-o-2' });
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(fake.sessions()).toHaveLength(count + 1);
  });

  it('answers a wrong API key with an authentication error', async () => {
    const intruder = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
    const attempt = intruder.checkout.sessions.create(sessionParams());
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 401 });
  });

  it('fails the next matching call once when asked to', async () => {
    fake.failNext('/v1/checkout/sessions', 500);
    await expect(stripe.checkout.sessions.create(sessionParams())).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(stripe.checkout.sessions.create(sessionParams())).resolves.toMatchObject({ status: 'open' });
  });

  it('pays a session and delivers a signed checkout.session.completed', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const event = await fake.pay(session.id);

    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.userAgent).toBe('Stripe/1.0 (+https://stripe.com/docs/webhooks)');
    const delivered = verified(0);
    expect(delivered.id).toBe(event.id);
    expect(delivered.type).toBe('checkout.session.completed');
    const paid = delivered.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 2968,
      client_reference_id: 'o-1',
    });
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(fake.deliveries).toContainEqual({ eventId: event.id, status: 200 });
    await expect(stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
      status: 'complete',
      payment_intent: paid.payment_intent,
    });
    await expect(fake.pay(session.id)).rejects.toThrow(/not open/);
  });

  it('refunds part, then the rest, then refuses a third refund, with a charge.refunded each time', async () => {
    const { paymentIntent } = await paidSession();
    receiver.received.length = 0;

    const part = await stripe.refunds.create({
      payment_intent: paymentIntent,
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: { orderId: 'o-1' },
    });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 1000,
      currency: 'usd',
      payment_intent: paymentIntent,
      status: 'succeeded',
      reason: 'requested_by_customer',
    });
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 5000 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
    });
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(1968);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({ statusCode: 404 });

    await fake.idle();
    const charges = [verified(0), verified(1)].map((e) => {
      expect(e.type).toBe('charge.refunded');
      return e.data.object as Stripe.Charge;
    });
    expect(charges.map((c) => [c.amount, c.amount_refunded, c.refunded])).toEqual([
      [2968, 1000, false],
      [2968, 2968, true],
    ]);
    expect(charges[0]!.metadata).toEqual({ orderId: 'o-1' });
    expect(charges[0]!.id).toBe(part.charge);
  });

  it('refunds from the dashboard and opens a dispute, each delivered as an event', async () => {
    const { paymentIntent } = await paidSession();
    receiver.received.length = 0;

    const refunded = await fake.refundInDashboard(paymentIntent, 300);
    expect(refunded.data.object as Charge).toMatchObject({ amount_refunded: 300, refunded: false });
    const disputed = await fake.dispute(paymentIntent);

    expect(verified(1).type).toBe('charge.dispute.created');
    const dispute = verified(1).data.object as Stripe.Dispute;
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 2968,
      payment_intent: paymentIntent,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    expect(dispute.charge).toBe((disputed.data.object as Dispute).charge);
  });

  it('expires an open session through the API and refuses to expire it twice', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await expect(stripe.checkout.sessions.expire(session.id)).resolves.toMatchObject({ status: 'expired' });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    await fake.idle();
    expect(verified(0)).toMatchObject({ type: 'checkout.session.expired', data: { object: { id: session.id, status: 'expired' } } });
    await expect(fake.pay(session.id)).rejects.toThrow(/expired/);
  });

  it('signs events that fail verification when forged with another secret or replayed too late', async () => {
    const { session } = await paidSession();
    const event = fake.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as CheckoutSession).id === session.id)!;
    receiver.received.length = 0;

    await expect(fake.deliver(event, { secret: 'whsec_someone_else' })).resolves.toEqual([200]);
    await expect(fake.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 })).resolves.toEqual([200]);
    await expect(fake.deliver(event, { times: 2 })).resolves.toEqual([200, 200]);

    expect(() => verified(0)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => verified(1)).toThrow(/tolerance/i);
    expect(verified(2).id).toBe(event.id);
    expect(verified(3).id).toBe(event.id);
    await expect(fake.deliver(event, { url: 'http://127.0.0.1:9/nothing-listens' })).resolves.toEqual([0]);
  });

  it('serves a hosted page whose Pay button completes the session and returns to the success URL', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());

    const page = await fetch(session.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('request-id')).toMatch(/^req_/);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Pay — Test payment provider</title>');
    expect(html).toContain('Portfolio &lt;Pro&gt; &amp; Co × 2, $24.68');
    expect(html).toContain('<button type="submit">Pay $29.68</button>');
    expect(html).toContain(`action="/checkout/pay/${session.id}/confirm"`);
    expect(html).toContain('<a href="https://shop.test/cart">Cancel and return</a>');

    const confirm = await fetch(`${fake.apiBase}/checkout/pay/${session.id}/confirm`, { method: 'POST', redirect: 'manual' });
    await confirm.arrayBuffer();
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`https://shop.test/orders/o-1/paid?session=${session.id}`);
    expect(verified(0)).toMatchObject({ type: 'checkout.session.completed', data: { object: { id: session.id, payment_status: 'paid' } } });

    const closed = await fetch(session.url!);
    expect(closed.status).toBe(410);
    expect(await closed.text()).toContain('This checkout session is no longer open.');
  });
});
