import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/create-test-app';
import { stripFirstScreenHints } from '../../testing/first-screen';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { SitemapService } from './sitemap.service';

const SHELL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TemplateMarket: website templates, one-time purchase</title>' +
  '<script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
const HOSTILE_NAME = 'Evil </script><script>alert("x")</script> & <b>Co</b>';

/** Every <meta>/<link> of a head as "key=value" for easy assertions. */
function headTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) tags[m[1]!] = m[2]!;
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html);
  if (canonical) tags.canonical = canonical[1]!;
  return tags;
}
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((b) => JSON.parse(b[1]!) as Record<string, unknown>);
};
const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe.each(testTargets())('SEO on $name', (target) => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'tm-seo-web-'));
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), SHELL_HTML);
    t = await createTestApp(target, { env: { WEB_ROOT: webRoot } });
    await t.app.get(CatalogWriterService).insertMany([
      makeDraft({
        slug: 'nova-agency',
        name: 'Nova Agency',
        description: 'A bold agency theme with case studies, a team page and a blog. '.repeat(5),
        category: 'wordpress',
        subcategory: 'business',
        priceCents: 5900,
        rating: 4.6,
        ratingCount: 128,
        salesCount: 900,
      }),
      makeDraft({
        slug: 'hostile-name',
        name: HOSTILE_NAME,
        description: 'Desc with "quotes" & <tags>',
        rating: 0,
        ratingCount: 0,
        salesCount: 1,
      }),
      makeDraft({ slug: 'remote-image', previewImage: 'https://cdn.example.com/a.png', screenshots: [], salesCount: 2 }),
    ]);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  describe('template pages', () => {
    it('answers the shell with a server-filled title, description, canonical link and Open Graph tags', async () => {
      const res = await t.http().get('/template/nova-agency').expect(200).expect('Content-Type', /html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<script defer src="/main.1a2b3c4d.js"></script>');
      expect(titleOf(res.text)).toBe('Nova Agency - WordPress Themes | TemplateMarket');
      expect(res.text.match(/<title>/g)).toHaveLength(1);
      const tags = headTags(res.text);
      expect(tags.description).toMatch(/^A bold agency theme with case studies/);
      expect(tags.description!.length).toBeLessThanOrEqual(160);
      expect(tags).toMatchObject({
        canonical: `${TEST_PUBLIC_URL}/template/nova-agency`,
        'og:title': 'Nova Agency',
        'og:type': 'product',
        'og:url': `${TEST_PUBLIC_URL}/template/nova-agency`,
        'og:image': `${TEST_PUBLIC_URL}/api/public-files/generated-images/nova-agency/preview.svg`,
      });
    });

    it('fetches the main preview image with the page, same-origin path and high priority (decision 026)', async () => {
      const res = await t.http().get('/template/nova-agency').expect(200);
      expect(res.text).toContain(
        '<link rel="preload" as="image" href="/api/public-files/generated-images/nova-agency/preview.svg" fetchpriority="high">',
      );
    });

    it('carries JSON-LD Product data with the price offer and rating', async () => {
      const res = await t.http().get('/template/nova-agency').expect(200);
      const [product] = jsonLdOf(res.text);
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Nova Agency',
        sku: 'nova-agency',
        image: [
          `${TEST_PUBLIC_URL}/api/public-files/generated-images/nova-agency/preview.svg`,
          `${TEST_PUBLIC_URL}/api/public-files/generated-images/nova-agency/screenshot-1.svg`,
          `${TEST_PUBLIC_URL}/api/public-files/generated-images/nova-agency/screenshot-2.svg`,
          `${TEST_PUBLIC_URL}/api/public-files/generated-images/nova-agency/screenshot-3.svg`,
        ],
        offers: {
          '@type': 'Offer',
          price: '59.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: `${TEST_PUBLIC_URL}/template/nova-agency`,
        },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.6', reviewCount: 128 },
      });
    });

    it('escapes a hostile name everywhere: no markup or script gets through', async () => {
      const res = await t.http().get('/template/hostile-name').expect(200);
      const head = res.text.slice(0, res.text.indexOf('</head>'));
      expect(head).not.toContain('<script>alert');
      expect(head).not.toContain('<b>');
      expect(stripFirstScreenHints(res.text).match(/<\/script>/g)).toHaveLength(2); // the shell's script and the JSON-LD block, nothing else
      expect(decode(titleOf(res.text)!)).toBe(`${HOSTILE_NAME} - HTML Site Templates | TemplateMarket`);
      expect(decode(headTags(res.text)['og:title']!)).toBe(HOSTILE_NAME);
      expect(decode(headTags(res.text).description!)).toBe('Desc with "quotes" & <tags>');
      const [product] = jsonLdOf(res.text);
      expect(product!.name).toBe(HOSTILE_NAME);
      expect(head).toContain('\\u003c/script\\u003e');
    });

    it('leaves out aggregateRating when nobody rated the template', async () => {
      const res = await t.http().get('/template/hostile-name').expect(200);
      expect(jsonLdOf(res.text)[0]).not.toHaveProperty('aggregateRating');
    });

    it('keeps absolute image URLs as they are', async () => {
      const res = await t.http().get('/template/remote-image').expect(200);
      expect(headTags(res.text)['og:image']).toBe('https://cdn.example.com/a.png');
    });

    it("answers an unknown slug with the shell, status 404 and a 'Template Not Found' title", async () => {
      const res = await t.http().get('/template/no-such-template').expect(404).expect('Content-Type', /html/);
      expect(res.text).toContain('<div id="root"></div>');
      expect(titleOf(res.text)).toBe('Template Not Found | TemplateMarket');
      expect(headTags(res.text).robots).toBe('noindex');
      expect(jsonLdOf(res.text)).toEqual([]);
    });
  });

  describe('listing pages', () => {
    it.each([
      ['/wordpress-templates', 'WordPress Themes | TemplateMarket', /^Browse 1 WordPress themes/],
      ['/ecommerce-templates', 'eCommerce Templates | TemplateMarket', /^Browse eCommerce templates/],
      ['/html-templates', 'HTML Site Templates | TemplateMarket', /^Browse 2 HTML site templates/],
      ['/marketing-templates', 'Marketing Templates | TemplateMarket', /marketing templates/],
      ['/cms-templates', 'CMS Themes | TemplateMarket', /CMS themes/],
      ['/plugins', 'Plugins | TemplateMarket', /plugins/],
      ['/html-templates/landing-pages', 'Landing Page Templates | TemplateMarket', /landing page templates/i],
      ['/browse', 'Browse All Templates | TemplateMarket', /^Search and filter 3 website templates/],
      ['/', 'TemplateMarket: website templates, one-time purchase', /WordPress themes/],
      ['/about', 'About Us | TemplateMarket', /one-time purchases/],
      ['/careers', 'Careers | TemplateMarket', /^Open roles/],
      ['/terms', 'Terms of Service | TemplateMarket', /18 or older/],
      ['/privacy', 'Privacy Policy | TemplateMarket', /how to have it deleted/],
      ['/refund-policy', 'Refund Policy | TemplateMarket', /^Your 14-day right of withdrawal/],
      ['/accessibility', 'Accessibility Statement | TemplateMarket', /WCAG 2\.2 level AA/],
      ['/documentation', 'Documentation | TemplateMarket', /^Quick start/],
      ['/licenses', 'Licences | TemplateMarket', /^Regular and Extended licences side by side/],
      ['/contact', 'Contact Us | TemplateMarket', /we answer within 24 hours/],
      ['/custom-build', 'Custom Website Build | TemplateMarket', /within 2 hours of payment/],
    ])('%s has its own title, description, canonical link and Open Graph tags', async (path, title, description) => {
      const res = await t.http().get(path).expect(200);
      expect(titleOf(res.text)).toBe(title);
      const tags = headTags(res.text);
      expect(tags.description).toMatch(description);
      expect(tags.canonical).toBe(`${TEST_PUBLIC_URL}${path}`);
      expect(tags['og:url']).toBe(`${TEST_PUBLIC_URL}${path}`);
      expect(tags['og:type']).toBe('website');
    });

    it("uses the category's most popular template as its Open Graph image", async () => {
      const res = await t.http().get('/wordpress-templates').expect(200);
      expect(headTags(res.text)['og:image']).toBe(`${TEST_PUBLIC_URL}/api/public-files/generated-images/nova-agency/preview.svg`);
    });

    it("fetches a category page's first tile image with the page, and nothing of the kind on home or /browse (decision 026)", async () => {
      const imagePreloads = (html: string) =>
        [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);
      expect(imagePreloads((await t.http().get('/wordpress-templates').expect(200)).text)).toEqual([
        '/api/public-files/generated-images/nova-agency/preview.svg',
      ]);
      for (const path of ['/', '/browse']) expect(imagePreloads((await t.http().get(path).expect(200)).text)).toEqual([]);
    });

    it('drops the query string and a trailing slash from the canonical link', async () => {
      const res = await t.http().get('/browse/?search=agency&page=2').expect(200);
      expect(headTags(res.text).canonical).toBe(`${TEST_PUBLIC_URL}/browse`);
    });
  });

  describe('other pages', () => {
    it('keeps the plain shell for pages without a server-filled head', async () => {
      const res = await t.http().get('/login').expect(200);
      expect(stripFirstScreenHints(res.text)).toBe(SHELL_HTML);
    });

    it('keeps 404 for unknown paths', async () => {
      const res = await t.http().get('/no/such/page').expect(404);
      expect(stripFirstScreenHints(res.text)).toBe(SHELL_HTML);
    });

    it('reads a path of a URL’s size ending in a run of slashes like any unknown path, and trims the slashes of a known one (decision 064)', async () => {
      const res = await t
        .http()
        .get(`/${'/'.repeat(15_000)}x`)
        .expect(404);
      expect(stripFirstScreenHints(res.text)).toBe(SHELL_HTML);
      const browse = await t
        .http()
        .get(`/browse${'/'.repeat(15_000)}`)
        .expect(200);
      expect(headTags(browse.text).canonical).toBe(`${TEST_PUBLIC_URL}/browse`);
    });
  });

  describe('robots.txt', () => {
    it('allows crawling, keeps private areas out and points at the sitemap', async () => {
      const res = await t
        .http()
        .get('/robots.txt')
        .expect(200)
        .expect('Content-Type', /text\/plain/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const lines = res.text.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /admin',
          'Disallow: /checkout',
          'Disallow: /dashboard',
          'Disallow: /cart',
          `Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`,
        ]),
      );
    });
  });

  describe('sitemap', () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const pageUrls = [
      '/',
      '/wordpress-templates',
      '/ecommerce-templates',
      '/html-templates',
      '/marketing-templates',
      '/cms-templates',
      '/plugins',
      '/html-templates/landing-pages',
      '/browse',
      '/about',
      '/careers',
      '/terms',
      '/privacy',
      '/refund-policy',
      '/accessibility',
      '/documentation',
      '/licenses',
      '/contact',
      '/custom-build',
    ].map((p) => `${TEST_PUBLIC_URL}${p}`);
    const templateUrls = ['hostile-name', 'nova-agency', 'remote-image'].map((s) => `${TEST_PUBLIC_URL}/template/${s}`);

    afterEach(() => {
      t.app.get(SitemapService).maxUrlsPerFile = 50_000;
    });

    it('lists the home, category, landing, browse and static pages and every template with its last change', async () => {
      const res = await t.http().get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.text).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      expect(locs(res.text)).toEqual([...pageUrls, ...templateUrls]);
      expect(res.text).toMatch(
        new RegExp(`<url><loc>${TEST_PUBLIC_URL}/template/nova-agency</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`),
      );
    });

    it('becomes a sitemap index of numbered files, none over the limit, once the URLs do not fit in one', async () => {
      t.app.get(SitemapService).maxUrlsPerFile = 6; // 21 URLs: four files
      const index = await t.http().get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
      expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locs(index.text);
      expect(files).toEqual([1, 2, 3, 4].map((n) => `${TEST_PUBLIC_URL}/sitemap-${n}.xml`));
      const all: string[] = [];
      for (const n of [1, 2, 3, 4]) {
        const file = await t.http().get(`/sitemap-${n}.xml`).expect(200).expect('Content-Type', /xml/);
        expect(file.text).toContain('<urlset');
        const urls = locs(file.text);
        expect(urls.length).toBeLessThanOrEqual(6);
        all.push(...urls);
      }
      expect(all).toEqual([...pageUrls, ...templateUrls]);
      await t.http().get('/sitemap-5.xml').expect(404);
    });

    it('has no numbered files while one sitemap is enough', async () => {
      await t.http().get('/sitemap-1.xml').expect(404);
    });
  });
});
