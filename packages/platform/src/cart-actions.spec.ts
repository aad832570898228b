import './testing/fake-browser';
import { CART_LIMITS, CART_MESSAGES, CART_TOASTS } from '@tm/contracts/cart';
import { addToCart, removeFromCart, setCartQuantity } from './cart-actions';
import { useCart } from './cart.store';
import { syncServerCart } from './server-cart';
import { useSession } from './session.store';
import { admin, cartItem, customer, fakeApi, json, noContent } from './testing/fake-api';
import { currentToast, resetStores } from './testing/reset-stores';

const template = { templateId: 't1', templateName: 'Aurora' };
const listRoute = `GET /api/cart?userId=${customer.id}`;

async function signInCustomer(items = [cartItem('t1', 2)]) {
  useSession.setState({ status: 'authenticated', user: customer });
  fakeApi({ [listRoute]: () => json(items) });
  await syncServerCart(customer.id);
}

describe('add to cart', () => {
  beforeEach(resetStores);
  afterEach(resetStores);

  it("adds to the guest cart with 'Added to Cart!' for a guest, without calling the server", async () => {
    const calls = fakeApi({});
    await addToCart(template);
    await addToCart(template);
    expect(useCart.getState().guestItems).toMatchObject([{ templateId: 't1', templateName: 'Aurora', quantity: 2 }]);
    expect(currentToast()).toMatchObject({ title: 'Added to Cart!', description: 'Aurora has been added to your cart' });
    expect(calls).toEqual([]);
  });

  it('tells a guest whose cart holds the most templates it may', async () => {
    fakeApi({});
    for (let i = 0; i < CART_LIMITS.maxLines; i += 1) useCart.getState().addGuestItem({ templateId: `t${i}`, templateName: `T${i}` });
    await addToCart({ templateId: 'one-more', templateName: 'One more' });
    expect(currentToast()).toMatchObject({ title: 'Error', description: CART_MESSAGES.cartFull, variant: 'destructive' });
    expect(useCart.getState().guestItems).toHaveLength(CART_LIMITS.maxLines);
  });

  it("adds one unit on the server for a customer, re-reads the cart and toasts 'Added to cart'", async () => {
    await signInCustomer([]);
    const calls = fakeApi({ 'POST /api/cart': () => json(cartItem('t1')), [listRoute]: () => json([cartItem('t1')]) });
    await addToCart(template);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/cart', { templateId: 't1', userId: customer.id, quantity: 1, licence: 'regular' }],
      ['GET', listRoute.slice(4), undefined],
    ]);
    expect(useCart.getState().server.items).toEqual([cartItem('t1')]);
    expect(useCart.getState().guestItems).toEqual([]);
    expect(currentToast()).toMatchObject(CART_TOASTS.added);
  });

  it("shows the server's message, else 'Failed to add item to cart'", async () => {
    await signInCustomer([]);
    fakeApi({ 'POST /api/cart': () => json({ message: CART_MESSAGES.templateNotFound }, 404) });
    await addToCart(template);
    expect(currentToast()).toMatchObject({ title: 'Error', description: CART_MESSAGES.templateNotFound, variant: 'destructive' });

    fakeApi({ 'POST /api/cart': () => new Response('', { status: 502 }) });
    await addToCart(template);
    expect(currentToast()).toMatchObject({ title: 'Error', description: CART_TOASTS.addFailed });
  });

  it('sends an Idempotency-Key with each add, and the same one again after an add that got no answer', async () => {
    await signInCustomer([]);
    const unanswered = fakeApi({ 'POST /api/cart': () => new Response('', { status: 503 }) });
    await addToCart(template);
    const unreached = fakeApi({ 'POST /api/cart': () => Promise.reject(new TypeError('Failed to fetch')) });
    await addToCart(template);
    const answered = fakeApi({ 'POST /api/cart': () => json(cartItem('t1')), [listRoute]: () => json([cartItem('t1')]) });
    await addToCart(template);
    await addToCart(template);
    const keys = [...unanswered, ...unreached, ...answered].filter((c) => c.method === 'POST').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The two unanswered tries and the one that got through share a key; the next add is a new one.
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('does nothing for an admin', async () => {
    useSession.setState({ status: 'authenticated', user: admin });
    const calls = fakeApi({});
    await addToCart(template);
    expect(calls).toEqual([]);
    expect(useCart.getState().guestItems).toEqual([]);
    expect(currentToast()).toBeNull();
  });

  it('waits for the session before choosing the cart', async () => {
    useSession.setState({ status: 'loading', user: null });
    const calls = fakeApi({ 'POST /api/cart': () => json(cartItem('t1')), [listRoute]: () => json([cartItem('t1')]) });
    const adding = addToCart(template);
    useSession.setState({ status: 'authenticated', user: customer });
    await syncServerCart(customer.id);
    await adding;
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
    expect(useCart.getState().guestItems).toEqual([]);
  });
});

