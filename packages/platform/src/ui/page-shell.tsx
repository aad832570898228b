import type { ReactNode } from 'react';
import { cx } from './class-names';
import { useDocumentTitle } from './use-document-title';

export interface PageShellProps {
  title: string;
  subtitle?: ReactNode;
  /** Right-hand header content (buttons, badges). */
  actions?: ReactNode;
  /** 'narrow' for forms, 'wide' for grids. */
  width?: 'narrow' | 'default' | 'wide';
  /** Hide the visible heading (the page draws its own) but keep the document title. */
  hideHeading?: boolean;
  className?: string;
  children?: ReactNode;
}

export function PageShell({ title, subtitle, actions, width = 'default', hideHeading = false, className, children }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <div className={cx('tm-page', `tm-page--${width}`, className)}>
      {hideHeading ? null : (
        <header className="tm-page__header">
          <div>
            <h1 className="tm-page__title">{title}</h1>
            {subtitle ? <p className="tm-page__subtitle">{subtitle}</p> : null}
          </div>
          {actions ? <div className="tm-page__actions">{actions}</div> : null}
        </header>
      )}
      {children}
    </div>
  );
}
