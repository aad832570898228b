import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { HOME_SECTION_NAMES, homeSectionPath } from '@tm/contracts/catalog';
import { parseRemotesManifest } from '@tm/contracts/remotes';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { stripFirstScreenHints } from '../../testing/first-screen';
import { rawRequest } from '../../testing/raw-request';
import { testTargets } from '../../testing/test-targets';
import { NOT_BUILT_MESSAGE } from './web-app.service';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>';

function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

const target = testTargets()[0]!; // serving files does not depend on the database

/** Boots the app over a temporary WEB_ROOT holding `files` for the enclosing describe; call the result for it. */
function appServing(files: Record<string, string | Buffer>, env: Record<string, string> = {}): () => TestApp {
  let webRoot: string;
  let t: TestApp | undefined;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'tm-webroot-'));
    writeFiles(webRoot, files);
    t = await createTestApp(target, { env: { WEB_ROOT: webRoot, ...env } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });
  return () => t!;
}

describe('web app serving', () => {
  const served = appServing({
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/main.1a2b3c4d.js': 'console.log("shell")',
    'shell/dist/favicon.svg': '<svg/>',
    'mfe-account/dist/mf-manifest.json': '{"name":"account"}',
    'mfe-account/dist/remoteEntry.js': 'var account;',
    'mfe-account/dist/static/js/412.9f8e7d6c.js': 'chunk',
  });

  it('serves the shell at / without caching index.html', async () => {
    const res = await served().http().get('/').expect(200).expect('Content-Type', /html/);
    expect(stripFirstScreenHints(res.text)).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  // Template pages get a server-filled head (and 404 for unknown slugs): see modules/seo/seo.spec.ts.
  it.each(['/login', '/cart', '/admin/bulk-generator', '/thank-you/abc'])('answers the page %s with index.html and 200', async (path) => {
    const res = await served().http().get(path).expect(200);
    expect(stripFirstScreenHints(res.text)).toBe(INDEX_HTML);
  });

  it('answers an unknown page with index.html and 404, so the client shows its own page', async () => {
    const res = await served().http().get('/no/such/page').set('Accept', 'text/html').expect(404).expect('Content-Type', /html/);
    expect(stripFirstScreenHints(res.text)).toBe(INDEX_HTML);
  });

  it('caches hashed assets for good and revalidates the rest', async () => {
    const hashed = await served().http().get('/main.1a2b3c4d.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await served().http().get('/favicon.svg').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it("sends a script without a document's headers (CSP, framing), keeping nosniff; the page keeps them all", async () => {
    for (const path of ['/main.1a2b3c4d.js', '/mfe/account/remoteEntry.js']) {
      const script = await served().http().get(path).set('Accept-Encoding', 'br').expect(200);
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-frame-options']).toBeUndefined();
      expect(script.headers['x-content-type-options']).toBe('nosniff');
    }
    const page = await served().http().get('/').expect(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves a remote under /mfe/<name>/ with CORS and without caching its manifest and entry', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await served().http().get(`/mfe/account/${file}`).set('Origin', 'https://other-shell.example').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const chunk = await served().http().get('/mfe/account/static/js/412.9f8e7d6c.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing remote file with a plain 404, not the shell', async () => {
    const res = await served().http().get('/mfe/account/missing.js').expect(404);
    expect(res.text).toBe('Not found');
    await served().http().get('/mfe/admin/remoteEntry.js').expect(404);
  });

  it('keeps API paths JSON', async () => {
    const res = await served().http().get('/api/nothing-here').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('lists the locally served remotes in /remotes.json, never cached', async () => {
    const res = await served().http().get(API.remotes).expect(200).expect('Cache-Control', 'no-store');
    expect(parseRemotesManifest(res.body)).toEqual({
      remotes: [
        { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json' },
        { name: 'checkout', entry: '/mfe/checkout/mf-manifest.json' },
        { name: 'account', entry: '/mfe/account/mf-manifest.json' },
        { name: 'admin', entry: '/mfe/admin/mf-manifest.json' },
      ],
    });
  });
});

describe('web app with remotes deployed elsewhere', () => {
  let t: TestApp;
  const accountUrl = 'https://cdn.example.com/account/v2/mf-manifest.json';

  beforeAll(async () => {
    t = await createTestApp(target, { env: { MFE_ACCOUNT_URL: accountUrl } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('points /remotes.json at MFE_ACCOUNT_URL', async () => {
    const res = await t.http().get(API.remotes).expect(200);
    const account = parseRemotesManifest(res.body).remotes.find((r) => r.name === 'account');
    expect(account).toEqual({ name: 'account', entry: accountUrl });
  });

  it("allows the remote's origin for scripts and fetches in the CSP", async () => {
    const csp = (await t.http().get(API.remotes)).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
  });

  it('explains how to build when shell/dist is missing', async () => {
    const res = await t
      .http()
      .get('/')
      .expect(503)
      .expect('Content-Type', /text\/plain/);
    expect(res.text).toBe(NOT_BUILT_MESSAGE);
    await t.http().get(API.health).expect(200).expect('Content-Type', /json/);
  });
});

/** A script big enough to be worth compressing, with the variants the build writes beside it. */
const SCRIPT = `/* main */ ${'console.log("shell works");\n'.repeat(200)}`;
const withVariants = (path: string, content: string, codings: Array<'br' | 'gz'> = ['br', 'gz']) => ({
  [path]: content,
  ...(codings.includes('br') ? { [`${path}.br`]: brotliCompressSync(content) } : {}),
  ...(codings.includes('gz') ? { [`${path}.gz`]: gzipSync(content) } : {}),
});
/** The shell's page: over 1 KB once the server has filled it. */
const BIG_INDEX_HTML = `<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}<script src="/main.1a2b3c4d.js"></script></body></html>`;

describe('web app compression and caching (decision 025)', () => {
  const served = appServing({
    'shell/dist/index.html': BIG_INDEX_HTML,
    ...withVariants('shell/dist/main.1a2b3c4d.js', SCRIPT),
    ...withVariants('shell/dist/257.646f6235.css', `body{margin:0}${'.tile{color:red}'.repeat(100)}`, ['br']),
    'shell/dist/main.1a2b3c4d.js.map': '{"version":3}',
    'shell/dist/logo.4d3c2b1a.png': 'png',
    ...withVariants('mfe-storefront/dist/remoteEntry.e89e77ba.js', SCRIPT),
    ...withVariants('mfe-storefront/dist/373.b96f0141.js', SCRIPT),
    'mfe-storefront/dist/373.b96f0141.js.map': '{"version":3}',
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(served().url, path, { headers, method });

  it.each([
    ['a browser', 'gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip only', 'gzip, deflate', 'gzip', gunzipSync],
    ['gzip weighed above brotli', 'br;q=0.2, gzip;q=0.9', 'gzip', gunzipSync],
    ['brotli refused', 'br;q=0, gzip', 'gzip', gunzipSync],
  ])('serves the precompressed script to %s (%s) with its type, length and Vary', async (_name, accept, coding, decode) => {
    const plain = await get('/main.1a2b3c4d.js');
    const res = await get('/main.1a2b3c4d.js', { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-length']).toBe(String(res.raw.length));
    expect(res.raw.length).toBeLessThan(SCRIPT.length / 10);
    expect(decode(res.raw).toString()).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'Accept-Encoding': 'identity' }],
    ['only codings we do not have', { 'Accept-Encoding': 'zstd, deflate' }],
  ])('serves the file itself, still varying on Accept-Encoding, for %s', async (_name, headers) => {
    const res = await get('/main.1a2b3c4d.js', headers);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body).toBe(SCRIPT);
  });

  it('falls back to the variant the build did write (gzip asked, only brotli there: the file itself)', async () => {
    const br = await get('/257.646f6235.css', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/css/);
    const gz = await get('/257.646f6235.css', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBeUndefined();
    expect(gz.body).toMatch(/^body\{margin:0\}/);
  });

  it('answers HEAD and a conditional request for a precompressed file like send does for any file', async () => {
    const head = await get('/main.1a2b3c4d.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.raw.length).toBe(0);
    const again = await get('/main.1a2b3c4d.js', { 'Accept-Encoding': 'br', 'If-None-Match': head.headers.etag! });
    expect(again.status).toBe(304);
    // Each coding has its own validator: a gzip answer is not the brotli one.
    expect((await get('/main.1a2b3c4d.js', { 'Accept-Encoding': 'gzip' })).headers.etag).not.toBe(head.headers.etag);
  });

  it("keeps a remote's CORS headers and its entry's no-cache on the precompressed files", async () => {
    const entry = await get('/mfe/storefront/remoteEntry.e89e77ba.js', { 'Accept-Encoding': 'br', Origin: 'https://other-shell.example' });
    expect(entry.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      vary: 'Accept-Encoding',
    });
    const chunk = await get('/mfe/storefront/373.b96f0141.js', { 'Accept-Encoding': 'gzip' });
    expect(chunk.headers).toMatchObject({
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
  });

  it('answers a missing remote file with a plain 404 whatever the client accepts', async () => {
    const res = await get('/mfe/storefront/missing.js', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('Not found');
  });

  it("compresses the shell's page, filled per request, and keeps it no-cache", async () => {
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/cart', { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({ 'content-encoding': coding, vary: 'Accept-Encoding', 'cache-control': 'no-cache' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-length']).toBe(String(res.raw.length));
      expect(stripFirstScreenHints(decode(res.raw).toString())).toBe(BIG_INDEX_HTML);
    }
    const plain = await get('/cart');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(stripFirstScreenHints(plain.body)).toBe(BIG_INDEX_HTML);
  });

  it('serves source maps outside production (a development build)', async () => {
    expect((await get('/main.1a2b3c4d.js.map')).status).toBe(200);
  });
});

describe('web app in production', () => {
  const served = appServing(
    {
      'shell/dist/index.html': INDEX_HTML,
      'shell/dist/main.1a2b3c4d.js': 'console.log("shell")',
      'shell/dist/main.1a2b3c4d.js.map': '{"version":3,"sources":["../src/secret.ts"]}',
      'mfe-account/dist/412.9f8e7d6c.js.map': '{"version":3}',
    },
    { NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' },
  );

  it.each(['/main.1a2b3c4d.js.map', '/mfe/account/412.9f8e7d6c.js.map', '/MAIN.1a2b3c4d.js.MAP'])(
    'never serves a source map (%s)',
    async (path) => {
      const res = await served().http().get(path).expect(404);
      expect(res.text).toBe('Not found');
      expect(res.text).not.toContain('secret');
    },
  );

  it('still serves the scripts themselves', async () => {
    await served().http().get('/main.1a2b3c4d.js').expect(200);
  });
});

const SHELL_PAGE =
  '<!doctype html><html><head><title>Shop</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

describe('first-screen hints in the shell page (decision 026)', () => {
  const assets = (js: string[], css: string[] = []) => ({
    js: { sync: js, async: ['9.a1a1a1a1.js', 'page-category.12121212.js', 'page-template.34343434.js'] },
    css: { sync: css, async: [] },
  });

  const served = appServing(
    {
      'shell/dist/index.html': SHELL_PAGE,
      'shell/dist/bootstrap.0a0b0c0d.js': 'app',
      'shell/dist/bootstrap.1a1b1c1d.css': 'body{}',
      'shell/dist/mf-manifest.json': JSON.stringify({
        metaData: { remoteEntry: { name: '', path: '' } },
        shared: [{ assets: assets(['275.aaaaaaaa.js']) }, { assets: assets(['718.bbbbbbbb.js', '89.abababab.js']) }],
        exposes: [],
      }),
      'shell/dist/275.aaaaaaaa.js': 'x'.repeat(20_000),
      'shell/dist/718.bbbbbbbb.js': 'x'.repeat(20_000),
      'shell/dist/89.abababab.js': 'small: found by the runtime in time, or never used',
      'mfe-storefront/dist/mf-manifest.json': JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.cccccccc.js', path: '' } },
        shared: [{ assets: assets(['275.dddddddd.js']) }],
        exposes: [{ name: 'routes', assets: assets(['373.eeeeeeee.js', '__federation_expose_routes.ffffffff.js'], ['373.12345678.css']) }],
      }),
      'mfe-account/dist/mf-manifest.json': '{"name":"account"}', // an unexpected shape: fewer hints, never an error
    },
    { MFE_CHECKOUT_URL: 'https://cdn.example.com/checkout/mf-manifest.json' },
  );

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin)?>/g)].map(
      (m) => `${m[2]} ${m[1]!.replace(/&amp;/g, '&')}${m[3] ?? ''}`,
    );
  const SHELL_HINTS = [
    'script /bootstrap.0a0b0c0d.js',
    'style /bootstrap.1a1b1c1d.css',
    'script /275.aaaaaaaa.js',
    'script /718.bbbbbbbb.js',
  ];
  const STOREFRONT_HINTS = [
    'fetch /mfe/storefront/mf-manifest.json crossorigin',
    'script /mfe/storefront/remoteEntry.cccccccc.js',
    'style /mfe/storefront/373.12345678.css',
    'script /mfe/storefront/373.eeeeeeee.js',
    'script /mfe/storefront/__federation_expose_routes.ffffffff.js',
  ];

  it('writes /remotes.json into the page, so the shell starts without asking for it', async () => {
    const html = (await served().http().get('/').expect(200)).text;
    const inline = /<script type="application\/json" id="tm-remotes">([^<]*)<\/script>/.exec(html)?.[1];
    const remotes = await served().http().get(API.remotes).expect(200);
    expect(parseRemotesManifest(JSON.parse(inline!))).toEqual(remotes.body);
  });

  it("announces the shell's chunks and the owning remote's manifest, entry and first chunks on its pages", async () => {
    const html = (await served().http().get('/wordpress-templates').expect(200)).text;
    expect(preloads(html)).toEqual([
      ...SHELL_HINTS,
      ...STOREFRONT_HINTS,
      'script /mfe/storefront/page-category.12121212.js',
      // The calls the category page makes first, spelled as it spells them (contracts/catalog-requests).
      'fetch /api/templates/paginated?page=1&limit=20&category=wordpress crossorigin',
      'fetch /api/templates/subcategory-counts?category=wordpress crossorigin',
    ]);
    // Never the remote's own copies of shared packages (the shell's are used), nor its lazy chunks.
    expect(html).not.toContain('275.dddddddd.js');
    expect(html).not.toContain('9.a1a1a1a1.js');
    expect(html).not.toContain('89.abababab.js');
  });

  it("announces only the shell's chunks for a remote deployed elsewhere or a manifest it cannot read", async () => {
    for (const path of ['/cart', '/login']) {
      const html = (await served().http().get(path).expect(200)).text;
      expect(preloads(html)).toEqual(SHELL_HINTS);
    }
  });

  it("announces a template page's chunk and its template call, and the home page's calls", async () => {
    // No such template in this empty catalog (404): the page still asks for it, to show its not-found state.
    expect(preloads((await served().http().get('/template/caf%C3%A9-theme').expect(404)).text)).toEqual([
      ...SHELL_HINTS,
      ...STOREFRONT_HINTS,
      'script /mfe/storefront/page-template.34343434.js',
      'fetch /api/templates/caf%C3%A9-theme crossorigin',
    ]);
    const home = preloads((await served().http().get('/').expect(200)).text);
    expect(home.filter((h) => h.startsWith('fetch /api/'))).toEqual([
      'fetch /api/templates/counts crossorigin',
      ...HOME_SECTION_NAMES.map((section) => `fetch ${homeSectionPath(section)} crossorigin`),
    ]);
    expect(home.some((h) => h.includes('page-'))).toBe(false);
  });

  it('announces the data of a listing URL with a query as the page will ask for it', async () => {
    const html = (
      await served().http().get('/wordpress-templates?page=3&subcategory=business&sort=newest&minPrice=90&maxPrice=10').expect(200)
    ).text;
    expect(preloads(html).filter((h) => h.includes('/api/'))).toEqual([
      'fetch /api/templates/paginated?page=3&limit=20&category=wordpress&subcategory=business&sort=newest&minPrice=10&maxPrice=90 crossorigin',
      'fetch /api/templates/subcategory-counts?category=wordpress crossorigin',
    ]);
    expect(preloads(html)).toContain('script /mfe/storefront/page-category.12121212.js');
  });
});
