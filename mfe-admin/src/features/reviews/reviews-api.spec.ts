import type { SampleReviewsJob } from '@tm/contracts/reviews';
import { sampleJobPollMs } from './reviews-api';

const job = (status: SampleReviewsJob['status']): SampleReviewsJob => ({
  jobId: 'r1',
  status,
  totalTemplates: 10,
  processedTemplates: 3,
  failedTemplates: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  endTime: null,
});

describe('polling a sample-review job (docs/product/back-office.md §9)', () => {
  it('asks every 2 s until the job has ended, then stops', () => {
    expect(sampleJobPollMs(undefined)).toBe(2_000);
    expect(sampleJobPollMs(job('pending'))).toBe(2_000);
    expect(sampleJobPollMs(job('running'))).toBe(2_000);
    for (const status of ['completed', 'failed', 'cancelled'] as const) expect([status, sampleJobPollMs(job(status))]).toEqual([status, 0]);
  });
});
