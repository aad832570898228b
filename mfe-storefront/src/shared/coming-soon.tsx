import type { ReactNode } from 'react';
import { LinkButton, PageShell } from '@tm/platform';

/** Placeholder for a page a later issue fills in, so every route already resolves. */
export function ComingSoon({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <PageShell title={title} subtitle={subtitle}>
      <div className="tm-placeholder">
        <p>
          <strong>Coming soon.</strong> This page is being built.
        </p>
        {children}
        <p>
          <LinkButton to="/" variant="link">
            Back to Home
          </LinkButton>
        </p>
      </div>
    </PageShell>
  );
}
