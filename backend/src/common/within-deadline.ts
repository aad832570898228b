/**
 * Settles as `work` does, or rejects with `timeoutError()` once `ms` have passed. The work itself
 * cannot be cancelled; its late outcome, success or failure, is dropped.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    // Its value, or its own rejection reason whatever that is (callers tell errors apart by it).
    work.finally(() => clearTimeout(timer)).then(resolve, reject);
  });
}
