/**
 * Links between the shop's pages without a router hook per link (docs/decisions/057). A page link is
 * a plain <a href data-page-link> (ui/page-link.tsx); the one listener PlatformProviders mounts
 * (LinkNavigation) routes its plain left clicks through the router, as react-router's Link would, and
 * leaves every other click to the browser: a new tab, a download, another site.
 */

/** The attribute that marks a page link. */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

/** What the decision reads of a click: the mouse event's own fields. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** What it reads of the page link clicked. */
export interface ClickedLink {
  /** The resolved URL (HTMLAnchorElement.href). */
  href: string;
  target: string;
  download: boolean;
}

/**
 * The in-app path a click on a page link goes to, or null where the browser should follow it itself:
 * a click another handler took, another button or a modifier (new tab or window, save), a target
 * frame, a download, or a URL outside this origin.
 */
export function pageLinkPath(click: LinkClick, link: ClickedLink, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((link.target && link.target !== '_self') || link.download) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let routerNavigate: Navigate | null = null;

/** LinkNavigation hands over the router's navigate while it is mounted (null when it unmounts). */
export function setPageNavigator(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

/**
 * Goes to one of the shop's pages from an event handler, without a useNavigate per component (a card's
 * heart, for one): through the router while the app is mounted, else as a full page load.
 */
export function navigateToPage(to: string, options?: { replace?: boolean }): void {
  if (routerNavigate) routerNavigate(to, options);
  else window.location.assign(to);
}
