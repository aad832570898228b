import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CATALOG_API } from '@tm/contracts/catalog';
import type { PendingPackageFacts, TemplatePackageFacts } from '@tm/contracts/platforms';
import { Public } from '../../common/access/access.decorators';
import { clientAddress } from '../../common/http/client-address';
import { PackageFactsService } from './package-facts.service';

/**
 * GET /api/templates/:slugOrId/package (decision 051): the same for everyone, so a browser may keep it a
 * while; 202 with `{ status: 'pending' }` while a worker counts a generated package (decision 051).
 */
@Controller()
export class PackageFactsController {
  constructor(private readonly facts: PackageFactsService) {}

  @Public()
  @Get(CATALOG_API.packageFacts)
  async packageFacts(
    @Param('slugOrId') slugOrId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TemplatePackageFacts | PendingPackageFacts> {
    const answer = await this.facts.read(slugOrId, clientAddress(req));
    const pending = 'status' in answer;
    res.status(pending ? 202 : 200).set('Cache-Control', pending ? 'no-store' : 'private, max-age=300');
    return answer;
  }
}
