import { CATALOG_API } from '@tm/contracts/catalog';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { FILE_NOT_FOUND_MESSAGE, GENERATED_IMAGES_CACHE, PUBLIC_FILE_CACHE, PUBLIC_FILE_CSP } from './public-files.controller';
import { INVALID_PATH_MESSAGE, StorageService } from './storage.service';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
const files = CATALOG_API.publicFiles;

describe('public files', () => {
  let t: TestApp;
  let storage: StorageService;

  beforeAll(async () => {
    t = await createTestApp(testTargets()[0]!); // files do not depend on the database
    storage = t.app.get(StorageService);
    await storage.writePublic('generated-images/demo/preview.svg', SVG);
    await storage.writePublic('uploads/logo.png', Buffer.from('89504e470d0a1a0a', 'hex'));
    await storage.writePublic('uploads/page.html', '<script>alert(1)</script>');
    await storage.writePrivate('zips/secret.zip', 'PK secret');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves an SVG as image/svg+xml that can never run script, cached for long', async () => {
    const res = await t.http().get(`${files}/generated-images/demo/preview.svg`).expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(PUBLIC_FILE_CSP);
    expect(PUBLIC_FILE_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe(GENERATED_IMAGES_CACHE);
    expect((res.body as Buffer).toString()).toBe(SVG);
  });

  it('answers a repeated request with 304 when the file has not changed', async () => {
    const first = await t.http().get(`${files}/generated-images/demo/preview.svg`).expect(200);
    await t.http().get(`${files}/generated-images/demo/preview.svg`).set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('gives other files their own type and a shorter cache', async () => {
    const res = await t.http().get(`${files}/uploads/logo.png`).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(PUBLIC_FILE_CACHE);
    expect(res.headers['content-security-policy']).toBe(PUBLIC_FILE_CSP);
  });

  it('sends types it does not know, HTML included, as downloads', async () => {
    const res = await t.http().get(`${files}/uploads/page.html`).expect(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment');
  });

  it('answers a missing file with 404 JSON', async () => {
    const res = await t.http().get(`${files}/uploads/missing.png`).expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ message: FILE_NOT_FOUND_MESSAGE });
    await t.http().get(`${files}/generated-images/no-such-template-1/preview.svg`).expect(404);
  });

  it.each([
    ['a raw parent segment', '/../../marketplace.sqlite'],
    ['an encoded parent segment', '/%2e%2e/%2e%2e/marketplace.sqlite'],
    ['an encoded slash', '/generated-images%2f..%2f..%2f.session-secret'],
    ['the private area', '/../private/zips/secret.zip'],
    ['a NUL byte', '/generated-images/demo/preview.svg%00.png'],
    ['a backslash', '/generated-images%5c..%5c..%5cmarketplace.sqlite'],
  ])('refuses %s with 400', async (_what, path) => {
    const res = await t.http().get(`${files}${path}`).expect(400);
    expect(res.body).toEqual({ message: INVALID_PATH_MESSAGE });
  });

  it('refuses bad percent-encoding with 400', async () => {
    await t.http().get(`${files}/generated-images/%E0%A4%A.svg`).expect(400); // express's router refuses it first
  });

  it('never serves the private area, even by its own name', async () => {
    await t.http().get(`${files}/zips/secret.zip`).expect(404);
    await t.http().get(`${files}/private/zips/secret.zip`).expect(404);
  });
});
