import './testing/fake-browser';
import { CART_LIMITS, CART_TOASTS } from '@tm/contracts/cart';
import { useCart } from './cart.store';
import { ensureServerCart, refreshServerCart, syncServerCart } from './server-cart';
import { cartItem, fakeApi, json } from './testing/fake-api';
import { currentToast, resetStores } from './testing/reset-stores';

const listUrl = (userId: string) => `GET /api/cart?userId=${userId}`;

describe('server cart', () => {
  beforeEach(resetStores);
  afterEach(resetStores);

  it("reads the customer's cart once and keeps it for 5 minutes", async () => {
    const calls = fakeApi({ [listUrl('u1')]: () => json([cartItem('t1', 2)]) });
    await syncServerCart('u1');
    expect(useCart.getState().server.items).toEqual([cartItem('t1', 2)]);
    const { loadedAt } = useCart.getState().server;

    await ensureServerCart(loadedAt + CART_LIMITS.cacheMs - 1);
    expect(calls).toHaveLength(1);
    await ensureServerCart(loadedAt + CART_LIMITS.cacheMs);
    expect(calls).toHaveLength(2);
  });

  it('drops the list at sign-out and when another user signs in', async () => {
    fakeApi({ [listUrl('u1')]: () => json([cartItem('t1')]), [listUrl('u2')]: () => json([]) });
    await syncServerCart('u1');
    await syncServerCart(null);
    expect(useCart.getState().server).toMatchObject({ userId: null, items: [] });

    await syncServerCart('u1');
    const reading = syncServerCart('u2');
    expect(useCart.getState().server.items).toEqual([]);
    await reading;
    expect(useCart.getState().server).toMatchObject({ userId: 'u2', items: [] });
  });

  it('keeps the latest read when an older answer arrives after it', async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    let reads = 0;
    fakeApi({
      [listUrl('u1')]: () => {
        reads += 1;
        return reads === 1 ? new Promise<Response>((resolve) => (answerFirst = resolve)) : json([cartItem('t1', 3)]);
      },
    });
    const first = syncServerCart('u1');
    await refreshServerCart();
    answerFirst(json([]));
    await first;
    expect(useCart.getState().server.items).toEqual([cartItem('t1', 3)]);
  });

  it("answers an empty list and 'Failed to load cart items' when the read fails", async () => {
    fakeApi({ [listUrl('u1')]: () => json({ message: 'boom' }, 500) });
    await syncServerCart('u1');
    expect(useCart.getState().server).toMatchObject({ items: [], loading: false, loadedAt: 0 });
    expect(currentToast()).toMatchObject({ title: 'Error', description: CART_TOASTS.loadFailed, variant: 'destructive' });
  });
});
