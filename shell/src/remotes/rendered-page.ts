import type { RemoteName } from '@tm/contracts/remotes';
import { REMOTE_NAMES } from '@tm/contracts/remotes';

/** The id of the JSON block a server-rendered page carries (written by backend/src/modules/web/page-renderer.ts). */
export const RENDERED_PAGE_ID = 'tm-rendered-page';

export interface RenderedPage {
  remote: RemoteName;
  /** The remote's build that rendered it: hydration needs the same one in the browser. */
  build: string;
  answers: Record<string, unknown>;
}

/** What the server rendered this page with, or undefined for a page the browser renders itself. */
export function renderedPage(root: HTMLElement): RenderedPage | undefined {
  const text = document.getElementById(RENDERED_PAGE_ID)?.textContent;
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
