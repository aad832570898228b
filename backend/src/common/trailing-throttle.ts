/**
 * Runs an action at once, then at most once per interval: calls made meanwhile are folded into one
 * run when the interval ends (the trailing edge), so the last call of a burst is always acted on.
 */
export class TrailingThrottle {
  private timer: NodeJS.Timeout | undefined;
  private owed = false;

  constructor(
    private readonly act: () => void,
    private readonly intervalMs: number,
  ) {}

  call(): void {
    if (this.timer) {
      this.owed = true;
      return;
    }
    this.act();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.owed) return;
      this.owed = false;
      this.call();
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Runs a call that is waiting for the interval's end now (nothing when none waits). */
  flush(): void {
    if (!this.owed) return;
    this.owed = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.call();
  }
}
