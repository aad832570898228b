import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig, type Middleware, type SWRConfiguration } from 'swr';
import { swrFetcher } from './api-client';
import { useServerCartSync } from './cart-hooks';
import { useSession } from './session.store';
import { useAuthRedirects } from './use-auth-redirects';
import { LinkNavigation } from './ui/page-link';
import { ToastViewport } from './ui/toast-viewport';

/** docs/product/storefront.md §7: data never goes stale; no refetch on interval or focus; no retries. */
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
 * Answers the server already read for the first screen, by the URL the page fetches them with (its SWR
 * key), and on the server the keys a render asked for without an answer (docs/decisions/056).
 */
export interface FirstScreenData {
  answers: Record<string, unknown>;
  onMissing?: (key: string) => void;
}

/**
 * The hooks' view of the first-screen answers. A hook that mounts with one (while the page hydrates)
 * does not fetch it again on mount, even where it otherwise always would (listing pages): the server
 * read it a moment ago. Later mounts fetch as usual. On the server, it tells which string keys (API
 * URLs) a render used without an answer, so the server can read them and render again.
 */
function firstScreenMiddleware({ answers, onMissing }: FirstScreenData): Middleware {
  const unread = new Set(Object.keys(answers));
  return (useSWRNext) => (key, fetcher, config) => {
    const answered = typeof key === 'string' && unread.has(key);
    if (typeof key === 'string' && !answered && !(key in answers)) onMissing?.(key);
    useEffect(() => {
      if (answered) unread.delete(key);
    }, [answered, key]);
    return useSWRNext(key, fetcher, answered ? { ...config, revalidateOnMount: false } : config);
  };
}

/**
 * What every page needs around it: SWR defaults, the session read once at start, the signed-in
 * customer's cart kept in step with it, the on-every-route auth redirects, the page links' click
 * listener and the toast viewport.
 * Must sit inside the (one) router. A server-rendered page passes its first-screen answers (`data`):
 * the hooks find them at once, on the server and when the browser hydrates, and fetch nothing again.
 */
export function PlatformProviders({ children, toasts = true, data }: { children: ReactNode; toasts?: boolean; data?: FirstScreenData }) {
  const swr = useMemo<SWRConfiguration>(() => {
    if (!data) return SWR_DEFAULTS;
    return { ...SWR_DEFAULTS, fallback: data.answers, use: [firstScreenMiddleware(data)] };
  }, [data]);
  return (
    <SWRConfig value={swr}>
      <SessionBoot />
      <LinkNavigation />
      {children}
      {toasts ? <ToastViewport /> : null}
    </SWRConfig>
  );
}
