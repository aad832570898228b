import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RemotesManifest } from '@tm/contracts/remotes';
import { FirstScreenHints } from './first-screen-hints';

const REMOTES: RemotesManifest = { remotes: [{ name: 'storefront', entry: '/mfe/storefront/mf-manifest.json' }] };
const SHELL_CSS = '.shell{color:#111}';
const PAGE_CSS = '.sf-static{margin:0}';
const FONT_CSS = '@font-face{font-family:x;src:url(font.woff2)}';

describe('the stylesheets of a first screen (docs/decisions/057)', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tm-hints-'));
    const files: Record<string, string> = {
      'shell/dist/bootstrap.11111111.css': SHELL_CSS,
      'shell/dist/bootstrap.11111111.js': '',
      'mfe-storefront/dist/routes.22222222.css': FONT_CSS,
      'mfe-storefront/dist/page-static.33333333.css': PAGE_CSS,
      'mfe-storefront/dist/mf-manifest.json': JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js' } },
        shared: [],
        exposes: [{ name: 'routes', assets: { js: { sync: [], async: [] }, css: { sync: ['routes.22222222.css'], async: ['page-static.33333333.css'] } } }],
      }),
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a rendered page carries them inline, in order, each also linked disabled for the runtimes to find', async () => {
    const tags = await new FirstScreenHints(root).tagsFor('/about', '', REMOTES, true);
    const shell = tags.indexOf(`<style>${SHELL_CSS}</style><link rel="stylesheet" href="/bootstrap.11111111.css" disabled>`);
    const page = tags.indexOf(
      `<style>${PAGE_CSS}</style><link rel="stylesheet" href="/mfe/storefront/page-static.33333333.css" data-rspack="tm_storefront:chunk-page-static" disabled>`,
    );
    expect(shell).toBeGreaterThanOrEqual(0);
    expect(page).toBeGreaterThan(shell);
  });

  it('keeps a stylesheet with a url() linked: inline, it would resolve against the page', async () => {
    const tags = await new FirstScreenHints(root).tagsFor('/about', '', REMOTES, true);
    expect(tags).toContain('<link rel="stylesheet" href="/mfe/storefront/routes.22222222.css" data-rspack="tm_storefront:chunk-routes">');
    expect(tags).not.toContain(FONT_CSS);
  });

  it('a page the browser renders itself only preloads them', async () => {
    const tags = await new FirstScreenHints(root).tagsFor('/about', '', REMOTES, false);
    expect(tags).not.toContain('<style>');
    expect(tags).toContain('<link rel="preload" href="/bootstrap.11111111.css" as="style">');
  });
});
