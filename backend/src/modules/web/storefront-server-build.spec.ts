// The storefront's server build (mfe-storefront/dist/server, made by `npm run build`), which the backend is to
// render into the first screen: the exposed routes render on Node from the same data the browser
// fetches (SWR keys are the API's URLs), with no browser APIs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createElement, type ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { Template, TemplateDetail, TemplatePage } from '@tm/contracts/catalog';
import { subcategoryCountsPath, templatePagePath, templatePath } from '@tm/contracts/catalog-requests';

const SERVER_DIST = join(__dirname, '..', '..', '..', '..', 'mfe-storefront', 'dist', 'server');

function loadRoutes(): ComponentType {
  const manifestFile = join(SERVER_DIST, 'server-manifest.json');
  if (!existsSync(manifestFile)) throw new Error('This test renders the storefront\'s server build (mfe-storefront/dist/server): run `npm run build -w mfe-storefront` first');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { name: string; buildId: string; entry: string };
  expect(manifest).toMatchObject({ name: 'storefront', entry: expect.stringMatching(/^routes\.[0-9a-f]{8}\.js$/) });
  const built = require(join(SERVER_DIST, manifest.entry)) as { default: ComponentType };
  return built.default;
}

/** The page's HTML once every lazy page and boundary has rendered. */
function render(Routes: ComponentType, url: string, data: Record<string, unknown> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const tree = createElement(SWRConfig, { value: { fallback: data } }, createElement(StaticRouter, { location: url }, createElement(Routes)));
    const stream = renderToPipeableStream(tree, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const h1Of = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

const template = (n: number, overrides: Partial<Template> = {}): Template => ({
  id: `00000000-0000-7000-8000-00000000000${n}`,
  slug: `harbor-theme-${n}`,
  name: `Harbor Theme ${n}`,
  description: `A calm theme for harbor cafés, number ${n}.`,
  price: `${40 + n}.00`,
  rating: '4.5',
  ratingCount: 12,
  salesCount: 300 + n,
  previewImage: `/images/harbor-${n}.webp`,
  livePreviewUrl: null,
  category: 'wordpress',
  subcategory: 'business',
  features: ['Responsive layout'],
  screenshots: [],
  tags: ['cafe'],
  hasZip: true,
  createdAt: '2025-06-01T00:00:00.000Z',
  updatedAt: '2025-06-01T00:00:00.000Z',
  ...overrides,
});

describe('the storefront server build', () => {
  const Routes = loadRoutes();

  it('renders a static page whole', async () => {
    const html = await render(Routes, '/about');
    expect(h1Of(html)).toBe('About Us');
    expect(text(html)).toContain('one-time purchase');
  });

  it("renders a template page from the detail the browser would fetch: name, price, rating and sales", async () => {
    const detail: TemplateDetail = { ...template(1), version: null };
    const html = await render(Routes, `/template/${detail.slug}`, { [templatePath(detail.slug)]: detail });
    expect(h1Of(html)).toBe('Harbor Theme 1');
    expect(text(html)).toContain('$41.00');
    expect(text(html)).toContain('301 sales');
    expect(text(html)).toContain('Add to Cart');
  });

  it("renders a category page's first screen from its first page and chip counts: the names and prices", async () => {
    const page: TemplatePage = { templates: [template(2), template(3)], total: 2, totalPages: 1, page: 1, limit: 12 };
    const html = await render(Routes, '/wordpress-templates', {
      [templatePagePath({ page: 1, category: 'wordpress' })]: page,
      [subcategoryCountsPath('wordpress')]: { category: 'wordpress', total: 2, counts: { business: 2 } },
    });
    expect(h1Of(html)).toMatch(/WordPress/);
    for (const name of ['Harbor Theme 2', 'Harbor Theme 3']) expect(text(html)).toContain(name);
    expect(text(html)).toContain('$42.00');
  });

  it('answers a path it does not know with its not-found page', async () => {
    expect(h1Of(await render(Routes, '/no-such-page'))).toMatch(/Page Not Found/);
  });
});
