import { CART_MAX_QUANTITY, useCart } from './cart.store';

describe('guest cart', () => {
  beforeEach(() => useCart.getState().clearGuestCart());

  it('raises the quantity when the same template is added again', () => {
    const { addGuestItem } = useCart.getState();
    addGuestItem({ templateId: 't1', templateName: 'One' });
    addGuestItem({ templateId: 't1', templateName: 'One' });
    addGuestItem({ templateId: 't2', templateName: 'Two' });
    const { guestItems, count } = useCart.getState();
    expect(guestItems.map((i) => [i.templateId, i.quantity])).toEqual([
      ['t1', 2],
      ['t2', 1],
    ]);
    expect(count).toBe(3);
  });

  it('removes a line whose quantity is set to 0 or less, and caps at the maximum', () => {
    const { addGuestItem, setGuestQuantity } = useCart.getState();
    addGuestItem({ templateId: 't1', templateName: 'One' });
    setGuestQuantity('t1', 99);
    expect(useCart.getState().guestItems[0].quantity).toBe(CART_MAX_QUANTITY);
    setGuestQuantity('t1', 0);
    expect(useCart.getState().guestItems).toEqual([]);
    expect(useCart.getState().count).toBe(0);
  });
});
