import type { ReactNode } from 'react';
import { cx } from '@tm/platform';

export interface StatusPanelProps {
  title: string;
  message?: ReactNode;
  /** 'soon': nothing to show yet (a shop or category without templates), said as news rather than as a miss. */
  tone?: 'error' | 'empty' | 'soon';
  actions?: ReactNode;
  /** Heading level inside the page (h2 under a page h1, h1 when the panel is the page). */
  headingAs?: 'h1' | 'h2' | 'h3';
  className?: string;
}

/** The error and empty states of the catalog screens: a headline, a sentence and what to do next. */
export function StatusPanel({ title, message, tone = 'empty', actions, headingAs: Heading = 'h2', className }: StatusPanelProps) {
  return (
    <div className={cx('sf-status', `sf-status--${tone}`, className)} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="sf-status__icon" aria-hidden="true">
        {tone === 'error' ? '!' : tone === 'soon' ? '✦' : '?'}
      </span>
      <Heading className="sf-status__title">{title}</Heading>
      {message ? <p className="sf-status__message">{message}</p> : null}
      {actions ? <div className="tm-row sf-status__actions">{actions}</div> : null}
    </div>
  );
}

/** 'Try Again' on the listing and featured errors reloads the page (docs/product/storefront.md §2, §4). */
export function reloadPage(): void {
  window.location.reload();
}
