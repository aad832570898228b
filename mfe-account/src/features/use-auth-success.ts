import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_REDIRECT_DELAY_MS } from '@tm/contracts/limits';
import { PAGES, STORAGE_KEYS } from '@tm/contracts/routes';
import { toast, useSession, writeStorage } from '@tm/platform';

interface AuthSuccess {
  title: string;
  description: string;
  /** A same-site path already checked with safeReturnPath, or null for the dashboard. */
  returnPath: string | null;
}

/**
 * What login and signup do once the server accepted them (storefront §4): toast, mark the guest cart
 * for merging, re-read the current user, then after AUTH_REDIRECT_DELAY_MS go to the return path or
 * the dashboard. (The custom-build checkout branch arrives with the custom build issue.)
 */
export function useAuthSuccess() {
  const navigate = useNavigate();
  const refresh = useSession((state) => state.refresh);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    async ({ title, description, returnPath }: AuthSuccess) => {
      toast({ title, description });
      // Set before the session turns authenticated, so the merge that runs on that change sees it.
      writeStorage('session', STORAGE_KEYS.pendingCartMerge, 'true');
      await refresh();
      timer.current = setTimeout(() => navigate(returnPath ?? PAGES.dashboard, { replace: true }), AUTH_REDIRECT_DELAY_MS);
    },
    [navigate, refresh],
  );
}
