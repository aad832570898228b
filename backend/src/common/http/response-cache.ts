import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { REQUEST_ID_HEADER, requestIdFrom } from '../logging/request-context';
import { codingsOf, ifNoneMatchHits, negotiateEncoding, varyOnAcceptEncoding, type ContentCoding, type EncodedBody } from './content-encoding';

/** Entries kept at most (oldest go first). */
export const RESPONSE_CACHE_MAX_ENTRIES = 2_000;
/** Bytes of bodies kept at most (a page of 20 templates is ~25 KB). */
export const RESPONSE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Headers of a finished response that are per connection, per request or per coding, never replayed. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'set-cookie', 'x-request-id']);

interface Entry {
  headers: Array<[string, string | string[]]>;
  body: EncodedBody;
  /** The codings the body is kept in besides identity (worked out once, not per replay). */
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
 * Only GET/HEAD requests for exactly the same URL are answered, with the headers the app sent
 * (security headers, ETag and Cache-Control included), in the coding the request accepts best among
 * those compressed once when the answer was made (so a replay costs no compression), and with 304
 * when If-None-Match holds the answer's ETag. Everything else goes to the app.
 */
@Injectable()
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Writable for tests. */
  maxEntries = RESPONSE_CACHE_MAX_ENTRIES;
  maxBytes = RESPONSE_CACHE_MAX_BYTES;

  /** Keeps a finished 200 answer to GET `url`, in each coding it was compressed in, until `expiresAt` (epoch ms). */
  store(url: string, headers: OutgoingHttpHeaders, body: EncodedBody, expiresAt: number): void {
    if (expiresAt <= Date.now()) return;
    const replayed: Entry['headers'] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || NOT_REPLAYED.has(name)) continue;
      replayed.push([name, Array.isArray(value) ? value : String(value)]);
    }
    const bytes = body.identity.length + Object.values(body.codings).reduce((sum, b) => sum + b.length, 0);
    if (bytes > this.maxBytes) return;
    const entry: Entry = { headers: replayed, body, codings: codingsOf(body), bytes, expiresAt };
    this.delete(url);
    this.entries.set(url, entry);
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.delete(this.entries.keys().next().value!);
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
    const url = req.url;
    if (url === undefined) return false;
    const entry = this.entries.get(url);
    if (entry === undefined) return false;
    if (entry.expiresAt <= Date.now()) {
      this.delete(url);
      return false;
    }
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    // The id is this request's (decision 046), never the one of the request whose answer was kept.
    res.setHeader(REQUEST_ID_HEADER, requestIdFrom(req.headers['x-request-id']));
    res.setHeader('etag', entry.body.etag);
    if (entry.codings.length > 0) varyOnAcceptEncoding(res);
    // The answers carry no Last-Modified, so If-Modified-Since alone never makes a 304 (as in Express).
    if (ifNoneMatchHits(req.headers['if-none-match'], entry.body.etag)) {
      res.statusCode = 304;
      res.removeHeader('content-type');
      res.end();
      return true;
    }
    const coding = negotiateEncoding(req.headers['accept-encoding'], entry.codings);
    const body = coding === 'identity' ? entry.body.identity : entry.body.codings[coding]!;
    res.statusCode = 200;
    if (coding !== 'identity') res.setHeader('content-encoding', coding);
    res.setHeader('content-length', body.length);
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
export function installResponseCache(server: Server, cache: ResponseCache, onServed: () => void = () => undefined): void {
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (cache.serve(req, res)) {
      onServed();
      return;
    }
    for (const handler of handlers) handler.call(server, req, res);
  });
}
