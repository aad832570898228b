import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { z } from 'zod';
import { REVIEWS_API, REVIEW_MESSAGES, type MyReview, type Review, type ReviewsPage } from '@tm/contracts/reviews';
import { ReviewBodySchema, ReviewPatchSchema, ReviewsQuerySchema } from '@tm/contracts/reviews.schemas';
import { Customer, Public, Shopper } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import type { UserEntity } from '../users/entities/user.entity';
import { ReviewsService } from './reviews.service';

const BUYERS = { signedOut: REVIEW_MESSAGES.signIn, admin: REVIEW_MESSAGES.notBuyer };

/** Decision 038: a template's reviews; buyers write, edit and delete their own. */
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get(REVIEWS_API.list)
  list(
    @Param('id') id: string,
    @Query(new ZodValidationPipe(ReviewsQuerySchema)) query: z.output<typeof ReviewsQuerySchema>,
  ): Promise<ReviewsPage> {
    return this.reviews.page(id, query.page);
  }

  @Customer()
  @Get(REVIEWS_API.mine)
  mine(@Param('id') id: string, @CurrentUser() user: UserEntity): Promise<MyReview> {
    return this.reviews.mine(user, id);
  }

  @Shopper(BUYERS)
  @Post(REVIEWS_API.list)
  create(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ReviewBodySchema)) body: z.output<typeof ReviewBodySchema>,
    @CurrentUser() user: UserEntity,
  ): Promise<Review> {
    return this.reviews.create(user, id, body);
  }

  @Shopper(BUYERS)
  @Patch(REVIEWS_API.mine)
  update(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ReviewPatchSchema)) body: z.output<typeof ReviewPatchSchema>,
    @CurrentUser() user: UserEntity,
  ): Promise<Review> {
    return this.reviews.update(user, id, body);
  }

  @Shopper(BUYERS)
  @Delete(REVIEWS_API.mine)
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentUser() user: UserEntity): Promise<void> {
    await this.reviews.remove(user, id);
  }
}
