export interface SpinnerProps {
  /** Visible text next to the spinner, also what assistive tech announces. */
  label?: string;
  /** Centre it in a roomy block (page/section loading). */
  block?: boolean;
}

export function Spinner({ label = 'Loading...', block = false }: SpinnerProps) {
  return (
    <div className={block ? 'tm-loading tm-loading--block' : 'tm-loading'} role="status" aria-live="polite">
      <span className="tm-spinner" aria-hidden="true" />
      <span className="tm-loading__label">{label}</span>
    </div>
  );
}
