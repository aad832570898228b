import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { REQUEST_ID_HEADER, requestIdFrom } from '../logging/request-context';
import {
  codingsOf,
  ifNoneMatchHits,
  negotiateEncoding,
  varyOnAcceptEncoding,
  type ContentCoding,
  type EncodedBody,
} from './content-encoding';

/**
 * Bytes of bodies kept at most, in every coding (oldest go first): a template's detail takes ~5 KB
 * with its brotli and gzip forms, a page of 20 ~40 KB, so 10,000 details and 400 pages fit (decision 055).
 */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * What an answer is kept under: its path and its query as URLSearchParams writes it, so the ways of
 * writing one query (`a%20b`, `a+b`, `%61`) share one entry rather than each evicting others (decision 064).
 */
export function cacheKeyOf(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = new URLSearchParams(url.slice(start + 1)).toString();
  return query === '' ? url.slice(0, start) : `${url.slice(0, start)}?${query}`;
}

/** Headers of a finished response that are per connection, per request or per coding, never replayed. */
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'set-cookie',
  'x-request-id',
]);

interface Entry {
  /** The answer's headers as writeHead takes them (name, value, name, value…), made once: a replay validates and stores no header one by one. */
  head: string[];
  /** The same without Content-Type, for a 304. */
  head304: string[];
  body: EncodedBody;
  /** The codings the body is offered in besides identity (codingsOf: made, or worth making), worked out once. */
  codings: ContentCoding[];
  /** Bytes of the body in every coding kept. */
  bytes: number;
  expiresAt: number;
}

/**
 * Finished public answers replayed byte for byte ahead of Express and Nest, until they expire.
 *
 * A catalog read that is already cached in CatalogCacheService still costs ~0.2 ms of CPU in the
 * Express + Nest pipeline (helmet, routing, guards, pipes, interceptors); at 50 concurrent shoppers on
 * two cores that pipeline, not the database, sets the latency. A route opts in by calling store()
 * with the expiry of the data it answered (SerializeOnceInterceptor does, for catalog reads that came
 * fresh from the catalog cache), so an answer is never replayed past the moment the route itself would
 * have answered differently; clear() runs on every catalog write.
 *
 * Only GET/HEAD requests for the same URL (cacheKeyOf) are answered, with the headers the app sent
 * (security headers, ETag and Cache-Control included), in the coding the request accepts best among
 * those compressed once when the answer was made (so a replay costs no compression), and with 304
 * when If-None-Match holds the answer's ETag. Everything else goes to the app.
 */
@Injectable()
export class ResponseCacheService {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Writable for tests. */
  maxBytes = RESPONSE_CACHE_MAX_BYTES;

  /** Keeps a finished 200 answer to GET `url`, in each coding it was compressed in, until `expiresAt` (epoch ms). */
  store(url: string, headers: OutgoingHttpHeaders, body: EncodedBody, expiresAt: number): void {
    if (expiresAt <= Date.now()) return;
    const codings = codingsOf(body);
    const vary = { value: headers.vary as string | string[] | undefined };
    if (codings.length > 0)
      varyOnAcceptEncoding({ getHeader: () => vary.value, setHeader: (_name: string, value: string) => (vary.value = value) });
    const head: string[] = [];
    const head304: string[] = [];
    const add = (name: string, value: string | number | string[]) => {
      for (const one of Array.isArray(value) ? value : [String(value)]) {
        head.push(name, one);
        if (name !== 'content-type') head304.push(name, one);
      }
    };
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || NOT_REPLAYED.has(name) || name === 'etag' || name === 'vary') continue;
      add(name, value);
    }
    if (vary.value !== undefined) add('vary', vary.value);
    add('etag', body.etag);
    const bytes = body.identity.length + Object.values(body.codings).reduce((sum, b) => sum + (b?.length ?? 0), 0);
    if (bytes > this.maxBytes) return;
    const entry: Entry = { head, head304, body, codings, bytes, expiresAt };
    const key = cacheKeyOf(url);
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += bytes;
    while (this.bytes > this.maxBytes) this.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Answers the request from the cache when it can; false leaves it to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.url === undefined) return false;
    const key = cacheKeyOf(req.url);
    const entry = this.entries.get(key);
    if (entry === undefined) return false;
    if (entry.expiresAt <= Date.now()) {
      this.delete(key);
      return false;
    }
    // The id is this request's (decision 046), never the one of the request whose answer was kept.
    const requestId = requestIdFrom(req.headers['x-request-id']);
    // The answers carry no Last-Modified, so If-Modified-Since alone never makes a 304 (as in Express).
    if (ifNoneMatchHits(req.headers['if-none-match'], entry.body.etag)) {
      res.writeHead(304, [...entry.head304, REQUEST_ID_HEADER, requestId]);
      res.end();
      return true;
    }
    const coding = negotiateEncoding(req.headers['accept-encoding'], entry.codings);
    const compressed = coding === 'identity' ? undefined : entry.body.codings[coding];
    // A form no one asked for yet is made by the app (once), which keeps the answer again with it.
    if (compressed === undefined && coding !== 'identity') return false;
    const body = compressed ?? entry.body.identity;
    const head = [...entry.head, REQUEST_ID_HEADER, requestId, 'content-length', String(body.length)];
    if (coding !== 'identity') head.push('content-encoding', coding);
    res.writeHead(200, head);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  private delete(url: string): void {
    const entry = this.entries.get(url);
    if (entry === undefined) return;
    this.entries.delete(url);
    this.bytes -= entry.bytes;
  }
}

/**
 * Puts the cache in front of the server's request handler (Express, and Nest behind it). `onServed`
 * counts what it answered: those requests never reach the app's own timing.
 */
export function installResponseCache(
  server: Server,
  cache: ResponseCacheService,
  onServed: () => void = () => undefined,
  /** Asked next, for what the cache did not answer: true when it answered (the per-address limit). */
  refuse: (req: IncomingMessage, res: ServerResponse) => boolean = () => false,
): void {
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (cache.serve(req, res)) {
      onServed();
      return;
    }
    if (refuse(req, res)) return;
    for (const handler of handlers) handler.call(server, req, res);
  });
}
