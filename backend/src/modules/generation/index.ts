// The generation module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { GenerationJobsModule } from './generation-jobs.module';
export { GenerationModule } from './generation.module';
export { GenerationJobsService } from './templates/generation-jobs.service';
