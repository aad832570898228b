import '@tm/platform/testing/fake-browser';
import { cache } from 'swr/_internal';
import type { Order } from '@tm/contracts/orders.schemas';
import { useCart, useSession } from '@tm/platform';
import { cartItem, customer, fakeApi, json } from '@tm/platform/testing/fake-api';
import { resetStores } from '@tm/platform/testing/reset-stores';
import { completePayment } from './complete-payment';

const ORDER_ID = '7d0c5b8e-3c4f-4a8b-9d2e-1f6a5b4c3d2e';
const completed: Order = {
  id: ORDER_ID,
  userId: customer.id,
  status: 'completed',
  totalAmount: '49.00',
  customerEmail: customer.email,
  customerName: 'Sam Shopper',
  customerPhone: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  completedAt: '2025-01-01T00:01:00.000Z',
  items: [],
  consent: null,
  documents: [],
  paid: { paidAmount: '49.00', taxAmount: '0.00', taxBehavior: null, currency: 'USD', buyerCountry: null, reverseCharge: false },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('completePayment', () => {
  beforeEach(() => {
    resetStores();
    useSession.setState({ status: 'authenticated', user: customer });
    useCart.setState({ server: { userId: customer.id, items: [cartItem('t1')], loadedAt: Date.now(), loading: false, pending: [] } });
  });
  afterEach(resetStores);

  it('sends the signed session, hands the thank-you page the completed order, and re-reads cart and owned templates', async () => {
    const calls = fakeApi({
      [`PATCH /api/orders/${ORDER_ID}/complete`]: () => json(completed),
      [`GET /api/cart?userId=${customer.id}`]: () => json([]),
      [`GET /api/users/${customer.id}/owned-templates`]: () =>
        json({ templateIds: ['t1'], downloads: [{ templateId: 't1', orderId: 'o1', orderItemId: 'i1' }] }),
    });
    await expect(completePayment(ORDER_ID, 'signed-session')).resolves.toEqual(completed);
    await settle();
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { session: 'signed-session' } });
    expect(
      calls
        .slice(1)
        .map((call) => call.url)
        .sort(),
    ).toEqual([`/api/cart?userId=${customer.id}`, `/api/users/${customer.id}/owned-templates`]);
    expect(cache.get(`/api/orders/${ORDER_ID}`)?.data).toEqual(completed);
    expect(useCart.getState().server.items).toEqual([]);
  });

  it('fails, changing nothing, when the server refuses the session', async () => {
    const calls = fakeApi({ [`PATCH /api/orders/${ORDER_ID}/complete`]: () => json({ message: 'Invalid payment session' }, 400) });
    await expect(completePayment(ORDER_ID, 'forged')).rejects.toThrow('400');
    expect(calls).toHaveLength(1);
    expect(useCart.getState().server.items).toHaveLength(1);
  });
});
