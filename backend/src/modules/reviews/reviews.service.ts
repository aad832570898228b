import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type MyReview, type Review, type ReviewsPage } from '@tm/contracts/reviews';
import type { ReviewBodySchema, ReviewPatchSchema } from '@tm/contracts/reviews.schemas';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { isUniqueViolation } from '../../database/unique-violation';
import { CatalogCacheService } from '../catalog';
import { uuidV7 } from '../../database/uuid-v7';
import type { UserEntity } from '../users/entities/user.entity';
import { authorName, toReview } from './review-rows';
import { ReviewsRepository } from './reviews.repository';

/**
 * Buyers' reviews (decision 038). Only a user with a completed, unrefunded order holding the template
 * writes one, once; they may edit or delete it. Every write recomputes the template's rating and
 * ratingCount in its own transaction, so the figures the catalog, the detail page and the JSON-LD show
 * always follow from the reviews.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly cache: CatalogCacheService,
    private readonly clock: ClockService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async page(templateId: string, page: number): Promise<ReviewsPage> {
    // Three reads at once; an unknown template simply has no reviews until its 404.
    const [template, rows, { shown: total, breakdown }] = await Promise.all([
      this.reviews.template(templateId),
      this.reviews.page(templateId, page),
      this.reviews.stats(templateId, this.config.demoStore),
    ]);
    if (!template) throw new ApiError(404, REVIEW_MESSAGES.templateNotFound);
    return {
      reviews: rows.map(toReview),
      breakdown,
      total,
      page,
      pageSize: REVIEW_LIMITS.pageSize,
      rating: template.rating.toFixed(1),
      ratingCount: template.ratingCount,
    };
  }

  async mine(user: UserEntity, templateId: string): Promise<MyReview> {
    await this.templateOr404(templateId);
    const [review, purchase] = await Promise.all([this.reviews.mine(templateId, user.id), this.reviews.purchase(user.id, templateId)]);
    // A review an admin removed is not the buyer's to show, edit or write again.
    if (review?.removedAt) return { review: null, canReview: false, reason: REVIEW_MESSAGES.removed };
    if (review) return { review: toReview(review), canReview: false, reason: REVIEW_MESSAGES.already };
    return { review: null, canReview: !!purchase, reason: purchase ? null : REVIEW_MESSAGES.notBuyer };
  }

  async create(user: UserEntity, templateId: string, body: z.output<typeof ReviewBodySchema>): Promise<Review> {
    await this.templateOr404(templateId);
    const orderId = await this.reviews.purchase(user.id, templateId);
    if (!orderId) throw new ApiError(403, REVIEW_MESSAGES.notBuyer);
    const now = this.clock.now();
    const id = uuidV7(now.getTime());
    try {
      await this.reviews.create(
        { id, templateId, userId: user.id, orderId, author: authorName(user), rating: body.rating, title: body.title, text: body.text },
        now,
        this.config.demoStore,
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError(
          409,
          (await this.reviews.mine(templateId, user.id))?.removedAt ? REVIEW_MESSAGES.removed : REVIEW_MESSAGES.already,
        );
      throw error;
    }
    this.cache.invalidate();
    return toReview((await this.reviews.byId(id))!);
  }

  async update(user: UserEntity, templateId: string, patch: z.output<typeof ReviewPatchSchema>): Promise<Review> {
    await this.templateOr404(templateId);
    const review = await this.reviews.mine(templateId, user.id);
    if (!review || review.removedAt) throw new ApiError(404, REVIEW_MESSAGES.noReview);
    // A refund ends the right to speak as a buyer: the review may still be deleted, not changed.
    if (!(await this.reviews.purchase(user.id, templateId))) throw new ApiError(403, REVIEW_MESSAGES.notBuyer);
    const changed = await this.reviews.update(
      {
        id: review.id,
        templateId,
        rating: patch.rating ?? review.rating,
        title: patch.title ?? review.title,
        text: patch.text ?? review.text,
      },
      this.clock.now(),
      this.config.demoStore,
    );
    if (!changed) throw new ApiError(404, REVIEW_MESSAGES.noReview);
    this.cache.invalidate();
    return toReview((await this.reviews.byId(review.id))!);
  }

  async remove(user: UserEntity, templateId: string): Promise<void> {
    await this.templateOr404(templateId);
    if (!(await this.reviews.deleteMine(templateId, user.id, this.config.demoStore))) throw new ApiError(404, REVIEW_MESSAGES.noReview);
    this.cache.invalidate();
  }

  private async templateOr404(id: string) {
    const template = await this.reviews.template(id);
    if (!template) throw new ApiError(404, REVIEW_MESSAGES.templateNotFound);
    return template;
  }
}
