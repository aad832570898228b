import { ORDER_LIMITS } from '@tm/contracts/orders';

/** A download button's state (docs/product/storefront.md §4): busy about 2 s, marked downloaded after about 1 s. */
export interface DownloadState {
  busy: boolean;
  done: boolean;
}

export const IDLE_DOWNLOAD: DownloadState = { busy: false, done: false };

/** 'Downloading...' for the whole busy spell, then 'Downloaded' (docs/product/storefront.md §2 downloads card). */
export function downloadLabel({ busy, done }: DownloadState, idleLabel = 'Download'): string {
  if (busy) return 'Downloading...';
  return done ? 'Downloaded' : idleLabel;
}

/**
 * Runs one click's timers. The browser fetches the file on its own (a plain link with the session
 * cookie), so the page cannot see it finish: the spec's fixed timings stand in. Returns a cancel.
 */
export function startDownloadCycle(update: (next: (state: DownloadState) => DownloadState) => void): () => void {
  update(() => ({ busy: true, done: false }));
  const mark = setTimeout(() => update((state) => ({ ...state, done: true })), ORDER_LIMITS.downloadedMarkMs);
  const reset = setTimeout(() => update((state) => ({ ...state, busy: false })), ORDER_LIMITS.downloadBusyMs);
  return () => {
    clearTimeout(mark);
    clearTimeout(reset);
  };
}
