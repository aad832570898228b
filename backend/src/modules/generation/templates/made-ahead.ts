/**
 * Work made ahead of its turn: the generation handler makes a part's next batch while the worker's
 * database commits the current one, so the worker's CPU and the database's work on two batches at a
 * time instead of taking turns (decision 035). Keyed by what the work is (job, from, to): a batch
 * asked for under another key is made afresh, and one nobody asks for is dropped.
 */
export class MadeAhead<T> {
  private readonly ahead = new Map<string, Promise<T>>();

  constructor(private readonly capacity = 8) {}

  /** The work made ahead under `key`, if any; it is handed out once. */
  take(key: string): Promise<T> | undefined {
    const made = this.ahead.get(key);
    this.ahead.delete(key);
    return made;
  }

  start(key: string, make: () => Promise<T>): void {
    if (this.ahead.size >= this.capacity) this.ahead.clear();
    const made = make();
    // Work that fails and is never taken must not be an unhandled rejection; whoever takes it still sees the error.
    made.catch(() => undefined);
    this.ahead.set(key, made);
  }
}
