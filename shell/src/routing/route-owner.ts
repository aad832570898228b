import { matchPath } from 'react-router-dom';
import { PAGES, REMOTE_PAGES, PAGE_ACCESS, type Access, type PageKey } from '@tm/contracts/routes';
import { REMOTE_NAMES, type RemoteName } from '@tm/contracts/remotes';

export interface PageOwner {
  remote: RemoteName;
  page: PageKey;
  access: Access;
}

// Most specific first (more segments, then fewer params), so '/admin/bulk-generator' is tried before
// '/admin' and '/html-templates/landing-pages' before '/template/:slug'-like patterns.
const ROUTE_TABLE: Array<{ remote: RemoteName; page: PageKey; path: string }> = REMOTE_NAMES.flatMap((remote) =>
  REMOTE_PAGES[remote].map((page) => ({ remote, page, path: PAGES[page] })),
).sort((a, b) => specificity(b.path) - specificity(a.path));

function specificity(path: string): number {
  const segments = path.split('/').filter(Boolean);
  const params = segments.filter((segment) => segment.startsWith(':')).length;
  return segments.length * 10 - params;
}

/** Which remote owns this pathname (exact match), or null for a 404. */
export function findPageOwner(pathname: string): PageOwner | null {
  for (const entry of ROUTE_TABLE) {
    if (matchPath({ path: entry.path, end: true }, pathname)) {
      return { remote: entry.remote, page: entry.page, access: PAGE_ACCESS[entry.page] ?? 'public' };
    }
  }
  return null;
}
