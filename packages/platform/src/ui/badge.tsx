import type { HTMLAttributes } from 'react';
import { cx } from './class-names';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  return <span className={cx('tm-badge', `tm-badge--${variant}`, className)} {...rest} />;
}
