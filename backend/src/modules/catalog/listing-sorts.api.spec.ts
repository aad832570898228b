import { BROWSE_FILTERS, CATALOG_API, TEMPLATE_SORTS, type TemplateSort } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { templatePagePath } from '@tm/contracts/catalog-requests';
import { TemplatePageSchema } from '@tm/contracts/catalog.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from './catalog-writer.service';
import type { TemplateDraft } from '@tm/catalog-generator';
import { makeDrafts } from './testing/template-drafts';

type Query = Record<string, string | number>;

/** The scopes a listing is read from: everything, a category, a subcategory, two subcategories, a browse niche (a tag). */
const SCOPES: ReadonlyArray<[label: string, query: Query]> = [
  ['all templates', {}],
  ['a category', { category: 'ecommerce' }],
  ['a subcategory', { category: 'wordpress', subcategory: 'business' }],
  ['a /browse value of two subcategories', { category: 'marketing', subcategory: 'email-campaigns' }],
  ['a /browse niche (tag)', { category: 'ecommerce', subcategory: 'fashion' }],
];
const SORTS = TEMPLATE_SORTS.filter((s) => s !== 'relevance');

const num = (x: Template, key: 'price' | 'rating') => Number(x[key]);

/** a before b in a sort? (negative: a first). Every order ends in the id, so it is total. */
function compare(sort: TemplateSort, a: Template, b: Template): number {
  const desc = (x: number | string, y: number | string) => (x === y ? 0 : x > y ? -1 : 1);
  const popular = desc(a.salesCount, b.salesCount) || desc(a.createdAt, b.createdAt) || desc(a.id, b.id);
  switch (sort) {
    case 'newest':
      return desc(a.createdAt, b.createdAt) || desc(a.id, b.id);
    case 'price-asc':
      return -desc(num(a, 'price'), num(b, 'price')) || -desc(a.id, b.id);
    case 'price-desc':
      return desc(num(a, 'price'), num(b, 'price')) || desc(a.id, b.id);
    case 'rating':
      return desc(num(a, 'rating'), num(b, 'rating')) || desc(a.ratingCount, b.ratingCount) || popular;
    default:
      return popular;
  }
}

/** The drafts a scope and bounds select, by slug. */
function expectedSlugs(drafts: readonly TemplateDraft[], query: Query): string[] {
  const category = query.category as keyof typeof BROWSE_FILTERS | undefined;
  const value = query.subcategory as string | undefined;
  const filter = category && value ? BROWSE_FILTERS[category][value] : undefined;
  return drafts
    .filter((d) => !category || d.category === category)
    .filter((d) => !filter || ('tag' in filter ? d.tags.includes(filter.tag) : filter.subcategories.includes(d.subcategory)))
    .filter((d) => query.minPrice === undefined || d.priceCents >= Number(query.minPrice) * 100)
    .filter((d) => query.maxPrice === undefined || d.priceCents <= Number(query.maxPrice) * 100)
    .filter((d) => query.minRating === undefined || d.rating >= Number(query.minRating))
    .map((d) => d.slug)
    .sort();
}

