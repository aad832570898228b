import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type SampleReviewsJob } from '@tm/contracts/reviews';
import type { SampleReviewsBodySchema } from '@tm/contracts/reviews.schemas';
import { ApiError } from '../../../common/http/api-error';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { runAtomically, type Step } from '../../../database/atomic-steps';
import { AuditLogService, type AdminActor } from '../../../infrastructure/audit';
import { CatalogCacheService, refreshRatingSteps } from '../../catalog';
import { isoDateOrNull } from '../../../database/sql-dialect';
import { JobQueue, JobRecordsRepository } from '../../../infrastructure/jobs';
import { countedClause } from '../review-rows';
import { SAMPLE_REVIEWS_KIND, type SampleReviewsRequest } from './sample-reviews.handler';

const PART_SIZE = 100;

/**
 * Starts the review generator's jobs and removes every sample review (decision 038). It runs only in
 * the demo store, or where ALLOW_SAMPLE_REVIEWS=true says the owner wants labelled samples anyway.
 */
@Injectable()
export class SampleReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
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
    await runAtomically(this.dataSource, [
      ...this.records.createSteps({
        id,
        kind: SAMPLE_REVIEWS_KIND,
        request: JSON.stringify(request),
        totalTemplates: templateIds.length,
        parts,
        seed: randomInt(1, 2 ** 31 - 1),
        createdBy: actor.id,
      }),
      this.audit.step(actor, {
        action: 'reviews.samples-generate',
        targetType: 'job',
        targetId: id,
        detail: `${body.perTemplate} ${body.spread} each on ${target}`,
      }),
    ]);
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
    const rows = (await this.dataSource.query(
      'SELECT templateId, COUNT(*) AS n FROM reviews WHERE sample = 1 GROUP BY templateId',
    )) as Array<{ templateId: string; n: number | string }>;
    const removed = rows.reduce((sum, row) => sum + Number(row.n), 0);
    const steps: Step[] = [
      { sql: 'DELETE FROM reviews WHERE sample = 1', params: [] },
      ...rows.flatMap((row) => refreshRatingSteps(row.templateId, countedClause(this.config.demoStore))),
      this.audit.step(actor, {
        action: 'reviews.samples-remove',
        targetType: 'reviews',
        targetId: 'sample',
        detail: `${removed} sample reviews on ${rows.length} templates`,
      }),
    ];
    await runAtomically(this.dataSource, steps);
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
      const found = (await this.dataSource.query(
        `SELECT id FROM templates WHERE id IN (${wanted.map(() => '?').join(', ')})`,
        wanted,
      )) as Array<{ id: string }>;
      const known = new Set(found.map((r) => r.id));
      const unknown = wanted.filter((id) => !known.has(id));
      // The count, not the ids: an error text never repeats what was sent (decision 050).
      if (unknown.length) throw new ApiError(400, `${unknown.length} of the chosen templates do not exist`);
      ids = wanted;
    } else {
      const where = body.subcategory ? 'category = ? AND subcategory = ?' : 'category = ?';
      const params = body.subcategory ? [body.category!, body.subcategory] : [body.category!];
      const rows = (await this.dataSource.query(
        `SELECT id FROM templates WHERE ${where} ORDER BY salesCount DESC, createdAt DESC, id DESC LIMIT ${REVIEW_LIMITS.sampleTemplatesMax}`,
        params,
      )) as Array<{ id: string }>;
      ids = rows.map((r) => r.id);
    }
    if (ids.length === 0) throw new ApiError(400, 'No templates match');
    return ids;
  }
}
