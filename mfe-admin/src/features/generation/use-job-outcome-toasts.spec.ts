import { JOB_STATUSES } from '@tm/contracts/jobs';
import { jobOutcome } from './use-job-outcome-toasts';

describe('the end of a followed job, told once (docs/product/back-office.md §4)', () => {
  it('tells an end the screen saw happen: a job it saw pending or running now completed, failed or cancelled', () => {
    for (const before of ['pending', 'running']) {
      expect(jobOutcome(before, 'completed')).toBe('completed');
      expect(jobOutcome(before, 'failed')).toBe('failed');
      expect(jobOutcome(before, 'cancelled')).toBe('cancelled');
    }
  });

  it('says nothing while the job is under way', () => {
    expect(jobOutcome('pending', 'pending')).toBeNull();
    expect(jobOutcome('pending', 'running')).toBeNull();
    expect(jobOutcome('running', 'running')).toBeNull();
  });

  it('says nothing of a job that had already ended when first seen (a page opened later)', () => {
    for (const status of JOB_STATUSES) expect([status, jobOutcome(undefined, status)]).toEqual([status, null]);
  });

  it('says an end only once: the next poll of an ended job is silent', () => {
    for (const status of ['completed', 'failed', 'cancelled'] as const) {
      expect([status, jobOutcome(status, status)]).toEqual([status, null]);
    }
    expect(jobOutcome('failed', 'completed')).toBeNull();
  });
});
