import { EMPTY_SERVER_CART, useCart } from '../cart.store';
import { useSession } from '../session.store';
import { useToastStore } from '../toast.store';
import { fakeLocalStorage, fakeSessionStorage } from './fake-browser';

/**
 * A signed-out visitor with empty carts, empty storage and no toast. Run before each test (a clean
 * start) and after it (dismissing the toast stops its timer, so jest can exit).
 */
export function resetStores(): void {
  fakeLocalStorage.clear();
  fakeSessionStorage.clear();
  useCart.getState().clearGuestCart();
  useCart.setState({ server: EMPTY_SERVER_CART, merging: false });
  useSession.setState({ status: 'unauthenticated', user: null });
  useToastStore.getState().dismiss();
}

export const currentToast = () => useToastStore.getState().current;
