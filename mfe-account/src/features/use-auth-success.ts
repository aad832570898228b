import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_REDIRECT_DELAY_MS } from '@tm/contracts/limits';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { forgetSummary, saveCustomBuildAfterAuth, toast, useSession, writeStorage } from '@tm/platform';
import { afterAuthTarget } from './auth-target';

interface AuthSuccess {
  title: string;
  description: string;
  /** A same-site path already checked with safeReturnPath, or null for the dashboard. */
  returnPath: string | null;
  /** Signup also forgets the kept summary once it is saved (docs/product/storefront.md §4). */
  kind: 'login' | 'signup';
}

/**
 * What login and signup do once the server accepted them (docs/product/storefront.md §4): toast, mark the guest cart
 * for merging, re-read the current user, then after AUTH_REDIRECT_DELAY_MS go to the return path or
 * the dashboard. A visitor who left the custom build's Proceed to Checkout to sign in has their
 * summary saved and put in their cart, and goes to the checkout ('Custom Build Saved'); if that fails,
 * back to the custom build (login: to the return path when there is one).
 */
export function useAuthSuccess() {
  const navigate = useNavigate();
  const refresh = useSession((state) => state.refresh);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    async ({ title, description, returnPath, kind }: AuthSuccess) => {
      toast({ title, description });
      // Set before the session turns authenticated, so the merge that runs on that change sees it.
      writeStorage('session', STORAGE_KEYS.pendingCartMerge, 'true');
      await refresh();
      const customBuild = await saveCustomBuildAfterAuth();
      if (customBuild === 'saved' && kind === 'signup') forgetSummary();
      const target = afterAuthTarget(customBuild, kind, returnPath);
      timer.current = setTimeout(() => navigate(target, { replace: true }), AUTH_REDIRECT_DELAY_MS);
    },
    [navigate, refresh],
  );
}
