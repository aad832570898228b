import { Module } from '@nestjs/common';
import { AuditModule } from '../../infrastructure/audit';
import { ImageReplacementController } from './images/image-replacement.controller';
import { ImageReplacementRepository } from './images/image-replacement.repository';
import { ImageReplacementService } from './images/image-replacement.service';
import { GenerationJobsController } from './templates/generation-jobs.controller';
import { GenerationJobsRepository } from './templates/generation-jobs.repository';
import { GenerationJobsService } from './templates/generation-jobs.service';

/**
 * The back office's bulk jobs (decision 033), where they are started: generating templates and
 * replacing their images. The processes that start jobs import it (the web app, `npm run generate`);
 * the handlers that do the work are in `GenerationJobsModule` (decision 060).
 */
@Module({
  imports: [AuditModule],
  controllers: [GenerationJobsController, ImageReplacementController],
  providers: [GenerationJobsService, GenerationJobsRepository, ImageReplacementService, ImageReplacementRepository],
  exports: [GenerationJobsService],
})
export class GenerationModule {}
