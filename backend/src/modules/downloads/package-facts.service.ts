import { Injectable, Optional } from '@nestjs/common';
import { CATALOG_MESSAGES } from '@tm/contracts/catalog';
import type { PendingPackageFacts, TemplatePackageFacts } from '@tm/contracts/platforms';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { uuidV7 } from '../../database/uuid-v7';
import { JobQueue, JobRecordsRepository } from '../../infrastructure/jobs';
import { bySubject, RateLimitService } from '../../infrastructure/rate-limit';
import { StorageService, StoredFileReader } from '../../infrastructure/storage';
import { TemplateFilesRepository, zipEntryNames } from '../../infrastructure/template-files';
import { DownloadsRepository, type PackageTemplate } from './downloads.repository';
import { contentsOf } from './package-contents';
import { generatedKey, uploadedKey } from './package-facts-builder';
import { PACKAGE_FACTS_KIND } from './package-facts.handler';
import type { PackageFactsEntity } from './entities/package-facts.entity';
import { factsOf, PackageFactsRepository } from './package-facts.repository';
import { templateZipPath } from './template-zip-path';

/** Builds one client (IPv6: its /64) may ask for: each is a job a worker spends up to half a second on. */
export const PACKAGE_FACTS_BUILDS = { max: 30, windowMs: 10 * 60_000 };
export const PACKAGE_FACTS_BUSY_MESSAGE = 'Too many new packages asked about from your address: please try again in a few minutes';

/**
 * GET /api/templates/:slugOrId/package (decision 051): what the download holds, read from
 * the stored facts. An upload's facts are written with its version; a generated package's are built by
 * the job workers the first time someone asks (or after its template changed), and the answer says
 * "pending" until then. The request itself never builds a package: that cost 0.4-1.3 s of CPU on the
 * web process, and one client asking for many packages slowed every page.
 */
@Injectable()
export class PackageFactsService {
  constructor(
    private readonly repository: DownloadsRepository,
    private readonly files: TemplateFilesRepository,
    private readonly facts: PackageFactsRepository,
    private readonly storage: StorageService,
    private readonly records: JobRecordsRepository,
    private readonly limits: RateLimitService,
    private readonly clock: ClockService,
    @Optional() private readonly queue?: JobQueue,
  ) {}

  async read(slugOrId: string, clientIp: string): Promise<TemplatePackageFacts | PendingPackageFacts> {
    const template = slugOrId.length > 0 && slugOrId.length <= 160 ? await this.repository.templateBySlugOrId(slugOrId) : null;
    if (!template) throw new ApiError(404, CATALOG_MESSAGES.notFound);
    const version = await this.files.current(template.id);
    const uploaded = version?.storagePath ?? (template.hasZip ? templateZipPath(template.id) : null);
    const row = await this.facts.stored(template.id);
    const ready = (key: string) => row?.status === 'ready' && row.sourceKey === key;
    if (uploaded && ready(uploadedKey(uploaded))) return factsOf(row!);
    // A ZIP stored before facts were (or by hand): its directory is a few ranged reads. One on record
    // whose file is gone is sent as the generated package, so that is what its facts describe.
    const stored = uploaded ? await this.storage.statPrivate(uploaded) : null;
    if (uploaded && stored) return this.factsOfStoredZip(template.id, uploaded, stored.size, version?.sizeBytes ?? stored.size);
    const key = generatedKey(template);
    if (ready(key)) return factsOf(row!);
    await this.requestBuild(template, key, row, clientIp);
    return { status: 'pending' };
  }

  private async factsOfStoredZip(templateId: string, relative: string, fileSize: number, sizeBytes: number): Promise<TemplatePackageFacts> {
    const names = await zipEntryNames(new StoredFileReader(this.storage, 'private', relative), fileSize);
    const facts = contentsOf(names, sizeBytes);
    await this.facts.storeReady(templateId, uploadedKey(relative), facts, this.clock.now());
    return facts;
  }

  /** One build per content, whoever asks and on whichever node; counted against the asking client. */
  private async requestBuild(template: PackageTemplate, key: string, row: PackageFactsEntity | null, clientIp: string): Promise<void> {
    if (row?.status === 'pending' && row.sourceKey === key) return; // asked for already
    await this.limits.take(
      { bucket: 'package-facts-ip', ...PACKAGE_FACTS_BUILDS },
      bySubject.address(clientIp),
      PACKAGE_FACTS_BUSY_MESSAGE,
    );
    const now = this.clock.now();
    if (!(await this.facts.requestBuild(template.id, key, now))) return;
    const id = uuidV7(now.getTime());
    await this.facts.createBuildJob(
      this.records.createSteps({
        id,
        kind: PACKAGE_FACTS_KIND,
        request: JSON.stringify({ templateId: template.id, sourceKey: key }),
        totalTemplates: 1,
        parts: [[0, 1]],
        seed: 0,
        createdBy: 'system',
      }),
    );
    await this.queue?.enqueue(id, 1);
  }
}
