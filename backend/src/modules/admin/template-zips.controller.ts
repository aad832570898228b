import { Body, Controller, Delete, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { ADMIN_API, ADMIN_LIMITS, CHANGELOG_FIELD, ZIP_UPLOAD_FIELD, type AdminMessage } from '@tm/contracts/admin';
import type { BulkUploadResponse, UploadZipResponse } from '@tm/contracts/admin.schemas';
import { ChangelogSchema } from '@tm/contracts/admin.schemas';
import { AdminOnly } from '../../common/access/access.decorators';
import { AcceptsBody } from '../../common/http/json-body.guard';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import { BulkUploadService } from './bulk-upload.service';
import { TemplateZipsService } from './template-zips.service';
import { uploadedFiles, ZipUpload } from './zip-upload.interceptor';

const changelogPipe = new ZodValidationPipe(ChangelogSchema.optional());

/** The Templates tab's writes and the bulk upload (docs/product/back-office.md §7, decision 030). */
@Controller()
export class TemplateZipsController {
  constructor(
    private readonly zips: TemplateZipsService,
    private readonly bulk: BulkUploadService,
  ) {}

  @AdminOnly()
  @Post(ADMIN_API.uploadZip)
  @HttpCode(200)
  @AcceptsBody('multipart/form-data')
  @UseInterceptors(ZipUpload(1))
  upload(
    @Actor() actor: AdminActor,
    @Param('id') id: string,
    @Req() req: Request,
    @Body(CHANGELOG_FIELD, changelogPipe) changelog: string | null | undefined,
  ): Promise<UploadZipResponse> {
    const file = uploadedFiles(req).find((f) => f.fieldname === ZIP_UPLOAD_FIELD);
    return this.zips.upload(actor, id, file, changelog ?? null);
  }

  @AdminOnly()
  @Delete(ADMIN_API.deleteZip)
  deleteZip(@Actor() actor: AdminActor, @Param('id') id: string): Promise<AdminMessage> {
    return this.zips.deleteZip(actor, id);
  }

  @AdminOnly()
  @Delete(ADMIN_API.deleteTemplate)
  deleteTemplate(@Actor() actor: AdminActor, @Param('id') id: string): Promise<AdminMessage> {
    return this.zips.deleteTemplate(actor, id);
  }

  @AdminOnly()
  @Post(ADMIN_API.bulkUpload)
  @HttpCode(200)
  @AcceptsBody('multipart/form-data')
  @UseInterceptors(ZipUpload(ADMIN_LIMITS.maxBulkFiles))
  bulkUpload(
    @Actor() actor: AdminActor,
    @Req() req: Request,
    @Body(CHANGELOG_FIELD, changelogPipe) changelog: string | null | undefined,
  ): Promise<BulkUploadResponse> {
    return this.bulk.upload(actor, uploadedFiles(req), changelog ?? null);
  }
}
