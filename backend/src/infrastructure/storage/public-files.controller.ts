import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream';
import { CATALOG_API } from '@tm/contracts/catalog';
import { Public } from '../../common/access/access.decorators';
import { ApiError } from '../../common/http/api-error';
import { contentTypeOf } from './content-types';
import { PublicFileFallbacksService } from './public-file-fallbacks';
import { normalizeStoragePath, StoragePathError, StorageService } from './storage.service';

export { contentTypeOf } from './content-types';

export const FILE_NOT_FOUND_MESSAGE = 'File not found';
/** Files can never run script or load anything, whatever their content (an SVG is a document). */
export const PUBLIC_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** Generated images only change when a template's design does; 30 days, revalidated by ETag after. */
export const GENERATED_IMAGES_CACHE = 'public, max-age=2592000';
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';
/** A redirect to PUBLIC_FILES_BASE_URL names the same file as long as the setting stays: a day. */
export const PUBLIC_FILE_REDIRECT_CACHE = 'public, max-age=86400';

const PREFIX = `${CATALOG_API.publicFiles}/`;

/** GET /api/public-files/<path>: the public storage area (images), read-only. */
@Controller()
export class PublicFilesController {
  private readonly logger = new Logger('PublicFiles');

  constructor(
    private readonly storage: StorageService,
    private readonly fallbacks: PublicFileFallbacksService,
  ) {}

  @Public()
  @Get(`${CATALOG_API.publicFiles}/*path`)
  async serve(@Req() req: Request, @Res() res: Response): Promise<void> {
    const relativePath = requestedPath(req);
    const headers = publicFileHeaders(relativePath);

    const stats = await this.storage.statPublic(relativePath);
    if (!stats) {
      const rendered = await this.fallbacks.render(relativePath);
      if (!rendered) throw new ApiError(404, FILE_NOT_FOUND_MESSAGE);
      res.set(headers);
      if (rendered.contentType) res.type(rendered.contentType);
      res.status(200).send(typeof rendered.body === 'string' ? Buffer.from(rendered.body, 'utf8') : rendered.body);
      return;
    }

    // Decision 048: a CDN or public bucket serves the public area; a drawn-on-request image above is
    // still served here until it has been stored.
    const elsewhere = this.storage.publicUrl(relativePath);
    if (elsewhere) {
      res.status(302).set({ Location: elsewhere, 'Cache-Control': PUBLIC_FILE_REDIRECT_CACHE }).end();
      return;
    }

    res.set({ ...headers, ETag: stats.etag, 'Last-Modified': stats.modifiedAt.toUTCString() });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(stats.size));
    if (req.method === 'HEAD') {
      res.status(200).end();
      return;
    }
    const opened = await this.storage.open('public', relativePath);
    if (!opened) {
      res.removeHeader('Content-Length');
      throw new ApiError(404, FILE_NOT_FOUND_MESSAGE); // removed since it was looked at
    }
    res.status(200);
    pipeline(opened.stream, res, (error) => {
      if (!error || res.writableFinished) return;
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && code !== 'ECONNRESET')
        this.logger.error(`Could not send ${relativePath}: ${error.message}`);
      res.destroy();
    });
  }
}

/** The path after /api/public-files/, decoded once and normalised; 400 for anything leaving the area. */
function requestedPath(req: Request): string {
  const rawPath = req.originalUrl.split('?')[0]!;
  if (!rawPath.startsWith(PREFIX)) throw new StoragePathError();
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath.slice(PREFIX.length));
  } catch {
    throw new StoragePathError();
  }
  return normalizeStoragePath(decoded);
}

function publicFileHeaders(relativePath: string): Record<string, string> {
  const type = contentTypeOf(relativePath);
  return {
    'Content-Type': type,
    'Content-Security-Policy': PUBLIC_FILE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Cache-Control': relativePath.startsWith('generated-images/') ? GENERATED_IMAGES_CACHE : PUBLIC_FILE_CACHE,
    // Unknown types are downloads, never rendered inline.
    ...(type === 'application/octet-stream' ? { 'Content-Disposition': 'attachment' } : {}),
  };
}
