import { Module } from '@nestjs/common';
import { AuditModule } from '../../infrastructure/audit';
import { CatalogModule } from '../catalog';
import { MailModule } from '../../infrastructure/mail';
import { ShopSettingsModule } from '../shop-settings';
import { AdminReviewsController } from './admin-reviews.controller';
import { AdminReviewsService } from './admin-reviews.service';
import { JobRecordsRepository } from '../../infrastructure/jobs';
import { ReviewRemindersService } from './review-reminder';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';
import { SampleReviewsRepository } from './sample-reviews/sample-reviews.repository';
import { SampleReviewsService } from './sample-reviews/sample-reviews.service';

/** Template reviews, their reminder mail and the review generator's admin calls (decision 038). */
@Module({
  imports: [AuditModule, CatalogModule, MailModule, ShopSettingsModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [
    ReviewsService,
    ReviewsRepository,
    AdminReviewsService,
    SampleReviewsService,
    SampleReviewsRepository,
    ReviewRemindersService,
    JobRecordsRepository,
  ],
  exports: [ReviewRemindersService],
})
export class ReviewsModule {}
