import { performance } from 'node:perf_hooks';

/** Keys remembered at most; the oldest go first (a flood from many addresses cannot grow the map without bound). */
const MAX_KEYS = 50_000;

interface Bucket {
  /** What the key may still spend (negative: owed). */
  balance: number;
  /** When the balance was last brought up to date (the `now` clock). */
  at: number;
}

/**
 * Token buckets by key (a client's address key), in memory: each holds up to `burst`, refills at
 * `perSecond`, and may be overdrawn by a spend measured after the fact. A key forgotten (past
 * MAX_KEYS) starts full again, as a new one does.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    /** Milliseconds on a clock that only moves forward (tests pass one they move by hand). */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** What `key` may spend now. */
  balance(key: string): number {
    return this.bucketOf(key).balance;
  }

  spend(key: string, amount: number): void {
    this.bucketOf(key).balance -= amount;
  }

  /** Whole seconds until `key` has `amount` again (at least 1). */
  secondsUntil(key: string, amount: number): number {
    return Math.max(1, Math.ceil((amount - this.bucketOf(key).balance) / this.perSecond));
  }

  private bucketOf(key: string): Bucket {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      if (this.buckets.size >= MAX_KEYS) this.buckets.delete(this.buckets.keys().next().value!);
      bucket = { balance: this.burst, at: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    bucket.balance = Math.min(this.burst, bucket.balance + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    return bucket;
  }
}
