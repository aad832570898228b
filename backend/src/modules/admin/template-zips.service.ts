import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { ADMIN_MESSAGES, type AdminMessage } from '@tm/contracts/admin';
import type { UploadZipResponse } from '@tm/contracts/admin.schemas';
import { pagePath } from '@tm/contracts/routes';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { isUniqueViolation } from '../../database/unique-violation';
import { CatalogRepository, CatalogWriterService } from '../catalog';
import { uuidV7 } from '../../database/uuid-v7';
import { parseUuid } from '../../common/uuid';
import { MailService, STORED_MAIL_KIND } from '../../infrastructure/mail';
import { StorageService } from '../../infrastructure/storage';
import {
  FORMAT_LABELS,
  formatMismatch,
  inspectZip,
  isHeaderFile,
  recognisedFormat,
  TemplateFilesRepository,
  zipEntryHeads,
  zipEntryNamesOfFile,
  ZipRejection,
} from '../../infrastructure/template-files';
import { contentsOf, PackageFactsRepository, uploadedKey } from '../downloads';
import { PACKAGE_PLATFORM_LABELS, platformFacts, type PackagePlatform, type TemplatePackageFacts } from '@tm/contracts/platforms';
import type { Category } from '@tm/contracts/catalog';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import type { ShopIdentity } from '@tm/contracts/shop-settings';
import { mailSignature, ShopSettingsService } from '../shop-settings';
import { TemplateZipsRepository } from './template-zips.repository';
import type { UploadedZip } from './zip-upload.interceptor';

interface TemplateFacts {
  id: string;
  name: string;
  slug: string;
  hasZip: boolean;
  category: Category;
  subcategory: string;
  /** The platform the owner set (decision 076); null: the category's own. */
  platform: PackagePlatform | null;
}

/** Tries at the next version number when another upload to the same template took it first. */
const VERSION_ATTEMPTS = 5;

/** Where a version's file lives: from ids only (docs/architecture.md §5). */
export const versionPath = (templateId: string, versionId: string) => `template-zips/${templateId}/${versionId}.zip`;

/**
 * The ZIP writes of the Templates tab (decision 030): upload or replace (a new version), delete the ZIP,
 * delete the template. Each commits in one transaction with its audit entry; an upload's owner mails
 * are owed in the same transaction.
 */
@Injectable()
export class TemplateZipsService {
  private readonly logger = new Logger('TemplateZips');

