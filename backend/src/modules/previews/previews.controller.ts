import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CATALOG_API } from '@tm/contracts/catalog';
import { Public } from '../../common/access/access.decorators';
import { PREVIEW_BAR_SCRIPT_HASH } from '@tm/catalog-generator';
import { PreviewsService, type PreviewPage } from './previews.service';

/** The demo site (in the frame) allows its own inline styles and images, and nothing else: no script at all. */
export const LIVE_PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** The preview page adds the bar's one inline script (by its hash) and the same-origin frame. */
export const PREVIEW_PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src ${PREVIEW_BAR_SCRIPT_HASH}; frame-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/** The bare demo site of /preview/:slug, for its frame. */
export const LIVE_PREVIEW_FRAME = `${CATALOG_API.livePreview}/frame`;

@Controller()
export class PreviewsController {
  constructor(private readonly previews: PreviewsService) {}

  /** GET /preview/:slug (outside /api): the preview bar above the template's demo site in a frame. */
  @Public()
  @Get(CATALOG_API.livePreview)
  async show(@Param('slug') slug: string, @Res() res: Response): Promise<void> {
    send(res, await this.previews.livePreview(slug), PREVIEW_PAGE_CSP);
  }

  /** GET /preview/:slug/frame: the static demo site rendered from the template's design, or a redirect to its uploaded demo. */
  @Public()
  @Get(LIVE_PREVIEW_FRAME)
  async frame(@Param('slug') slug: string, @Res() res: Response): Promise<void> {
    const page = await this.previews.liveFrame(slug);
    if (page.status === 302) {
      res.status(302).set({ Location: page.location, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    send(res, page, LIVE_PREVIEW_CSP);
  }
}

function send(res: Response, page: PreviewPage, csp: string): void {
  res
    .status(page.status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': page.status === 200 ? csp : LIVE_PREVIEW_CSP,
      'Cache-Control': page.status === 200 ? 'public, max-age=300' : 'no-store',
    })
    .send(page.html);
}
