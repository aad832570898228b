import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { mergeMap, type Observable } from 'rxjs';
import {
  codingOf,
  codingsOf,
  encodeBody,
  negotiateEncoding,
  varyOnAcceptEncoding,
  type EncodedBody,
} from '../../common/http/content-encoding';
import { ResponseCacheService } from '../../common/http/response-cache';
import { CatalogCacheService } from './catalog-cache.service';

/**
 * Catalog answers are the same for everyone: a browser or a CDN may keep one for a few seconds and
 * serve it a little longer while it asks again (docs/decisions/025). The catalog cache itself keeps an
 * answer until a write drops it, at most 60 s (decision 055).
 */
export const PUBLIC_CATALOG_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';
/**
 * For a request that carries cookies: the session middleware may refresh the session cookie on the
 * answer (rolling sessions), and no shared cache may ever keep a Set-Cookie. The browser still may.
 */
export const PRIVATE_CATALOG_CACHE_CONTROL = 'private, max-age=5, stale-while-revalidate=30';

const encoded = new WeakMap<object, EncodedBody>();

/**
 * The JSON text of a value with its ETag, made once per object, and its brotli and gzip forms each
 * made once when first asked for: cached answers are the same object call after call, so neither
 * serializing nor compressing runs again.
 */
export function encodedJsonOnce(value: object): EncodedBody {
  let body = encoded.get(value);
  if (body === undefined) {
    body = encodeBody(Buffer.from(JSON.stringify(value)));
    encoded.set(value, body);
  }
  return body;
}

/**
 * Sends a handler's object as JSON serialized, tagged (weak ETag) and compressed once per object. The
 * catalog answers most calls from CatalogCacheService, so a page of 20 templates (~30 KB) is
 * stringified and compressed once per cache entry rather than on every request (stringifying alone
 * was a quarter of the CPU such a request cost). A matching If-None-Match gets 304 (Express's logic,
 * with this ETag); otherwise the body goes in the coding the request accepts best.
 *
 * A GET answered with a fresh catalog-cache value is also handed, once finished, to ResponseCacheService,
 * which replays it (every coding, and 304s) for the same URL until that value's freshness ends.
 */
@Injectable()
export class SerializeOnceInterceptor implements NestInterceptor {
  constructor(
    private readonly catalogCache: CatalogCacheService,
    private readonly responses: ResponseCacheService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        if (value === null || typeof value !== 'object') return value;
        const body = encodedJsonOnce(value);
        this.catalogCache.noteBytes(value, body.identity.length);
        const codings = codingsOf(body);
        res.type('application/json');
        res.setHeader('Cache-Control', req.headers.cookie === undefined ? PUBLIC_CATALOG_CACHE_CONTROL : PRIVATE_CATALOG_CACHE_CONTROL);
        res.setHeader('ETag', body.etag);
        if (codings.length > 0) varyOnAcceptEncoding(res);
        if (req.method === 'GET' && this.catalogCache.freshUntilOf(value) !== undefined) {
          res.once('finish', () => this.keep(req, res, value, body));
        }
        const coding = req.fresh ? 'identity' : negotiateEncoding(req.headers['accept-encoding'], codings);
        // Only the form this request takes is made (decision 055); the others when someone asks.
        const compressed = coding === 'identity' ? null : await codingOf(body, coding);
        // identity: a string, so Express answers 304 to a matching If-None-Match (req.fresh) and sets the
        // length. A compressed body goes as a stream of the ready bytes: Nest would JSON-encode a Buffer.
        if (coding === 'identity' || compressed === null) return body.identity.toString();
        res.setHeader('Content-Encoding', coding);
        return new StreamableFile(compressed, { type: 'application/json; charset=utf-8' });
      }),
    );
  }

  private keep(req: Request, res: Response, value: object, body: EncodedBody): void {
    // Checked again now: a write may have come in while the answer was on its way.
    const freshUntil = this.catalogCache.freshUntilOf(value);
    if (freshUntil === undefined || res.statusCode !== 200 || res.hasHeader('set-cookie')) return;
    if (res.getHeader('cache-control') !== PUBLIC_CATALOG_CACHE_CONTROL) return; // never replay a private answer to others
    this.responses.store(req.originalUrl, res.getHeaders(), body, freshUntil);
  }
}
