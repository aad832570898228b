import useSWR from 'swr';
import { JOB_LIMITS, JOBS_API, type ImageScope } from '@tm/contracts/jobs';
import type { ImageReplacementProgress } from '@tm/contracts/jobs.schemas';
import type { Category } from '@tm/contracts/catalog';
import { ImageReplacementProgressSchema } from '@tm/contracts/jobs.schemas';
import { getJson, postJson } from '@tm/platform';

/** The replacement's progress; polled every 2 s while `polling` (docs/product/back-office.md §4's auto-monitor). */
export function useImageReplacementProgress(polling: boolean) {
  return useSWR<ImageReplacementProgress, Error, string>(
    JOBS_API.imageReplacementProgress,
    async (url: string): Promise<ImageReplacementProgress> => ImageReplacementProgressSchema.parse(await getJson(url)),
    {
      refreshInterval: polling ? JOB_LIMITS.progressPollMs : 0,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}

export async function startImageReplacement(scope: ImageScope, category: Category | null): Promise<ImageReplacementProgress> {
  return ImageReplacementProgressSchema.parse(
    await postJson(JOBS_API.startImageReplacement, scope === 'category' ? { scope, category } : { scope }),
  );
}

export async function stopImageReplacement(): Promise<ImageReplacementProgress> {
  return ImageReplacementProgressSchema.parse(await postJson(JOBS_API.stopImageReplacement));
}
