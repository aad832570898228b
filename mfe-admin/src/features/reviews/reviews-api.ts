import useSWR from 'swr';
import { ADMIN_API } from '@tm/contracts/admin';
import { REVIEWS_API, type AdminReview, type SampleReviewsJob } from '@tm/contracts/reviews';
import type { SampleReviewsBody } from '@tm/contracts/reviews.schemas';
import type { TemplatesStatus } from '@tm/contracts/admin.schemas';
import { apiFetch, getJson, postJson } from '@tm/platform';

export const startSampleReviews = (body: SampleReviewsBody) => postJson<SampleReviewsJob>(REVIEWS_API.adminSamples, body);

export const removeSampleReviews = () => apiFetch<{ removed: number }>(REVIEWS_API.adminSamples, { method: 'DELETE' });

export const removeReview = (id: string, reason: string) =>
  postJson<{ message: string }>(REVIEWS_API.adminRemove.replace(':id', encodeURIComponent(id)), { reason });

/** How soon to ask for a sample-review job again: every 2 s until it has ended, then no more (0). */
export const sampleJobPollMs = (job: SampleReviewsJob | undefined): number =>
  job && (job.status === 'completed' || job.status === 'failed' || job.status === 'cancelled') ? 0 : 2_000;

/** A running job, polled every 2 s (docs/product/back-office.md §9) until it ends. */
export function useSampleJob(jobId: string | null) {
  return useSWR<SampleReviewsJob, Error>(jobId ? REVIEWS_API.adminSampleJob.replace(':jobId', jobId) : null, getJson, {
    refreshInterval: sampleJobPollMs,
  });
}

export function useLatestReviews() {
  return useSWR<AdminReview[], Error>(REVIEWS_API.adminList, getJson);
}

/** Templates whose name matches, for the "chosen templates" picker. */
export async function findTemplates(search: string): Promise<Array<{ value: string; label: string }>> {
  const params = new URLSearchParams({ page: '1', pageSize: '20', search });
  const page = await getJson<TemplatesStatus>(`${ADMIN_API.templatesStatus}?${params.toString()}`);
  return page.templates.map((t) => ({ value: t.id, label: t.name }));
}
