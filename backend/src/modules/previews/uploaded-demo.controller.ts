import { Controller, Get, Logger, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { extname } from 'node:path';
import { pipeline } from 'node:stream';
import { CATALOG_API } from '@tm/contracts/catalog';
import { listingDemoPaths } from '@tm/contracts/listings';
import { Public } from '../../common/access/access.decorators';
import { ApiError } from '../../common/http/api-error';
import { normalizeStoragePath, StoragePathError, StorageService } from '../../infrastructure/storage';
import { demoContentType } from './demo-content-types';
import { PreviewsService } from './previews.service';

export const DEMO_FILE_NOT_FOUND = 'This demo has no such file';

/**
 * An uploaded demo is the owner's own HTML, served from the shop's origin: the CSP sandbox gives it an
 * origin of its own (no cookie, storage or page of the shop within its reach, the Origin it sends is
 * "null"), its scripts and styles come only from itself, it may connect nowhere and post no form, and
 * only the shop's own pages may frame it.
 */
export const UPLOADED_DEMO_CSP =
  "sandbox allow-scripts; default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; media-src 'self'; connect-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'self'";

/**
 * GET /preview/:slug/site/<path>: the files of a template's uploaded static demo (published or unlisted
 * templates only, as the generated demos), each with its type from its extension, nosniff and the
 * sandbox above. Paths are decoded once and normalised; anything leaving the demo's folder is refused.
 * A folder's address serves its index.html. The area is private: nothing but this route sends these files.
 */
@Controller()
export class UploadedDemoController {
  private readonly logger = new Logger('UploadedDemos');

  constructor(
    private readonly previews: PreviewsService,
    private readonly storage: StorageService,
  ) {}

  @Public()
  @Get(`${CATALOG_API.livePreview}/site{/*path}`)
  async serve(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const folder = await this.previews.uploadedDemoFolder(slug);
    if (!folder) throw new ApiError(404, DEMO_FILE_NOT_FOUND);
    const site = listingDemoPaths(slug).site;
    const rawPath = req.originalUrl.split('?')[0]!;
    // The site's own address ends with a slash: relative links in its index.html resolve under it.
    if (!rawPath.startsWith(site)) return void res.status(301).set({ Location: site, 'Cache-Control': 'no-cache' }).end();
    const path = requestedPath(rawPath.slice(site.length));

    const stored = `${folder}/${path}`;
    const info = await this.storage.statPrivate(stored);
    if (!info) {
      // A folder named without its slash: the same redirect a web server gives, so its relative links work.
      if (!extname(path) && (await this.storage.statPrivate(`${stored}/index.html`))) {
        return void res
          .status(301)
          .set({ Location: `${rawPath}/`, 'Cache-Control': 'no-cache' })
          .end();
      }
      throw new ApiError(404, DEMO_FILE_NOT_FOUND);
    }
    const type = demoContentType(path);
    res.set({
      'Content-Type': type,
      'Content-Security-Policy': UPLOADED_DEMO_CSP,
      'X-Content-Type-Options': 'nosniff',
      // The sandboxed page's origin is opaque: its images, fonts and scripts are cross-origin requests to this one.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
      ETag: info.etag,
      'Last-Modified': info.modifiedAt.toUTCString(),
      ...(type === 'application/octet-stream' ? { 'Content-Disposition': 'attachment' } : {}),
    });
    if (req.fresh) return void res.status(304).end();
    res.set('Content-Length', String(info.size));
    if (req.method === 'HEAD') return void res.status(200).end();
    const opened = await this.storage.open('private', stored);
    if (!opened) {
      res.removeHeader('Content-Length');
      throw new ApiError(404, DEMO_FILE_NOT_FOUND); // replaced since it was looked at
    }
    res.status(200);
    pipeline(opened.stream, res, (error) => {
      if (!error || res.writableFinished) return;
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && code !== 'ECONNRESET') this.logger.error(`Could not send ${stored}: ${error.message}`);
      res.destroy();
    });
  }
}

/** The file a path after /site/ names, decoded once and normalised: '' and 'x/' are their index.html; 400 for anything leaving the demo. */
function requestedPath(rest: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    throw new StoragePathError();
  }
  if (decoded === '' || decoded.endsWith('/')) decoded = `${decoded}index.html`;
  return normalizeStoragePath(decoded);
}
