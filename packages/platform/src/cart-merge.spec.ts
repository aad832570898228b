import './testing/fake-browser';
import { CART_LIMITS, CART_TOASTS } from '@tm/contracts/cart';
import type { CartMergeBody } from '@tm/contracts/cart.schemas';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { MERGE_ATTEMPT_KEY, mergeGuestCartIfPending } from './cart-merge';
import { useCart } from './cart.store';
import { syncServerCart } from './server-cart';
import { useSession } from './session.store';
import { admin, cartItem, customer, fakeApi, json, type ApiCall } from './testing/fake-api';
import { fakeSessionStorage } from './testing/fake-browser';
import { currentToast, resetStores } from './testing/reset-stores';

const listRoute = `GET /api/cart?userId=${customer.id}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function fillGuestCart() {
  const { addGuestItem } = useCart.getState();
  addGuestItem({ templateId: 't1', templateName: 'One' }, 2);
  addGuestItem({ templateId: 't2', templateName: 'Two' });
}

async function signIn(user = customer) {
  fakeSessionStorage.setItem(STORAGE_KEYS.pendingCartMerge, 'true');
  useSession.setState({ status: 'authenticated', user });
  fakeApi({ [listRoute]: () => json([]) });
  await syncServerCart(user.isAdmin ? null : user.id);
}

const mergeCalls = (calls: ApiCall[]) => calls.filter((c) => c.url === '/api/cart/merge').map((c) => c.body as CartMergeBody);

describe('guest cart merge at sign-in', () => {
  beforeEach(resetStores);
  afterEach(() => {
    jest.useRealTimers();
    resetStores();
  });

  it('does nothing unless login or signup asked for it', async () => {
    fillGuestCart();
    useSession.setState({ status: 'authenticated', user: customer });
    const calls = fakeApi({});
    await mergeGuestCartIfPending();
    expect(calls).toEqual([]);
    expect(useCart.getState().guestCount).toBe(3);
  });

  it("clears the flag, waits ~200 ms, sends every guest line in one call, then empties the guest cart and toasts 'Cart Merged!'", async () => {
    jest.useFakeTimers();
    fillGuestCart();
    await signIn();
    const merged = [cartItem('t1', 2), cartItem('t2')];
    const calls = fakeApi({
      'POST /api/cart/merge': () => json({ items: merged, count: 3, merged: 3, owned: [] }),
      [listRoute]: () => json(merged),
    });

    const merging = mergeGuestCartIfPending();
    expect(fakeSessionStorage.getItem(STORAGE_KEYS.pendingCartMerge)).toBeNull();
    await jest.advanceTimersByTimeAsync(CART_LIMITS.mergeDelayMs - 1);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await merging;

    const [body, ...others] = mergeCalls(calls);
    expect(others).toEqual([]);
    expect(body.items).toEqual([
      { templateId: 't1', quantity: 2 },
      { templateId: 't2', quantity: 1 },
    ]);
    expect(body.mergeId).toMatch(UUID);
    expect(useCart.getState().guestItems).toEqual([]);
    expect(useCart.getState().server.items).toEqual(merged);
    expect(fakeSessionStorage.getItem(MERGE_ATTEMPT_KEY)).toBeNull();
    expect(currentToast()).toMatchObject(CART_TOASTS.merged(3));
  });

  it('marks the cart as merging from the flag until the merged list is in, so pages wait instead of showing it half-done', async () => {
    jest.useFakeTimers();
    fillGuestCart();
    await signIn();
    let answer: (response: Response) => void = () => undefined;
    fakeApi({
      'POST /api/cart/merge': () => new Promise<Response>((resolve) => (answer = resolve)),
      [listRoute]: () => json([cartItem('t1', 2)]),
    });

    const merging = mergeGuestCartIfPending();
    expect(useCart.getState().merging).toBe(true);
    await jest.advanceTimersByTimeAsync(CART_LIMITS.mergeDelayMs);
    expect(useCart.getState().merging).toBe(true);
    answer(json({ items: [cartItem('t1', 2)], count: 2, merged: 2, owned: [] }));
    await merging;
    expect(useCart.getState().merging).toBe(false);
    expect(useCart.getState().server.items).toEqual([cartItem('t1', 2)]);
  });

  it('keeps the guest cart on failure, and a retry of the same lines reuses the merge id', async () => {
    fillGuestCart();
    await signIn();
    const failing = fakeApi({ 'POST /api/cart/merge': () => json({ message: 'down' }, 503) });
    await mergeGuestCartIfPending();
    expect(currentToast()).toMatchObject({ title: 'Error', description: CART_TOASTS.mergeFailed, variant: 'destructive' });
    expect(useCart.getState().guestCount).toBe(3);

    await signIn();
    const retried = fakeApi({
      'POST /api/cart/merge': () => json({ items: [], count: 3, merged: 0, owned: [] }),
      [listRoute]: () => json([]),
    });
    await mergeGuestCartIfPending();
    expect(mergeCalls(retried)[0].mergeId).toBe(mergeCalls(failing)[0].mergeId);
    expect(useCart.getState().guestItems).toEqual([]);
  });

  it('gives changed guest lines a new merge id, so the server does not skip them', async () => {
    fillGuestCart();
    await signIn();
    const failing = fakeApi({ 'POST /api/cart/merge': () => Promise.reject(new TypeError('Failed to fetch')) });
    await mergeGuestCartIfPending();

    useCart.getState().addGuestItem({ templateId: 't3', templateName: 'Three' });
    await signIn();
    const retried = fakeApi({
      'POST /api/cart/merge': () => json({ items: [], count: 4, merged: 4, owned: [] }),
      [listRoute]: () => json([]),
    });
    await mergeGuestCartIfPending();
    expect(mergeCalls(retried)[0].mergeId).not.toBe(mergeCalls(failing)[0].mergeId);
    expect(mergeCalls(retried)[0].mergeId).toMatch(UUID);
  });

  it('says which guest lines were left out because the customer owns them, and empties the guest cart', async () => {
    fillGuestCart();
    await signIn();
    fakeApi({
      'POST /api/cart/merge': () => json({ items: [cartItem('t2')], count: 1, merged: 1, owned: ['t1'] }),
      [listRoute]: () => json([]),
    });
    await mergeGuestCartIfPending();
    expect(currentToast()).toMatchObject({
      title: 'Cart Merged!',
      description:
        '1 item from your guest cart has been added to your cart. 1 template you already own was left out: download it from your dashboard',
    });
    expect(useCart.getState().guestItems).toEqual([]);
  });

  it('leaves an admin without a merge, and the guest cart as it was', async () => {
    fillGuestCart();
    await signIn(admin);
    const calls = fakeApi({});
    await mergeGuestCartIfPending();
    expect(fakeSessionStorage.getItem(STORAGE_KEYS.pendingCartMerge)).toBeNull();
    expect(calls).toEqual([]);
    expect(useCart.getState().guestCount).toBe(3);
  });

  it('sends nothing and shows no toast when the guest cart is empty', async () => {
    await signIn();
    const calls = fakeApi({});
    await mergeGuestCartIfPending();
    expect(calls).toEqual([]);
    expect(currentToast()).toBeNull();
  });
});
