import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './class-names';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box; a link inside it is followed, not a tick. */
  label: ReactNode;
  /** Inline validation message; marks the box invalid and is announced with it. */
  error?: string | null;
}

/** A checkbox with its label beside it and its message under it, like Input's (aria-invalid, aria-describedby). */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const errorId = `${boxId}-error`;
  return (
    <div className={cx('tm-check', error && 'tm-check--invalid', className)}>
      <input
        id={boxId}
        type="checkbox"
        className="tm-check__box"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      <label className="tm-check__label" htmlFor={boxId}>
        {label}
      </label>
      {error ? (
        <p id={errorId} className="tm-field__error tm-check__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
