import { CART_LIMITS, CART_TOASTS } from '@tm/contracts/cart';
import { fetchServerCart } from './cart-api';
import { EMPTY_SERVER_CART, patchServerCart, useCart } from './cart.store';
import { toast } from './toast.store';

// Only the latest read may write: an answer that left before a change must not overwrite the list after it.
let latestRead = 0;

/** Reads the signed-in customer's cart again (after every change, and when the cached list is too old). */
export async function refreshServerCart(): Promise<void> {
  const { userId } = useCart.getState().server;
  if (!userId) return;
  const ticket = ++latestRead;
  const current = () => ticket === latestRead && useCart.getState().server.userId === userId;
  patchServerCart({ loading: true });
  try {
    const items = await fetchServerCart(userId);
    if (current()) patchServerCart({ items, loadedAt: Date.now(), loading: false });
  } catch {
    if (!current()) return;
    // docs/product/storefront.md §7: an empty list on failure. loadedAt stays 0, so the next look tries again.
    patchServerCart({ items: [], loadedAt: 0, loading: false });
    toast({ title: 'Error', description: CART_TOASTS.loadFailed, variant: 'destructive' });
  }
}

/** Reads the list unless the one in hand is younger than CART_LIMITS.cacheMs (docs/product/storefront.md §7). */
export function ensureServerCart(now = Date.now()): Promise<void> {
  const { userId, loadedAt, loading } = useCart.getState().server;
  if (!userId || loading || (loadedAt > 0 && now - loadedAt < CART_LIMITS.cacheMs)) return Promise.resolve();
  return refreshServerCart();
}

/**
 * Points the server cart at the signed-in customer, or at nobody (null) for guests and admins: the
 * list of a user who signed out or was replaced is dropped, never shown to the next one.
 */
export function syncServerCart(userId: string | null): Promise<void> {
  if (useCart.getState().server.userId !== userId) useCart.setState({ server: { ...EMPTY_SERVER_CART, userId } });
  return ensureServerCart();
}

/** Marks a line busy (its stepper shows '...') while `work` runs. */
export async function whileLinePending<T>(templateId: string, work: () => Promise<T>): Promise<T> {
  patchServerCart({ pending: [...useCart.getState().server.pending, templateId] });
  try {
    return await work();
  } finally {
    // One mark off (two quick changes of a line each hold one); none if the cart was reset meanwhile.
    const { pending } = useCart.getState().server;
    const at = pending.indexOf(templateId);
    patchServerCart({ pending: pending.filter((_, index) => index !== at) });
  }
}
