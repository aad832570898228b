import { useToastStore } from '../toast.store';
import { cx } from './class-names';

/** Renders the toast bus. Mounted once by the shell (and by a remote's standalone dev page). */
export function ToastViewport() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    // One live region; failures interrupt (assertive), everything else waits its turn (polite).
    <div
      className="tm-toast-viewport"
      role="region"
      aria-label="Notifications"
      aria-live={current?.variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {current ? (
        <div
          key={current.id}
          className={cx('tm-toast', current.variant === 'destructive' && 'tm-toast--destructive')}
          data-variant={current.variant}
          data-testid="toast"
        >
          <div className="tm-toast__text">
            <p className="tm-toast__title">{current.title}</p>
            {current.description ? <p className="tm-toast__description">{current.description}</p> : null}
          </div>
          <button type="button" className="tm-toast__close" aria-label="Dismiss notification" onClick={() => dismiss(current.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
