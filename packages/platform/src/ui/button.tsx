import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block = false }: StyleProps = {}, extra?: string): string {
  return cx('tm-btn', `tm-btn--${variant}`, `tm-btn--${size}`, block && 'tm-btn--block', extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /** Shows a spinner and sets aria-busy; the caller decides whether to disable. */
  loading?: boolean;
  icon?: ReactNode;
  /** React 19 passes a ref as a prop: focus can be moved back to the button. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, block, loading = false, icon, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="tm-spinner tm-spinner--inline" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

export interface LinkButtonProps extends LinkProps, StyleProps {}

/** A router link that looks like a button (navigation stays a link for keyboard and screen readers). */
export function LinkButton({ variant, size, block, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
