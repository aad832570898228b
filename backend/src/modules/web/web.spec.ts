import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseRemotesManifest } from '@tm/contracts/remotes';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { NOT_BUILT_MESSAGE } from './web-app.service';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

const target = testTargets()[0]!; // serving files does not depend on the database

describe('web app serving', () => {
  let webRoot: string;
  let t: TestApp;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'tm-webroot-'));
    writeFiles(webRoot, {
      'shell/dist/index.html': INDEX_HTML,
      'shell/dist/main.1a2b3c4d.js': 'console.log("shell")',
      'shell/dist/favicon.svg': '<svg/>',
      'mfe-account/dist/mf-manifest.json': '{"name":"account"}',
      'mfe-account/dist/remoteEntry.js': 'var account;',
      'mfe-account/dist/static/js/412.9f8e7d6c.js': 'chunk',
    });
    t = await createTestApp(target, { env: { WEB_ROOT: webRoot } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the shell at / without caching index.html', async () => {
    const res = await t.http().get('/').expect(200).expect('Content-Type', /html/);
    expect(res.text).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  // Template pages get a server-filled head (and 404 for unknown slugs): see modules/seo/seo.spec.ts.
  it.each(['/login', '/cart', '/admin/bulk-generator', '/thank-you/abc'])(
    'answers the page %s with index.html and 200',
    async (path) => {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toBe(INDEX_HTML);
    },
  );

  it('answers an unknown page with index.html and 404, so the client shows its own page', async () => {
    const res = await t.http().get('/no/such/page').set('Accept', 'text/html').expect(404).expect('Content-Type', /html/);
    expect(res.text).toBe(INDEX_HTML);
  });

  it('caches hashed assets for good and revalidates the rest', async () => {
    const hashed = await t.http().get('/main.1a2b3c4d.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.http().get('/favicon.svg').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('serves a remote under /mfe/<name>/ with CORS and without caching its manifest and entry', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await t.http().get(`/mfe/account/${file}`).set('Origin', 'https://other-shell.example').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const chunk = await t.http().get('/mfe/account/static/js/412.9f8e7d6c.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing remote file with a plain 404, not the shell', async () => {
    const res = await t.http().get('/mfe/account/missing.js').expect(404);
    expect(res.text).toBe('Not found');
    await t.http().get('/mfe/admin/remoteEntry.js').expect(404);
  });

  it('keeps API paths JSON', async () => {
    const res = await t.http().get('/api/nothing-here').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('lists the locally served remotes in /remotes.json, never cached', async () => {
    const res = await t.http().get(API.remotes).expect(200).expect('Cache-Control', 'no-store');
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
    const res = await t.http().get('/').expect(503).expect('Content-Type', /text\/plain/);
    expect(res.text).toBe(NOT_BUILT_MESSAGE);
    await t.http().get(API.health).expect(200).expect('Content-Type', /json/);
  });
});
