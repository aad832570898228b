// The queues module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { JOB_WAKE_UP_OPTIONS, JOBS_QUEUE, MAIL_QUEUE, MAIL_ROUND_OPTIONS } from './queue-names';
export { QueuesModule } from './queues.module';
