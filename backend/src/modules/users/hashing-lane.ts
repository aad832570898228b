/**
 * Who is waiting for a password hash, highest priority first: a sign-in (someone is waiting at the
 * form), a password change (only the holder of a valid reset link gets here), a sign-up (the call an
 * attacker can repeat freely).
 */
export const LANE_PRIORITIES = ['sign-in', 'password-change', 'sign-up'] as const;
export type LanePriority = (typeof LANE_PRIORITIES)[number];

export interface LaneOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Places in the queue per priority, beyond the running tasks; undefined: no bound. */
  maxQueued: Record<LanePriority, number | undefined>;
  /** Longest a task may wait in the queue before it is refused; undefined: no limit. */
  maxWaitMs: Record<LanePriority, number | undefined>;
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

/** Before the first task has finished, what one is assumed to take (argon2id's defaults: about 0.25 s). */
const INITIAL_TASK_MS = 250;

/**
 * Runs CPU-heavy tasks (argon2 hashes) a fixed number at a time, with a short queue per priority: the
 * next task to start is always the oldest of the highest priority, and what does not fit in its queue,
 * or waits too long, is refused at once rather than left to wait for seconds.
 */
export class PriorityLane {
  private running = 0;
  private readonly queues: Record<LanePriority, Waiting[]> = { 'sign-in': [], 'password-change': [], 'sign-up': [] };
  /** Moving average of how long a task runs, for Retry-After. */
  private averageTaskMs = INITIAL_TASK_MS;

  constructor(private readonly options: LaneOptions) {}

  /** Tasks waiting and running, for tests and diagnostics. */
  get load(): { running: number; queued: Record<LanePriority, number> } {
    const queued = Object.fromEntries(LANE_PRIORITIES.map((p) => [p, this.queues[p].length])) as Record<LanePriority, number>;
    return { running: this.running, queued };
  }

  /** Throws LaneFullError when a task of this priority would be refused now (a cheap check before other work). */
  assertRoom(priority: LanePriority): void {
    if (this.running < this.options.concurrency) return;
    const max = this.options.maxQueued[priority];
    if (max !== undefined && this.queues[priority].length >= max) throw new LaneFullError(this.retryAfterSeconds());
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
        start: () => this.execute(task).then(resolve, reject),
        refuse: reject,
      };
      const maxWait = this.options.maxWaitMs[priority];
      if (maxWait !== undefined) {
        waiting.timer = setTimeout(() => {
          const queue = this.queues[priority];
          const index = queue.indexOf(waiting);
          if (index >= 0) queue.splice(index, 1);
          waiting.refuse(new LaneFullError(this.retryAfterSeconds()));
        }, maxWait);
        waiting.timer.unref();
      }
      this.queues[priority].push(waiting);
    });
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
      const next = LANE_PRIORITIES.map((p) => this.queues[p]).find((queue) => queue.length > 0)?.shift();
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
