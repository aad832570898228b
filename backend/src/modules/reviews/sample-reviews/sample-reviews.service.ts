import { Injectable, Optional } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type SampleReviewsJob } from '@tm/contracts/reviews';
import type { SampleReviewsBodySchema } from '@tm/contracts/reviews.schemas';
import { ApiError } from '../../../common/http/api-error';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { AuditLogService, type AdminActor } from '../../../infrastructure/audit';
import { CatalogCacheService } from '../../catalog';
import { isoDateOrNull } from '../../../database/sql-dialect';
import { JobQueue, JobRecordsRepository } from '../../../infrastructure/jobs';
import { SAMPLE_REVIEWS_KIND, type SampleReviewsRequest } from './sample-reviews.handler';
import { SampleReviewsRepository } from './sample-reviews.repository';

const PART_SIZE = 100;

/**
 * Starts the review generator's jobs and removes every sample review (decision 038). It runs only in
 * the demo store, or where ALLOW_SAMPLE_REVIEWS=true says the owner wants labelled samples anyway.
 */
@Injectable()
export class SampleReviewsService {
  constructor(
    private readonly samples: SampleReviewsRepository,
    private readonly records: JobRecordsRepository,
    private readonly audit: AuditLogService,
    private readonly cache: CatalogCacheService,
    @InjectConfig() private readonly config: AppConfig,
    @Optional() private readonly queue?: JobQueue,
  ) {}

  async start(actor: AdminActor, body: z.output<typeof SampleReviewsBodySchema>): Promise<SampleReviewsJob> {
    this.assertAllowed();
    const templateIds = await this.targets(body);
    const parts: Array<[number, number]> = [];
    for (let start = 0; start < templateIds.length; start += PART_SIZE)
      parts.push([start, Math.min(templateIds.length, start + PART_SIZE)]);
    const request: SampleReviewsRequest = { templateIds, perTemplate: body.perTemplate, spread: body.spread };
    const id = randomUUID();
    const target = body.templateIds
      ? `${templateIds.length} chosen templates`
      : `${body.category}${body.subcategory ? `/${body.subcategory}` : ''} (${templateIds.length} templates)`;
    await this.samples.createJob(
      this.records.createSteps({
        id,
        kind: SAMPLE_REVIEWS_KIND,
        request: JSON.stringify(request),
        totalTemplates: templateIds.length,
        parts,
        seed: randomInt(1, 2 ** 31 - 1),
        createdBy: actor.id,
      }),
      [
        this.audit.step(actor, {
          action: 'reviews.samples-generate',
          targetType: 'job',
          targetId: id,
          detail: `${body.perTemplate} ${body.spread} each on ${target}`,
        }),
      ],
    );
    await this.queue?.enqueue(id, parts.length);
    return this.progress(id);
  }

  async progress(jobId: string): Promise<SampleReviewsJob> {
    const job = await this.records.job(jobId);
    if (!job || job.kind !== SAMPLE_REVIEWS_KIND) throw new ApiError(404, 'Job not found');
    return {
      jobId: job.id,
      status: job.status as SampleReviewsJob['status'],
      totalTemplates: job.totalTemplates,
      processedTemplates: job.processedTemplates,
      failedTemplates: job.failedTemplates,
      createdAt: isoDateOrNull(job.createdAt)!,
      endTime: isoDateOrNull(job.endTime),
    };
  }

  /** Every sample review goes, and the figures of the templates they were on are recomputed, in one transaction. */
  async removeAll(actor: AdminActor): Promise<{ removed: number }> {
    const rows = await this.samples.samplesPerTemplate();
    const removed = rows.reduce((sum, row) => sum + row.count, 0);
    await this.samples.removeAll(
      rows.map((row) => row.templateId),
      this.config.demoStore,
      [
        this.audit.step(actor, {
          action: 'reviews.samples-remove',
          targetType: 'reviews',
          targetId: 'sample',
          detail: `${removed} sample reviews on ${rows.length} templates`,
        }),
      ],
    );
    this.cache.invalidate();
    return { removed };
  }

  private assertAllowed(): void {
    if (!this.config.demoStore && !this.config.allowSampleReviews) throw new ApiError(403, REVIEW_MESSAGES.samplesRefused);
  }

  /** The chosen templates that exist, in the order given; or a category's best sellers, at most the limit. */
  private async targets(body: z.output<typeof SampleReviewsBodySchema>): Promise<string[]> {
    let ids: string[];
    if (body.templateIds) {
      const wanted = [...new Set(body.templateIds)];
      const known = new Set(await this.samples.existingTemplateIds(wanted));
      const unknown = wanted.filter((id) => !known.has(id));
      // The count, not the ids: an error text never repeats what was sent (decision 050).
      if (unknown.length) throw new ApiError(400, `${unknown.length} of the chosen templates do not exist`);
      ids = wanted;
    } else {
      ids = await this.samples.bestSellerIds(body.category!, body.subcategory, REVIEW_LIMITS.sampleTemplatesMax);
    }
    if (ids.length === 0) throw new ApiError(400, 'No templates match');
    return ids;
  }
}
