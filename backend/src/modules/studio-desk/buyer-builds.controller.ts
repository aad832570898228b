import { Body, Controller, Get, HttpCode, Logger, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { BUYER_BUILD_API } from '@tm/contracts/studio-desk';
import { BuildMessageBodySchema, RequestChangesBodySchema, type BuildMessage, type BuyerBuild } from '@tm/contracts/studio-desk.schemas';
import type { z } from 'zod';
import { Customer } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { sendZip } from '../downloads';
import type { UserEntity } from '../users/entities/user.entity';
import { BuyerBuildsService } from './buyer-builds.service';

/** The buyer's build page (decision 097): signed in, their own builds only; an admin has none, so 404. */
@Controller()
export class BuyerBuildsController {
  private readonly logger = new Logger('StudioDesk');

  constructor(private readonly builds: BuyerBuildsService) {}

  @Customer()
  @Get(BUYER_BUILD_API.build)
  build(@CurrentUser() user: UserEntity, @Param('orderItemId') id: string): Promise<BuyerBuild> {
    return this.builds.build(user, id);
  }

  @Customer()
  @Post(BUYER_BUILD_API.messages)
  @HttpCode(201)
  message(
    @CurrentUser() user: UserEntity,
    @Param('orderItemId') id: string,
    @Body(new ZodValidationPipe(BuildMessageBodySchema)) body: z.output<typeof BuildMessageBodySchema>,
  ): Promise<BuildMessage> {
    return this.builds.message(user, id, body.body);
  }

  @Customer()
  @Post(BUYER_BUILD_API.accept)
  @HttpCode(200)
  accept(@CurrentUser() user: UserEntity, @Param('orderItemId') id: string): Promise<BuyerBuild> {
    return this.builds.accept(user, id);
  }

  @Customer()
  @Post(BUYER_BUILD_API.requestChanges)
  @HttpCode(200)
  requestChanges(
    @CurrentUser() user: UserEntity,
    @Param('orderItemId') id: string,
    @Body(new ZodValidationPipe(RequestChangesBodySchema)) body: z.output<typeof RequestChangesBodySchema>,
  ): Promise<BuyerBuild> {
    return this.builds.requestChanges(user, id, body.body);
  }

  @Customer()
  @Get(BUYER_BUILD_API.versionDownload)
  async download(
    @CurrentUser() user: UserEntity,
    @Param('orderItemId') id: string,
    @Param('number') number: string,
    @Res() res: Response,
  ): Promise<void> {
    sendZip(res, await this.builds.versionDownload(user, id, number), this.logger);
  }
}
