// The custom-build module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { CustomBuildJobsModule } from './custom-build-jobs.module';
export { CustomBuildOrdersService, isCustomBuildLine } from './custom-build-orders.service';
export { CustomBuildModule } from './custom-build.module';
export { CustomBuildRepository } from './custom-build.repository';
export { requirementsOf, toSummaryDto } from './summaries.service';
