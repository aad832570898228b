import { CATALOG_API } from '@tm/contracts/catalog';
import { ResponseCacheService } from '../../common/http/response-cache';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogWriterService } from './catalog-writer.service';
import { PUBLIC_CATALOG_CACHE_CONTROL } from './serialize-once.interceptor';
import { makeDraft } from './testing/template-drafts';

/** Catalog answers replayed by ResponseCacheService ahead of Nest: the same bytes, never stale after a write. */
describe.each(testTargets())('catalog answers replayed on $name', (target) => {
  let t: TestApp;
  let responses: ResponseCacheService;
  let writer: CatalogWriterService;

  beforeAll(async () => {
    t = await createTestApp(target);
    responses = t.app.get(ResponseCacheService);
    writer = t.app.get(CatalogWriterService);
    await writer.insertMany([
      makeDraft({ slug: 'replay-one', category: 'html', salesCount: 10 }),
      makeDraft({ slug: 'replay-two', category: 'cms', subcategory: 'documentation', tags: ['documentation'], salesCount: 20 }),
    ]);
    // The search index reads the inserts' change rows and drops the cached answers once more (decision
    // 055): let that happen now, not between a test's first answer and its replay.
    await t.app.get(CatalogCacheService).settled();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => responses.clear());

  /** The headers that belong to one request: its date and its own request id (decision 046). */
  const withoutPerRequest = (headers: Record<string, string>) => {
    const { date: _date, 'x-request-id': _id, ...rest } = headers;
    return rest;
  };

  it.each([
    ['counts', CATALOG_API.counts],
    ['a page', `${CATALOG_API.paginated}?page=1&limit=5&category=html`],
    ['a search', `${CATALOG_API.paginated}?search=fixture`],
    ['a list', `${CATALOG_API.list}?limit=3`],
    ['subcategory counts', `/api/templates/subcategory-counts?category=cms`],
    ['a detail', '/api/templates/replay-two'],
  ])('replays %s byte for byte, security headers included', async (_name, path) => {
    const first = await t.http().get(path).expect(200);
    expect(responses.size).toBe(1);
    const second = await t.http().get(path).expect(200);
    expect(second.text).toBe(first.text);
    expect(withoutPerRequest(second.headers)).toEqual(withoutPerRequest(first.headers));
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers['cache-control']).toBe(PUBLIC_CATALOG_CACHE_CONTROL);
  });

  it('shows a write at once', async () => {
    const before = (await t.http().get(CATALOG_API.counts).expect(200)).body as Record<string, number>;
    await t.http().get(CATALOG_API.counts).expect(200);
    await t.http().get('/api/templates/replay-late').expect(404);
    await writer.insertMany([makeDraft({ slug: 'replay-late', category: 'marketing', subcategory: 'flyers', tags: ['flyers'] })]);
    const after = (await t.http().get(CATALOG_API.counts).expect(200)).body as Record<string, number>;
    expect(after.marketing).toBe(before.marketing! + 1);
    await t.http().get('/api/templates/replay-late').expect(200);
    await t.app.get(CatalogCacheService).settled();
  });

  it('never keeps a refusal or a not-found', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await t.http().get(`${CATALOG_API.paginated}?page=0`).expect(400)).body).toEqual({ message: 'page must be at least 1' });
      await t.http().get('/api/templates/no-such-template').expect(404);
    }
    expect(responses.size).toBe(0);
  });

  it('answers HEAD from a kept answer with the length and no body', async () => {
    const full = await t.http().get(CATALOG_API.counts).expect(200);
    const head = await t.http().head(CATALOG_API.counts).expect(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(full.text)));
    expect(head.text).toBeUndefined();
  });

  it("answers a browser's conditional request with 304 on a matching ETag from the kept answer", async () => {
    const full = await t.http().get(CATALOG_API.counts).expect(200);
    expect(responses.size).toBe(1);
    await t.http().get(CATALOG_API.counts).set('If-None-Match', full.headers.etag!).expect(304);
  });

  it('gives a signed-in shopper the same public answer, and no cookie', async () => {
    const anonymous = await t.http().get('/api/templates/replay-one').expect(200);
    const { agent } = await signedInAgent(t);
    const signedIn = await agent.get('/api/templates/replay-one').expect(200);
    expect(signedIn.text).toBe(anonymous.text);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    await agent.get('/api/auth/user').expect(200);
  });
});
