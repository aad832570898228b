// The latency percentiles the benchmarks print.

/** The p-th percentile (nearest rank) of an ascending list of ms, to 0.1 ms; NaN for an empty list. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}
