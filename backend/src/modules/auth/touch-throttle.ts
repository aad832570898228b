/** Rolling sessions touch on every request; the stored expiry only needs refreshing now and then. */
export const TOUCH_EVERY_MS = 60 * 1000;
const MAX_REMEMBERED = 10_000;

/**
 * Remembers when each session's stored expiry was last written, so a store can skip the write on all
 * but one request a minute per session. Forgetting (after MAX_REMEMBERED sessions) only costs a write.
 */
export class TouchThrottle {
  private readonly lastWrite = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  /** Records a write of the session's expiry (a save or a touch that went through). */
  wrote(sid: string): void {
    if (this.lastWrite.size >= MAX_REMEMBERED && !this.lastWrite.has(sid)) this.lastWrite.clear();
    this.lastWrite.set(sid, this.now());
  }

  /** True when a touch should reach the store now (and records it as written). */
  due(sid: string): boolean {
    if (this.now() - (this.lastWrite.get(sid) ?? Number.NEGATIVE_INFINITY) < TOUCH_EVERY_MS) return false;
    this.wrote(sid);
    return true;
  }

  forget(sid: string): void {
    this.lastWrite.delete(sid);
  }
}
