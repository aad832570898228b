import { useEffect, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrFetcher } from './api-client';
import { useServerCartSync } from './cart-hooks';
import { useSession } from './session.store';
import { useAuthRedirects } from './use-auth-redirects';
import { ToastViewport } from './ui/toast-viewport';

/** storefront §7: data never goes stale; no refetch on interval or focus; no retries. */
export const SWR_DEFAULTS: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
};

function SessionBoot() {
  const refresh = useSession((state) => state.refresh);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useServerCartSync();
  useAuthRedirects();
  return null;
}

/**
 * What every page needs around it: SWR defaults, the session read once at start, the signed-in
 * customer's cart kept in step with it, the on-every-route auth redirects and the toast viewport.
 * Must sit inside the (one) router.
 */
export function PlatformProviders({ children, toasts = true }: { children: ReactNode; toasts?: boolean }) {
  return (
    <SWRConfig value={SWR_DEFAULTS}>
      <SessionBoot />
      {children}
      {toasts ? <ToastViewport /> : null}
    </SWRConfig>
  );
}
