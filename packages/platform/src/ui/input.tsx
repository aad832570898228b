import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './class-names';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Inline validation message; marks the field invalid and is announced with it. */
  error?: string | null;
  hint?: ReactNode;
}

export function Input({ label, error, hint, id, className, ...rest }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('tm-field', error && 'tm-field--invalid', className)}>
      <label className="tm-label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className="tm-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && !error ? (
        <p id={hintId} className="tm-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="tm-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
