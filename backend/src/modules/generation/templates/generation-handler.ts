import { Injectable } from '@nestjs/common';
import type { GenerationTarget } from '@tm/contracts/generation';
import { ClockService } from '../../../common/clock';
import { CatalogWriterService, type TemplateDraft } from '../../catalog';
import { generateJobTemplateDraft, slugBase } from '@tm/catalog-generator';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { AiTemplateTextsService } from './ai-template-texts';
import { type JobError, JobHandler, type PreparedBatch, ProvidesJob } from '../../../infrastructure/jobs';
import type { BackgroundJobPartEntity } from '../../../infrastructure/jobs/entities/background-job-part.entity';
import type { BackgroundJobEntity } from '../../../infrastructure/jobs/entities/background-job.entity';
import { GenerationJobsRepository } from './generation-jobs.repository';
import { PlanPositions } from './generation-plan-positions';
import { MadeAhead } from './made-ahead';

export const GENERATION_KIND = 'generation';

/** What a generation job's `request` column holds. */
export interface GenerationJobRequest {
  useAI: boolean;
  target: GenerationTarget;
}

/**
 * Templates per transaction. MySQL: 1,000 (the issue's figure). SQLite commits synchronously on the
 * web process's one connection, so smaller batches keep its pages answering between them.
 */
const BATCH = { mysql: 1_000, sqlite: 250 } as const;

/** Templates drawn between two yields while a batch is made ahead, so the commit's statements are not held up. */
const DRAWN_PER_TURN = 25;

/**
 * Makes a generation job's templates: position p of the plan is template p, drawn by the catalog
 * generator from the job's seed, so a batch made twice is the same templates with the same slugs
 * (`{name}-{job's 8-character id}-{p}`), which the batch's position guard and the unique slug index
 * keep from being stored twice.
 */
@Injectable()
@ProvidesJob()
export class GenerationHandler extends JobHandler {
  readonly kind = GENERATION_KIND;
  private readonly plans = new Map<string, PlanPositions>();
  private readonly ahead = new MadeAhead<PreparedBatch>();

  constructor(
    private readonly jobs: GenerationJobsRepository,
    private readonly writer: CatalogWriterService,
    private readonly clock: ClockService,
    private readonly ai: AiTemplateTextsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super();
  }

  batchSize(): number {
    return BATCH[this.jobs.dialect];
  }

  async prepare(job: BackgroundJobEntity, part: BackgroundJobPartEntity, from: number, to: number): Promise<PreparedBatch> {
    const useAI = (JSON.parse(job.request) as GenerationJobRequest).useAI;
    const madeAhead = this.ahead.take(`${job.id}:${from}:${to}`);
    // On MySQL the part's next batch is made while this one commits (the database works on another
    // core); SQLite's statements run on this thread, so nothing would overlap there.
    if (this.jobs.dialect === 'mysql' && !useAI && to - from === this.batchSize() && to < part.endPos) {
      const next = Math.min(part.endPos, to + this.batchSize());
      this.ahead.start(`${job.id}:${to}:${next}`, async () => this.batchOf(await this.draftsInTurns(job, to, next), next, []));
    }
    if (madeAhead) return madeAhead;
    let drafts = this.drafts(job, from, to, this.clock.now());
    const warnings: JobError[] = [];
    if (useAI) {
      if (!this.ai.enabled) {
        if (from === 0)
          warnings.push({
            templateName: null,
            message: 'AI was asked for, but OPENAI_API_KEY is not set: the generator wrote every template',
          });
      } else {
        // The budget is by position, so it holds however many workers share the job.
        const byModel = Math.max(0, Math.min(to, this.config.aiGenerationBudget) - from);
        const budget = this.config.aiGenerationBudget;
        if (budget >= from && budget < to) {
          warnings.push({
            templateName: null,
            message: `The model writes at most ${budget} templates per job (AI_GENERATION_BUDGET); the generator wrote the rest`,
          });
        }
        if (byModel > 0) {
          const tag = job.id.slice(0, 8);
          const outcome = await this.ai.rewrite(
            drafts.slice(0, byModel),
            (name, draft) => `${slugBase(name)}${draft.slug.slice(draft.slug.lastIndexOf(`-${tag}-`))}`,
          );
          drafts = [...outcome.drafts, ...drafts.slice(byModel)];
          warnings.push(...outcome.problems.map((message) => ({ templateName: null, message })));
        }
      }
    }
    return this.batchOf(drafts, to, warnings);
  }

  private batchOf(drafts: TemplateDraft[], to: number, warnings: JobError[]): PreparedBatch {
    const { steps } = this.writer.insertSteps(drafts);
    const last = drafts[drafts.length - 1];
    return {
      to,
      steps,
      succeeded: drafts.length,
      failed: [],
      warnings,
      current: { category: last?.category ?? null, subcategory: last?.subcategory ?? null },
      afterCommit: () => this.writer.changed(),
    };
  }

  describe(job: BackgroundJobEntity, position: number): string | null {
    try {
      return this.drafts(job, position, position + 1, this.clock.now())[0]?.name ?? null;
    } catch {
      return null;
    }
  }

  /** The drafts of [from, to), a few at a time with a yield in between (for work made ahead). */
  private async draftsInTurns(job: BackgroundJobEntity, from: number, to: number): Promise<TemplateDraft[]> {
    const createdAt = this.clock.now();
    const drafts: TemplateDraft[] = [];
    for (let start = from; start < to; start += DRAWN_PER_TURN) {
      await new Promise((resolve) => setImmediate(resolve));
      drafts.push(...this.drafts(job, start, Math.min(to, start + DRAWN_PER_TURN), createdAt));
    }
    return drafts;
  }

  private drafts(job: BackgroundJobEntity, from: number, to: number, createdAt: Date): TemplateDraft[] {
    const plan = this.plan(job);
    const tag = job.id.slice(0, 8);
    const drafts: TemplateDraft[] = [];
    for (let p = from; p < to; p++) {
      const { slot, indexInSlot } = plan.at(p);
      // Marked with the job, so the back office shows it as generated.
      drafts.push({
        ...generateJobTemplateDraft(job.seed, p, { slot, indexInSlot, slugSuffix: `${tag}-${p}`, createdAt }),
        generationJobId: job.id,
      });
    }
    return drafts;
  }

  private plan(job: BackgroundJobEntity): PlanPositions {
    let plan = this.plans.get(job.id);
    if (!plan) {
      plan = new PlanPositions((JSON.parse(job.request) as GenerationJobRequest).target);
      if (this.plans.size > 100) this.plans.clear();
      this.plans.set(job.id, plan);
    }
    return plan;
  }
}
