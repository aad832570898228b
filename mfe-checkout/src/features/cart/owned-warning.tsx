import { OWNED_TEXTS } from '@tm/platform';

/** On a cart or checkout line the customer already owns: a duplicate purchase is a common refund reason. */
export function OwnedWarning() {
  return (
    <p className="co-owned-warning">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M8.5 3.1a1.7 1.7 0 0 1 3 0l6.2 11.2a1.7 1.7 0 0 1-1.5 2.5H3.8a1.7 1.7 0 0 1-1.5-2.5L8.5 3.1ZM10 7a.9.9 0 0 0-.9.9v3.4a.9.9 0 0 0 1.8 0V7.9A.9.9 0 0 0 10 7Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        />
      </svg>
      {OWNED_TEXTS.warning}
    </p>
  );
}
