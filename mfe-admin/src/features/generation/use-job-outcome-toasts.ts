import { useEffect, useRef } from 'react';
import type { JobStatus } from '@tm/contracts/jobs';
import type { GenerationJob } from '@tm/contracts/jobs.schemas';

export interface JobOutcomeHandlers {
  completed: (job: GenerationJob) => void;
  failed: (job: GenerationJob) => void;
  cancelled: (job: GenerationJob) => void;
}

/**
 * The end a job reached since this screen last saw it (`before`, its status then, undefined if never
 * seen), or null: no end yet, the same one again, or a job that had already ended when first seen.
 */
export function jobOutcome(before: string | undefined, status: JobStatus): keyof JobOutcomeHandlers | null {
  const wasActive = before === 'pending' || before === 'running';
  return wasActive && (status === 'completed' || status === 'failed' || status === 'cancelled') ? status : null;
}

/**
 * Calls the handler of a job's end once, when the polled job turns completed, failed or cancelled
 * (docs/product/back-office.md §4). A job already finished when first seen (a page opened later) says nothing, unless
 * this screen started it (`started(jobId)`): a small job may be done before its first poll.
 */
export function useJobOutcomeToasts(job: GenerationJob | undefined, handlers: JobOutcomeHandlers): { started: (jobId: string) => void } {
  const seen = useRef(new Map<string, string>());
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!job) return;
    const before = seen.current.get(job.jobId);
    seen.current.set(job.jobId, job.status);
    const outcome = jobOutcome(before, job.status);
    if (outcome) latest.current[outcome](job);
  }, [job]);
  return { started: (jobId: string) => seen.current.set(jobId, 'pending') };
}
