import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { z } from 'zod';
import { REVIEWS_API, type AdminReview, type SampleReviewsJob } from '@tm/contracts/reviews';
import { RemoveReviewBodySchema, SampleReviewsBodySchema } from '@tm/contracts/reviews.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import { AdminReviewsService } from './admin-reviews.service';
import { SampleReviewsService } from './sample-reviews/sample-reviews.service';

/** Decision 038: moderation and the review generator. */
@Controller()
export class AdminReviewsController {
  constructor(
    private readonly reviews: AdminReviewsService,
    private readonly samples: SampleReviewsService,
  ) {}

  @AdminOnly()
  @Get(REVIEWS_API.adminList)
  latest(): Promise<AdminReview[]> {
    return this.reviews.latest();
  }

  @AdminOnly()
  @Post(REVIEWS_API.adminRemove)
  @HttpCode(200)
  remove(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(RemoveReviewBodySchema)) body: z.output<typeof RemoveReviewBodySchema>,
  ): Promise<{ message: string }> {
    return this.reviews.remove(actor, id, body.reason);
  }

  @AdminOnly()
  @Post(REVIEWS_API.adminSamples)
  @HttpCode(202)
  generate(
    @Actor() actor: AdminActor,
    @Body(new ZodValidationPipe(SampleReviewsBodySchema)) body: z.output<typeof SampleReviewsBodySchema>,
  ): Promise<SampleReviewsJob> {
    return this.samples.start(actor, body);
  }

  @AdminOnly()
  @Get(REVIEWS_API.adminSampleJob)
  progress(@Param('jobId') jobId: string): Promise<SampleReviewsJob> {
    return this.samples.progress(jobId);
  }

  @AdminOnly()
  @Delete(REVIEWS_API.adminSamples)
  @HttpCode(200)
  removeAll(@Actor() actor: AdminActor): Promise<{ removed: number }> {
    return this.samples.removeAll(actor);
  }
}
