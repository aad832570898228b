import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { extname } from 'node:path';
import { CATALOG_API } from '@tm/contracts/catalog';
import { Public } from '../../common/access/access.decorators';
import { ApiError } from '../../common/http/api-error';
import { PublicFileFallbacks } from './public-file-fallbacks';
import { normalizeStoragePath, StoragePathError, StorageService } from './storage.service';

export const FILE_NOT_FOUND_MESSAGE = 'File not found';
/** Files can never run script or load anything, whatever their content (an SVG is a document). */
export const PUBLIC_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** Generated images only change when a template's design does; 30 days, revalidated by ETag after. */
export const GENERATED_IMAGES_CACHE = 'public, max-age=2592000';
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

const PREFIX = `${CATALOG_API.publicFiles}/`;

/** GET /api/public-files/<path>: the public storage area (images), read-only. */
@Controller()
export class PublicFilesController {
  private readonly logger = new Logger('PublicFiles');

  constructor(
    private readonly storage: StorageService,
    private readonly fallbacks: PublicFileFallbacks,
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

    res.set(headers);
    await new Promise<void>((done) => {
      res.sendFile(this.storage.resolve('public', relativePath), { cacheControl: false, dotfiles: 'allow', lastModified: true, etag: true }, (error?: Error) => {
        if (error && !res.headersSent) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ENOENT') res.status(404).json({ message: FILE_NOT_FOUND_MESSAGE });
          else {
            this.logger.error(`Could not send ${relativePath}: ${error.message}`);
            res.status(500).json({ message: 'Internal server error' });
          }
        }
        done();
      });
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
