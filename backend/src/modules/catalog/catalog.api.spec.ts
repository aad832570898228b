import { CATALOG_API, CATALOG_MESSAGES } from '@tm/contracts/catalog';
import type { SubcategoryCounts, Template, TemplatePage } from '@tm/contracts/catalog.schemas';
import { SubcategoryCountsSchema, TemplateDetailSchema, TemplatePageSchema, TemplateSchema } from '@tm/contracts/catalog.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from './catalog-writer.service';
import type { TemplateDraft } from '@tm/catalog-generator';
import { makeDraft } from './testing/template-drafts';

/** Search covers names and tags (decision 035): words found only in features or descriptions find nothing. */
const SHARED_FEATURES = ['Lantern colours and soft shades'];
const SHARED_DESCRIPTION = 'A calm page for a lighthouse keeper.';

/** 60 templates: 45 plugins for page arithmetic, a few of each other category, none in marketing. */
function fixtures(): TemplateDraft[] {
  const plugins = Array.from({ length: 45 }, (_, i) =>
    makeDraft({
      slug: `guard-plugin-${String(i).padStart(2, '0')}`,
      name: `Guard Plugin ${i}`,
      category: 'plugins',
      subcategory: i % 3 === 0 ? 'performance' : 'security',
      tags: i % 3 === 0 ? ['performance'] : ['security'],
      salesCount: 1000 - i,
    }),
  );
  return [
    ...plugins,
    makeDraft({
      slug: 'wp-blog-one',
      category: 'wordpress',
      subcategory: 'blog-magazine',
      tags: ['blog-magazine', 'blog'],
      salesCount: 300,
    }),
    makeDraft({
      slug: 'wp-blog-two',
      category: 'wordpress',
      subcategory: 'blog-magazine',
      tags: ['blog-magazine', 'blog'],
      salesCount: 200,
    }),
    makeDraft({ slug: 'wp-business', category: 'wordpress', subcategory: 'business', tags: ['business'], salesCount: 250 }),
    makeDraft({ slug: 'wp-corporate', category: 'wordpress', subcategory: 'corporate', tags: ['corporate', 'business'], salesCount: 260 }),
    makeDraft({
      slug: 'wp-aurora-folio',
      name: 'Aurora Folio',
      category: 'wordpress',
      subcategory: 'portfolio',
      tags: ['portfolio'],
      salesCount: 50,
    }),
    makeDraft({ slug: 'wp-shop', category: 'wordpress', subcategory: 'ecommerce', tags: ['ecommerce', 'ecommerce-store'], salesCount: 10 }),
    makeDraft({
      slug: 'aurora-landing',
      name: 'Aurora Landing',
      category: 'html',
      subcategory: 'landing-pages',
      tags: ['landing-pages'],
      salesCount: 10,
    }),
    makeDraft({
      slug: 'harbor-landing',
      name: 'Harbor Landing',
      description: SHARED_DESCRIPTION,
      features: SHARED_FEATURES,
      category: 'html',
      subcategory: 'landing-pages',
      tags: ['landing-pages', 'aurora-gradients'],
      salesCount: 5000,
    }),
    makeDraft({
      slug: 'sunset-landing',
      name: 'Sunset Landing',
      description: SHARED_DESCRIPTION,
      features: SHARED_FEATURES,
      category: 'html',
      subcategory: 'landing-pages',
      tags: ['landing-pages', 'aurora-gradients'],
      salesCount: 100,
    }),
    makeDraft({
      slug: 'quote-template',
      name: 'Quote "Smart" 100% Template_One',
      category: 'html',
      subcategory: 'one-page',
      tags: ['one-page', 'multipurpose'],
      salesCount: 20,
      rating: 0,
      ratingCount: 0,
    }),
    makeDraft({ slug: 'shop-fashion', category: 'ecommerce', subcategory: 'shopify', tags: ['shopify', 'fashion'], salesCount: 40 }),
    makeDraft({
      slug: 'shop-electronics',
      category: 'ecommerce',
      subcategory: 'magento',
      tags: ['magento', 'electronics'],
      salesCount: 30,
    }),
    makeDraft({
      slug: 'docs-hub',
      category: 'cms',
      subcategory: 'documentation',
      tags: ['documentation', 'multi-author'],
      salesCount: 90,
    }),
    makeDraft({
      slug: 'docs-old',
      category: 'cms',
      subcategory: 'documentation',
      tags: ['documentation'],
      salesCount: 77,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    }),
    makeDraft({
      slug: 'docs-new',
      category: 'cms',
      subcategory: 'knowledge-base',
      tags: ['knowledge-base'],
      salesCount: 77,
      createdAt: new Date('2025-05-01T00:00:00Z'),
    }),
  ];
}