  constructor(
    private readonly zips: TemplateZipsRepository,
    private readonly writer: CatalogWriterService,
    private readonly catalog: CatalogRepository,
    private readonly files: TemplateFilesRepository,
    private readonly storage: StorageService,
    private readonly packageFacts: PackageFactsRepository,
    private readonly audit: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: ClockService,
    private readonly shop: ShopSettingsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Checks the uploaded file, moves it to its version's place and commits the version. Until that
   * commit buyers keep downloading the previous version; the superseded file goes afterwards.
   */
  async upload(
    actor: AdminActor,
    rawTemplateId: string,
    file: UploadedZip | undefined,
    changelog: string | null,
  ): Promise<UploadZipResponse> {
    const template = await this.template(rawTemplateId);
    if (!file) throw new ApiError(400, ADMIN_MESSAGES.noZipFile);
    await this.check(file);
    const names = await zipEntryNamesOfFile(file.path);
    await this.checkPlatform(file, names, template);
    const sha256 = await hashOf(file.path);
    // What the download holds, read while the file is still here: the detail page reads it (decision 051).
    const facts = contentsOf(names, file.size);

    // Put once, under an id of its own: nothing points at the file until the version commits, so a
    // buyer never sees it before then, and a retry at the next version number reuses it.
    const id = uuidV7(this.clock.now().getTime());
    const storagePath = versionPath(template.id, id);
    await this.storage.putLocalFile('private', storagePath, file.path, { sha256 });
    let version: number;
    try {
      version = await this.commitVersion(actor, template, { id, storagePath, sha256, size: file.size, changelog, facts });
    } catch (error) {
      await this.removeFile(storagePath);
      throw error;
    }
    this.mail.wake();
    await this.removeSuperseded(template.id, version);
    return { message: `ZIP uploaded for "${template.name}" as version ${version}`, fileSize: file.size, version, sha256 };
  }

  /** The version row, its audit entry and the owners' mails in one transaction, at the next free number. */
  private async commitVersion(
    actor: AdminActor,
    template: TemplateFacts,
    stored: { id: string; storagePath: string; sha256: string; size: number; changelog: string | null; facts: TemplatePackageFacts },
  ): Promise<number> {
    const shop = await this.shop.identity();
    for (let attempt = 1; ; attempt += 1) {
      const version = (await this.files.lastVersion(template.id)) + 1;
      const now = this.clock.now();
      const { id, storagePath, sha256, size, changelog, facts } = stored;
      try {
        const found = await this.writer.changeZip(template.id, true, [
          this.files.insertStep({
            id,
            templateId: template.id,
            version,
            sha256,
            sizeBytes: size,
            storagePath,
            changelog,
            uploadedBy: actor.id,
            createdAt: now,
          }),
          this.audit.step(actor, {
            action: 'template.zip-upload',
            targetType: 'template',
            targetId: template.id,
            detail: `${template.name}: version ${version}, ${size} bytes, sha256 ${sha256}`,
          }),
          this.ownerMails(template, version, changelog, shop),
          ...this.packageFacts.readySteps(template.id, uploadedKey(storagePath), facts, now),
        ]);
        if (!found) throw new ApiError(404, ADMIN_MESSAGES.templateNotFound);
        return version;
      } catch (error) {
        if (!(error instanceof ApiError) && isUniqueViolation(error) && attempt < VERSION_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /** Back to Empty: buyers get the generated package again; the versions stay on record. */
  async deleteZip(actor: AdminActor, rawTemplateId: string): Promise<AdminMessage> {
    const template = await this.template(rawTemplateId);
    const live = await this.files.live(template.id);
    if (!template.hasZip && live.length === 0) throw new ApiError(409, ADMIN_MESSAGES.templateHasNoZip);
    const found = await this.writer.changeZip(template.id, false, [
      this.files.removeAllStep(template.id, this.clock.now()),
      this.packageFacts.removeStep(template.id),
      this.audit.step(actor, { action: 'template.zip-delete', targetType: 'template', targetId: template.id, detail: template.name }),
    ]);
    if (!found) throw new ApiError(404, ADMIN_MESSAGES.templateNotFound);
    await Promise.all(live.map((version) => this.removeFile(version.storagePath)));
    return { message: `ZIP file deleted for "${template.name}"` };
  }

  /**
   * The template leaves the marketplace (listings, search, counts, detail). Its orders keep their
   * items (snapshots) and entitlements, and its uploaded versions stay, so buyers keep downloading.
   */
  async deleteTemplate(actor: AdminActor, rawTemplateId: string): Promise<AdminMessage> {
    const template = await this.template(rawTemplateId);
    const deleted = await this.writer.deleteMany(
      [template.id],
      [
        this.audit.step(actor, {
          action: 'template.delete',
          targetType: 'template',
          targetId: template.id,
          detail: `${template.name} (${template.slug})`,
        }),
      ],
    );
    if (deleted === 0) throw new ApiError(404, ADMIN_MESSAGES.templateNotFound);
    return { message: `Template "${template.name}" deleted from the marketplace` };
  }

  /** The type, size and contents checks of decision 030; a refusal is 422 with its reason. */
  async check(file: UploadedZip): Promise<void> {
    if (!file.originalname.toLowerCase().endsWith('.zip')) throw new ApiError(400, ADMIN_MESSAGES.invalidFileType);
    try {
      await inspectZip(file.path, file.size);
    } catch (error) {
      if (error instanceof ZipRejection) throw new ApiError(error.reason === 'notAZip' ? 415 : 422, error.message);
      throw error;
    }
  }

  /**
   * The download must be what the listing says (the owner's platform, else the category's: platformFacts): a
   * ZIP recognisably made for another
   * platform (a WordPress theme on an HTML template) is refused before it is stored, so it never
   * replaces the download. A ZIP we cannot tell is accepted.
   */
  private async checkPlatform(file: UploadedZip, names: readonly string[], template: TemplateFacts): Promise<void> {
    const own = platformFacts(template.category, template.subcategory);
    const listed = template.platform ? { platform: template.platform, label: PACKAGE_PLATFORM_LABELS[template.platform] } : own;
    const found = formatMismatch(listed.platform, recognisedFormat(names, await zipEntryHeads(file.path, isHeaderFile)));
    if (found) throw new ApiError(422, ADMIN_MESSAGES.zipPlatformMismatch(FORMAT_LABELS[found], template.name, listed.label));
  }

  async template(rawTemplateId: string): Promise<TemplateFacts> {
    const id = parseUuid(rawTemplateId);
    const row = id ? await this.catalog.findById(id) : undefined;
    if (!row) throw new ApiError(404, ADMIN_MESSAGES.templateNotFound);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      hasZip: Boolean(Number(row.hasZip)),
      category: row.category,
      subcategory: row.subcategory,
      platform: row.platform,
    };
  }

  /** One mail to each account that owns the template (an entitlement: completed, not refunded). */
  private ownerMails(template: TemplateFacts, version: number, changelog: string | null, shop: ShopIdentity) {
    const url = new URL(pagePath('template', { slug: template.slug }), this.config.publicUrl).toString();
    const dashboard = new URL(pagePath('dashboard', {}), this.config.publicUrl).toString();
    return this.mail.owedForEachStep(
      {
        kind: STORED_MAIL_KIND,
        // Owed once, by this version's own commit; (kind, refId) is unique, so no shared refId here.
        refId: null,
        subject: `Update available: ${template.name} (version ${version})`,
        text: [
          'Hello,',
          '',
          `A new version of ${template.name}, which you bought, is ready: version ${version}.`,
          ...(changelog ? ['', "What's new:", changelog] : []),
          '',
          `Download it from your dashboard: ${dashboard}`,
          `Template page: ${url}`,
          mailSignature(shop),
        ].join('\n'),
      },
      this.zips.ownerEmails(template.id),
    );
  }

  /** Files of versions older than `version`: buyers get the newest, so they are no longer read. */
  private async removeSuperseded(templateId: string, version: number): Promise<void> {
    for (const old of await this.files.older(templateId, version)) await this.removeFile(old.storagePath);
  }

  private async removeFile(storagePath: string): Promise<void> {
    try {
      await this.storage.remove('private', storagePath);
    } catch (error) {
      this.logger.warn(`could not remove ${storagePath}: ${(error as Error).message}`);
    }
  }
}

function hashOf(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}
