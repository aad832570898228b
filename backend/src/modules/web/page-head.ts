import { escapeHtml } from '@tm/contracts/html-escape';
/** What the server puts in a page's <head> (SEO module): the title and further tags. */
export interface PageHead {
  /** Plain text; escaped when written. */
  title: string;
  /** Ready-made, escaped markup (meta, link, script tags), added at the end of <head>. */
  tags: string;
  /** Status to answer instead of the route table's (404 for a template that does not exist). */
  status?: number;
  /** A page that moved (a template's old slug, decision 076): answered 301 to this path, the query kept. */
  redirectTo?: string;
}

/**
 * Fills the <head> of the shell's index.html for some pages, and owns a few paths outside /api
 * (sitemap, robots.txt) that must not get the shell. Registered with WebAppService.usePageHead.
 */
export interface PageHeadProvider {
  /** The head for a page path; null keeps the shell's own. */
  headFor(path: string): Promise<PageHead | null>;
  /** Whether the provider's own routes answer this path (the shell must not). */
  ownsPath(path: string): boolean;
}

/** The shell's HTML with the page's title instead of its own and the head tags added. */
export function applyPageHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  // Functions as replacements: a `$&` in a template name must stay literal text.
  const withTitle = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);
  return addToHead(withTitle, head.tags);
}

/** The HTML with ready-made markup added at the end of its <head>. */
export function addToHead(html: string, tags: string): string {
  // A function as the replacement: a `$&` in the markup must stay literal text.
  return html.replace(/<\/head>/i, () => `${tags}</head>`);
}
