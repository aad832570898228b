import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOG_API } from '@tm/contracts/catalog';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import type { TemplateDraft } from '@tm/catalog-generator';
import { generateTemplateDrafts, renderPreviewSvg } from '@tm/catalog-generator';
import { StorageService } from '../../infrastructure/storage/storage.service';
import { LIVE_PREVIEW_CSP, PREVIEW_PAGE_CSP } from './previews.controller';
import { PREVIEW_NOT_FOUND_TITLE } from './previews.service';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe.each(testTargets())('live previews and generated images on $name', (target) => {
  let t: TestApp;
  let webRoot: string;
  let withDemo: TemplateDraft;
  let withoutDemo: TemplateDraft;
  let evil: TemplateDraft;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'tm-webroot-'));
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), INDEX_HTML);
    t = await createTestApp(target, { env: { WEB_ROOT: webRoot } });
    const drafts = generateTemplateDrafts({ seed: 9, start: 0, count: 3, now: new Date() });
    withDemo = drafts[0]!;
    withoutDemo = { ...drafts[1]!, livePreviewUrl: null };
    evil = { ...drafts[2]!, name: `<script>alert("x")</script> & Co` };
    await t.app.get(CatalogWriterService).insertMany([withDemo, withoutDemo, evil]);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('renders the preview bar above the demo, with one script allowed by its hash', async () => {
    const res = await t.http().get(`/preview/${withDemo.slug}`).expect(200).expect('Content-Type', 'text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(PREVIEW_PAGE_CSP);
    expect(PREVIEW_PAGE_CSP).toMatch(/^default-src 'none'; .*script-src 'sha256-[A-Za-z0-9+/=]+'; frame-src 'self';/);
    expect(res.text).toMatch(/^<!doctype html>/);
    expect(res.text).toContain('<a class="pv-home" href="/">TemplateMarket</a>');
    expect(res.text).toContain(`$${(withDemo.priceCents / 100).toFixed(2)}`);
    expect(res.text).toContain(`<a class="pv-buy" href="/template/${withDemo.slug}?buy=1">`);
    expect(res.text).toContain(`<a class="pv-back" href="/template/${withDemo.slug}">Back to template</a>`);
    expect(res.text).toContain(`<iframe class="pv-frame" src="/preview/${withDemo.slug}/frame" title="Live demo of `);
  });

  it('serves the bare demo site for the frame under a CSP that allows no script', async () => {
    const res = await t.http().get(`/preview/${withDemo.slug}/frame`).expect(200).expect('Content-Type', 'text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(LIVE_PREVIEW_CSP);
    expect(LIVE_PREVIEW_CSP).toMatch(/^default-src 'none'; /);
    expect(LIVE_PREVIEW_CSP).not.toMatch(/script-src/);
    expect(LIVE_PREVIEW_CSP).toContain("frame-ancestors 'self'");
    expect(res.text).toMatch(/^<!doctype html>/);
    expect(res.text).not.toContain('<script');
    expect(res.text).not.toContain('pv-bar');
    await t.http().get(`/preview/${withoutDemo.slug}/frame`).expect(404);
    await t.http().get('/preview/no-such-template-404/frame').expect(404);
  });

  it('escapes the stored name, in the bar and in the demo', async () => {
    for (const path of [`/preview/${evil.slug}`, `/preview/${evil.slug}/frame`]) {
      const res = await t.http().get(path).expect(200);
      expect(res.text).not.toContain('<script>alert');
      expect(res.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    }
  });

  it('answers an unknown slug with a 404 page, not the shell', async () => {
    const res = await t.http().get('/preview/no-such-template-404').expect(404).expect('Content-Type', /html/);
    expect(res.text).toContain(PREVIEW_NOT_FOUND_TITLE);
    expect(res.text).toContain('href="/browse"');
    expect(res.text).not.toBe(INDEX_HTML);
    expect(res.headers['content-security-policy']).toBe(LIVE_PREVIEW_CSP);
    await t.http().get('/preview/..%2f..%2fetc').expect(404);
  });

  it('answers a template without a live demo with a 404 page linking back to it', async () => {
    const res = await t.http().get(`/preview/${withoutDemo.slug}`).expect(404);
    expect(res.text).toContain(PREVIEW_NOT_FOUND_TITLE);
    expect(res.text).toContain(`href="/template/${withoutDemo.slug}"`);
  });

  it('draws generated images that were never written to disk', async () => {
    const preview = await t.http().get(`${CATALOG_API.publicFiles}/${withDemo.previewImage}`).expect(200);
    expect(preview.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(preview.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect((preview.body as Buffer).toString()).toBe(renderPreviewSvg(withDemo));
    const shot = await t.http().get(`${CATALOG_API.publicFiles}/${withDemo.screenshots[1]}`).expect(200);
    expect((shot.body as Buffer).toString()).toMatch(/^<svg [^>]*width="1440" height="900"/);
  });

  it('draws only the images a template lists', async () => {
    await t
      .http()
      .get(`${CATALOG_API.publicFiles}/generated-images/${withDemo.slug}/screenshot-${withDemo.screenshots.length + 1}.svg`)
      .expect(404);
    await t.http().get(`${CATALOG_API.publicFiles}/generated-images/${withDemo.slug}/other.svg`).expect(404);
    await t.http().get(`${CATALOG_API.publicFiles}/generated-images/no-such-template-1/preview.svg`).expect(404);
  });

  it('prefers a file on disk to drawing one', async () => {
    await t.app.get(StorageService).writePublic(withoutDemo.previewImage, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await t.http().get(`${CATALOG_API.publicFiles}/${withoutDemo.previewImage}`).expect(200);
    expect((res.body as Buffer).toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
});
