import './static-pages.css';
import type { ReactNode } from 'react';
import { STATIC_PAGE_META, type StaticPageKey } from '@tm/contracts/static-pages';
import { PageShell } from '@tm/platform';

/** When the policy texts last changed (shown on the legal pages). */
export const POLICIES_UPDATED = 'November 27, 2026';

/**
 * A static page (docs/product/back-office.md §1): the shared title and description, and readable prose.
 * `updated`: the legal pages' "Last updated" line, POLICIES_UPDATED or the page's own date.
 */
export function StaticPage({ page, updated, children }: { page: StaticPageKey; updated?: boolean | string; children: ReactNode }) {
  const meta = STATIC_PAGE_META[page];
  const date = typeof updated === 'string' ? updated : updated ? POLICIES_UPDATED : undefined;
  return (
    <PageShell title={meta.title} subtitle={date ? `Last updated ${date}` : undefined} width="narrow">
      <article className="sp-prose">{children}</article>
    </PageShell>
  );
}
