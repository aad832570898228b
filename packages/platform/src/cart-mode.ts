import type { SessionState } from './session.store';
import { useSession } from './session.store';

/**
 * Which cart the current visitor has (docs/product/storefront.md §6): guests keep one in the browser, signed-in customers
 * on the server, admins none. 'unknown' while the session is still being read.
 */
export type CartMode = 'unknown' | 'guest' | 'customer' | 'admin';

export function cartModeOf({ status, user }: Pick<SessionState, 'status' | 'user'>): CartMode {
  if (status === 'loading') return 'unknown';
  if (status !== 'authenticated' || !user) return 'guest';
  return user.isAdmin ? 'admin' : 'customer';
}

/** The session once it is known: a click made while it is still being read must not pick the wrong cart. */
export function settledSession(): Promise<SessionState> {
  const current = useSession.getState();
  if (current.status !== 'loading') return Promise.resolve(current);
  return new Promise((resolve) => {
    const unsubscribe = useSession.subscribe((state) => {
      if (state.status === 'loading') return;
      unsubscribe();
      resolve(state);
    });
  });
}
