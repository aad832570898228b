import { Injectable } from '@nestjs/common';
import { ClockService } from '../../common/clock';
import type { BackgroundJobEntity } from '../../infrastructure/jobs/entities/background-job.entity';
import type { BackgroundJobPartEntity } from '../../infrastructure/jobs/entities/background-job-part.entity';
import { JobHandler, type PreparedBatch, ProvidesJob } from '../../infrastructure/jobs';
import { DownloadsRepository } from './downloads.repository';
import { ItemPackagesService } from './item-packages.service';
import { buildGeneratedFacts } from './package-facts-builder';
import { PackageFactsRepository } from './package-facts.repository';

export const PACKAGE_FACTS_KIND = 'package-facts';

/**
 * Builds a generated package's facts on a job worker (decision 051): the package made as a download
 * makes it, zipped and counted, then stored under the key the request asked for. Run again (a worker
 * died), it builds the same facts and stores them once more.
 */
@Injectable()
@ProvidesJob()
export class PackageFactsHandler extends JobHandler {
  readonly kind = PACKAGE_FACTS_KIND;

  constructor(
    private readonly templates: DownloadsRepository,
    private readonly packages: ItemPackagesService,
    private readonly facts: PackageFactsRepository,
    private readonly clock: ClockService,
  ) {
    super();
  }

  batchSize(): number {
    return 1;
  }

  describe(): string | null {
    return 'Package facts';
  }

  async prepare(job: BackgroundJobEntity, _part: BackgroundJobPartEntity, from: number, to: number): Promise<PreparedBatch> {
    const { templateId, sourceKey } = JSON.parse(job.request) as { templateId: string; sourceKey: string };
    const current = { category: null, subcategory: null };
    const template = (await this.templates.templatesById([templateId])).get(templateId);
    if (!template) return { to, steps: [], succeeded: to - from, failed: [], current }; // deleted meanwhile
    const facts = await buildGeneratedFacts(this.packages, template);
    return {
      to,
      steps: [this.facts.completeStep(templateId, sourceKey, facts, this.clock.now())],
      succeeded: to - from,
      failed: [],
      current,
    };
  }
}
