import type { JobOptions } from 'bull';

/** Bull queues (decision 033); Redis keeps only a bounded history of each, the database keeps the records. */
export const JOBS_QUEUE = 'background-jobs';
export const MAIL_QUEUE = 'mail';

/** Wake-ups of background jobs: retried with backoff when a worker's run fails. */
export const JOB_WAKE_UP_OPTIONS: JobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: 100,
  removeOnFail: 500,
};

/** Rounds of mail delivery: a round that fails (the database away) is retried with backoff. */
export const MAIL_ROUND_OPTIONS: JobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: 100,
  removeOnFail: 500,
};
