import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { JOBS_API } from '@tm/contracts/jobs';
import type { GenerationJob, GenerationJobs, GenerationRequest, StartGenerationResponse } from '@tm/contracts/jobs.schemas';
import { GenerationRequestSchema } from '@tm/contracts/jobs.schemas';
import { AdminOnly } from '../../../common/access/access.decorators';
import { ZodValidationPipe } from '../../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../../infrastructure/audit';
import { GenerationJobsService } from './generation-jobs.service';

/** docs/product/back-office.md §7: the batch generation calls. */
@Controller()
export class GenerationJobsController {
  constructor(private readonly jobs: GenerationJobsService) {}

  @AdminOnly()
  @Post(JOBS_API.startGeneration)
  @HttpCode(202)
  async start(
    @Body(new ZodValidationPipe(GenerationRequestSchema)) body: GenerationRequest,
    @Actor() actor: AdminActor,
  ): Promise<StartGenerationResponse> {
    const job = await this.jobs.start(body, actor);
    return { jobId: job.jobId, job };
  }

  @AdminOnly()
  @Get(JOBS_API.generationProgress)
  progress(@Param('jobId') jobId: string): Promise<GenerationJob> {
    return this.jobs.progress(jobId);
  }

  @AdminOnly()
  @Get(JOBS_API.generationJobs)
  history(): Promise<GenerationJobs> {
    return this.jobs.history();
  }

  @AdminOnly()
  @Post(JOBS_API.cancelGeneration)
  @HttpCode(200)
  cancel(@Param('jobId') jobId: string, @Actor() actor: AdminActor): Promise<GenerationJob> {
    return this.jobs.cancel(jobId, actor);
  }
}
