import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { IDLE_DOWNLOAD, downloadLabel, startDownloadCycle } from '../download-cycle';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button';

export interface DownloadButtonProps {
  /** A download URL answering a ZIP attachment (downloadItemPath / downloadOrderPath). */
  href: string;
  /** What it downloads, for assistive tech: many buttons share one page. */
  itemName: string;
  idleLabel?: string;
  /** The dashboard's item buttons open in a new tab (docs/product/storefront.md §2); elsewhere the file just downloads. */
  newTab?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Called when a download starts (the dashboard drops its "Update available" mark). */
  onStart?: () => void;
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M10 2a.75.75 0 0 1 .75.75v8.44l2.72-2.72a.75.75 0 1 1 1.06 1.06l-4 4a.75.75 0 0 1-1.06 0l-4-4a.75.75 0 0 1 1.06-1.06l2.72 2.72V2.75A.75.75 0 0 1 10 2ZM3.75 14a.75.75 0 0 1 .75.75v1.5h11v-1.5a.75.75 0 0 1 1.5 0v2.25a.75.75 0 0 1-.75.75H3.75a.75.75 0 0 1-.75-.75v-2.25a.75.75 0 0 1 .75-.75Z"
      />
    </svg>
  );
}

/**
 * A download link that looks like a button, with the docs/product/storefront.md §4 states: Download, 'Downloading...'
 * (about 2 s, further clicks ignored), 'Downloaded'. A link, not fetch + blob: the browser streams the
 * ZIP to disk with the session cookie instead of holding it in memory.
 */
export function DownloadButton({
  href,
  itemName,
  idleLabel = 'Download',
  newTab = false,
  variant = 'outline',
  size = 'sm',
  onStart,
}: DownloadButtonProps) {
  const [state, setState] = useState(IDLE_DOWNLOAD);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (state.busy) {
      event.preventDefault();
      return;
    }
    cancel.current?.();
    cancel.current = startDownloadCycle(setState);
    onStart?.();
  }

  return (
    <a
      href={href}
      className={buttonClass({ variant, size }, 'tm-download-button')}
      aria-disabled={state.busy || undefined}
      onClick={onClick}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { download: '' })}
    >
      {state.busy ? <span className="tm-spinner tm-spinner--inline" aria-hidden="true" /> : <DownloadIcon />}
      {downloadLabel(state, idleLabel)}
      <span className="tm-visually-hidden">: {itemName}</span>
    </a>
  );
}
