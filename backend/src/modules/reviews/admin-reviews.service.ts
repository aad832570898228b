import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { REVIEW_MESSAGES, type AdminReview } from '@tm/contracts/reviews';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { runAtomically } from '../../database/atomic-steps';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import { CatalogCacheService, lockTemplateRatingStep, refreshRatingSteps } from '../catalog';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { countedClause, toAdminReview } from './review-rows';
import { ReviewsRepository } from './reviews.repository';

const LATEST = 50;

/** The admin's side of reviews (decision 038): the latest ones, and removal with a reason, audited. */
@Injectable()
export class AdminReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const refusal = await runAtomically(this.dataSource, [
      lockTemplateRatingStep(review.templateId),
      {
        sql: 'UPDATE reviews SET removedAt = ?, removedReason = ? WHERE id = ? AND removedAt IS NULL',
        params: [sqlDate(dialectOf(this.dataSource), this.clock.now()), reason, id],
        abortUnlessChanged: 'gone',
      },
      ...refreshRatingSteps(review.templateId, countedClause(this.config.demoStore)),
      this.audit.step(actor, {
        action: 'review.remove',
        targetType: 'review',
        targetId: id,
        detail: `${review.rating}★ on template ${review.templateId}: ${reason}`,
      }),
    ]);
    if (refusal) throw new ApiError(404, REVIEW_MESSAGES.reviewNotFound);
    this.cache.invalidate();
    return { message: 'Review removed' };
  }
}
