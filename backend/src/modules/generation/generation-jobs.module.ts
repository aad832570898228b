import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { StorageModule } from '../../infrastructure/storage';
import { ImageReplacementHandler } from './images/image-replacement-handler';
import { ImageReplacementRepository } from './images/image-replacement.repository';
import { AiTemplateTextsService } from './templates/ai-template-texts';
import { GenerationHandler } from './templates/generation-handler';
import { GenerationJobsRepository } from './templates/generation-jobs.repository';

/**
 * The generation and image-replacement jobs, for the processes that run jobs: no controllers. The
 * handlers are found by their `@ProvidesJob()` mark (decision 060).
 */
@Module({
  imports: [CatalogModule, StorageModule],
  providers: [AiTemplateTextsService, GenerationHandler, GenerationJobsRepository, ImageReplacementHandler, ImageReplacementRepository],
})
export class GenerationJobsModule {}
