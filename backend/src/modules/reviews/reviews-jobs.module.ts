import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { SampleReviewsHandler } from './sample-reviews/sample-reviews.handler';
import { SampleReviewsRepository } from './sample-reviews/sample-reviews.repository';

/**
 * The review generator's job (decision 038), for the processes that run jobs: no controllers. The
 * handler is found by its `@ProvidesJob()` mark (decision 060).
 */
@Module({
  imports: [CatalogModule],
  providers: [SampleReviewsHandler, SampleReviewsRepository],
})
export class ReviewsJobsModule {}
