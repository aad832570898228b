// Storefront pages arrive as HTML (docs/decisions/056): rendered by the shell's and the storefront's
// server builds (made by `npm run build`), with their first-screen answers inline, fetched here as a
// crawler or a browser without JavaScript would.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { templatePagePath, templatePath } from '@tm/contracts/catalog-requests';
import { SHOP_SETTINGS_API } from '@tm/contracts/shop-settings';
import { REPO_ROOT } from '../../config/app-config';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { firstDataOf } from './first-screen-data';

for (const dist of ['shell/dist/server/server-manifest.json', 'mfe-storefront/dist/server/server-manifest.json']) {
  if (!existsSync(join(REPO_ROOT, dist)))
    throw new Error(`This test renders with the server builds (${dist}): run \`npm run build\` first`);
}

const HOSTILE_NAME = 'Evil </script><script>alert("x")</script> & <b>Co</b>';

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
/** What a reader without JavaScript sees in #root: its text, tags gone. */
const rootText = (html: string) =>
  decode(
    (/<div id="root">([\s\S]*)<\/div><script type="application\/json" id="tm-rendered-page">/.exec(html)?.[1] ?? '').replace(
      /<[^>]+>/g,
      ' ',
    ),
  ).replace(/\s+/g, ' ');
const h1Of = (html: string) => decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '')).trim();
const renderedData = (html: string) => {
  const block = /<script type="application\/json" id="tm-rendered-page">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as { remote: string; build: string; answers: Record<string, unknown> });
};
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
  );

