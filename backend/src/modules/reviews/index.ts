// The reviews module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { ReviewRemindersService } from './review-reminder';
export { reviewerErasureSteps } from './reviewer-erasure.repository';
export { ReviewsJobsModule } from './reviews-jobs.module';
export { ReviewsModule } from './reviews.module';
export { seedDemoReviews } from './sample-reviews/demo-reviews.repository';
