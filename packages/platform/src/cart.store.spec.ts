import './testing/fake-browser';
import { CART_LIMITS } from '@tm/contracts/cart';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { useCart, type GuestCartItem } from './cart.store';
import { fakeLocalStorage } from './testing/fake-browser';
import { resetStores } from './testing/reset-stores';

describe('guest cart', () => {
  beforeEach(resetStores);
  afterEach(resetStores);

  it('raises the quantity when the same template is added again', () => {
    const { addGuestItem } = useCart.getState();
    addGuestItem({ templateId: 't1', templateName: 'One' });
    addGuestItem({ templateId: 't1', templateName: 'One' });
    addGuestItem({ templateId: 't2', templateName: 'Two' });
    const { guestItems, guestCount } = useCart.getState();
    expect(guestItems.map((i) => [i.templateId, i.quantity])).toEqual([
      ['t1', 2],
      ['t2', 1],
    ]);
    expect(guestCount).toBe(3);
  });

  it('removes a line whose quantity is set to 0 or less, and caps at the maximum', () => {
    const { addGuestItem, setGuestQuantity } = useCart.getState();
    addGuestItem({ templateId: 't1', templateName: 'One' });
    setGuestQuantity('t1', 99);
    expect(useCart.getState().guestItems[0].quantity).toBe(CART_LIMITS.maxQuantity);
    setGuestQuantity('t1', 0);
    expect(useCart.getState().guestItems).toEqual([]);
    expect(useCart.getState().guestCount).toBe(0);
  });

  it('keeps the lines in localStorage under the guest cart key', () => {
    useCart.getState().addGuestItem({ templateId: 't1', templateName: 'One' }, 2);
    const stored = JSON.parse(fakeLocalStorage.getItem(STORAGE_KEYS.guestCart) ?? '[]') as GuestCartItem[];
    expect(stored).toEqual([expect.objectContaining({ templateId: 't1', templateName: 'One', quantity: 2 })]);
  });

  it('refuses a new template once it holds as many as a server cart may', () => {
    const { addGuestItem } = useCart.getState();
    for (let i = 0; i < CART_LIMITS.maxLines; i += 1) expect(addGuestItem({ templateId: `t${i}`, templateName: `T${i}` })).toBe(true);
    expect(addGuestItem({ templateId: 'one-too-many', templateName: 'Extra' })).toBe(false);
    expect(addGuestItem({ templateId: 't0', templateName: 'T0' })).toBe(true);
    expect(useCart.getState().guestItems).toHaveLength(CART_LIMITS.maxLines);
  });
});
