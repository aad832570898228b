import '@tm/platform/testing/fake-browser';
import { ORDER_MESSAGES } from '@tm/contracts/orders';
import { useCart, useSession } from '@tm/platform';
import { cartItem, customer, fakeApi, json } from '@tm/platform/testing/fake-api';
import { resetStores } from '@tm/platform/testing/reset-stores';
import { placeOrder } from './place-order';

const ORDER_ID = '7d0c5b8e-3c4f-4a8b-9d2e-1f6a5b4c3d2e';
const body = {
  customerEmail: customer.email,
  customerName: 'Sam Shopper',
  totalAmount: 49,
  items: [{ templateId: 't1', templateName: 'One', price: '49.00', quantity: 1 }],
  userId: customer.id,
  consent: { terms: true, immediateDelivery: true },
};
const form = { firstName: 'Sam', lastName: 'Shopper', email: customer.email, mobileNo: '5551234567' };
const link = `/payment-processing/${ORDER_ID}?session=signed`;
const cartRoute = `GET /api/cart?userId=${customer.id}`;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Error,
  );

describe('placeOrder', () => {
  beforeEach(() => {
    resetStores();
    useSession.setState({ status: 'authenticated', user: customer });
    useCart.setState({ server: { userId: customer.id, items: [cartItem('t1')], loadedAt: Date.now(), loading: false, pending: [] } });
  });
  afterEach(resetStores);

  it('creates the order with the Idempotency-Key, then asks for the payment link with the form and order id', async () => {
    const calls = fakeApi({
      'POST /api/orders': () => json({ id: ORDER_ID, status: 'pending' }, 201),
      'POST /api/payment-link': () => json({ paymentLink: link }),
    });
    await expect(placeOrder(body, form, 'key-1')).resolves.toBe(link);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/orders', 'POST /api/payment-link']);
    expect(calls[0].headers['Idempotency-Key']).toBe('key-1');
    expect(calls[0].body).toEqual(body);
    expect(calls[1].body).toEqual({ ...form, orderId: ORDER_ID });
  });

  it("re-reads the cart when the server's prices differ, and says so", async () => {
    const calls = fakeApi({
      'POST /api/orders': () => json({ message: ORDER_MESSAGES.priceChanged }, 409),
      [cartRoute]: () => json([cartItem('t1')]),
    });
    const error = await failureOf(placeOrder(body, form, 'key-1'));
    expect(error?.message).toBe('Prices have changed, please review your cart');
    expect(calls.map((call) => call.url)).toEqual(['/api/orders', `/api/cart?userId=${customer.id}`]);
  });

  it("says 'Failed to create order' when the order call fails without a reason", async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect((await failureOf(placeOrder(body, form, 'key-1')))?.message).toBe('Failed to create order');
  });

  it("passes the server's field message on, or says 'Failed to generate payment link'", async () => {
    fakeApi({
      'POST /api/orders': () => json({ id: ORDER_ID }, 201),
      'POST /api/payment-link': () => json({ message: 'Mobile number must be at least 10 digits' }, 400),
    });
    expect((await failureOf(placeOrder(body, form, 'key-1')))?.message).toBe('Mobile number must be at least 10 digits');
    fakeApi({
      'POST /api/orders': () => json({ id: ORDER_ID }, 201),
      'POST /api/payment-link': () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    expect((await failureOf(placeOrder(body, form, 'key-1')))?.message).toBe('Failed to generate payment link');
  });
});
