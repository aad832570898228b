import { useState } from 'react';
import { App } from 'antd';
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
  const { data: job } = useGenerationJob(jobId);
  const watched = useJobOutcomeToasts(job, outcomes);

  /** Starts a job and follows it; resolves with its id, or null when the server refused. */
  async function start(body: GenerationStart): Promise<string | null> {
    setStarting(true);
    try {
      const { jobId: started } = await startGeneration(body);
      watched.started(started);
      setJobId(started);
      notification.success({ message: texts.startedTitle });
      return started;
    } catch (failure) {
      notification.error({ message: texts.startFailedTitle, description: userMessage(failure, texts.startFailed) });
      return null;
    } finally {
      setStarting(false);
    }
  }

  async function cancel(): Promise<void> {
    if (!jobId) return;
    setCancelling(true);
    try {
      await cancelGeneration(jobId);
    } catch {
      notification.error({ message: texts.cancelFailedTitle, description: texts.cancelFailed });
    } finally {
      setCancelling(false);
    }
  }

  return { job, jobId, follow: setJobId, start, cancel, starting, cancelling };
}
