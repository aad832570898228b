import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { JOBS_API } from '@tm/contracts/jobs';
import type { ImageReplacementProgress, ImageReplacementRequest } from '@tm/contracts/jobs.schemas';
import { ImageReplacementRequestSchema } from '@tm/contracts/jobs.schemas';
import { AdminOnly } from '../../../common/access/access.decorators';
import { ZodValidationPipe } from '../../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../../infrastructure/audit';
import { ImageReplacementService } from './image-replacement.service';

/** docs/product/back-office.md §7: the batch image replacement calls. */
@Controller()
export class ImageReplacementController {
  constructor(private readonly images: ImageReplacementService) {}

  @AdminOnly()
  @Post(JOBS_API.startImageReplacement)
  @HttpCode(202)
  start(
    @Body(new ZodValidationPipe(ImageReplacementRequestSchema)) body: ImageReplacementRequest,
    @Actor() actor: AdminActor,
  ): Promise<ImageReplacementProgress> {
    return this.images.start(body, actor);
  }

  @AdminOnly()
  @Get(JOBS_API.imageReplacementProgress)
  progress(): Promise<ImageReplacementProgress> {
    return this.images.progress();
  }

  @AdminOnly()
  @Post(JOBS_API.stopImageReplacement)
  @HttpCode(200)
  stop(@Actor() actor: AdminActor): Promise<ImageReplacementProgress> {
    return this.images.stop(actor);
  }
}
