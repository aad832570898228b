import { PAGE_DATA_IDS, REMOTE_NAMES, type RemoteName } from '@tm/contracts/remotes';

export interface RenderedPage {
  remote: RemoteName;
  /** The remote's build that rendered it: hydration needs the same one in the browser. */
  build: string;
  answers: Record<string, unknown>;
}

/** What the server rendered this page with, or undefined for a page the browser renders itself. */
export function renderedPage(root: HTMLElement): RenderedPage | undefined {
  const text = document.getElementById(PAGE_DATA_IDS.renderedPage)?.textContent;
  if (!text || !root.firstElementChild) return undefined;
  try {
    const value = JSON.parse(text) as { remote?: unknown; build?: unknown; answers?: unknown };
    const remote = REMOTE_NAMES.find((name) => name === value.remote);
    if (!remote || typeof value.build !== 'string' || !value.answers || typeof value.answers !== 'object') return undefined;
    return { remote, build: value.build, answers: value.answers as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

/**
 * The server links a rendered page's remote stylesheets by path (/mfe/storefront/x.css); the federation
 * runtime looks for them by absolute URL before adding its own. Written out absolute (the same URL, so
 * the browser keeps the loaded sheet), they are found, and no stylesheet is linked twice.
 */
export function adoptRenderedStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-rspack]')) {
    if (link.getAttribute('href') !== link.href) link.setAttribute('href', link.href);
  }
}
