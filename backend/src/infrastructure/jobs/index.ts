// The job engine's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { JobQueue } from './drivers/job-queue';
export { JobHandler, type PreparedBatch } from './job-handler';
export { type JobError, JobRecordsRepository } from './job-records.repository';
export { JobRunnerService } from './job-runner';
export { JobsModule } from './jobs.module';
export { ProvidesJob } from './provides-job';
