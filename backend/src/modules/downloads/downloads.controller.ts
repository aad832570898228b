import { Controller, Get, Logger, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ORDER_API } from '@tm/contracts/orders';
import { Public } from '../../common/access/access.decorators';
import { clientAddress } from '../../common/http/client-address';
import { DownloadsService, type DownloadRequest } from './downloads.service';
import { sendZip } from './zip-response';

/**
 * docs/product/storefront.md §7 download calls. @Public because a signed link from the confirmation email must work
 * without a session: DownloadAccessService checks the owner's session or the link on every call. The
 * spec's `email` parameter is accepted and never used to decide anything.
 */
@Controller()
@Public()
export class DownloadsController {
  private readonly logger = new Logger('Downloads');

  constructor(private readonly downloads: DownloadsService) {}

  @Get(ORDER_API.downloadOrder)
  async order(@Param('orderId') orderId: string, @Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendZip(res, await this.downloads.orderDownload(orderId, requestOf(req, token)), this.logger);
  }

  @Get(ORDER_API.downloadItem)
  async item(
    @Param('itemId') itemId: string,
    @Query('orderId') orderId: unknown,
    @Query('token') token: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    sendZip(res, await this.downloads.itemDownload(itemId, orderId, requestOf(req, token)), this.logger);
  }
}

function requestOf(req: Request, token: unknown): DownloadRequest {
  return { user: req.user, token, ip: clientAddress(req), head: req.method === 'HEAD' };
}
