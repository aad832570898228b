import type { ReactNode } from 'react';
import { cx } from './class-names';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  // Errors interrupt (role=alert); the rest are polite status messages.
  const role = variant === 'error' ? 'alert' : 'status';
  return (
    <div className={cx('tm-alert', `tm-alert--${variant}`, className)} role={role}>
      {title ? <p className="tm-alert__title">{title}</p> : null}
      {children ? <div className="tm-alert__body">{children}</div> : null}
    </div>
  );
}
