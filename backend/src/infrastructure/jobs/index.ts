// The jobs module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { JobQueue } from './drivers/job-queue';
export { GenerationJobsService } from './generation/generation-jobs.service';
export { JobHandler, type PreparedBatch } from './job-handler';
export { JobRecords } from './job-records';
export { JobRunner } from './job-runner';
export { JobsModule } from './jobs.module';
export { ProvidesJob } from './provides-job';
