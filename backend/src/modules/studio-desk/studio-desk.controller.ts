import { Body, Controller, Get, HttpCode, Logger, Param, Post, Put, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STUDIO_DESK_API, VERSION_UPLOAD_FIELD } from '@tm/contracts/studio-desk';
import {
  BuildMessageBodySchema,
  StageBodySchema,
  VersionUploadFieldsSchema,
  type BuildMessage,
  type BuildVersion,
  type StudioBuildDetail,
  type StudioBuildRow,
  type StudioBuildsPage,
} from '@tm/contracts/studio-desk.schemas';
import type { z } from 'zod';
import { AdminOnly } from '../../common/access/access.decorators';
import { AcceptsBody } from '../../common/http/json-body.guard';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { Actor, type AdminActor } from '../../infrastructure/audit';
import { uploadedFiles, ZipUpload } from '../admin';
import { sendZip } from '../downloads';
import { DeskBuildsService } from './desk-builds.service';
import { StudioBuildsQuerySchema, type StudioBuildsQuery } from './studio-builds-query';
import { StudioDeskService } from './studio-desk.service';

/** The back office's Custom builds tab (decision 097): admin-only, every write audited. */
@Controller()
export class StudioDeskController {
  private readonly logger = new Logger('StudioDesk');

  constructor(
    private readonly desk: StudioDeskService,
    private readonly builds: DeskBuildsService,
  ) {}

  @AdminOnly()
  @Get(STUDIO_DESK_API.builds)
  page(@Query(new ZodValidationPipe(StudioBuildsQuerySchema)) query: StudioBuildsQuery): Promise<StudioBuildsPage> {
    return this.desk.page(query);
  }

  @AdminOnly()
  @Get(STUDIO_DESK_API.build)
  build(@Param('orderItemId') id: string): Promise<StudioBuildDetail> {
    return this.desk.detail(id);
  }

  @AdminOnly()
  @Post(STUDIO_DESK_API.messages)
  @HttpCode(201)
  message(
    @Actor() actor: AdminActor,
    @Param('orderItemId') id: string,
    @Body(new ZodValidationPipe(BuildMessageBodySchema)) body: z.output<typeof BuildMessageBodySchema>,
  ): Promise<BuildMessage> {
    return this.desk.message(actor, id, body.body);
  }

  @AdminOnly()
  @Post(STUDIO_DESK_API.versions)
  @HttpCode(201)
  @AcceptsBody('multipart/form-data')
  // One ZIP and the two text fields (note, deliver), with the template upload's limits (decision 030).
  @UseInterceptors(ZipUpload(1, 2))
  version(
    @Actor() actor: AdminActor,
    @Param('orderItemId') id: string,
    @Req() req: Request,
    @Body(new ZodValidationPipe(VersionUploadFieldsSchema)) fields: z.output<typeof VersionUploadFieldsSchema>,
  ): Promise<BuildVersion> {
    const file = uploadedFiles(req).find((f) => f.fieldname === VERSION_UPLOAD_FIELD);
    return this.desk.uploadVersion(actor, id, file, fields);
  }

  @AdminOnly()
  @Get(STUDIO_DESK_API.versionDownload)
  async download(@Param('orderItemId') id: string, @Param('number') number: string, @Res() res: Response): Promise<void> {
    sendZip(res, await this.builds.versionDownload(await this.builds.find(id), number), this.logger);
  }

  @AdminOnly()
  @Put(STUDIO_DESK_API.stage)
  stage(
    @Actor() actor: AdminActor,
    @Param('orderItemId') id: string,
    @Body(new ZodValidationPipe(StageBodySchema)) body: z.output<typeof StageBodySchema>,
  ): Promise<StudioBuildRow> {
    return this.desk.setStage(actor, id, body.stage);
  }
}