describe('changing a line', () => {
  beforeEach(resetStores);
  afterEach(resetStores);

  it("updates a server line, keeping it pending until the list is read again, and toasts 'Cart updated'", async () => {
    await signInCustomer();
    let pendingDuringCall = false;
    const calls = fakeApi({
      'PATCH /api/cart/item-t1': () => {
        pendingDuringCall = useCart.getState().server.pending.includes('t1');
        return json(cartItem('t1', 3));
      },
      [listRoute]: () => json([cartItem('t1', 3)]),
    });
    await setCartQuantity({ templateId: 't1', itemId: 'item-t1' }, 3);
    expect(pendingDuringCall).toBe(true);
    expect(calls[0].body).toEqual({ quantity: 3 });
    expect(useCart.getState().server).toMatchObject({ items: [cartItem('t1', 3)], pending: [] });
    expect(currentToast()).toMatchObject(CART_TOASTS.updated);
  });

  it('says which failure it was: a refusal, or a server that could not be reached', async () => {
    await signInCustomer();
    fakeApi({ 'PATCH /api/cart/item-t1': () => json({ message: 'nope' }, 400), [listRoute]: () => json([cartItem('t1', 2)]) });
    await setCartQuantity({ templateId: 't1', itemId: 'item-t1' }, 3);
    expect(currentToast()).toMatchObject({ title: 'Error', description: CART_TOASTS.updateFailed, variant: 'destructive' });

    fakeApi({
      'PATCH /api/cart/item-t1': () => Promise.reject(new TypeError('Failed to fetch')),
      [listRoute]: () => json([cartItem('t1', 2)]),
    });
    await setCartQuantity({ templateId: 't1', itemId: 'item-t1' }, 3);
    expect(currentToast()).toMatchObject({ description: CART_TOASTS.updateFailedRetry });
    expect(useCart.getState().server).toMatchObject({ items: [cartItem('t1', 2)], pending: [] });
  });

  it("removes a server line with 'Item removed', or says 'Failed to remove item from cart'", async () => {
    await signInCustomer();
    const calls = fakeApi({ 'DELETE /api/cart/item-t1': noContent, [listRoute]: () => json([]) });
    await removeFromCart({ templateId: 't1', itemId: 'item-t1' });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/cart/item-t1' });
    expect(useCart.getState().server.items).toEqual([]);
    expect(currentToast()).toMatchObject(CART_TOASTS.removed);

    fakeApi({ 'DELETE /api/cart/item-t1': () => json({ message: 'gone' }, 404), [listRoute]: () => json([]) });
    await removeFromCart({ templateId: 't1', itemId: 'item-t1' });
    expect(currentToast()).toMatchObject({ title: 'Error', description: CART_TOASTS.removeFailed });
  });

  it('changes guest lines in the browser', async () => {
    const calls = fakeApi({});
    useCart.getState().addGuestItem(template);
    await setCartQuantity({ templateId: 't1', itemId: null }, 4);
    expect(useCart.getState().guestCount).toBe(4);
    expect(currentToast()).toMatchObject(CART_TOASTS.updated);
    await removeFromCart({ templateId: 't1', itemId: null });
    expect(useCart.getState().guestItems).toEqual([]);
    expect(currentToast()).toMatchObject(CART_TOASTS.removed);
    expect(calls).toEqual([]);
  });
});
