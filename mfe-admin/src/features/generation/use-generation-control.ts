import { useState } from 'react';
import { App } from 'antd';
import { JOB_MESSAGES, shortJobId } from '@tm/contracts/jobs';
import { userMessage } from '@tm/platform';
import { cancelGeneration, startGeneration, useGenerationJob, type GenerationStart } from './generation-api';
import { useJobOutcomeToasts, type JobOutcomeHandlers } from './use-job-outcome-toasts';

export interface GenerationControlTexts {
  startedTitle: string;
  startFailedTitle: string;
  startFailed: string;
  cancelFailedTitle: string;
  cancelFailed: string;
}

/**
 * The job a generation screen follows (polled every 2 s while active), with start and cancel and their
 * toasts, and the outcome handlers of its end: what the Bulk-generation tab and the generator page share.
 */
export function useGenerationControl(texts: GenerationControlTexts, outcomes: JobOutcomeHandlers) {
  const { notification } = App.useApp();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { data: job, mutate } = useGenerationJob(jobId);
  const watched = useJobOutcomeToasts(job, outcomes);

  /** Starts a job and follows it; resolves with its id, or null when the server refused. */
  async function start(body: GenerationStart): Promise<string | null> {
    // A job still under way is not stopped by a new one: the notice says so, naming it.
    const previous = job && (job.status === 'pending' || job.status === 'running') ? job.jobId : null;
    setStarting(true);
    try {
      const { jobId: started } = await startGeneration(body);
      watched.started(started);
      setJobId(started);
      notification.success({
        message: texts.startedTitle,
        description: previous ? JOB_MESSAGES.previousJobContinues(shortJobId(previous)) : undefined,
      });
      return started;
    } catch (failure) {
      notification.error({ message: texts.startFailedTitle, description: userMessage(failure, texts.startFailed) });
      return null;
    } finally {
      setStarting(false);
    }
  }

  /** Cancels the followed job; true once the server stopped it. */
  async function cancel(): Promise<boolean> {
    if (!jobId) return false;
    setCancelling(true);
    try {
      await cancelGeneration(jobId);
      await mutate();
      return true;
    } catch {
      notification.error({ message: texts.cancelFailedTitle, description: texts.cancelFailed });
      return false;
    } finally {
      setCancelling(false);
    }
  }

  return { job, jobId, follow: setJobId, start, cancel, starting, cancelling };
}
