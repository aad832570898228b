import { Injectable } from '@nestjs/common';
import type { ImageScope } from '@tm/contracts/jobs';
import type { Category } from '@tm/contracts/catalog';
import type { TemplateEntity } from '../../catalog/entities/template.entity';
import { GENERATED_IMAGES_PREFIX, renderPreviewSvg, renderScreenshotSvg } from '@tm/catalog-generator';
import { StorageService } from '../../../infrastructure/storage';
import type { BackgroundJobPartEntity } from '../../../infrastructure/jobs/entities/background-job-part.entity';
import type { BackgroundJobEntity } from '../../../infrastructure/jobs/entities/background-job.entity';
import { type JobError, JobHandler, type PreparedBatch, ProvidesJob } from '../../../infrastructure/jobs';
import { errorMessage } from '../../../common/errors';
import { ImageReplacementRepository } from './image-replacement.repository';

export const IMAGE_REPLACEMENT_KIND = 'image-replacement';

/** What an image replacement job's `request` column holds. */
export interface ImageReplacementJobRequest {
  scope: ImageScope;
  category: Category | null;
}

/** Templates per batch: each is 4 to 7 drawings written to disk. */
const BATCH = 100;
const SCREENSHOT = /\/screenshot-([1-9]\d?)\.svg$/;

/**
 * Draws each template's preview and screenshots and writes them to public storage, where they are
 * served as files instead of being drawn on every request (decision 034). Walks the templates in id
 * order from the part's last key, so templates added meanwhile are met once at most; writing a file
 * twice (a batch redone after a crash) leaves the same file. A template that cannot be drawn counts
 * as a failed generation and the job goes on.
 */
@Injectable()
@ProvidesJob()
export class ImageReplacementHandler extends JobHandler {
  readonly kind = IMAGE_REPLACEMENT_KIND;

  constructor(
    private readonly images: ImageReplacementRepository,
    private readonly storage: StorageService,
  ) {
    super();
  }

  batchSize(): number {
    return BATCH;
  }

  async prepare(job: BackgroundJobEntity, part: BackgroundJobPartEntity, from: number, to: number): Promise<PreparedBatch> {
    const request = JSON.parse(job.request) as ImageReplacementJobRequest;
    const wanted = to - from;
    const templates = await this.images.templatesAfter(part.afterKey ?? '', request.scope === 'category' ? request.category : null, wanted);
    let succeeded = 0;
    const failed: JobError[] = [];
    for (const template of templates) {
      try {
        if (request.scope === 'missing' && (await this.allStored(template))) {
          continue;
        }
        await this.draw(template);
        succeeded += 1;
      } catch (error) {
        failed.push({ templateName: template.name, message: errorMessage(error) });
      }
    }
    const last = templates[templates.length - 1];
    return {
      to: from + templates.length,
      exhausted: templates.length < wanted,
      afterKey: last ? last.id : part.afterKey,
      steps: [],
      succeeded,
      failed,
      current: { category: last?.category ?? job.currentCategory, subcategory: last?.subcategory ?? job.currentSubcategory },
    };
  }

  describe(): string | null {
    return null;
  }

  private paths(template: TemplateEntity): string[] {
    return [template.previewImage, ...template.screenshots].filter((path) => path.startsWith(GENERATED_IMAGES_PREFIX));
  }

  private async allStored(template: TemplateEntity): Promise<boolean> {
    for (const path of this.paths(template)) if (!(await this.storage.existsPublic(path))) return false;
    return true;
  }

  private async draw(template: TemplateEntity): Promise<void> {
    for (const path of this.paths(template)) {
      const screenshot = SCREENSHOT.exec(path);
      const svg = screenshot ? renderScreenshotSvg(template, Number(screenshot[1])) : renderPreviewSvg(template);
      await this.storage.writePublic(path, svg);
    }
  }
}
