// Bulk generation: the admin panel's tab, and the jobs, their progress and their control, which the bulk
// generator page, the review generator and the background monitor show too.
export { BulkGenerationTab } from './bulk-generation-tab';
export { activeJobOf, elapsedText, errorText, refreshTemplateViews, useGenerationJobs } from './generation-api';
export { JobProgress, JobStatusTag } from './job-progress';
export { useGenerationControl } from './use-generation-control';
