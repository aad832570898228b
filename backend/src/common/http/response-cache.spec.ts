import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installResponseCache, ResponseCache } from './response-cache';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real server whose app counts its calls and answers "app <n>"; the cache sits in front of it. */
describe('ResponseCache', () => {
  let server: Server;
  let cache: ResponseCache;
  let appCalls: number;
  let port: number;

  const call = (path: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  beforeEach(async () => {
    appCalls = 0;
    cache = new ResponseCache();
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

  const keep = (url: string, body: string, ttlMs = 60_000, headers: Record<string, string | string[]> = {}) =>
    cache.store(url, { 'content-type': 'application/json', 'x-kept': 'yes', ...headers }, body, Date.now() + ttlMs);

  it('leaves every request to the app until an answer is stored', async () => {
    expect((await call('/a')).body).toBe('app 1');
    expect((await call('/a')).body).toBe('app 2');
  });

  it('replays a stored answer with its headers and the right length, without calling the app', async () => {
    keep('/a?x=1', '{"n":"é"}');
    const reply = await call('/a?x=1');
    expect(reply).toMatchObject({ status: 200, body: '{"n":"é"}' });
    expect(reply.headers).toMatchObject({ 'content-type': 'application/json', 'x-kept': 'yes', 'content-length': String(Buffer.byteLength('{"n":"é"}')) });
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

  it.each([['if-none-match', 'W/"x"'], ['if-modified-since', 'Sun, 22 Nov 2026 10:00:00 GMT']])(
    'leaves a conditional request (%s) to the app',
    async (name, value) => {
      keep('/a', 'kept');
      expect((await call('/a', { headers: { [name]: value } })).body).toBe('app 1');
    },
  );

  it('never replays per-request headers such as set-cookie or date', async () => {
    keep('/a', 'kept', 60_000, { 'set-cookie': ['s=1'], date: 'Mon, 01 Jan 2024 00:00:00 GMT' });
    const reply = await call('/a');
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.headers.date).not.toBe('Mon, 01 Jan 2024 00:00:00 GMT');
  });

  it('drops an answer once it expires', async () => {
    keep('/a', 'kept', 30);
    expect((await call('/a')).body).toBe('kept');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await call('/a')).body).toBe('app 1');
    expect(cache.size).toBe(0);
  });

  it('refuses an answer that has already expired', () => {
    cache.store('/a', {}, 'late', Date.now() - 1);
    expect(cache.size).toBe(0);
  });

  it('forgets everything on clear()', async () => {
    keep('/a', 'kept');
    cache.clear();
    expect((await call('/a')).body).toBe('app 1');
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    cache.maxEntries = 2;
    keep('/1', 'one');
    keep('/2', 'two');
    keep('/3', 'three');
    expect(cache.size).toBe(2);
    expect((await call('/1')).body).toBe('app 1');
    expect((await call('/3')).body).toBe('three');
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
