import { CART_LIMITS, CART_TOASTS } from '@tm/contracts/cart';
import type { CartMergeBody } from '@tm/contracts/cart.schemas';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { postCartMerge } from './cart-api';
import { cartModeOf } from './cart-mode';
import { useCart } from './cart.store';
import { randomUuid } from './random-id';
import { refreshServerCart } from './server-cart';
import { useSession } from './session.store';
import { readStorage, removeStorage, writeStorage } from './storage';
import { toast } from './toast.store';

/** sessionStorage: the merge id of a merge not yet known to have succeeded, with what it carried. */
export const MERGE_ATTEMPT_KEY = STORAGE_KEYS.cartMergeAttempt;

interface MergeAttempt {
  mergeId: string;
  userId: string;
  /** The lines sent, as JSON. */
  lines: string;
}

function readAttempt(): MergeAttempt | null {
  try {
    const parsed = JSON.parse(readStorage('session', MERGE_ATTEMPT_KEY) ?? 'null') as Partial<MergeAttempt> | null;
    return parsed && typeof parsed.mergeId === 'string' && typeof parsed.userId === 'string' && typeof parsed.lines === 'string'
      ? (parsed as MergeAttempt)
      : null;
  } catch {
    return null;
  }
}

/**
 * The server applies a merge id once, so a retry of a call whose answer was lost must reuse its id. Only
 * the same lines for the same user reuse it: a guest cart that changed since (or another account) gets a
 * new id, else the server would skip lines it never saw.
 */
function mergeIdFor(userId: string, items: CartMergeBody['items']): string {
  const lines = JSON.stringify(items);
  const earlier = readAttempt();
  if (earlier && earlier.userId === userId && earlier.lines === lines) return earlier.mergeId;
  const attempt: MergeAttempt = { mergeId: randomUuid(), userId, lines };
  writeStorage('session', MERGE_ATTEMPT_KEY, JSON.stringify(attempt));
  return attempt.mergeId;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * docs/product/storefront.md §4 "Cart merge", run by useAuthRedirects once the user is authenticated: when login or
 * signup set sessionStorage pendingCartMerge, clear it, wait ~200 ms, send every guest line in ONE merge
 * call, then clear the guest cart, re-read the server cart and toast 'Cart Merged!' (and which owned
 * templates were left out). On failure the
 * guest cart stays. Admins have no cart: their guest cart is left alone.
 */
export async function mergeGuestCartIfPending(): Promise<void> {
  // Checked and cleared before the first await, so the effect running again cannot merge twice.
  if (readStorage('session', STORAGE_KEYS.pendingCartMerge) !== 'true') return;
  removeStorage('session', STORAGE_KEYS.pendingCartMerge);
  if (useCart.getState().guestItems.length === 0) return;
  // Pages showing the cart wait for the merged list rather than flash the account's cart without it.
  useCart.setState({ merging: true });
  try {
    await delay(CART_LIMITS.mergeDelayMs);
    await mergeNow();
  } finally {
    useCart.setState({ merging: false });
  }
}

/** The merge itself, once the delay has passed: the session may have changed meanwhile. */
async function mergeNow(): Promise<void> {
  const session = useSession.getState();
  const guestItems = useCart.getState().guestItems;
  if (cartModeOf(session) !== 'customer' || !session.user || guestItems.length === 0) return;

  const items = guestItems.map(({ templateId, quantity }) => ({ templateId, quantity }));
  try {
    const result = await postCartMerge({ mergeId: mergeIdFor(session.user.id, items), items });
    removeStorage('session', MERGE_ATTEMPT_KEY);
    useCart.getState().clearGuestCart();
    await refreshServerCart();
    // Owned templates were left out (an owned template is downloaded, not bought): say so rather than
    // count them as merged.
    const owned = result.owned.length;
    toast(owned > 0 ? CART_TOASTS.mergedOwned(result.merged, owned) : CART_TOASTS.merged(result.merged));
  } catch {
    toast({ title: 'Error', description: CART_TOASTS.mergeFailed, variant: 'destructive' });
  }
}
