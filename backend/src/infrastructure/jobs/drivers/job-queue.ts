/**
 * How a job's work reaches a worker (decision 033). The database is the record of every job and part;
 * a queue only wakes workers up, so a wake-up that is lost (Redis away, a crash) only delays work
 * until a worker's sweep finds it. Bull today; a move to BullMQ is another implementation of this.
 */
export abstract class JobQueue {
  /** The job's parts are free to claim: have up to `workers` workers start on it. Never throws. */
  abstract enqueue(jobId: string, workers: number): Promise<void>;
}
