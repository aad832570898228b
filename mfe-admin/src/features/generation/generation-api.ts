import useSWR, { mutate as mutateGlobal } from 'swr';
import { ADMIN_API } from '@tm/contracts/admin';
import { isActiveJob, JOB_LIMITS, JOBS_API } from '@tm/contracts/jobs';
import type { GenerationJob, GenerationJobs, StartGenerationResponse } from '@tm/contracts/jobs.schemas';
import { GenerationJobSchema, GenerationJobsSchema, StartGenerationResponseSchema } from '@tm/contracts/jobs.schemas';
import { getJson, postJson } from '@tm/platform';

const progressUrl = (jobId: string) => JOBS_API.generationProgress.replace(':jobId', encodeURIComponent(jobId));

/** docs/product/back-office.md §7: {useAI} plus either {targetTotal} or {category, subcategory, count}. */
export type GenerationStart =
  { useAI: boolean; targetTotal: number } | { useAI: boolean; category: string; subcategory: string; count: number };

export async function startGeneration(body: GenerationStart): Promise<StartGenerationResponse> {
  return StartGenerationResponseSchema.parse(await postJson(JOBS_API.startGeneration, body));
}

export async function cancelGeneration(jobId: string): Promise<GenerationJob> {
  return GenerationJobSchema.parse(await postJson(JOBS_API.cancelGeneration.replace(':jobId', encodeURIComponent(jobId))));
}

/** How soon to ask for a followed job again: every 2 s until it is known to have ended, then no more (0). */
export const jobPollMs = (job: GenerationJob | undefined): number =>
  job === undefined || isActiveJob(job.status) ? JOB_LIMITS.progressPollMs : 0;

/** One job, polled every 2 s while it is pending or running (docs/product/back-office.md §4); null key while there is none. */
export function useGenerationJob(jobId: string | null) {
  return useSWR(
    jobId ? progressUrl(jobId) : null,
    async (url: string): Promise<GenerationJob> => GenerationJobSchema.parse(await getJson(url)),
    {
      refreshInterval: jobPollMs,
      revalidateOnFocus: false,
    },
  );
}

/** The job history, newest first; polled every `refreshMs` when given (the generator page's History tab: 5 s). */
export function useGenerationJobs(refreshMs = 0) {
  return useSWR(JOBS_API.generationJobs, async (url: string): Promise<GenerationJobs> => GenerationJobsSchema.parse(await getJson(url)), {
    refreshInterval: refreshMs,
    revalidateOnFocus: false,
  });
}

/** The newest job still pending or running, if any: the one a screen adopts on load (docs/product/back-office.md §2). */
export function activeJobOf(jobs: GenerationJobs | undefined): GenerationJob | undefined {
  return jobs?.jobs.find((job) => isActiveJob(job.status));
}

/** After a job completes: the templates table and the stat cards show the new templates. */
export function refreshTemplateViews(): Promise<unknown> {
  return mutateGlobal((key) => typeof key === 'string' && key.startsWith(ADMIN_API.templatesStatus));
}

/** "1h 2m 3s" from the job's start to its end (or now). */
export function elapsedText(job: Pick<GenerationJob, 'startTime' | 'endTime'>, now: number = Date.now()): string {
  if (!job.startTime) return '0h 0m 0s';
  const seconds = Math.max(0, Math.floor(((job.endTime ? Date.parse(job.endTime) : now) - Date.parse(job.startTime)) / 1000));
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m ${seconds % 60}s`;
}

/** An error of docs/product/back-office.md §3 as a line of text. */
export function errorText(error: GenerationJob['errors'][number]): string {
  return typeof error === 'string' ? error : `${error.templateName}: ${error.error}`;
}
