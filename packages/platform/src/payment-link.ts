import { safeReturnPath } from './return-path';

/**
 * "The browser navigates to the payment link" (docs/product/storefront.md §4), at checkout and when a pending order's
 * payment is resumed from the dashboard: our simulated gateway is a page of this app, so the router
 * takes it without reloading everything; a real gateway's link (another site) is a full navigation.
 */
export function followPaymentLink(
  link: string,
  navigate: (path: string) => void,
  assign: (url: string) => void = (url) => window.location.assign(url),
): void {
  const path = safeReturnPath(link);
  if (path) navigate(path);
  else assign(link);
}
