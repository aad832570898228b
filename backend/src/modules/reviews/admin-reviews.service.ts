import { Injectable } from '@nestjs/common';
import { REVIEW_MESSAGES, type AdminReview } from '@tm/contracts/reviews';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import { CatalogCacheService } from '../catalog';
import { toAdminReview } from './review-rows';
import { ReviewsRepository } from './reviews.repository';

const LATEST = 50;

/** The admin's side of reviews (decision 038): the latest ones, and removal with a reason, audited. */
@Injectable()
export class AdminReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly audit: AuditLogService,
    private readonly cache: CatalogCacheService,
    private readonly clock: ClockService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async latest(): Promise<AdminReview[]> {
    return (await this.reviews.latest(LATEST)).map(toAdminReview);
  }

  /** The review leaves the page and the figures; its row stays, with who removed it and why in the audit log. */
  async remove(actor: AdminActor, id: string, reason: string): Promise<{ message: string }> {
    const review = await this.reviews.byId(id);
    if (!review || review.removedAt) throw new ApiError(404, REVIEW_MESSAGES.reviewNotFound);
    const removed = await this.reviews.markRemoved({ id, templateId: review.templateId }, reason, this.clock.now(), this.config.demoStore, [
      this.audit.step(actor, {
        action: 'review.remove',
        targetType: 'review',
        targetId: id,
        detail: `${review.rating}★ on template ${review.templateId}: ${reason}`,
      }),
    ]);
    if (!removed) throw new ApiError(404, REVIEW_MESSAGES.reviewNotFound);
    this.cache.invalidate();
    return { message: 'Review removed' };
  }
}
