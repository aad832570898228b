import { setTimeout as sleepFor } from 'node:timers/promises';

/** How long waitFor polls, how often, and what it waits for (named in the error when time is up). */
export interface WaitForOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** What the condition stands for, e.g. "the confirmation row": the timeout's message names it. */
  what: string;
}

/** What a check answers once its condition holds: a value that is not undefined, null, false, 0 or ''. */
export type Truthy<T> = Exclude<T, undefined | null | false | 0 | ''>;

/**
 * Polls `check` until it answers a truthy value (a row, a mail, `true`) and resolves with that value;
 * throws `timed out after <timeoutMs> ms waiting for <what>` once the time is up. Tests wait with it for
 * the condition a fixed sleep only hoped had come about, so a busy machine makes them slower, not red.
 *
 * A bare number instead of the options is the timeout alone (the older form, kept for its callers).
 */
export async function waitFor<T>(
  check: () => T | PromiseLike<T>,
  options: WaitForOptions | number = { what: 'a condition' },
): Promise<Truthy<T>> {
  const { timeoutMs = 10_000, intervalMs = 25, what } = typeof options === 'number' ? { timeoutMs: options, what: 'a condition' } : options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleepFor(intervalMs);
  }
}

/**
 * A plain wait, for the one kind of test that has no condition to poll: one showing that something
 * does NOT happen (no second mail, no late write). Each call says which configured time it covers and
 * why no positive event can stand in for it. Waiting for something to happen is waitFor's job.
 */
export function sleep(ms: number): Promise<void> {
  return sleepFor(ms);
}
