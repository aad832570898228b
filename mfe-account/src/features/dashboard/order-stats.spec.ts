import type { Order, OrderItem } from '@tm/contracts/orders.schemas';
import { itemCountText, orderStats } from './order-stats';

const item = (quantity: number): OrderItem => ({
  id: `i${quantity}`,
  quantity,
  price: '10.00',
  template: { id: 't', name: 'T', slug: 't', price: '10.00', category: 'html', subcategory: 'business', previewImage: '' },
});

const order = (status: Order['status'], totalAmount: string, items: OrderItem[] = [item(1)]): Order => ({
  id: `${status}-${totalAmount}`,
  userId: 'u1',
  status,
  totalAmount,
  customerEmail: 'sam@example.com',
  customerName: 'Sam Shopper',
  customerPhone: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  completedAt: null,
  items,
  consent: null,
  documents: [],
  paid: null,
});

describe('dashboard figures', () => {
  it('counts every order but adds up only the paid (completed) ones, in whole cents', () => {
    expect(
      orderStats([order('completed', '19.99'), order('completed', '0.02'), order('pending', '49.00'), order('cancelled', '5.00')]),
    ).toEqual({
      totalOrders: 4,
      totalSpentCents: 2001,
    });
  });

  it('leaves out orders that expired unpaid (decision 066)', () => {
    expect(orderStats([order('completed', '19.99'), order('expired', '49.00'), order('expired', '49.00')])).toEqual({
      totalOrders: 1,
      totalSpentCents: 1999,
    });
  });

  it('counts what a taxed order cost the buyer, tax included (decision 081)', () => {
    const taxed: Order = {
      ...order('completed', '49.00'),
      paid: { paidAmount: '58.31', taxAmount: '9.31', taxBehavior: 'exclusive', currency: 'USD', buyerCountry: 'DE', reverseCharge: false },
    };
    expect(orderStats([taxed, order('completed', '1.00')])).toEqual({ totalOrders: 2, totalSpentCents: 5931 });
  });

  it('reads zero with no orders', () => {
    expect(orderStats([])).toEqual({ totalOrders: 0, totalSpentCents: 0 });
  });

  it('counts items by units', () => {
    expect(itemCountText(order('completed', '30.00', [item(2), item(1)]))).toBe('3 items');
    expect(itemCountText(order('completed', '10.00'))).toBe('1 item');
  });
});
