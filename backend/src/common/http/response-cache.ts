import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';

/** Entries kept at most (oldest go first). */
export const RESPONSE_CACHE_MAX_ENTRIES = 2_000;
/** Bytes of bodies kept at most (a page of 20 templates is ~25 KB). */
export const RESPONSE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Headers of a finished response that are per connection or per request, never replayed. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'set-cookie']);

interface Entry {
  headers: Array<[string, string | string[]]>;
  body: Buffer;
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
 * Only plain GET/HEAD requests for exactly the same URL are answered, with the headers the app sent
 * (security headers included); conditional requests and everything else go to the app.
 */
@Injectable()
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Writable for tests. */
  maxEntries = RESPONSE_CACHE_MAX_ENTRIES;
  maxBytes = RESPONSE_CACHE_MAX_BYTES;

  /** Keeps a finished 200 answer to GET `url` until `expiresAt` (epoch ms). */
  store(url: string, headers: OutgoingHttpHeaders, body: string, expiresAt: number): void {
    if (expiresAt <= Date.now()) return;
    const replayed: Entry['headers'] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || NOT_REPLAYED.has(name)) continue;
      replayed.push([name, Array.isArray(value) ? value : String(value)]);
    }
    const entry: Entry = { headers: replayed, body: Buffer.from(body), expiresAt };
    if (entry.body.length > this.maxBytes) return;
    this.delete(url);
    this.entries.set(url, entry);
    this.bytes += entry.body.length;
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
    // Conditional requests get Express's 304 logic.
    if (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) return false;
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('content-length', entry.body.length);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  }

  private delete(url: string): void {
    const entry = this.entries.get(url);
    if (entry === undefined) return;
    this.entries.delete(url);
    this.bytes -= entry.body.length;
  }
}

/** Puts the cache in front of the server's request handler (Express, and Nest behind it). */
export function installResponseCache(server: Server, cache: ResponseCache): void {
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (cache.serve(req, res)) return;
    for (const handler of handlers) handler.call(server, req, res);
  });
}
