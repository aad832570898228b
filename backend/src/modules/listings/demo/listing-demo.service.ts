import { Injectable, Logger } from '@nestjs/common';
import { stat } from 'node:fs/promises';
import { LISTING_DEMO_LIMITS, LISTING_DEMO_MESSAGES, LISTING_MESSAGES, listingDemoPaths } from '@tm/contracts/listings';
import type { ListingDemoAnswer } from '@tm/contracts/listings.schemas';
import { ClockService } from '../../../common/clock';
import { ApiError } from '../../../common/http/api-error';
import { uuidV7 } from '../../../database/uuid-v7';
import type { AdminActor } from '../../../infrastructure/audit';
import { StorageService } from '../../../infrastructure/storage';
import { extractZipFiles, zipEntryNamesOfFile } from '../../../infrastructure/template-files';
import type { TemplateEntity } from '../../catalog/entities/template.entity';
import { listingDemoFolder, type ListingDemoEntity } from '../entities/listing-demo.entity';
import { ListingsService } from '../listings.service';
import type { UploadedListingZip } from '../package-facts/listing-zip-upload.interceptor';
import { checkedZip } from '../package-facts/package-facts.service';
import { demoManifest, demoPlan, toDemoDto } from './demo-files';
import { ListingDemosRepository } from './listing-demos.repository';

/** Files put into storage at once while a demo is unpacked (a bucket's latency, not the disk, is what they wait on). */
const PARALLEL_PUTS = 8;

/**
 * A listing's uploaded static demo (docs/product/back-office.md, the listing editor): a ZIP with an
 * index.html and no server-side code, checked as a template ZIP is, unpacked file by file into storage
 * under an id of its own, then made the listing's live demo (/preview/{slug}) in one transaction with
 * its audit entry. The previous demo's files go once the new one is committed; a failed upload leaves
 * none of its own.
 */
@Injectable()
export class ListingDemoService {
  private readonly logger = new Logger('ListingDemos');

  constructor(
    private readonly listings: ListingsService,
    private readonly demos: ListingDemosRepository,
    private readonly storage: StorageService,
    private readonly clock: ClockService,
  ) {}

  async read(id: string): Promise<ListingDemoAnswer> {
    const current = await this.listings.found(id);
    const demo = await this.demos.byTemplate(current.id);
    return { listing: await this.listings.get(current.id), demo: demo ? toDemoDto(demo, current.slug) : null };
  }

  async upload(actor: AdminActor, id: string, file: UploadedListingZip, revision: number | undefined): Promise<ListingDemoAnswer> {
    const current = await this.current(id, revision);
    const { uncompressedBytes } = await checkedZip(file);
    const plan = demoPlan(await zipEntryNamesOfFile(file.path));
    if (uncompressedBytes > LISTING_DEMO_LIMITS.maxBytes) throw new ApiError(422, LISTING_DEMO_MESSAGES.tooLarge);
    const previous = await this.demos.byTemplate(current.id);

    const demo: ListingDemoEntity = {
      templateId: current.id,
      id: uuidV7(this.clock.now().getTime()),
      fileCount: 0,
      sizeBytes: 0,
      uploadedBy: actor.id,
      createdAt: this.clock.now(),
    };
    const stored: string[] = [];
    try {
      await extractZipFiles(
        file.path,
        this.storage.scratchDir,
        (name) => plan.files.has(name),
        async (name, unpacked) => {
          const path = name.slice(plan.prefix.length);
          const { size } = await stat(unpacked);
          await this.storage.putLocalFile('private', `${listingDemoFolder(demo.templateId, demo.id)}/${path}`, unpacked);
          stored.push(path);
          demo.sizeBytes += size;
        },
        PARALLEL_PUTS,
      );
      demo.fileCount = stored.length;
      await this.storage.writePrivate(demoManifest(demo.templateId, demo.id), JSON.stringify({ files: stored }));
      const listing = await this.listings.setLiveDemo(
        actor,
        current,
        listingDemoPaths(current.slug).page,
        { action: 'listing.demo-upload', detail: `${current.name}: ${demo.fileCount} files, ${demo.sizeBytes} bytes` },
        this.demos.replaceSteps(demo),
      );
      if (previous) await this.removeFiles(previous);
      return { listing, demo: toDemoDto(demo, listing.slug) };
    } catch (error) {
      await this.removeFiles(demo, stored);
      throw error;
    }
  }

  /** Back to no demo (or a generated template's own): the row and the live demo address in one transaction, then the files. */
  async remove(actor: AdminActor, id: string, revision: number | undefined): Promise<ListingDemoAnswer> {
    const current = await this.current(id, revision);
    const demo = await this.demos.byTemplate(current.id);
    if (!demo) throw new ApiError(404, LISTING_DEMO_MESSAGES.noDemo);
    const listing = await this.listings.setLiveDemo(
      actor,
      current,
      current.design !== null ? listingDemoPaths(current.slug).page : null,
      { action: 'listing.demo-remove', detail: current.name },
      [this.demos.removeStep(current.id)],
    );
    await this.removeFiles(demo);
    return { listing, demo: null };
  }

  /** The listing, as read at `revision` when the editor sent one (409 when it has changed since). */
  private async current(id: string, revision: number | undefined): Promise<TemplateEntity> {
    const current = await this.listings.found(id);
    if (revision !== undefined && revision !== current.revision) throw new ApiError(409, LISTING_MESSAGES.changedSinceOpened);
    return current;
  }

  /** A demo's files and its list (those of `known` when its list was never written), as far as they go: a leftover is only disk space. */
  private async removeFiles(demo: Pick<ListingDemoEntity, 'templateId' | 'id'>, known?: readonly string[]): Promise<void> {
    const manifest = demoManifest(demo.templateId, demo.id);
    let files = known;
    try {
      files ??= (JSON.parse((await this.storage.readPrivate(manifest))?.toString('utf8') ?? '{"files":[]}') as { files: string[] }).files;
      const queue = [...files];
      await Promise.all(
        Array.from({ length: PARALLEL_PUTS }, async () => {
          for (let path = queue.shift(); path !== undefined; path = queue.shift())
            await this.storage.remove('private', `${listingDemoFolder(demo.templateId, demo.id)}/${path}`);
        }),
      );
      await this.storage.remove('private', manifest);
    } catch (error) {
      this.logger.warn(`could not remove the demo ${demo.id} of ${demo.templateId}: ${(error as Error).message}`);
    }
  }
}
