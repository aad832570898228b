// Background jobs of the back office (decision 033; docs/product/back-office.md §2, §3, §4, §7, §8): bulk generation
// and its progress. zod-free at run time; the schemas are in jobs.schemas.ts.

export const JOBS_API = {
  startGeneration: '/api/admin/batch-generate-templates',
  generationProgress: '/api/admin/batch-generation-progress/:jobId',
  generationJobs: '/api/admin/batch-generation-jobs',
  cancelGeneration: '/api/admin/batch-generation-cancel/:jobId',
  startImageReplacement: '/api/admin/batch-replace-images',
  imageReplacementProgress: '/api/admin/batch-replace-progress',
  stopImageReplacement: '/api/admin/batch-replace-stop',
} as const;

/** docs/product/back-office.md §4. */
export const JOB_STATUSES = ['pending', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const isActiveJob = (status: string): boolean => status === 'pending' || status === 'running';

export const JOB_LIMITS = {
  /** The history answer holds at most this many jobs, newest first. */
  historySize: 50,
  /** Errors a job answer carries in full; errorCount says how many there were. */
  errorsShown: 20,
  /** docs/product/back-office.md §4, §9: the clients poll. */
  progressPollMs: 2_000,
  historyPollMs: 5_000,
  /** docs/product/back-office.md §9: errors the screens list before 'and N more'. */
  generationErrorsShown: 3,
  batchErrorsShown: 5,
  /** Characters of a job id the screens show (docs/product/back-office.md §9). */
  shownIdLength: 8,
  /**
   * Templates that generation jobs still pending or running may have left to make, together: one
   * job of the largest size, or several smaller ones (decision 050).
   */
  generationInFlightTemplates: 1_000_000,
} as const;

/**
 * docs/product/back-office.md §4: the image replacement's statuses the monitor knows; anything else (no job yet, a
 * stopped one) it treats as idle.
 */
export const BATCH_STATUSES = ['running', 'starting', 'completed', 'error', 'paused'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number] | 'idle' | 'stopped';
export const isBatchRunning = (status: string): boolean => status === 'running' || status === 'starting';
export const IMAGE_SCOPES = ['all', 'missing', 'category'] as const;
export type ImageScope = (typeof IMAGE_SCOPES)[number];

/** docs/product/back-office.md §2: time remaining is shown in minutes (ms / 60000), or N/A. */
export function minutesRemaining(ms: number | null): string {
  return ms === null ? 'N/A' : `${Math.ceil(ms / 60_000)} min`;
}

/** docs/product/back-office.md §8 texts of the generation screens. */
export const JOB_MESSAGES = {
  generationStarted: 'Generation Started',
  generationFailedTitle: 'Generation Failed',
  generationStartFailed: 'Failed to start bulk generation',
  generationErrored: 'An error occurred during generation',
  generationComplete: 'Generation Complete',
  generationCompleteText: (n: number) => `Successfully generated ${n} templates!`,
  generationCancelled: 'Generation Cancelled',
  cancelFailedTitle: 'Cancel Failed',
  cancelFailed: 'Failed to cancel generation',
  pageStartFailedTitle: 'Failed to start generation',
  pageStartFailed: 'An error occurred',
  pageCancelFailedTitle: 'Failed to cancel',
  pageCancelFailed: 'Could not cancel the job',
  noJobs: 'No generation jobs found',
  noActiveJob: 'No active generation job',
  generationBusy: 'Generation jobs already under way hold 1,000,000 templates to make: wait for them to finish or cancel one',
  largeOperation: 'Large operations of 500k+ templates may take hours.',
  /** The generator page's inline error: Start stays disabled while the field holds it (docs/product/back-office.md §2). */
  targetOutOfRange: 'Enter a whole number of templates from 1 to 10,000',
  /** What a job does with its templates: each batch is published as it is saved. */
  generationPublishes:
    'Templates are published as each batch is saved: they appear in the storefront, its category counts and search at once, marked Generated in the templates table.',
  /** Starting a job while another runs: the other is not stopped. */
  previousJobContinues: (shortId: string) => `Job ${shortId} was not stopped: it keeps running beside the new one (see History).`,
  /** Cancel asks first. */
  cancelQuestion: 'Stop this job?',
  cancelConsequence: (made: string) => `The ${made} templates already made stay in the catalogue and the storefront; no more are made.`,
  cancelConfirm: 'Stop job',
  cancelKeep: 'Keep running',
  // Background monitor (image replacement)
  monitorError: 'Monitoring Error',
  monitorFetchFailed: 'Failed to fetch progress',
  batchStarted: 'Batch replacement started',
  batchStopped: 'Batch replacement stopped',
  batchStartFailed: 'Failed to start batch replacement',
  batchStopFailed: 'Failed to stop batch replacement',
  // Server answers
  imageReplacementRunning: 'An image replacement is already running',
  noImageReplacementRunning: 'No image replacement is running',
  jobNotFound: 'Generation job not found',
  jobNotActive: 'This job has already finished',
} as const;

/** The id as the screens show it (docs/product/back-office.md §9). */
export const shortJobId = (id: string): string => id.slice(0, JOB_LIMITS.shownIdLength);
