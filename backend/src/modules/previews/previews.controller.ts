import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CATALOG_API } from '@tm/contracts/catalog';
import { Public } from '../../common/access/access.decorators';
import { PreviewsService } from './previews.service';

/** The live demo page allows its own inline styles and images, and nothing else: no script at all. */
export const LIVE_PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

@Controller()
export class PreviewsController {
  constructor(private readonly previews: PreviewsService) {}

  /** GET /preview/:slug (outside /api): a static demo site rendered from the template's design. */
  @Public()
  @Get(CATALOG_API.livePreview)
  async show(@Param('slug') slug: string, @Res() res: Response): Promise<void> {
    const page = await this.previews.livePreview(slug);
    res
      .status(page.status)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': LIVE_PREVIEW_CSP,
        'Cache-Control': page.status === 200 ? 'public, max-age=300' : 'no-store',
      })
      .send(page.html);
  }
}
