import { REMOTE_NAMES, type RemoteName } from '@tm/contracts/remotes';
import { PAGES, REMOTE_PAGES, type PageKey } from '@tm/contracts/routes';

// Fewer parameters first, so a static page wins over a pattern of the same length (as the shell's table does).
const PATTERNS = (Object.entries(PAGES) as Array<[PageKey, string]>)
  .map(([key, path]) => ({ key, parts: path.split('/').filter(Boolean) }))
  .sort((a, b) => a.parts.filter((p) => p.startsWith(':')).length - b.parts.filter((p) => p.startsWith(':')).length);

/**
 * The client page a URL path shows, matched as react-router does: `:param` takes one non-empty
 * segment, static segments compare case-insensitively, a trailing slash is ignored.
 */
export function pageAt(pathname: string): PageKey | undefined {
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
  } catch {
    return undefined; // malformed percent-encoding
  }
  return PATTERNS.find(
    ({ parts }) =>
      parts.length === segments.length &&
      parts.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase()),
  )?.key;
}

const OWNER_OF_PAGE = new Map<PageKey, RemoteName>(REMOTE_NAMES.flatMap((name) => REMOTE_PAGES[name].map((page) => [page, name] as const)));

/** The remote that renders a page. */
export function ownerOf(page: PageKey): RemoteName | undefined {
  return OWNER_OF_PAGE.get(page);
}
