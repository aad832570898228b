import { Injectable } from '@nestjs/common';
import { CATALOG_MESSAGES } from '@tm/contracts/catalog';
import type { TemplatePackageFacts } from '@tm/contracts/platforms';
import { ApiError } from '../../common/http/api-error';
import { StorageService } from '../storage/storage.service';
import { StoredFileReader } from '../storage/stored-file-reader';
import { zipEntryNames } from '../template-files/zip-inspection';
import { TemplateFilesRepository } from '../template-files/template-files.repository';
import { DownloadsRepository, type PackageTemplate } from './downloads.repository';
import { ItemPackages, type PackageItem, type PackageOrder } from './item-packages.service';
import { contentsOf, zippedSize } from './package-contents';
import { templateZipPath } from './template-zip-path';

/** Facts are kept this long per package (a generated package changes only with its template's content). */
const KEEP_MS = 10 * 60_000;
const MAX_KEPT = 2_000;
/** The buyer a sample package is made out to: README and LICENSE are the same length whoever buys. */
const SAMPLE_DATE = new Date('2026-01-01T00:00:00.000Z');
const SAMPLE_ORDER_ID = '00000000-0000-7000-8000-000000000000';

/**
 * GET /api/templates/:slugOrId/package (issue 15 §3): what the download holds. An uploaded ZIP's own
 * entries and size; else the generated package, made as a download makes it (out to a sample buyer)
 * and zipped to be measured. Answers are kept per package, and one build serves callers asking at once.
 */
@Injectable()
export class PackageFacts {
  private readonly kept = new Map<string, { until: number; facts: Promise<TemplatePackageFacts> }>();

  constructor(
    private readonly repository: DownloadsRepository,
    private readonly files: TemplateFilesRepository,
    private readonly packages: ItemPackages,
    private readonly storage: StorageService,
  ) {}

  async facts(slugOrId: string, now = Date.now()): Promise<TemplatePackageFacts> {
    const template = slugOrId.length > 0 && slugOrId.length <= 160 ? await this.repository.templateBySlugOrId(slugOrId) : null;
    if (!template) throw new ApiError(404, CATALOG_MESSAGES.notFound);
    const version = await this.files.current(template.id);
    const uploaded = version?.storagePath ?? (template.hasZip ? templateZipPath(template.id) : null);
    const key = uploaded ? `zip:${uploaded}` : `generated:${template.id}`;
    const hit = this.kept.get(key);
    if (hit && hit.until > now) return hit.facts;
    const facts = uploaded ? this.uploadedFacts(uploaded, version?.sizeBytes, template) : this.generatedFacts(template);
    this.keep(key, facts, now);
    return facts;
  }

  /** The uploaded ZIP's entries; a file on record that is gone is sent as the generated package, so that is what it holds. */
  private async uploadedFacts(relative: string, sizeBytes: number | undefined, template: PackageTemplate): Promise<TemplatePackageFacts> {
    const stored = await this.storage.statPrivate(relative);
    if (!stored) return this.generatedFacts(template);
    const names = await zipEntryNames(new StoredFileReader(this.storage, 'private', relative), stored.size);
    return contentsOf(names, sizeBytes ?? stored.size);
  }

  private async generatedFacts(template: PackageTemplate): Promise<TemplatePackageFacts> {
    const item: PackageItem = {
      templateName: template.name,
      templateSlug: template.slug,
      templateCategory: template.category,
      templateSubcategory: template.subcategory,
      templatePreviewImage: '',
    };
    const order: PackageOrder = { id: SAMPLE_ORDER_ID, customerName: 'Your Name', customerEmail: 'you@example.com', createdAt: SAMPLE_DATE, completedAt: SAMPLE_DATE };
    const files = await this.packages.generatedFiles(item, template, order);
    return contentsOf(
      files.map((file) => file.name),
      await zippedSize(files, SAMPLE_DATE),
    );
  }

  private keep(key: string, facts: Promise<TemplatePackageFacts>, now: number): void {
    // A failed build is not kept: the next caller tries again.
    facts.catch(() => this.kept.delete(key));
    this.kept.delete(key);
    this.kept.set(key, { until: now + KEEP_MS, facts });
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}
