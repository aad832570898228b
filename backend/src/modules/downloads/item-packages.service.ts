import { Injectable, Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { shortOrderId } from '@tm/contracts/orders';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import {
  licenseText,
  type PackageDocumentFacts,
  type PackageFile,
  type PackageGuide,
  platformPackage,
  type PlatformPackage,
  readmeText,
  safeDesign,
  simpleSiteFiles,
} from '@tm/catalog-generator';
import type { OrderEntity } from '../order-records/entities/order.entity';
import type { OrderItemEntity } from '../order-records/entities/order-item.entity';
import { StoragePathError, StorageService } from '../../infrastructure/storage';
import type { PackageTemplate } from './downloads.repository';
import { templateZipPath } from './template-zip-path';
import { TemplateFilesRepository } from '../../infrastructure/template-files';

/** An uploaded ZIP, open and ready to stream. */
export interface OpenZip {
  stream: Readable;
  size: number;
}

/** What a package needs of the order item bought: its snapshot of the template. */
export type PackageItem = Pick<
  OrderItemEntity,
  'templateName' | 'templateSlug' | 'templateCategory' | 'templateSubcategory' | 'templatePreviewImage'
>;
/** What a package needs of the order: its number, date and buyer (README and LICENSE). */
export type PackageOrder = Pick<OrderEntity, 'id' | 'createdAt' | 'completedAt' | 'customerName' | 'customerEmail'>;

/** Preview images a simple page may show; anything larger is left out rather than loaded. */
const PREVIEW_EXTENSIONS = /\.(svg|png|jpe?g|webp|gif)$/i;
const MAX_PREVIEW_BYTES = 5 * 1024 * 1024;
/**
 * What one order item's package is made of (decision 017): the template's uploaded ZIP when it has one,
 * otherwise a generated package (decision 040: the platform package its category names, or the simple
 * page when the design is gone), with README and LICENSE.
 */
@Injectable()
export class ItemPackagesService {
  private readonly logger = new Logger('Downloads');

  constructor(
    private readonly storage: StorageService,
    private readonly versions: TemplateFilesRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * The item's uploaded ZIP, opened (so a file that vanished is found out before any byte is sent):
   * the newest version of the template not removed (decision 030: kept when the template is deleted, so
   * buyers keep it), else a file put in place before versions existed; null when there is neither,
   * or when the file is missing: then a generated package is sent rather than nothing.
   */
  async openUploadedZip(templateId: string, template: PackageTemplate | undefined): Promise<OpenZip | null> {
    const relative = await this.uploadedZipPath(templateId, template);
    return relative ? this.openStoredZip(relative) : null;
  }

  /**
   * Where the buyer may fetch the item's uploaded ZIP straight from the bucket (decision 048: only with
   * S3_PRESIGNED_DOWNLOADS, for a file sent as it is); null: stream it, or there is no such file.
   */
  async presignedUploadedZip(templateId: string, template: PackageTemplate | undefined, downloadName: string): Promise<string | null> {
    const relative = await this.uploadedZipPath(templateId, template);
    return relative ? this.presignedStoredZip(relative, downloadName) : null;
  }

  /** A stored ZIP's presigned URL when presigned downloads are on and the file exists. */
  async presignedStoredZip(relative: string, downloadName: string): Promise<string | null> {
    const url = await this.storage.presignedDownloadUrl(relative, downloadName);
    if (!url || !(await this.storage.existsPrivate(relative))) return null;
    return url;
  }

  /** A ZIP of private storage, opened; null when the file is missing (logged). */
  async openStoredZip(relative: string): Promise<OpenZip | null> {
    const opened = await this.storage.open('private', relative);
    if (!opened) this.logger.warn(`a ZIP on record has no file at ${relative}`);
    return opened;
  }

  private async uploadedZipPath(templateId: string, template: PackageTemplate | undefined): Promise<string | null> {
    const version = await this.versions.current(templateId);
    return version?.storagePath ?? (template?.hasZip ? templateZipPath(template.id) : null);
  }

  /**
   * The generated package: the platform package of the template's design (a WordPress theme or
   * plugin, a Shopify or Ghost theme, a marketing kit or the HTML site), or a simple page, with
   * README and LICENSE. A WordPress theme or plugin is one folder named by its slug, README and
   * LICENSE inside it, so the ZIP uploads to WordPress as it is; other packages sit at the root.
   */
  async generatedFiles(
    item: PackageItem,
    template: PackageTemplate | undefined,
    order: PackageOrder,
    licences?: PackageDocumentFacts['licences'],
  ): Promise<PackageFile[]> {
    const built = template?.design ? await this.platformPackage(template) : null;
    const facts = {
      ...this.facts(item, template, order, built ? 'starter-site' : 'simple-page', built ? guideOf(built) : undefined),
      ...(licences ? { licences } : {}),
    };
    if (built) return withDocs(built, readmeText(facts), licenseText(facts));
    const files = simpleSiteFiles(
      template ?? { name: item.templateName, category: item.templateCategory, subcategory: item.templateSubcategory },
      await this.snapshotPreview(item.templatePreviewImage),
    );
    return [...files, { name: 'README.md', content: readmeText(facts) }, { name: 'LICENSE', content: licenseText(facts) }];
  }

  /** The LICENSE alone: it goes next to an uploaded ZIP in the all-items archive. */
  licenseFile(
    item: PackageItem,
    template: PackageTemplate | undefined,
    order: PackageOrder,
    licences?: PackageDocumentFacts['licences'],
  ): PackageFile {
    return {
      name: 'LICENSE',
      content: licenseText({ ...this.facts(item, template, order, 'simple-page'), ...(licences ? { licences } : {}) }),
    };
  }

  private async platformPackage(template: PackageTemplate): Promise<PlatformPackage | null> {
    try {
      return await platformPackage(template, { siteUrl: this.config.publicUrl, supportEmail: this.config.supportEmail });
    } catch (error) {
      // A design edited by hand into something the renderers cannot draw: the simple page still works.
      this.logger.warn(`cannot render the package of template ${template.id}: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * The order item is what was bought: its snapshot names the template in the README and LICENSE,
   * whatever the template is called now (or whether it still exists).
   */
  private facts(
    item: PackageItem,
    template: PackageTemplate | undefined,
    order: PackageOrder,
    contents: PackageDocumentFacts['contents'],
    guide?: PackageGuide,
  ): PackageDocumentFacts {
    return {
      templateName: item.templateName,
      slug: item.templateSlug,
      category: item.templateCategory,
      subcategory: item.templateSubcategory,
      description: template?.description,
      orderNumber: shortOrderId(order.id),
      purchasedAt: order.completedAt ?? order.createdAt,
      buyerName: order.customerName,
      buyerEmail: order.customerEmail,
      siteUrl: this.config.publicUrl,
      contents,
      // The colours and font the site really uses: safeDesign drops hand-edited values the renderer ignores.
      ...(contents === 'starter-site' && template?.design ? { design: safeDesign(template.design) } : {}),
      ...(guide ? { package: guide } : {}),
    };
  }

  /** The preview image recorded at purchase, if it is a picture kept in the public area. */
  private async snapshotPreview(previewImage: string): Promise<{ extension: string; content: Buffer } | undefined> {
    const extension = PREVIEW_EXTENSIONS.exec(previewImage)?.[1]?.toLowerCase();
    if (!extension) return undefined;
    try {
      const stats = await this.storage.statPublic(previewImage);
      if (!stats || stats.size > MAX_PREVIEW_BYTES) return undefined;
      const content = await this.storage.readPublic(previewImage);
      return content ? { extension, content } : undefined;
    } catch (error) {
      if (error instanceof StoragePathError) return undefined; // a URL or odd path: no local picture
      throw error;
    }
  }
}

/** What the README says of a platform package. */
function guideOf(built: PlatformPackage): PackageGuide {
  return {
    platform: built.platform,
    label: built.label,
    compatibility: built.compatibility,
    ...(built.note ? { note: built.note } : {}),
    folder: built.folder,
    entries: built.contents,
  };
}

/** The package's files with README.md and LICENSE beside them: inside its folder when it has one (a WordPress theme or plugin). */
export function withDocs(built: Pick<PlatformPackage, 'folder' | 'files'>, readme: string, license: string): PackageFile[] {
  const at = (name: string) => (built.folder ? `${built.folder}/${name}` : name);
  return [...built.files, { name: at('README.md'), content: readme }, { name: at('LICENSE'), content: license }];
}
