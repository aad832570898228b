import { useEffect, useSyncExternalStore } from 'react';
import { SITE_API, type SiteInfo } from '@tm/contracts/site';
import { getJson } from './api-client';
import { SUPPORT_EMAIL } from './brand';

/** Until the server answered (or when it cannot): not the demo store, the default support address, no claim about payments. */
const FALLBACK: SiteInfo = { demoStore: false, supportEmail: SUPPORT_EMAIL, paymentProvider: null, paymentsDemo: false };

let known: SiteInfo | undefined;
let pending: Promise<SiteInfo> | undefined;
const listeners = new Set<() => void>();

/** GET /api/site once per page load; a failure is forgotten so a later call tries again. */
export function loadSiteInfo(): Promise<SiteInfo> {
  pending ??= getJson<SiteInfo>(SITE_API.info).then(
    (info) => {
      known = info;
      for (const listener of listeners) listener();
      return info;
    },
    () => {
      pending = undefined;
      return FALLBACK;
    },
  );
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = (): SiteInfo => known ?? FALLBACK;
/** A server-rendered page was rendered without the answer: hydration starts from the same. */
const serverSnapshot = (): SiteInfo => FALLBACK;

/**
 * The install's facts (SUPPORT_EMAIL, demo store, payment provider) for a component; the fallback
 * until loaded. An external store rather than state set by an effect: an answer that arrives between
 * a component's render and its effect (another component asked first) still reaches it.
 */
export function useSiteInfo(): SiteInfo {
  const info = useSyncExternalStore(subscribe, current, serverSnapshot);
  useEffect(() => {
    void loadSiteInfo();
  }, []);
  return info;
}
