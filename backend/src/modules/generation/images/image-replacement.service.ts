import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JOB_LIMITS, JOB_MESSAGES, type BatchStatus } from '@tm/contracts/jobs';
import type { ImageReplacementProgress, ImageReplacementRequest } from '@tm/contracts/jobs.schemas';
import { ClockService } from '../../../common/clock';
import { ApiError } from '../../../common/http/api-error';
import { isoDateOrNull, readDate } from '../../../database/sql-dialect';
import { AuditLogService, type AdminActor } from '../../../infrastructure/audit';
import { JobQueue, JobRecordsRepository } from '../../../infrastructure/jobs';
import type { BackgroundJobEntity } from '../../../infrastructure/jobs/entities/background-job.entity';
import { IMAGE_REPLACEMENT_KIND, type ImageReplacementJobRequest } from './image-replacement-handler';
import { ImageReplacementRepository } from './image-replacement.repository';

/** docs/product/back-office.md §4: the monitor's words for our job statuses. */
const BATCH_STATUS: Record<string, BatchStatus> = {
  pending: 'starting',
  running: 'running',
  completed: 'completed',
  failed: 'error',
  cancelled: 'stopped',
};

/**
 * Batch image replacement (decision 034): one at a time (a second start answers 409), stopped on
 * request, its progress read from the job's row.
 */
@Injectable()
export class ImageReplacementService {
  constructor(
    private readonly images: ImageReplacementRepository,
    private readonly records: JobRecordsRepository,
    private readonly queue: JobQueue,
    private readonly audit: AuditLogService,
    private readonly clock: ClockService,
  ) {}

  async start(request: ImageReplacementRequest, actor: AdminActor): Promise<ImageReplacementProgress> {
    const stored: ImageReplacementJobRequest = { scope: request.scope, category: request.category ?? null };
    const total = await this.images.countTemplates(stored.scope === 'category' ? stored.category : null);
    const id = randomUUID();
    const jobSteps = this.records.createSteps(
      {
        id,
        kind: IMAGE_REPLACEMENT_KIND,
        request: JSON.stringify(stored),
        totalTemplates: total,
        parts: [[0, total]],
        seed: 0,
        createdBy: actor.id,
      },
      { onlyIfNoneActive: true },
    );
    const started = await this.images.start(jobSteps, [
      this.audit.step(actor, {
        action: 'images.start',
        targetType: 'job',
        targetId: id,
        detail: stored.scope === 'category' ? `category ${stored.category}` : stored.scope,
      }),
    ]);
    if (!started) throw new ApiError(409, JOB_MESSAGES.imageReplacementRunning);
    await this.queue.enqueue(id, 1);
    return this.progress();
  }

  async stop(actor: AdminActor): Promise<ImageReplacementProgress> {
    const [active] = (await this.records.recent(IMAGE_REPLACEMENT_KIND, 1)).filter(
      (job) => job.status === 'pending' || job.status === 'running',
    );
    if (!active) throw new ApiError(409, JOB_MESSAGES.noImageReplacementRunning);
    const stopped = await this.images.stop(this.records.cancelStep(active.id), [
      this.audit.step(actor, {
        action: 'images.stop',
        targetType: 'job',
        targetId: active.id,
        detail: `at ${active.processedTemplates} of ${active.totalTemplates}`,
      }),
    ]);
    if (!stopped) throw new ApiError(409, JOB_MESSAGES.noImageReplacementRunning);
    await this.records.stopPartsSoon(active.id);
    return this.progress();
  }

  /** The latest replacement's progress, or an idle answer when there has been none. */
  async progress(): Promise<ImageReplacementProgress> {
    const [job] = await this.records.recent(IMAGE_REPLACEMENT_KIND, 1);
    if (!job) {
      return {
        jobId: null,
        status: 'idle',
        scope: null,
        category: null,
        totalTemplates: 0,
        processedTemplates: 0,
        successfulGenerations: 0,
        failedGenerations: 0,
        estimatedTimeRemaining: null,
        currentCategory: null,
        currentSubcategory: null,
        startTime: null,
        endTime: null,
        errors: [],
        errorCount: 0,
      };
    }
    return this.toDto(job);
  }

  private async toDto(job: BackgroundJobEntity): Promise<ImageReplacementProgress> {
    const request = JSON.parse(job.request) as ImageReplacementJobRequest;
    const errors = job.errorCount > 0 ? await this.records.errors(job.id, JOB_LIMITS.errorsShown) : [];
    return {
      jobId: job.id,
      status: BATCH_STATUS[job.status] ?? 'idle',
      scope: request.scope,
      category: request.category,
      totalTemplates: job.totalTemplates,
      processedTemplates: job.processedTemplates,
      successfulGenerations: job.succeededTemplates,
      failedGenerations: job.failedTemplates,
      estimatedTimeRemaining: this.remainingMs(job),
      currentCategory: job.currentCategory,
      currentSubcategory: job.currentSubcategory,
      startTime: isoDateOrNull(job.startTime),
      endTime: isoDateOrNull(job.endTime),
      errors: errors.map((e) => (e.templateName ? { templateName: e.templateName, error: e.message } : e.message)),
      errorCount: job.errorCount,
    };
  }

  /** From the rate so far: what is left over templates per millisecond. Null before any progress. */
  private remainingMs(job: BackgroundJobEntity): number | null {
    if (job.status !== 'running' || !job.startTime || job.processedTemplates === 0) return job.status === 'completed' ? 0 : null;
    const spent = this.clock.now().getTime() - readDate(job.startTime).getTime();
    return Math.max(0, Math.round((spent / job.processedTemplates) * (job.totalTemplates - job.processedTemplates)));
  }
}
