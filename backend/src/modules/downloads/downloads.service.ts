import { Injectable } from '@nestjs/common';
import { CUSTOM_BUILD_MESSAGES } from '@tm/contracts/custom-build';
import { CUSTOM_BUILD_SLUG, shortOrderId } from '@tm/contracts/orders';
import { ApiError } from '../../common/http/api-error';
import { CustomBuildRepository } from '../custom-build';
import { PurchaseCodesRepository } from '../licences';
import type { OrderItemEntity } from '../order-records/entities/order-item.entity';
import { ClockService } from '../../common/clock';
import { DownloadAccessService, type DownloadCaller, type DownloadGrant } from './download-access.service';
import { fileSlug } from './download-ids';
import { DownloadsRepository, type PackageTemplate } from './downloads.repository';
import { ItemPackagesService } from './item-packages.service';
import { zipStream, type ZipEntry } from '../../common/zip-archive';
import type { Download, ZipDownload } from './zip-response';

export interface DownloadRequest extends DownloadCaller {
  /** req.ip, for the download log. */
  ip: string;
  /** A HEAD request: checked like a download, not logged, no body. */
  head: boolean;
}

/**
 * The two downloads (decision 017): one item, or every item of an order in one ZIP. Each is checked
 * (DownloadAccessService), prepared up to the point where nothing but a broken disk or connection can fail,
 * and logged, before the first byte goes out.
 */
@Injectable()
export class DownloadsService {
  constructor(
    private readonly access: DownloadAccessService,
    private readonly repository: DownloadsRepository,
    private readonly packages: ItemPackagesService,
    private readonly clock: ClockService,
    private readonly customBuilds: CustomBuildRepository,
    private readonly codes: PurchaseCodesRepository,
  ) {}

  /** One item: its uploaded ZIP as is, or its generated package. */
  async itemDownload(rawItemId: unknown, rawOrderId: unknown, request: DownloadRequest): Promise<Download> {
    const grant = await this.access.itemGrant(rawItemId, rawOrderId, request);
    const item = grant.items[0]!;
    if (item.templateSlug === CUSTOM_BUILD_SLUG) return this.customBuildDownload(grant, item, request);
    const template = (await this.repository.templatesById([item.templateId])).get(item.templateId);
    const filename = `${fileSlug(item.templateSlug)}.zip`;

    const presigned = request.head ? null : await this.packages.presignedUploadedZip(item.templateId, template, filename);
    if (presigned) {
      await this.log(grant, item.id, request);
      return { filename, redirectTo: presigned };
    }
    const zip = await this.packages.openUploadedZip(item.templateId, template);
    if (zip) {
      try {
        await this.log(grant, item.id, request);
      } catch (error) {
        zip.stream.destroy();
        throw error;
      }
      return { filename, size: zip.size, open: () => zip.stream, discard: () => zip.stream.destroy() };
    }
    const files = await this.packages.generatedFiles(item, template, grant.order, await this.codes.ofItem(item.id));
    await this.log(grant, item.id, request);
    return { filename, open: (signal) => zipStream([files], { store: false, date: purchaseDate(grant), signal }) };
  }

  /** A custom build's delivered ZIP; before it is ready, 409 saying so (never an empty or broken ZIP). */
  private async customBuildDownload(grant: DownloadGrant, item: OrderItemEntity, request: DownloadRequest): Promise<Download> {
    const filename = `custom-website-${shortOrderId(grant.order.id)}.zip`;
    const zipPath = await this.deliveredZipPath(item.id);
    const presigned = zipPath && !request.head ? await this.packages.presignedStoredZip(zipPath, filename) : null;
    if (presigned) {
      await this.log(grant, item.id, request);
      return { filename, redirectTo: presigned };
    }
    const zip = zipPath ? await this.packages.openStoredZip(zipPath) : null;
    if (!zip) throw new ApiError(409, CUSTOM_BUILD_MESSAGES.notReady);
    try {
      await this.log(grant, item.id, request);
    } catch (error) {
      zip.stream.destroy();
      throw error;
    }
    return { filename, size: zip.size, open: () => zip.stream, discard: () => zip.stream.destroy() };
  }

  private async deliveredZipPath(orderItemId: string): Promise<string | null> {
    const delivery = await this.customBuilds.delivery(orderItemId);
    return delivery?.status === 'ready' && delivery.zipPath ? delivery.zipPath : null;
  }

  private async openDelivery(orderItemId: string) {
    const zipPath = await this.deliveredZipPath(orderItemId);
    return zipPath ? this.packages.openStoredZip(zipPath) : null;
  }

  /** Every entitled item of the order, each in a folder named by its slug, stored (no compression). */
  async orderDownload(rawOrderId: unknown, request: DownloadRequest): Promise<ZipDownload> {
    const grant = await this.access.orderGrant(rawOrderId, request);
    const templates = await this.repository.templatesById(grant.items.map((item) => item.templateId));
    await this.log(grant, null, request);
    return {
      filename: `order-${shortOrderId(grant.order.id)}.zip`,
      open: (signal) => zipStream(this.orderFolders(grant, templates, signal), { store: true, date: purchaseDate(grant), signal }),
    };
  }

  /**
   * The folders of the all-items ZIP, made one at a time as the archive asks for them: an uploaded ZIP
   * is opened only when its turn comes (an order of many never holds many files open) and a generated
   * package is drawn only then.
   */
  private async *orderFolders(
    grant: DownloadGrant,
    templates: Map<string, PackageTemplate>,
    signal: AbortSignal,
  ): AsyncGenerator<ZipEntry[]> {
    const folders = new Set<string>();
    for (const item of grant.items) {
      if (signal.aborted) return;
      const slug = fileSlug(item.templateSlug);
      const folder = uniqueName(slug, folders);
      if (item.templateSlug === CUSTOM_BUILD_SLUG) {
        const delivered = await this.openDelivery(item.id);
        yield delivered
          ? [{ name: `${folder}/custom-website-${shortOrderId(grant.order.id)}.zip`, stream: delivered.stream }]
          : [{ name: `${folder}/NOT-READY.txt`, content: `${CUSTOM_BUILD_MESSAGES.notReady}\n` }];
        continue;
      }
      const template = templates.get(item.templateId);
      const zip = await this.packages.openUploadedZip(item.templateId, template);
      if (zip) {
        const license = this.packages.licenseFile(item, template, grant.order, await this.codes.ofItem(item.id));
        yield [
          { name: `${folder}/${slug}.zip`, stream: zip.stream },
          { name: `${folder}/${license.name}`, content: license.content },
        ];
      } else {
        const files = await this.packages.generatedFiles(item, template, grant.order, await this.codes.ofItem(item.id));
        yield files.map((file) => ({ name: `${folder}/${file.name}`, content: file.content }));
      }
    }
  }

  private async log(grant: DownloadGrant, orderItemId: string | null, request: DownloadRequest): Promise<void> {
    if (request.head) return;
    await this.repository.logDownload({
      userId: grant.order.userId,
      orderId: grant.order.id,
      orderItemId,
      ip: request.ip.slice(0, 45),
      via: grant.via,
      createdAt: this.clock.now(),
    });
  }
}

/** Entries carry the purchase time: the same order gives the same files every time. */
function purchaseDate(grant: DownloadGrant): Date {
  return grant.order.completedAt ?? grant.order.createdAt;
}

/** Two items of one slug (a template deleted, and another made with its slug) get folders of their own. */
function uniqueName(slug: string, taken: Set<string>): string {
  let name = slug;
  for (let n = 2; taken.has(name); n++) name = `${slug}-${n}`;
  taken.add(name);
  return name;
}