const slugs = (templates: Template[]) => templates.map((t) => t.slug);

describe.each(testTargets())('catalog API on $name', (target) => {
  let t: TestApp;
  let ids: Map<string, string>;

  const page = async (query: Record<string, string | number>): Promise<TemplatePage> => {
    const res = await t.http().get(CATALOG_API.paginated).query(query).expect(200);
    return TemplatePageSchema.strict().parse(res.body);
  };
  const badRequest = async (path: string, query: Record<string, string | number>): Promise<string> => {
    const res = await t.http().get(path).query(query).expect(400).expect('Content-Type', /json/);
    return (res.body as { message: string }).message;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    const drafts = fixtures();
    const { ids: stored } = await t.app.get(CatalogWriterService).insertMany(drafts);
    ids = new Map(drafts.map((d, i) => [d.slug, stored[i]!]));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/templates', () => {
    it('lists the most popular first, 20 by default', async () => {
      const res = await t.http().get(CATALOG_API.list).expect(200);
      const templates = (res.body as unknown[]).map((b) => TemplateSchema.strict().parse(b));
      expect(templates).toHaveLength(20);
      expect(slugs(templates).slice(0, 3)).toEqual(['harbor-landing', 'guard-plugin-00', 'guard-plugin-01']);
    });

    it('takes a limit and a category', async () => {
      const res = await t.http().get(CATALOG_API.list).query({ limit: 4, category: 'wordpress' }).expect(200);
      expect(slugs(res.body as Template[])).toEqual(['wp-blog-one', 'wp-corporate', 'wp-business', 'wp-blog-two']);
    });

    it('breaks sales ties by newest, then id', async () => {
      const res = await t.http().get(CATALOG_API.list).query({ category: 'cms' }).expect(200);
      expect(slugs(res.body as Template[])).toEqual(['docs-hub', 'docs-new', 'docs-old']);
    });

    it.each([
      [{ limit: 0 }, 'limit must be at least 1'],
      [{ limit: 101 }, 'limit must be at most 100'],
      [{ limit: 'ten' }, 'limit must be a whole number'],
      [{ category: 'themes' }, 'category must be one of: wordpress, ecommerce, html, marketing, cms, plugins'],
    ])('refuses %j with 400', async (query, message) => {
      expect(await badRequest(CATALOG_API.list, query)).toBe(message);
    });
  });

  describe('template JSON', () => {
    it('has exactly the contract fields: price in dollars, rating with one decimal, ISO dates, images as stored', async () => {
      const res = await t.http().get('/api/templates/harbor-landing').expect(200);
      const template = TemplateDetailSchema.strict().parse(res.body);
      expect(template).toEqual({
        id: ids.get('harbor-landing'),
        slug: 'harbor-landing',
        name: 'Harbor Landing',
        description: SHARED_DESCRIPTION,
        price: '49.00',
        regularPrice: null,
        saleEndsAt: null,
        // No price of its own for the Extended licence: the shop's multiple prices it (decision 091).
        extendedPrice: null,
        aboutHtml: null,
        platform: null,
        compatibility: null,
        releaseName: null,
        rating: '4.5',
        ratingCount: 10,
        salesCount: 5000,
        previewImage: 'generated-images/harbor-landing/preview.svg',
        livePreviewUrl: '/preview/harbor-landing',
        category: 'html',
        subcategory: 'landing-pages',
        features: SHARED_FEATURES,
        screenshots: [1, 2, 3].map((n) => `generated-images/harbor-landing/screenshot-${n}.svg`),
        tags: ['landing-pages', 'aurora-gradients'],
        hasZip: false,
        createdAt: '2025-06-01T12:00:00.000Z',
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
        version: null,
      });
    });

    it('shows a zero rating as "0.0"', async () => {
      const res = await t.http().get('/api/templates/quote-template').expect(200);
      expect(res.body).toMatchObject({ rating: '0.0', ratingCount: 0 });
    });
  });

  describe('GET /api/templates/paginated: page arithmetic', () => {
    it('answers the first page with the totals', async () => {
      const body = await page({ page: 1, limit: 20, category: 'plugins' });
      expect(body).toMatchObject({ total: 45, totalPages: 3, page: 1, limit: 20 });
      expect(slugs(body.templates)).toEqual(Array.from({ length: 20 }, (_, i) => `guard-plugin-${String(i).padStart(2, '0')}`));
    });

    it('answers a middle page', async () => {
      const body = await page({ page: 2, limit: 20, category: 'plugins' });
      expect(body).toMatchObject({ total: 45, totalPages: 3, page: 2 });
      expect(body.templates).toHaveLength(20);
      expect(body.templates[0]!.slug).toBe('guard-plugin-20');
    });

    it('answers a short last page', async () => {
      const body = await page({ page: 3, limit: 20, category: 'plugins' });
      expect(slugs(body.templates)).toEqual([
        'guard-plugin-40',
        'guard-plugin-41',
        'guard-plugin-42',
        'guard-plugin-43',
        'guard-plugin-44',
      ]);
      expect(body).toMatchObject({ total: 45, totalPages: 3, page: 3 });
    });

    it('answers a page beyond the last with no templates and the true totals', async () => {
      expect(await page({ page: 4, limit: 20, category: 'plugins' })).toEqual({
        templates: [],
        total: 45,
        totalPages: 3,
        page: 4,
        limit: 20,
      });
      expect(await page({ page: 999, limit: 20 })).toMatchObject({ templates: [], total: 60, totalPages: 3 });
    });

    it('answers an empty filter with total 0 and totalPages 0', async () => {
      expect(await page({ page: 1, category: 'marketing' })).toEqual({ templates: [], total: 0, totalPages: 0, page: 1, limit: 20 });
    });

    it('defaults to page 1 of 20', async () => {
      const body = await page({});
      expect(body).toMatchObject({ total: 60, totalPages: 3, page: 1, limit: 20 });
      expect(body.templates).toHaveLength(20);
    });

    it('walks the whole catalog once, with no template twice', async () => {
      const seen: string[] = [];
      for (let p = 1; p <= 7; p += 1) seen.push(...slugs((await page({ page: p, limit: 9 })).templates));
      expect(seen).toHaveLength(60);
      expect(new Set(seen).size).toBe(60);
    });
  });

  describe('GET /api/templates/paginated: filters', () => {
    it('filters by category', async () => {
      const body = await page({ category: 'ecommerce' });
      expect(slugs(body.templates)).toEqual(['shop-fashion', 'shop-electronics']);
      expect(body.total).toBe(2);
    });

    it('treats category "all" as no category', async () => {
      expect((await page({ category: 'all' })).total).toBe(60);
    });

    it('filters by category and listing subcategory', async () => {
      const body = await page({ category: 'wordpress', subcategory: 'blog-magazine' });
      expect(slugs(body.templates)).toEqual(['wp-blog-one', 'wp-blog-two']);
      expect(body).toMatchObject({ total: 2, totalPages: 1 });
    });

    it('lists exactly a listing subcategory, not the templates merely tagged with its name (the chip count)', async () => {
      const body = await page({ category: 'wordpress', subcategory: 'business' });
      expect(slugs(body.templates)).toEqual(['wp-business']);
      expect(body.total).toBe(1);
      const chips = await t.http().get(CATALOG_API.subcategoryCounts).query({ category: 'wordpress' }).expect(200);
      expect((chips.body as SubcategoryCounts).counts.business).toBe(body.total);
    });

    it.each([
      ['wordpress', 'blog', ['wp-blog-one', 'wp-blog-two']],
      ['wordpress', 'ecommerce-store', ['wp-shop']],
      ['html', 'landing-pages', ['harbor-landing', 'sunset-landing', 'aurora-landing']],
      ['html', 'multipurpose', ['quote-template']],
      ['ecommerce', 'fashion', ['shop-fashion']],
      ['ecommerce', 'electronics', ['shop-electronics']],
      ['cms', 'multi-author', ['docs-hub']],
      ['plugins', 'performance', Array.from({ length: 15 }, (_, i) => `guard-plugin-${String(i * 3).padStart(2, '0')}`)],
    ])('browse filter %s / %s finds its templates', async (category, subcategory, expected) => {
      const body = await page({ category, subcategory, limit: 100 });
      expect(slugs(body.templates)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    });

    it('filters by subcategory alone, across categories', async () => {
      const body = await page({ subcategory: 'documentation' });
      expect(slugs(body.templates)).toEqual(['docs-hub', 'docs-old']);
    });

    it('treats subcategory "all" as no subcategory', async () => {
      expect((await page({ category: 'wordpress', subcategory: 'all' })).total).toBe(6);
    });

    it('finds nothing for a subcategory of another category', async () => {
      expect(await page({ category: 'html', subcategory: 'shopify' })).toMatchObject({ templates: [], total: 0, totalPages: 0 });
    });

    it('pages through a filtered list', async () => {
      const body = await page({ category: 'plugins', subcategory: 'security', page: 2, limit: 20 });
      expect(body).toMatchObject({ total: 30, totalPages: 2, page: 2 });
      expect(body.templates).toHaveLength(10);
    });
  });

  describe('GET /api/templates/paginated: search', () => {
    it('ranks a name match above tag-only matches, then by popularity', async () => {
      const body = await page({ search: 'aurora', category: 'html' });
      expect(slugs(body.templates)).toEqual(['aurora-landing', 'harbor-landing', 'sunset-landing']);
      expect(body).toMatchObject({ total: 3, totalPages: 1 });
    });

    it('searches every category when none is given', async () => {
      const body = await page({ search: 'aurora' });
      expect(body.total).toBe(4);
      expect(new Set(slugs(body.templates).slice(0, 2))).toEqual(new Set(['aurora-landing', 'wp-aurora-folio']));
      expect(slugs(body.templates).slice(2)).toEqual(['harbor-landing', 'sunset-landing']);
    });

    it('combines search with category and subcategory', async () => {
      expect(slugs((await page({ search: 'aurora', category: 'wordpress' })).templates)).toEqual(['wp-aurora-folio']);
      expect(slugs((await page({ search: 'aurora', category: 'html', subcategory: 'landing-pages', limit: 2 })).templates)).toEqual([
        'aurora-landing',
        'harbor-landing',
      ]);
      expect(await page({ search: 'aurora', category: 'html', subcategory: 'one-page' })).toMatchObject({ templates: [], total: 0 });
    });

    it('searches tags and descriptions too, not features (decision 054)', async () => {
      // A tag of two, and a feature of every fixture.
      expect(new Set(slugs((await page({ search: 'documentation', category: 'cms' })).templates))).toEqual(
        new Set(['docs-hub', 'docs-old']),
      );
      expect(slugs((await page({ search: 'electronics' })).templates)).toEqual(['shop-electronics']); // a tag
      expect(await page({ search: 'lantern' })).toMatchObject({ templates: [], total: 0 }); // features only
      expect((await page({ search: 'lighthouse' })).total).toBeGreaterThan(0); // descriptions
    });

    it('needs every word, and counts each match once (decision 054)', async () => {
      const body = await page({ search: 'aurora landing' });
      expect(slugs(body.templates).slice(0, 3)).toEqual(['aurora-landing', 'harbor-landing', 'sunset-landing']);
      expect(slugs(body.templates)).not.toContain('wp-aurora-folio');
      expect(body.total).toBe(new Set(slugs(body.templates)).size);
      expect(body.total).toBe(body.templates.length);
    });

    it('pages through search results with the right totals', async () => {
      const first = await page({ search: 'guard', limit: 20 });
      expect(first).toMatchObject({ total: 45, totalPages: 3 });
      const last = await page({ search: 'guard', limit: 20, page: 3 });
      expect(last.templates).toHaveLength(5);
      expect(await page({ search: 'guard', limit: 20, page: 4 })).toMatchObject({ templates: [], total: 45, totalPages: 3, page: 4 });
    });

    it('trims the search and treats a blank one as no search', async () => {
      expect(slugs((await page({ search: '  aurora  ', category: 'html' })).templates)).toEqual([
        'aurora-landing',
        'harbor-landing',
        'sunset-landing',
      ]);
      expect((await page({ search: '   ' })).total).toBe(60);
      expect((await page({ search: '' })).total).toBe(60);
    });

    it.each([
      '"aurora"',
      "aurora'",
      'aurora*',
      '(aurora)',
      'aurora:',
      '-aurora',
      '^aurora',
      '+aurora',
      'aurora OR NOT',
      'NEAR(aurora gradients)',
      'name:aurora',
      '{aurora}',
      'aurora 🚀🔥',
      'AURORA',
    ])('treats FTS and SQL syntax as text: %s', async (search) => {
      const body = await page({ search, category: 'html' });
      expect(slugs(body.templates)).toEqual(expect.arrayContaining(['aurora-landing', 'harbor-landing', 'sunset-landing']));
    });

    it.each(["' OR 1=1 --", '%', '_', '%%', '__', '"', "'", '*', '🚀🔥', '" OR ""="', 'a; DROP TABLE templates; --', 'NOT'])(
      'finds nothing (and does not fail) for %j',
      async (search) => {
        expect(await page({ search })).toMatchObject({
          templates: [],
          total: 0,
          totalPages: 0,
          page: 1,
          limit: 20,
          search: { partial: false },
        });
      },
    );

    it('still has every template after a hostile search', async () => {
      expect((await page({})).total).toBe(60);
    });

    it('finds text around % and _ as plain words', async () => {
      expect(slugs((await page({ search: '100%' })).templates)).toEqual(['quote-template']);
      expect(slugs((await page({ search: 'template_one' })).templates)).toEqual(['quote-template']);
      expect(slugs((await page({ search: '"Smart"' })).templates)).toEqual(['quote-template']);
    });

    it('accepts a search of 200 characters and refuses 201', async () => {
      expect((await page({ search: 'x'.repeat(200) })).total).toBe(0);
      expect(await badRequest(CATALOG_API.paginated, { search: 'x'.repeat(201) })).toBe('search must be at most 200 characters');
    });
  });

  describe('GET /api/templates/paginated: bad input', () => {
    it.each([
      [{ page: 0 }, 'page must be at least 1'],
      [{ page: -1 }, 'page must be a whole number'],
      [{ page: 'two' }, 'page must be a whole number'],
      [{ page: '1.5' }, 'page must be a whole number'],
      [{ page: '' }, 'page must be a whole number'],
      [{ limit: 0 }, 'limit must be at least 1'],
      [{ limit: 101 }, 'limit must be at most 100'],
      [{ limit: 'many' }, 'limit must be a whole number'],
      [{ category: 'themes' }, 'category must be one of: wordpress, ecommerce, html, marketing, cms, plugins'],
      [{ category: 'WordPress ' }, 'category must be one of: wordpress, ecommerce, html, marketing, cms, plugins'],
      [{ subcategory: 'Not A Slug!' }, 'subcategory must be a lower-case slug'],
    ])('refuses %j with 400 and a clear message', async (query, message) => {
      expect(await badRequest(CATALOG_API.paginated, query)).toBe(message);
    });

    it('refuses a repeated parameter', async () => {
      await t.http().get(`${CATALOG_API.paginated}?page=1&page=2`).expect(400);
    });
  });

  describe('counts', () => {
    it('counts templates per category, zeros included', async () => {
      const res = await t.http().get(CATALOG_API.counts).expect(200);
      expect(res.body).toEqual({ wordpress: 6, ecommerce: 2, html: 4, marketing: 0, cms: 3, plugins: 45 });
    });

    it("counts a category's templates per subcategory, the whole listing set included", async () => {
      const res = await t.http().get(CATALOG_API.subcategoryCounts).query({ category: 'wordpress' }).expect(200);
      expect(SubcategoryCountsSchema.strict().parse(res.body)).toEqual({
        category: 'wordpress',
        total: 6,
        counts: {
          'blog-magazine': 2,
          business: 1,
          portfolio: 1,
          ecommerce: 1,
          corporate: 1,
          creative: 0,
          technology: 0,
          'health-medical': 0,
          education: 0,
          minimal: 0,
        },
      });
      const empty = await t.http().get(CATALOG_API.subcategoryCounts).query({ category: 'marketing' }).expect(200);
      expect(empty.body).toMatchObject({ category: 'marketing', total: 0 });
      expect(Object.values((empty.body as SubcategoryCounts).counts)).toEqual([0, 0, 0, 0, 0, 0]);
    });

    it('refuses subcategory counts without a known category', async () => {
      await t.http().get(CATALOG_API.subcategoryCounts).expect(400);
      await t.http().get(CATALOG_API.subcategoryCounts).query({ category: 'themes' }).expect(400);
    });
  });

  describe('GET /api/templates/:slugOrId', () => {
    it('finds a template by slug and by id', async () => {
      const bySlug = await t.http().get('/api/templates/wp-corporate').expect(200);
      const byId = await t
        .http()
        .get(`/api/templates/${ids.get('wp-corporate')}`)
        .expect(200);
      expect(byId.body).toEqual(bySlug.body);
      expect((bySlug.body as { id: string }).id).toBe(ids.get('wp-corporate'));
    });

    it("answers 404 'Template not found' for an unknown slug or id", async () => {
      for (const key of ['no-such-template', '00000000-0000-7000-8000-000000000000', 'x'.repeat(300), "' OR 1=1 --"]) {
        const res = await t
          .http()
          .get(`/api/templates/${encodeURIComponent(key)}`)
          .expect(404)
          .expect('Content-Type', /json/);
        expect(res.body).toEqual({ message: CATALOG_MESSAGES.notFound });
      }
    });

    it('keeps the fixed paths apart from the slug route', async () => {
      await t.http().get('/api/templates/counts').expect(200);
      await t.http().get('/api/templates/paginated').expect(200);
      const res = await t.http().get('/api/templates/subcategory-counts').expect(400);
      expect((res.body as { message: string }).message).not.toBe(CATALOG_MESSAGES.notFound);
    });

    it('is public: no session needed, and browsers and CDNs may keep the answer a few seconds (decision 025)', async () => {
      const res = await t.http().get('/api/templates/wp-corporate').expect(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    });
  });
});
