/**
 * Who is waiting for a password hash, highest priority first: a sign-in from a browser that signed in
 * to that account before (a known device, decision 050: no flood of strangers' sign-ins is ahead of
 * it), a sign-in (someone is waiting at the form), a password change (only the holder of a valid reset
 * link gets here), a sign-up (the call an attacker can repeat freely).
 */
export const LANE_PRIORITIES = ['known-device', 'sign-in', 'password-change', 'sign-up'] as const;
export type LanePriority = (typeof LANE_PRIORITIES)[number];

export interface LaneRule {
  /** Longest expected wait behind the queue a task of this priority is admitted with. Undefined: no limit. */
  maxWaitMs?: number;
  /**
   * A task still waiting after this long is refused after all: for priorities that others can keep
   * overtaking. Undefined: it waits its turn once admitted.
   */
  giveUpAfterMs?: number;
  /** Hard bound on waiting tasks of this priority, whatever the estimate. */
  maxQueued?: number;
}

export interface LaneOptions {
  /** Tasks running at once. */
  concurrency: number;
  rules: Record<LanePriority, LaneRule>;
  /** What a task is assumed to take before any has finished (argon2id's defaults: about 0.25 s). */
  initialTaskMs?: number;
}

/** The lane cannot take the task now: the caller answers 503 with Retry-After. */
export class LaneFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The hashing lane is full');
    this.name = 'LaneFullError';
  }
}

interface Waiting {
  start(): void;
  refuse(error: LaneFullError): void;
  timer?: NodeJS.Timeout;
}

/**
 * Runs CPU-heavy tasks (argon2 hashes) a fixed number at a time. The next task to start is always the
 * oldest of the highest priority. A task is admitted only when the wait it can expect (the tasks ahead
 * of it, at the measured average duration) is within its priority's limit, so a flood is answered "busy"
 * at once instead of piling up, and a sign-in never queues behind sign-ups.
 */
export class PriorityLane {
  private running = 0;
  private readonly queues: Record<LanePriority, Waiting[]> = { 'known-device': [], 'sign-in': [], 'password-change': [], 'sign-up': [] };
  /** Moving average of how long a task runs: it follows the machine's real speed under load. */
  private averageTaskMs: number;

  constructor(private readonly options: LaneOptions) {
    this.averageTaskMs = options.initialTaskMs ?? 250;
  }

  /** Tasks waiting and running, for tests and diagnostics. */
  get load(): { running: number; queued: Record<LanePriority, number> } {
    const queued = Object.fromEntries(LANE_PRIORITIES.map((p) => [p, this.queues[p].length])) as Record<LanePriority, number>;
    return { running: this.running, queued };
  }

  /** Throws LaneFullError when a task of this priority would be refused now (a cheap check before other work). */
  assertRoom(priority: LanePriority): void {
    if (this.running < this.options.concurrency) return;
    const { maxWaitMs, maxQueued } = this.options.rules[priority];
    const full =
      (maxQueued !== undefined && this.queues[priority].length >= maxQueued) ||
      (maxWaitMs !== undefined && this.expectedWaitMs(priority) > maxWaitMs);
    if (full) throw new LaneFullError(this.retryAfterSeconds());
  }

  /** Runs the task when its turn comes; rejects with LaneFullError when the lane cannot take it. */
  run<T>(priority: LanePriority, task: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency) return this.execute(task);
    try {
      this.assertRoom(priority);
    } catch (error) {
      return Promise.reject(error as LaneFullError);
    }
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = {
        // The chained promise settles the caller's and never rejects itself.
        start: () => void this.execute(task).then(resolve, reject),
        refuse: reject,
      };
      const { giveUpAfterMs } = this.options.rules[priority];
      if (giveUpAfterMs !== undefined) {
        waiting.timer = setTimeout(() => {
          const queue = this.queues[priority];
          const index = queue.indexOf(waiting);
          if (index >= 0) queue.splice(index, 1);
          waiting.refuse(new LaneFullError(this.retryAfterSeconds()));
        }, giveUpAfterMs);
        waiting.timer.unref();
      }
      this.queues[priority].push(waiting);
    });
  }

  /**
   * The queued tasks that would start before a new one of this priority, spread over the slots. The
   * running ones are left out: the first in line is always admitted, however slow the machine is.
   */
  private expectedWaitMs(priority: LanePriority): number {
    const rank = LANE_PRIORITIES.indexOf(priority);
    const ahead = LANE_PRIORITIES.slice(0, rank + 1).reduce((sum, p) => sum + this.queues[p].length, 0);
    return (ahead * this.averageTaskMs) / this.options.concurrency;
  }

  private async execute<T>(task: () => Promise<T>): Promise<T> {
    this.running += 1;
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageTaskMs = 0.8 * this.averageTaskMs + 0.2 * (performance.now() - started);
      this.running -= 1;
      this.startNext();
    }
  }

  private startNext(): void {
    while (this.running < this.options.concurrency) {
      const next = LANE_PRIORITIES.map((p) => this.queues[p])
        .find((queue) => queue.length > 0)
        ?.shift();
      if (!next) return;
      clearTimeout(next.timer);
      next.start();
    }
  }

  /** Seconds until the work queued now is done, at least 1: when trying again is worth it. */
  private retryAfterSeconds(): number {
    const queued = LANE_PRIORITIES.reduce((sum, p) => sum + this.queues[p].length, 0);
    const seconds = ((queued + this.running) * this.averageTaskMs) / this.options.concurrency / 1000;
    return Math.min(30, Math.max(1, Math.ceil(seconds)));
  }
}
