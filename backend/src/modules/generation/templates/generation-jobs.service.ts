import { Injectable } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import { JOB_LIMITS, JOB_MESSAGES, type JobStatus } from '@tm/contracts/jobs';
import type { GenerationJob, GenerationJobs, GenerationRequest } from '@tm/contracts/jobs.schemas';
import { ApiError } from '../../../common/http/api-error';
import { isoDateOrNull } from '../../../database/sql-dialect';
import { AuditLogService, type AdminActor } from '../../../infrastructure/audit';
import { JobQueue, JobRecordsRepository } from '../../../infrastructure/jobs';
import type { BackgroundJobEntity } from '../../../infrastructure/jobs/entities/background-job.entity';
import { GENERATION_KIND, type GenerationJobRequest } from './generation-handler';
import { GenerationJobsRepository } from './generation-jobs.repository';
import { PlanPositions } from './generation-plan-positions';

/**
 * Templates per part: the unit one worker claims. 1,000,000 templates make 100 parts, enough to keep
 * any number of workers busy; a small job is one part.
 */
export const PART_SIZE = 10_000;

/** docs/product/back-office.md §7: start, watch and cancel bulk generation. Every start and cancel is audited with the job. */
@Injectable()
export class GenerationJobsService {
  constructor(
    private readonly jobs: GenerationJobsRepository,
    private readonly records: JobRecordsRepository,
    private readonly queue: JobQueue,
    private readonly audit: AuditLogService,
  ) {}

  async start(request: GenerationRequest, actor: AdminActor): Promise<GenerationJob> {
    const plan = new PlanPositions(request.target);
    const parts: Array<[number, number]> = [];
    for (let start = 0; start < plan.total; start += PART_SIZE) parts.push([start, Math.min(plan.total, start + PART_SIZE)]);
    const stored: GenerationJobRequest = { useAI: request.useAI, target: request.target };
    const id = await this.freshId();
    const jobSteps = this.records.createSteps(
      {
        id,
        kind: GENERATION_KIND,
        request: JSON.stringify(stored),
        totalTemplates: plan.total,
        parts,
        seed: randomInt(1, 2 ** 31 - 1),
        createdBy: actor.id,
      },
      { inFlightCap: JOB_LIMITS.generationInFlightTemplates },
    );
    const started = await this.jobs.start(jobSteps, [
      this.audit.step(actor, { action: 'generation.start', targetType: 'job', targetId: id, detail: describeTarget(stored) }),
    ]);
    if (!started) throw new ApiError(409, JOB_MESSAGES.generationBusy);
    await this.queue.enqueue(id, parts.length);
    return this.progress(id);
  }

  async progress(jobId: string): Promise<GenerationJob> {
    const job = await this.records.job(jobId);
    if (!job || job.kind !== GENERATION_KIND) throw new ApiError(404, JOB_MESSAGES.jobNotFound);
    return this.toDto(job);
  }

  async history(): Promise<GenerationJobs> {
    const jobs = await this.records.recent(GENERATION_KIND, JOB_LIMITS.historySize);
    return { jobs: await Promise.all(jobs.map((job) => this.toDto(job))) };
  }

  /** Stops the job at once: no batch commits after this, and its workers let go before their next batch. */
  async cancel(jobId: string, actor: AdminActor): Promise<GenerationJob> {
    const job = await this.records.job(jobId);
    if (!job || job.kind !== GENERATION_KIND) throw new ApiError(404, JOB_MESSAGES.jobNotFound);
    const cancelled = await this.jobs.cancel(this.records.cancelStep(jobId), [
      this.audit.step(actor, {
        action: 'generation.cancel',
        targetType: 'job',
        targetId: jobId,
        detail: `at ${job.processedTemplates} of ${job.totalTemplates}`,
      }),
    ]);
    if (!cancelled) throw new ApiError(409, JOB_MESSAGES.jobNotActive);
    await this.records.stopPartsSoon(jobId);
    return this.progress(jobId);
  }

  /** A random id whose first 8 characters, the id the screens show, are no other job's. */
  private async freshId(): Promise<string> {
    for (;;) {
      const id = randomUUID();
      if (!(await this.records.shortIdTaken(id))) return id;
    }
  }

  private async toDto(job: BackgroundJobEntity): Promise<GenerationJob> {
    const request = JSON.parse(job.request) as GenerationJobRequest;
    const errors = job.errorCount > 0 ? await this.records.errors(job.id, JOB_LIMITS.errorsShown) : [];
    return {
      jobId: job.id,
      status: job.status as JobStatus,
      totalTemplates: job.totalTemplates,
      processedTemplates: job.processedTemplates,
      generatedTemplates: job.succeededTemplates,
      failedTemplates: job.failedTemplates,
      currentCategory: job.currentCategory,
      currentSubcategory: job.currentSubcategory,
      createdAt: isoDateOrNull(job.createdAt)!,
      startTime: isoDateOrNull(job.startTime),
      endTime: isoDateOrNull(job.endTime),
      useAI: request.useAI,
      target: request.target,
      errors: errors.map((e) => (e.templateName ? { templateName: e.templateName, error: e.message } : e.message)),
      errorCount: job.errorCount,
    };
  }
}

function describeTarget(request: GenerationJobRequest): string {
  const t = request.target;
  const what =
    'targetTotal' in t
      ? `${t.targetTotal} over every subcategory`
      : `${t.count} in ${t.category}${t.subcategory ? `/${t.subcategory}` : ''}`;
  return `${what}${request.useAI ? ', with AI' : ''}`;
}
