import { Injectable } from '@nestjs/common';
import type { Step } from '../../../database/atomic-steps';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { CatalogCacheService } from '../../catalog';
import { randomFor } from '@tm/catalog-generator';
import { readDate } from '../../../database/sql-dialect';
import { uuidV7 } from '../../../database/uuid-v7';
import type { BackgroundJobPartEntity } from '../../../infrastructure/jobs/entities/background-job-part.entity';
import type { BackgroundJobEntity } from '../../../infrastructure/jobs/entities/background-job.entity';
import { JobHandler, type PreparedBatch, ProvidesJob } from '../../../infrastructure/jobs';
import { sampleReview, type RatingSpread } from './sample-review-texts';
import { SampleReviewsRepository, type SampleReviewRow } from './sample-reviews.repository';

export const SAMPLE_REVIEWS_KIND = 'sample-reviews';

export interface SampleReviewsRequest {
  templateIds: string[];
  perTemplate: number;
  spread: RatingSpread;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The review generator's work (decision 038): position i is the request's i-th template, which gets
 * `perTemplate` sample reviews (sample = 1, dated over the last 90 days) and its figures recomputed,
 * in the batch's transaction. A template deleted since is skipped, counted as failed.
 */
@Injectable()
@ProvidesJob()
export class SampleReviewsHandler extends JobHandler {
  readonly kind = SAMPLE_REVIEWS_KIND;

  constructor(
    private readonly samples: SampleReviewsRepository,
    private readonly cache: CatalogCacheService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super();
  }

  batchSize(): number {
    return 20;
  }

  describe(job: BackgroundJobEntity, position: number): string | null {
    return (JSON.parse(job.request) as SampleReviewsRequest).templateIds[position] ?? null;
  }

  async prepare(job: BackgroundJobEntity, _part: BackgroundJobPartEntity, from: number, to: number): Promise<PreparedBatch> {
    const request = JSON.parse(job.request) as SampleReviewsRequest;
    const ids = request.templateIds.slice(from, to);
    const templates = await this.samples.templates(ids);
    const byId = new Map(templates.map((t) => [t.id, t]));
    const created = readDate(job.createdAt).getTime();
    const steps: Step[] = [];
    const failed: PreparedBatch['failed'] = [];
    let last: { category: string; subcategory: string } | undefined;
    ids.forEach((id, offset) => {
      const template = byId.get(id);
      if (!template) {
        failed.push({ templateName: id, message: 'The template no longer exists' });
        return;
      }
      last = template;
      const rng = randomFor('sample-review', job.seed, from + offset);
      const reviews: SampleReviewRow[] = [];
      for (let i = 0; i < request.perTemplate; i++) {
        const review = sampleReview(rng, template, request.spread);
        const at = new Date(created - Math.floor(rng.next() * 90 * DAY_MS));
        reviews.push({
          id: uuidV7(at.getTime()),
          author: review.author,
          rating: review.rating,
          title: review.title,
          text: review.text,
          at,
        });
      }
      steps.push(...this.samples.addReviewsSteps(id, job.id, reviews, this.config.demoStore));
    });
    return {
      to,
      steps,
      succeeded: ids.length - failed.length,
      failed,
      current: { category: last?.category ?? null, subcategory: last?.subcategory ?? null },
      afterCommit: () => this.cache.invalidate(),
    };
  }
}
