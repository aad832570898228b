/**
 * The one backoff: the wait before attempt `attempt + 1` is `baseMs` × 2^(attempt-1), at most `maxMs`,
 * spread ±20% so work that failed together does not come back together. Mail retries, job batches and
 * deadlocked transactions all wait by it.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(Math.min(maxMs, exponential * (0.8 + 0.4 * random())));
}
