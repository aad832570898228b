import type { Logger } from '@nestjs/common';

/**
 * Runs `purge` every `everyMs` in the background (the timer never keeps the process alive); a failed
 * run is logged and the next one tries again. Returns the function that stops it.
 */
export function startPeriodicPurge(purge: () => Promise<void>, everyMs: number, logger: Logger): () => void {
  const timer = setInterval(() => {
    purge().catch((error: Error) => logger.warn(`Purge failed: ${error.message}`));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
