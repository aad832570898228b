// The account-privacy module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { AccountDeletionService } from './account-deletion.service';
export { AccountPrivacyJobsModule } from './account-privacy-jobs.module';
export { AccountPrivacyModule } from './account-privacy.module';
