import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { weakEtag, type EncodedBody } from './content-encoding';
import { rawRequest } from '../../testing/raw-request';
import { waitFor } from '../../testing/wait-for';
import { cacheKeyOf, installResponseCache, ResponseCacheService } from './response-cache';

/** A body as SerializeOnceInterceptor hands it over; `compressed` adds real brotli and gzip forms. */
function encoded(text: string, compressed = false): EncodedBody {
  const identity = Buffer.from(text);
  return {
    identity,
    etag: weakEtag(identity),
    codings: compressed ? { br: brotliCompressSync(identity), gzip: gzipSync(identity) } : {},
  };
}

/** A real server whose app counts its calls and answers "app <n>"; the cache sits in front of it. */
describe('ResponseCache', () => {
  let server: Server;
  let cache: ResponseCacheService;
  let appCalls: number;
  let port: number;

  const call = (path: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
    rawRequest(`http://127.0.0.1:${port}`, path, options);

  beforeEach(async () => {
    appCalls = 0;
    cache = new ResponseCacheService();
    server = createServer((_req, res) => {
      appCalls += 1;
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-from', 'app');
      res.end(`app ${appCalls}`);
    });
    installResponseCache(server, cache);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const keep = (url: string, body: string | EncodedBody, ttlMs = 60_000, headers: Record<string, string | string[]> = {}) =>
    cache.store(
      url,
      { 'content-type': 'application/json', 'x-kept': 'yes', ...headers },
      typeof body === 'string' ? encoded(body) : body,
      Date.now() + ttlMs,
    );

  it('replays one answer for every way of writing its query, and only for its own query', async () => {
    keep('/browse?search=coffee+shop&page=2', 'kept');
    for (const path of [
      '/browse?search=coffee+shop&page=2',
      '/browse?search=coffee%20shop&page=2',
      '/browse?s%65arch=coff%65e%20shop&page=2',
    ]) {
      expect((await call(path)).body).toBe('kept');
    }
    expect(appCalls).toBe(0);
    expect((await call('/browse?page=2&search=coffee+shop')).body).toBe('app 1'); // another order is another page
    expect((await call('/browse?search=coffee+shop')).body).toBe('app 2');
  });

  it('leaves every request to the app until an answer is stored', async () => {
    expect((await call('/a')).body).toBe('app 1');
    expect((await call('/a')).body).toBe('app 2');
  });

  it('replays a stored answer with its headers and the right length, without calling the app', async () => {
    keep('/a?x=1', '{"n":"é"}');
    const reply = await call('/a?x=1');
    expect(reply).toMatchObject({ status: 200, body: '{"n":"é"}' });
    expect(reply.headers).toMatchObject({
      'content-type': 'application/json',
      'x-kept': 'yes',
      'content-length': String(Buffer.byteLength('{"n":"é"}')),
    });
    expect(appCalls).toBe(0);
  });

  it('matches the exact URL only', async () => {
    keep('/a?x=1', 'kept');
    expect((await call('/a?x=2')).body).toBe('app 1');
    expect((await call('/a?x=1&y=1')).body).toBe('app 2');
    expect((await call('/a')).body).toBe('app 3');
  });

  it('answers HEAD with the headers and no body', async () => {
    keep('/a', 'kept');
    const reply = await call('/a', { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-length']).toBe('4');
    expect(reply.body).toBe('');
    expect(appCalls).toBe(0);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('leaves %s to the app', async (method) => {
    keep('/a', 'kept');
    expect((await call('/a', { method })).body).toBe('app 1');
  });

  it("answers 304 without a body when If-None-Match holds the answer's ETag, with the ETag and cache headers", async () => {
    const body = encoded('kept');
    keep('/a', body, 60_000, { 'cache-control': 'public, max-age=5' });
    const reply = await call('/a', { headers: { 'if-none-match': `"x", ${body.etag}` } });
    expect(reply.status).toBe(304);
    expect(reply.body).toBe('');
    expect(reply.headers).toMatchObject({ etag: body.etag, 'cache-control': 'public, max-age=5' });
    expect(reply.headers['content-type']).toBeUndefined();
    expect(appCalls).toBe(0);
  });

  it.each([
    ['if-none-match', 'W/"other"'],
    ['if-modified-since', 'Sun, 22 Nov 2026 10:00:00 GMT'],
  ])('answers a conditional request (%s) that does not hold with the full answer', async (name, value) => {
    keep('/a', 'kept');
    const reply = await call('/a', { headers: { [name]: value } });
    expect(reply).toMatchObject({ status: 200, body: 'kept' });
    expect(appCalls).toBe(0);
  });

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0.1, gzip;q=0.9', 'gzip', gunzipSync],
  ])('replays the form compressed beforehand that Accept-Encoding "%s" prefers (%s)', async (accept, coding, decode) => {
    const text = JSON.stringify({ templates: Array.from({ length: 40 }, (_, i) => `Template ${i}`) });
    keep('/a', encoded(text, true));
    const reply = await call('/a', { headers: { 'accept-encoding': accept } });
    expect(reply.headers['content-encoding']).toBe(coding);
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.headers['content-length']).toBe(String(reply.raw.length));
    expect(decode(reply.raw).toString()).toBe(text);
  });

  it('replays the plain body to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    const text = 'x'.repeat(2000);
    keep('/a', encoded(text, true));
    const reply = await call('/a');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.body).toBe(text);
  });

  it('leaves to the app a request that prefers a form not made yet, and replays the forms made', async () => {
    const text = 'x'.repeat(2000);
    const body = encoded(text);
    body.codings.gzip = gzipSync(body.identity); // only gzip asked for so far
    keep('/a', body);
    const brotli = await call('/a', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.body).toBe('app 1'); // the app makes the brotli form and keeps the answer again
    const gzip = await call('/a', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.raw).toString()).toBe(text);
    expect((await call('/a')).body).toBe(text);
    expect(appCalls).toBe(1);
  });

  it('never replays per-request headers such as set-cookie or date', async () => {
    keep('/a', 'kept', 60_000, { 'set-cookie': ['s=1'], date: 'Mon, 01 Jan 2024 00:00:00 GMT' });
    const reply = await call('/a');
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.headers.date).not.toBe('Mon, 01 Jan 2024 00:00:00 GMT');
  });

  it("answers each request with its own request id, never the kept answer's", async () => {
    keep('/a', 'kept', 60_000, { 'x-request-id': 'first-caller' });
    expect((await call('/a', { headers: { 'x-request-id': 'second-caller' } })).headers['x-request-id']).toBe('second-caller');
    expect((await call('/a')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('drops an answer once it expires', async () => {
    const ttlMs = 250; // long enough for the first call to be answered within it on a busy machine
    keep('/a', 'kept', ttlMs);
    const expiresBy = Date.now() + ttlMs;
    expect((await call('/a')).body).toBe('kept');
    await waitFor(() => Date.now() >= expiresBy, { what: 'the kept answer to expire' });
    expect((await call('/a')).body).toBe('app 1');
    expect(cache.size).toBe(0);
  });

  it('refuses an answer that has already expired', () => {
    cache.store('/a', {}, encoded('late'), Date.now() - 1);
    expect(cache.size).toBe(0);
  });

  it('forgets everything on clear()', async () => {
    keep('/a', 'kept');
    cache.clear();
    expect((await call('/a')).body).toBe('app 1');
  });

  it('keeps at most maxBytes of bodies, dropping the oldest, and never one body larger than that', async () => {
    cache.maxBytes = 10;
    keep('/1', '123456');
    keep('/2', '123456');
    expect(cache.size).toBe(1);
    expect((await call('/2')).body).toBe('123456');
    keep('/big', '12345678901');
    expect(cache.size).toBe(1);
    expect((await call('/big')).body).toBe('app 1');
  });
});

describe('cacheKeyOf', () => {
  it('writes the query as URLSearchParams does and leaves the path alone', () => {
    expect(cacheKeyOf('/a')).toBe('/a');
    expect(cacheKeyOf('/a?')).toBe('/a');
    expect(cacheKeyOf('/a?x=%61%20b&y')).toBe('/a?x=a+b&y=');
    expect(cacheKeyOf('/%61?x=1')).toBe('/%61?x=1');
  });
});
