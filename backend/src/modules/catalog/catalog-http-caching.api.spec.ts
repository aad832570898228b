import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CATALOG_API } from '@tm/contracts/catalog';
import { ResponseCacheService } from '../../common/http/response-cache';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent } from '../../testing/fixtures';
import { rawRequest } from '../../testing/raw-request';
import { testTargets } from '../../testing/test-targets';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogWriterService } from './catalog-writer.service';
import { PRIVATE_CATALOG_CACHE_CONTROL, PUBLIC_CATALOG_CACHE_CONTROL } from './serialize-once.interceptor';
import { makeDraft } from './testing/template-drafts';

const PAGE = `${CATALOG_API.paginated}?page=1&limit=20`;

/**
 * What the catalog's answers tell browsers and CDNs (decision 025): public for a few seconds with an
 * ETag and 304s, compressed once per cached answer; answers that depend on the session stay no-store.
 * Each case runs on both paths: the first answer (through Nest) and its replay (ResponseCacheService).
 */
describe.each(testTargets())('catalog answers on the wire on $name', (target) => {
  let t: TestApp;
  let responses: ResponseCacheService;

  beforeAll(async () => {
    t = await createTestApp(target);
    responses = t.app.get(ResponseCacheService);
    await t.app
      .get(CatalogWriterService)
      .insertMany(
        Array.from({ length: 24 }, (_, i) =>
          makeDraft({ slug: `wire-${String(i).padStart(2, '0')}`, category: 'html', salesCount: 100 + i }),
        ),
      );
    // The search index reads the inserts' change rows and drops the cached answers once more (decision
    // 055): let that happen now, not between a test's first answer and its replay.
    await t.app.get(CatalogCacheService).settled();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => rawRequest(t.url, path, { headers });
  /** The first answer comes from the app, the second from ResponseCacheService. */
  const bothPaths = async (path: string, headers: Record<string, string> = {}) => {
    responses.clear();
    const first = await get(path, headers);
    expect(responses.size).toBe(1);
    const replayed = await get(path, headers);
    return [first, replayed] as const;
  };

  it('lets browsers and CDNs keep a public answer for a few seconds, with an ETag', async () => {
    for (const reply of await bothPaths(PAGE)) {
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe(PUBLIC_CATALOG_CACHE_CONTROL);
      expect(reply.headers['cache-control']).toMatch(/^public, max-age=\d, stale-while-revalidate=\d+$/);
      expect(reply.headers.etag).toMatch(/^W\/".+"$/);
    }
  });

  it('answers 304 with no body to If-None-Match holding the ETag, on the first answer and on a replay', async () => {
    responses.clear();
    const { headers } = await get(PAGE);
    const etag = headers.etag!;
    responses.clear();
    const fromApp = await get(PAGE, { 'If-None-Match': etag, 'Accept-Encoding': 'br' });
    expect(responses.size).toBe(0); // a 304 is not kept: it has no Content-Type to replay
    await get(PAGE);
    expect(responses.size).toBe(1);
    const fromReplay = await get(PAGE, { 'If-None-Match': etag, 'Accept-Encoding': 'br' });
    for (const reply of [fromApp, fromReplay]) {
      expect(reply.status).toBe(304);
      expect(reply.raw.length).toBe(0);
      expect(reply.headers.etag).toBe(etag);
      expect(reply.headers['cache-control']).toBe(PUBLIC_CATALOG_CACHE_CONTROL);
    }
    // One ETag for every coding: a 304 holds whichever form the client kept.
    const gz = await get(PAGE, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.etag).toBe(etag);
    expect((await get(PAGE, { 'If-None-Match': '"something-else"' })).status).toBe(200);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['br;q=0.5, gzip', 'gzip', gunzipSync],
  ])('sends a page of templates compressed for Accept-Encoding "%s" (%s)', async (accept, coding, decode) => {
    responses.clear();
    const plain = await get(PAGE);
    expect(plain.raw.length).toBeGreaterThan(1024);
    for (const reply of await bothPaths(PAGE, { 'Accept-Encoding': accept })) {
      expect(reply.headers['content-encoding']).toBe(coding);
      expect(reply.headers.vary).toMatch(/Accept-Encoding/);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.headers['content-length']).toBe(String(reply.raw.length));
      expect(reply.raw.length).toBeLessThan(plain.raw.length / 3);
      expect(decode(reply.raw).toString()).toBe(plain.body);
    }
  });

  it('sends the plain JSON, varying on Accept-Encoding, to a client that asks for no compression', async () => {
    for (const reply of await bothPaths(PAGE)) {
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toMatch(/Accept-Encoding/);
      expect(JSON.parse(reply.body)).toMatchObject({ total: 24 });
    }
  });

  it('leaves an answer under 1 KB uncompressed', async () => {
    for (const reply of await bothPaths(CATALOG_API.counts, { 'Accept-Encoding': 'br, gzip' })) {
      expect(reply.raw.length).toBeLessThan(1024);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['cache-control']).toBe(PUBLIC_CATALOG_CACHE_CONTROL);
    }
  });

  it('keeps a refusal and a not-found out of every cache', async () => {
    expect((await get(`${CATALOG_API.paginated}?page=0`)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/templates/no-such-template')).headers['cache-control']).toBe('no-store');
  });

  it('keeps the answer to a request with cookies private, and never replays it to others', async () => {
    responses.clear();
    const { agent } = await signedInAgent(t);
    const signedIn = await agent.get(PAGE).expect(200);
    expect(signedIn.headers['cache-control']).toBe(PRIVATE_CATALOG_CACHE_CONTROL);
    expect(responses.size).toBe(0);
    expect((await get(PAGE)).headers['cache-control']).toBe(PUBLIC_CATALOG_CACHE_CONTROL);
  });

  it('keeps answers that depend on the session no-store and uncompressed', async () => {
    const { agent } = await signedInAgent(t);
    const user = await agent.get('/api/auth/user').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(user.headers['cache-control']).toBe('no-store');
    expect(user.headers['content-encoding']).toBeUndefined();
    expect((await get('/api/cart', { 'Accept-Encoding': 'br' })).headers['cache-control']).toBe('no-store');
  });
});
