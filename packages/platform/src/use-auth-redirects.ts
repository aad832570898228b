import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGES, STORAGE_KEYS } from '@tm/contracts/routes';
import { useSession } from './session.store';
import { mergeGuestCartIfPending } from './cart-merge';
import { saveWishlistIntentIfPending } from './wishlist';
import { readStorage, removeStorage, writeStorage } from './storage';
import { safeReturnPath } from './return-path';

/** Remember where to come back to after signing in (the protected-route gate calls this). */
export function rememberReturnUrl(path: string): void {
  writeStorage('session', STORAGE_KEYS.authReturnUrl, path);
}

/** The pages a sign-in happens on; the gate sends visitors to the first with ?return= the path it stored. */
const SIGN_IN_PAGES: readonly string[] = [PAGES.login, PAGES.signup];

/**
 * Takes the stored return URL out of storage and answers it only when the sign-in that just happened at
 * `pathname`/`search` is the one it was stored for: on the login or sign-up page whose ?return= names
 * the same path. Any other is stale (left by an abandoned visit to /admin, say) and is dropped, so it
 * never sends a later sign-up somewhere else (decision 028).
 */
export function takeReturnUrl(pathname: string, search: string): string | null {
  const stored = readStorage('session', STORAGE_KEYS.authReturnUrl);
  if (stored === null) return null;
  removeStorage('session', STORAGE_KEYS.authReturnUrl);
  const storedForThis = SIGN_IN_PAGES.includes(pathname) && new URLSearchParams(search).get('return') === stored;
  return storedForThis ? safeReturnPath(stored) : null;
}

/**
 * The behaviour the spec runs on every route (docs/product/storefront.md §2): once the user is authenticated, merge the
 * guest cart and save the template a guest's wishlist heart asked for, then if sessionStorage authReturnUrl is set (and was stored for this sign-in), clear it
 * and go there.
 */
export function useAuthRedirects(): void {
  const status = useSession((state) => state.status);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (status !== 'authenticated') return;
    // Judged where the user became authenticated, before the login page moves on.
    const target = takeReturnUrl(pathname, search);
    let cancelled = false;
    void (async () => {
      await Promise.all([mergeGuestCartIfPending(), saveWishlistIntentIfPending()]);
      if (cancelled) return;
      if (target && target !== pathname + search) void navigate(target, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [status, pathname, search, navigate]);
}
