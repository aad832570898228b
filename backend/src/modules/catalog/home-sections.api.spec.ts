import { CATALOG_API, HOME_SECTION_NAMES, homeSectionPath, type HomeSection } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { TemplateSchema } from '@tm/contracts/catalog.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent, TestClock } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { insertOrder, type OrderedTemplate } from '../downloads/testing/order-fixtures';
import { API } from '@tm/contracts/routes';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogWriterService } from './catalog-writer.service';
import type { TemplateDraft } from '@tm/catalog-generator';
import { makeDraft } from './testing/template-drafts';

const DAY = 86_400_000;
const OLD = new Date('2024-01-01T00:00:00Z');

/**
 * Each signal has its own templates: all-time best sellers (few ratings), the best rated (enough
 * ratings, modest sales), fresh well-rated releases, two sold this week, and plain filler.
 */
function fixtures(now: number): TemplateDraft[] {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  return [
    ...range(8).map((i) => makeDraft({ slug: `seller-${i}`, salesCount: 9100 - i * 100, rating: 4, ratingCount: 5, createdAt: OLD })),
    ...range(5).map((i) => makeDraft({ slug: `rated-${i}`, salesCount: 200, rating: 5 - i / 10, ratingCount: 40, createdAt: OLD })),
    makeDraft({ slug: 'rated-by-one', salesCount: 300, rating: 5, ratingCount: 3, createdAt: OLD }),
    ...range(6).map((i) =>
      makeDraft({ slug: `fresh-${i}`, salesCount: 3, rating: 4.7, ratingCount: 2, createdAt: new Date(now - i * DAY) }),
    ),
    makeDraft({ slug: 'fresh-but-poor', salesCount: 2, rating: 3.9, ratingCount: 2, createdAt: new Date(now) }),
    ...range(2).map((i) => makeDraft({ slug: `weekly-${i}`, salesCount: 20, rating: 4, ratingCount: 1, createdAt: OLD })),
    ...range(10).map((i) => makeDraft({ slug: `filler-${i}`, salesCount: 10, rating: 4, ratingCount: 1, createdAt: OLD })),
  ];
}

describe.each(testTargets())('home sections on $name (decision 028)', (target) => {
  let t: TestApp;
  const clock = new TestClock();
  const bySlug = new Map<string, OrderedTemplate>();

  const section = async (name: HomeSection, limit?: number): Promise<string[]> => {
    const res = await t
      .http()
      .get(CATALOG_API.list)
      .query({ section: name, ...(limit ? { limit } : {}) })
      .expect(200);
    return (res.body as unknown[]).map((body) => TemplateSchema.strict().parse(body)).map((template: Template) => template.slug);
  };
  const all = async () =>
    Object.fromEntries(await Promise.all(HOME_SECTION_NAMES.map(async (name) => [name, await section(name)] as const)));
  const badRequest = async (query: Record<string, string>) =>
    ((await t.http().get(CATALOG_API.list).query(query).expect(400).expect('Content-Type', /json/)).body as { message: string }).message;

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    const drafts = fixtures(Date.now());
    const { ids } = await t.app.get(CatalogWriterService).insertMany(drafts);
    drafts.forEach((draft, i) => bySlug.set(draft.slug, { id: ids[i]!, draft }));

    const { agent } = await signedInAgent(t);
    const userId = ((await agent.get(API.authUser).expect(200)).body as { id: string }).id;
    const sold = ['weekly-1', 'weekly-1', 'weekly-1', 'weekly-2', 'weekly-2', 'seller-1'];
    for (const slug of sold) await insertOrder(t.dataSource, { userId, templates: [bySlug.get(slug)!] });
    // Unpaid orders are no sales.
    for (let i = 0; i < 5; i += 1) await insertOrder(t.dataSource, { userId, templates: [bySlug.get('filler-1')!], status: 'pending' });
  });
  afterEach(() => {
    clock.reset();
    t.app.get(CatalogCacheService).invalidate();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each section its own signal and no template twice: 17 different templates on the home page', async () => {
    const sections = await all();
    expect(sections).toEqual({
      // Units sold in the last 7 days (paid orders only), then the all-time best sellers fill it up.
      'most-popular': ['weekly-1', 'weekly-2', 'seller-1', 'seller-2'],
      // The most sold overall, less those already shown.
      featured: ['seller-3', 'seller-4', 'seller-5', 'seller-6', 'seller-7', 'seller-8'],
      // The best rated with at least 10 ratings: not 'rated-by-one', not the best sellers (5 ratings).
      'hand-picked': ['rated-1', 'rated-2', 'rated-3'],
      // The newest rated 4.5 or more: not 'fresh-but-poor'.
      trending: ['fresh-1', 'fresh-2', 'fresh-3', 'fresh-4'],
    });
    expect(new Set(Object.values(sections).flat()).size).toBe(17);
  });

  it('leaves sales older than 7 days out of Most Popular This Week', async () => {
    clock.advance(8 * DAY);
    expect(await section('most-popular')).toEqual(['seller-1', 'seller-2', 'seller-3', 'seller-4']);
    // Then the next best sellers: 'rated-by-one' (300 sales), then the newest-inserted of the 200s.
    expect(await section('featured')).toEqual(['seller-5', 'seller-6', 'seller-7', 'seller-8', 'rated-by-one', 'rated-5']);
  });

  it('answers at most the section size, fewer when asked', async () => {
    expect(await section('featured', 2)).toEqual(['seller-3', 'seller-4']);
    expect(await section('trending', 100)).toHaveLength(4);
  });

  it('is the URL homeSectionPath builds, so the answer replay and preloads share it', async () => {
    const res = await t.http().get(homeSectionPath('hand-picked')).expect(200);
    expect((res.body as Template[]).map((x) => x.slug)).toEqual(['rated-1', 'rated-2', 'rated-3']);
  });

  it.each([
    [{ section: 'newest' }, 'section must be one of: most-popular, featured, hand-picked, trending'],
    [{ section: 'featured', category: 'html' }, 'section cannot be combined with category'],
    [{ section: 'featured', limit: '0' }, 'limit must be at least 1'],
  ])('refuses %j with 400 and a message', async (query, message) => {
    expect(await badRequest(query)).toBe(message);
  });
});
