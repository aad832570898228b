import type { JobStatus } from '@tm/contracts/jobs';
import type { GenerationJob, GenerationJobs } from '@tm/contracts/jobs.schemas';
import { activeJobOf, elapsedText, errorText, jobPollMs } from './generation-api';

const job = (jobId: string, status: JobStatus): GenerationJob => ({
  jobId,
  status,
  totalTemplates: 100,
  processedTemplates: 0,
  generatedTemplates: 0,
  failedTemplates: 0,
  currentCategory: null,
  currentSubcategory: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  startTime: null,
  endTime: null,
  useAI: false,
  target: { targetTotal: 100 },
  errors: [],
  errorCount: 0,
});

describe('elapsed time of a job (docs/product/back-office.md §2)', () => {
  const start = '2025-01-01T10:00:00.000Z';

  it('counts from the start to now while the job runs, in hours, minutes and seconds', () => {
    expect(elapsedText({ startTime: start, endTime: null }, Date.parse('2025-01-01T11:02:03.900Z'))).toBe('1h 2m 3s');
    expect(elapsedText({ startTime: start, endTime: null }, Date.parse('2025-01-02T12:00:59.000Z'))).toBe('26h 0m 59s');
  });

  it('stops at the end of a finished job, whatever the time now', () => {
    expect(elapsedText({ startTime: start, endTime: '2025-01-01T10:00:45.000Z' }, Date.parse('2025-06-01T00:00:00.000Z'))).toBe(
      '0h 0m 45s',
    );
  });

  it('reads zero for a job not started yet, or a clock behind the server', () => {
    expect(elapsedText({ startTime: null, endTime: null }, Date.parse(start) + 60_000)).toBe('0h 0m 0s');
    expect(elapsedText({ startTime: start, endTime: null }, Date.parse(start) - 5_000)).toBe('0h 0m 0s');
  });
});

describe('job errors (docs/product/back-office.md §3)', () => {
  it('shows a plain error as it is, and a template error with its template', () => {
    expect(errorText('Generator crashed')).toBe('Generator crashed');
    expect(errorText({ templateName: 'Modern Agency', error: 'slug taken' })).toBe('Modern Agency: slug taken');
  });
});

describe('the job a screen adopts on load (docs/product/back-office.md §2)', () => {
  it('is the newest job still pending or running', () => {
    const history: GenerationJobs = { jobs: [job('j4', 'completed'), job('j3', 'running'), job('j2', 'pending'), job('j1', 'running')] };
    expect(activeJobOf(history)?.jobId).toBe('j3');
  });

  it('is none when every job has ended, or the history has not arrived', () => {
    expect(activeJobOf({ jobs: [job('j2', 'failed'), job('j1', 'cancelled')] })).toBeUndefined();
    expect(activeJobOf({ jobs: [] })).toBeUndefined();
    expect(activeJobOf(undefined)).toBeUndefined();
  });
});

describe('polling a followed job (docs/product/back-office.md §4)', () => {
  it('asks every 2 s until the job is known to have ended, then stops', () => {
    expect(jobPollMs(undefined)).toBe(2_000);
    expect(jobPollMs(job('j1', 'pending'))).toBe(2_000);
    expect(jobPollMs(job('j1', 'running'))).toBe(2_000);
    for (const status of ['completed', 'failed', 'cancelled'] as const) expect([status, jobPollMs(job('j1', status))]).toEqual([status, 0]);
  });
});
