import { Injectable } from '@nestjs/common';
import { ADMIN_MESSAGES } from '@tm/contracts/admin';
import type { BulkUploadResponse } from '@tm/contracts/admin.schemas';
import { ApiError } from '../../common/http/api-error';
import { CatalogRepository } from '../catalog';
import type { AdminActor } from '../../infrastructure/audit';
import { TemplateZipsService } from './template-zips.service';
import type { UploadedZip } from './zip-upload.interceptor';

type Result = BulkUploadResponse['results'][number];

/**
 * POST /api/admin/bulk-upload (decision 030): several ZIPs in one multipart request, each named
 * `{template-slug}.zip` and checked like a single upload, one at a time; the answer says for each
 * whether it was uploaded or why not. The spec's "file URLs" are read as files sent in the request:
 * the server never fetches a URL it was given (decision 030).
 */
@Injectable()
export class BulkUploadService {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly zips: TemplateZipsService,
  ) {}

  async upload(actor: AdminActor, files: UploadedZip[], changelog: string | null): Promise<BulkUploadResponse> {
    if (files.length === 0) throw new ApiError(400, ADMIN_MESSAGES.noZipFile);
    const results: Result[] = [];
    const seen = new Set<string>();
    for (const file of files) {
      const fileName = file.originalname.slice(0, 255);
      const slug = fileName.toLowerCase().replace(/\.zip$/, '');
      if (seen.has(slug)) {
        results.push({ fileName, status: 'rejected', message: 'The same template appears twice in this upload' });
        continue;
      }
      seen.add(slug);
      results.push(await this.one(actor, file, fileName, slug, changelog));
    }
    return {
      results,
      uploaded: results.filter((r) => r.status === 'uploaded').length,
      rejected: results.filter((r) => r.status === 'rejected').length,
    };
  }

  private async one(actor: AdminActor, file: UploadedZip, fileName: string, slug: string, changelog: string | null): Promise<Result> {
    try {
      const template = await this.catalog.findBySlug(slug);
      // The file's name is in fileName already; the message never repeats what was sent (decision 050).
      if (!template) return { fileName, status: 'rejected', message: ADMIN_MESSAGES.noTemplateForFile };
      const answer = await this.zips.upload(actor, template.id, file, changelog);
      return {
        fileName,
        status: 'uploaded',
        message: answer.message,
        templateId: template.id,
        version: answer.version,
        fileSize: answer.fileSize,
      };
    } catch (error) {
      if (error instanceof ApiError) return { fileName, status: 'rejected', message: (error.getResponse() as { message: string }).message };
      throw error;
    }
  }
}
