import { useEffect, useState } from 'react';
import { SITE_API, type SiteInfo } from '@tm/contracts/site';
import { getJson } from './api-client';
import { SUPPORT_EMAIL } from './brand';

/** Until the server answered (or when it cannot): not the demo store, the default support address, no claim about payments. */
const FALLBACK: SiteInfo = { demoStore: false, supportEmail: SUPPORT_EMAIL, paymentProvider: null, paymentsDemo: false };

let known: SiteInfo | undefined;
let pending: Promise<SiteInfo> | undefined;

/** GET /api/site once per page load; a failure is forgotten so a later call tries again. */
export function loadSiteInfo(): Promise<SiteInfo> {
  pending ??= getJson<SiteInfo>(SITE_API.info).then(
    (info) => (known = info),
    () => {
      pending = undefined;
      return FALLBACK;
    },
  );
  return pending;
}

/** The install's facts (SUPPORT_EMAIL, demo store) for a component; the fallback until loaded. */
export function useSiteInfo(): SiteInfo {
  const [info, setInfo] = useState<SiteInfo>(known ?? FALLBACK);
  useEffect(() => {
    if (known) return undefined;
    let live = true;
    void loadSiteInfo().then((loaded) => {
      if (live) setInfo(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return info;
}
