import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { useSession } from './session.store';
import { mergeGuestCartIfPending } from './cart-merge';
import { readStorage, removeStorage, writeStorage } from './storage';
import { safeReturnPath } from './return-path';

/** Remember where to come back to after signing in (the protected-route gate calls this). */
export function rememberReturnUrl(path: string): void {
  writeStorage('session', STORAGE_KEYS.authReturnUrl, path);
}

/**
 * The behaviour the spec runs on every route (storefront §2): once the user is authenticated, merge the
 * guest cart, then if sessionStorage authReturnUrl is set, clear it and go there.
 */
export function useAuthRedirects(): void {
  const status = useSession((state) => state.status);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (status !== 'authenticated') return;
    let cancelled = false;
    void (async () => {
      await mergeGuestCartIfPending();
      if (cancelled) return;
      const stored = readStorage('session', STORAGE_KEYS.authReturnUrl);
      if (stored === null) return;
      removeStorage('session', STORAGE_KEYS.authReturnUrl);
      const target = safeReturnPath(stored);
      if (target && target !== pathname + search) navigate(target, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [status, pathname, search, navigate]);
}
