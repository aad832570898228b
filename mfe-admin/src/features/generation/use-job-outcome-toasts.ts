import { useEffect, useRef } from 'react';
import type { GenerationJob } from '@tm/contracts/jobs';

export interface JobOutcomeHandlers {
  completed: (job: GenerationJob) => void;
  failed: (job: GenerationJob) => void;
  cancelled: (job: GenerationJob) => void;
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
    const wasActive = before === undefined ? false : before === 'pending' || before === 'running';
    if (!wasActive || before === job.status) return;
    if (job.status === 'completed') latest.current.completed(job);
    else if (job.status === 'failed') latest.current.failed(job);
    else if (job.status === 'cancelled') latest.current.cancelled(job);
  }, [job]);
  return { started: (jobId: string) => seen.current.set(jobId, 'pending') };
}