describe.each(testTargets())('server-rendered storefront pages on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { WEB_ROOT: REPO_ROOT } });
    await t.app.get(CatalogWriterService).insertMany([
      makeDraft({
        slug: 'nova-agency',
        name: 'Nova Agency',
        category: 'wordpress',
        subcategory: 'business',
        priceCents: 5900,
        rating: 4.6,
        ratingCount: 128,
        salesCount: 900,
      }),
      makeDraft({
        slug: 'harbor-cafe',
        name: 'Harbor Cafe',
        category: 'wordpress',
        subcategory: 'business',
        priceCents: 3900,
        salesCount: 400,
      }),
      makeDraft({ slug: 'quartz-shop', name: 'Quartz Shop', category: 'ecommerce', priceCents: 7900, salesCount: 300 }),
      makeDraft({ slug: 'hostile-name', name: HOSTILE_NAME, category: 'html', salesCount: 5 }),
    ]);
  });
  afterAll(() => t?.close());

  it('sends the home page whole: the hero heading, the templates of its sections with their prices, and the answers it used', async () => {
    const res = await t.http().get('/').expect(200).expect('Content-Type', /html/);
    expect(h1Of(res.text)).toBe('Launch a beautiful website today');
    const text = rootText(res.text);
    for (const words of ['Nova Agency', '$59.00', 'Quartz Shop', '$79.00', 'Browse by Category']) expect(text).toContain(words);
    expect(res.text).not.toContain('<noscript>');
    const data = renderedData(res.text)!;
    expect(data.remote).toBe('storefront');
    expect(Object.keys(data.answers)).toContain('/api/templates/counts');
  });

  it('sends a category page with its first page of templates, the same answer the API gives', async () => {
    const res = await t.http().get('/wordpress-templates').expect(200);
    expect(h1Of(res.text)).toBe('WordPress Themes');
    expect(rootText(res.text)).toMatch(/Nova Agency.*\$59\.00.*Harbor Cafe.*\$39\.00/);
    const key = templatePagePath({ page: 1, category: 'wordpress' });
    const api = await t.http().get(key).expect(200);
    expect(renderedData(res.text)!.answers[key]).toEqual(api.body);
  });

  it("sends a template page with its name, price and product data, and the template's detail inline", async () => {
    const res = await t.http().get('/template/nova-agency').expect(200);
    expect(h1Of(res.text)).toBe('Nova Agency');
    const text = rootText(res.text);
    expect(text).toContain('$59.00');
    // The page is the same for everyone: it cannot know whether this visitor owns the template (or is an
    // admin, with no cart), so its buy spots are busy placeholders until the browser knows the shopper.
    expect(text).not.toContain('Add to Cart');
    expect(res.text).not.toMatch(/<button[^>]*class="[^"]*tm-add-to-cart/);
    const buyCard = /<aside[^>]*aria-label="Purchase"[^>]*>([\s\S]*?)<\/aside>/.exec(res.text)?.[1] ?? '';
    expect(buyCard).toMatch(/<span class="[^"]*tm-action-placeholder[^"]*" aria-busy="true">/);
    expect(jsonLdTypes(res.text)).toContain('Product');
    const api = await t.http().get(templatePath('nova-agency')).expect(200);
    expect(renderedData(res.text)!.answers[templatePath('nova-agency')]).toEqual(api.body);
  });

  it('sends search results and /browse with the templates found', async () => {
    const search = await t.http().get('/browse?search=quartz').expect(200);
    expect(rootText(search.text)).toContain('Quartz Shop');
    expect(rootText(search.text)).not.toContain('Harbor Cafe');
    const browse = await t.http().get('/browse').expect(200);
    expect(h1Of(browse.text)).toBe('Browse All Templates');
    for (const name of ['Nova Agency', 'Harbor Cafe', 'Quartz Shop']) expect(rootText(browse.text)).toContain(name);
  });

  it.each([
    ['/browse', 'search=quartz%20shop&sort=newest&platform=html-site&page=2'],
    ['/browse', 'category=wordpress&subcategory=business&minPrice=80&maxPrice=10'],
    ['/wordpress-templates', 'subcategory=business&search=nova&asTyped=1&minRating=4'],
  ])('reads the answer a listing asks for (%s?%s) before it renders, so one render is enough', async (path, query) => {
    const res = await t.http().get(`${path}?${query}`).expect(200);
    const page = path === '/browse' ? 'browse' : 'wordpress';
    // Were the page to ask for another URL than the one read first, both would be in the block. Every
    // page also reads the shop's identity (decision 075).
    expect(Object.keys(renderedData(res.text)!.answers).sort()).toEqual(
      [SHOP_SETTINGS_API.identity, ...firstDataOf(page, path, query)].sort(),
    );
  });

  it.each([
    ['/about', 'About Us'],
    ['/custom-build', 'Custom Website Build'],
    ['/html-templates/landing-pages', 'Landing Page Templates'],
    ['/contact', 'Contact Us'],
    ['/documentation', 'Documentation'],
  ])('sends %s with its heading and the header and footer around it', async (path, heading) => {
    const res = await t.http().get(path).expect(200);
    expect(h1Of(res.text)).toBe(heading);
    expect(res.text).toMatch(/<header class="site-header"/);
    expect(res.text).toMatch(/<footer/);
  });

  it('escapes what the catalog holds: a hostile name is text on the page and cannot close the answers block', async () => {
    const res = await t.http().get('/template/hostile-name').expect(200);
    expect(h1Of(res.text)).toBe(HOSTILE_NAME);
    expect(res.text).not.toContain('<script>alert');
    expect((renderedData(res.text)!.answers[templatePath('hostile-name')] as { name: string }).name).toBe(HOSTILE_NAME);
  });

  it('links the stylesheets a rendered page needs, so it reads styled before any script runs', async () => {
    const res = await t.http().get('/about').expect(200);
    const sheets = [...res.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(sheets.some((href) => /^\/bootstrap\.[0-9a-f]{8}\.css$/.test(href!))).toBe(true);
    expect(sheets.some((href) => href!.startsWith('/mfe/storefront/page-static.'))).toBe(true);
    // Its answers are inline: no catalog call is announced for the browser to make again.
    expect(res.text).not.toMatch(/<link rel="preload" href="\/api\//);
  });

  it('keeps a rendered page for everyone until the catalog changes, then renders it again', async () => {
    const first = await t.http().get('/template/harbor-cafe').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    const again = await t.http().get('/template/harbor-cafe').set('If-None-Match', first.headers.etag!).expect(304);
    expect(again.text ?? '').toBe('');
    await t.app
      .get(CatalogWriterService)
      .insertMany([makeDraft({ slug: 'harbor-cafe-two', name: 'Harbor Cafe Two', category: 'wordpress' })]);
    const category = await t.http().get('/wordpress-templates').expect(200);
    expect(rootText(category.text)).toContain('Harbor Cafe Two');
  });

  it('answers a visitor with cookies privately: a shared cache never keeps a response that may refresh a session', async () => {
    const res = await t.http().get('/about').set('Cookie', 'other=1').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('sends an address that means the same as another there (301), so parameters a page ignores cannot force a render', async () => {
    const ignored = await t.http().get('/browse?search=cafe&rt=8123&utm_source=news').expect(301);
    expect(ignored.headers.location).toBe('/browse?search=cafe');
    expect((await t.http().get('/wordpress-templates?page=01&category=html').expect(301)).headers.location).toBe('/wordpress-templates');
    expect((await t.http().get('/about?ref=footer').expect(301)).headers.location).toBe('/about');
    // What the pages read stays, in the order given; the live demo's Buy link keeps its ?buy=1.
    await t.http().get('/browse?page=1&search=cafe').expect(301);
    expect(h1Of((await t.http().get('/template/harbor-cafe?buy=1').expect(200)).text)).toBe('Harbor Cafe');
    expect(renderedData((await t.http().get('/browse?search=cafe&category=wordpress').expect(200)).text)).toBeDefined();
  });

  it('leaves checkout, account and admin pages, and unknown paths, to the browser', async () => {
    for (const path of ['/cart', '/login', '/admin']) {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(renderedData(res.text)).toBeUndefined();
    }
    const missing = await t.http().get('/no-such-page').expect(404);
    expect(missing.text).toContain('<div id="root"></div>');
  });
});

describe('when server rendering cannot be used', () => {
  const target = testTargets()[0]!;
  let webRoot: string;

  beforeAll(() => {
    // A copy of the builds whose storefront server build throws as soon as it is run.
    webRoot = mkdtempSync(join(tmpdir(), 'tm-ssr-broken-'));
    for (const dir of ['shell/dist', 'mfe-storefront/dist']) cpSync(join(REPO_ROOT, dir), join(webRoot, dir), { recursive: true });
    writeFileSync(
      join(webRoot, 'mfe-storefront/dist/server/server-manifest.json'),
      JSON.stringify({ name: 'storefront', buildId: 'broken', entry: 'server.0badc0de.js' }),
    );
    writeFileSync(join(webRoot, 'mfe-storefront/dist/server/server.0badc0de.js'), 'throw new Error("this build is broken");');
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('sends the page the browser renders, and says why in the log', async () => {
    const t = await createTestApp(target, { env: { WEB_ROOT: webRoot } });
    try {
      const res = await t.http().get('/about').expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(t.logger.entries.map((entry) => entry.message).join('\n')).toMatch(
        /storefront server build could not be loaded[\s\S]*this build is broken/,
      );
    } finally {
      await t.close();
    }
  });

  it('sends the page the browser renders to a client past its work budget, and renders for others (decision 064)', async () => {
    const t = await createTestApp(target, { env: { WEB_ROOT: REPO_ROOT, CLIENT_WORK_MS_PER_SECOND: '1', CLIENT_WORK_BURST_MS: '1' } });
    try {
      const busy = '10.9.0.1';
      expect(renderedData((await t.http().get('/about').set('X-Forwarded-For', busy).expect(200)).text)).toBeDefined();
      const past = await t.http().get('/careers').set('X-Forwarded-For', busy).expect(200);
      expect(past.text).toContain('<div id="root"></div>');
      expect(past.headers['cache-control']).toBe('no-cache');
      expect(renderedData((await t.http().get('/careers').set('X-Forwarded-For', '10.9.0.2').expect(200)).text)).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('renders nothing on the server with SERVER_RENDERING=off', async () => {
    const t = await createTestApp(target, { env: { WEB_ROOT: REPO_ROOT, SERVER_RENDERING: 'off' } });
    try {
      const res = await t.http().get('/about').expect(200);
      expect(res.text).toContain('<div id="root"></div>');
    } finally {
      await t.close();
    }
  });
});
