import { Body, Controller, Get, HttpCode, Logger, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream';
import { ACCOUNT_PRIVACY_MESSAGES } from '@tm/contracts/account-privacy';
import {
  AccountExportDownloadQuerySchema,
  AccountExportRequestSchema,
  DeleteAccountSchema,
  type AccountExportDownloadQuery,
  type DeleteAccount,
} from '@tm/contracts/account-privacy.schemas';
import type { MessageResponse } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { Customer } from '../../common/access/access.decorators';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { clientAddress } from '../../common/http/client-address';
import { ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { SessionService } from '../auth';
import type { UserEntity } from '../users/entities/user.entity';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';

/** The headers of the data file: a JSON attachment, never cached (decision 086). */
function fileHeaders(filename: string, size: number): Record<string, string> {
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Content-Length': String(size),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The signed-in user's privacy rights (decision 086): a copy of their data, and the deletion of their account. */
@Controller()
export class AccountPrivacyController {
  private readonly logger = new Logger('AccountExport');

  constructor(
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
    private readonly sessions: SessionService,
  ) {}

  /** 200 with the file, or 202 with the message that a link will be mailed; 429 past a few a day. */
  @Customer()
  @Post(API.accountExport)
  async requestExport(
    @Body(new ZodValidationPipe(AccountExportRequestSchema)) _body: unknown,
    @CurrentUser() user: UserEntity,
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.exports.request(user);
    if (answer.kind === 'queued') {
      res.status(202).json(answer.answer);
      return;
    }
    res
      .status(200)
      .set(fileHeaders(answer.filename, Buffer.byteLength(answer.body)))
      .send(answer.body);
  }

  /** The file a mailed link names (GET: reading it changes nothing), for the account it was made for. */
  @Customer()
  @Get(API.accountExportDownload)
  async download(
    @Query(new ZodValidationPipe(AccountExportDownloadQuerySchema)) query: AccountExportDownloadQuery,
    @CurrentUser() user: UserEntity,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.exports.download(user, query.token);
    res.status(200).set(fileHeaders(file.filename, file.size));
    pipeline(file.stream, res, (error) => {
      if (!error) return;
      // The headers are out: the client sees a broken transfer rather than a file that looks whole.
      this.logger.warn(`Data export ${file.filename} not sent whole: ${error.message}`);
      res.destroy();
    });
  }

  /** Takes effect at once: this session ends with every other, and its cookie is cleared. */
  @Customer()
  @Post(API.accountDelete)
  @HttpCode(200)
  async deleteAccount(
    @Body(new ZodValidationPipe(DeleteAccountSchema)) body: DeleteAccount,
    @CurrentUser() user: UserEntity,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponse> {
    await this.deletion.deleteOwn(user.id, body, clientAddress(req));
    await this.sessions.logOut(req, res);
    return { message: ACCOUNT_PRIVACY_MESSAGES.accountDeleted };
  }
}