describe.each(testTargets())('listing sorts and filters on $name (decision 039)', (target) => {
  let t: TestApp;
  let drafts: TemplateDraft[];

  /** Every template of a listing, all pages, and the total its first page claims. */
  const everything = async (query: Query): Promise<{ templates: Template[]; total: number }> => {
    const templates: Template[] = [];
    for (let page = 1; ; page += 1) {
      const res = await t
        .http()
        .get(CATALOG_API.paginated)
        .query({ ...query, page, limit: 100 })
        .expect(200);
      const body = TemplatePageSchema.strict().parse(res.body);
      templates.push(...body.templates);
      if (page >= body.totalPages) return { templates, total: body.total };
    }
  };
  const badRequest = async (query: Query): Promise<string> => {
    const res = await t.http().get(CATALOG_API.paginated).query(query).expect(400).expect('Content-Type', /json/);
    return (res.body as { message: string }).message;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    drafts = makeDrafts(600, 'sorting');
    // 600 drafts over 111 prices and 51 ratings: ties are common, so the tie-breaks are exercised.
    await t.app.get(CatalogWriterService).insertMany(drafts);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(SCOPES)('%s', (_label, scope) => {
    it.each(SORTS)('sorted by %s: every template of the scope once, in order', async (sort) => {
      const { templates, total } = await everything({ ...scope, sort });
      expect(templates.map((x) => x.slug).sort()).toEqual(expectedSlugs(drafts, scope));
      expect(total).toBe(templates.length);
      const misplaced = templates.findIndex((x, i) => i > 0 && compare(sort, templates[i - 1]!, x) > 0);
      expect(misplaced).toBe(-1);
    });

    it('within a price range and a minimum rating: only those, counted right, in each order', async () => {
      const bounds = { minPrice: 40, maxPrice: 90, minRating: 3.5 };
      for (const sort of SORTS) {
        const { templates, total } = await everything({ ...scope, ...bounds, sort });
        expect(templates.map((x) => x.slug).sort()).toEqual(expectedSlugs(drafts, { ...scope, ...bounds }));
        expect(total).toBe(templates.length);
        for (const x of templates) {
          expect(num(x, 'price')).toBeGreaterThanOrEqual(40);
          expect(num(x, 'price')).toBeLessThanOrEqual(90);
          expect(num(x, 'rating')).toBeGreaterThanOrEqual(3.5);
        }
        expect(templates.findIndex((x, i) => i > 0 && compare(sort, templates[i - 1]!, x) > 0)).toBe(-1);
      }
    });
  });

  it('bounds are inclusive, and a range nothing falls in finds nothing', async () => {
    const cheapest = Math.min(...drafts.map((d) => d.priceCents)) / 100;
    const exact = await everything({ minPrice: cheapest, maxPrice: cheapest });
    expect(exact.total).toBe(drafts.filter((d) => d.priceCents === cheapest * 100).length);
    expect(exact.total).toBeGreaterThan(0);
    const none = await t
      .http()
      .get(CATALOG_API.paginated)
      .query({ maxPrice: cheapest - 1 })
      .expect(200);
    expect(TemplatePageSchema.parse(none.body)).toMatchObject({ templates: [], total: 0, totalPages: 0 });
  });

  it('a search keeps its matches whatever the order, and honours the bounds', async () => {
    const matches = (await everything({ search: 'store' })).templates.map((x) => x.slug).sort();
    expect(matches.length).toBeGreaterThan(10);
    for (const sort of SORTS) {
      const { templates, total } = await everything({ search: 'store', sort });
      expect(templates.map((x) => x.slug).sort()).toEqual(matches);
      expect(total).toBe(matches.length);
      expect(templates.findIndex((x, i) => i > 0 && compare(sort, templates[i - 1]!, x) > 0)).toBe(-1);
    }
    const bounded = await everything({ search: 'store', minPrice: 50, minRating: 4 });
    const allMatches = new Set(matches);
    const expected = drafts
      .filter((d) => allMatches.has(d.slug) && d.priceCents >= 5000 && d.rating >= 4)
      .map((d) => d.slug)
      .sort();
    expect(bounded.templates.map((x) => x.slug).sort()).toEqual(expected);
    expect(bounded.total).toBe(expected.length);
  });

  it('a page past the last of a bounded search still says how many there are', async () => {
    const res = await t.http().get(CATALOG_API.paginated).query({ search: 'store', sort: 'newest', minRating: 4, page: 500 }).expect(200);
    const body = TemplatePageSchema.parse(res.body);
    expect(body.templates).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
  });

  it('the storefront asks with exactly these parameters (the URL carries sort and filters)', async () => {
    const path = templatePagePath({ page: 2, category: 'html', sort: 'price-desc', minPrice: 20, maxPrice: 80, minRating: 4 });
    expect(path).toBe(`${CATALOG_API.paginated}?page=2&limit=20&category=html&sort=price-desc&minPrice=20&maxPrice=80&minRating=4`);
    const body = TemplatePageSchema.parse((await t.http().get(path).expect(200)).body);
    expect(body.page).toBe(2);
    expect(body.templates.every((x) => x.category === 'html' && num(x, 'price') <= 80 && num(x, 'rating') >= 4)).toBe(true);
  });

  it.each([
    [{ sort: 'cheapest' }, 'sort must be one of: popular, newest, price-asc, price-desc, rating, relevance'],
    [{ minPrice: 'ten' }, 'minPrice must be a whole number'],
    [{ maxPrice: -5 }, 'maxPrice must be a whole number'],
    [{ maxPrice: 10001 }, 'maxPrice must be at most 10000'],
    [{ minPrice: 80, maxPrice: 20 }, 'minPrice must not be above maxPrice'],
    [{ minRating: 4.2 }, 'minRating must be a number of stars from 0 to 5, in halves'],
    [{ minRating: 6 }, 'minRating must be a number of stars from 0 to 5, in halves'],
    [{ minRating: '5.5' }, 'minRating must be at most 5'],
  ])('%j is refused: %s', async (query, message) => {
    expect(await badRequest(query)).toContain(message);
  });
});
