import { ORDER_LIMITS } from '@tm/contracts/orders';

const TICK_MS = 1_000;

/**
 * docs/product/storefront.md §2/§9 gateway simulation: progress rises 25 points a second from 0; 0.5 s after it reaches
 * 100 the payment is completed. Returns a stop for both timers (cancel, or the page left).
 */
export function runPaymentSimulation({ onProgress, onDone }: { onProgress: (progress: number) => void; onDone: () => void }): () => void {
  let progress = 0;
  let completion: ReturnType<typeof setTimeout> | undefined;
  const tick = setInterval(() => {
    progress = Math.min(100, progress + ORDER_LIMITS.progressPerSecond);
    onProgress(progress);
    if (progress < 100) return;
    clearInterval(tick);
    completion = setTimeout(onDone, ORDER_LIMITS.completeDelayMs);
  }, TICK_MS);
  return () => {
    clearInterval(tick);
    clearTimeout(completion);
  };
}
