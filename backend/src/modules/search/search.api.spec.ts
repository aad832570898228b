import { CATALOG_API, CATEGORIES } from '@tm/contracts/catalog';
import type { Template, TemplatePage } from '@tm/contracts/catalog.schemas';
import { TemplatePageSchema } from '@tm/contracts/catalog.schemas';
import { platformFacts } from '@tm/contracts/platforms';
import { SEARCH_API, SEARCH_PLATFORMS } from '@tm/contracts/search';
import { SearchSuggestionsSchema } from '@tm/contracts/search.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { generateTemplateDrafts } from '@tm/catalog-generator';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';

const NOW = new Date('2025-06-01T12:00:00.000Z');

/** Everything a template is searched by (decision 054), lower case. */
const searchable = (x: Template) =>
  [
    x.name,
    x.description,
    x.subcategory.replace(/-/g, ' '),
    x.category,
    platformFacts(x.category, x.subcategory).label,
    ...x.tags.map((t) => t.replace(/-/g, ' ')),
  ]
    .join(' ')
    .toLowerCase();
const hasWord = (x: Template, ...words: string[]) => words.some((w) => new RegExp(`\\b${w}`, 'u').test(searchable(x)));

describe.each(testTargets())('the storefront search on $name (decision 054)', (target) => {
  let t: TestApp;
  const search = async (query: Record<string, string | number>): Promise<TemplatePage> =>
    TemplatePageSchema.parse(
      (
        await t
          .http()
          .get(CATALOG_API.paginated)
          .query({ limit: 100, ...query })
          .expect(200)
      ).body,
    );

  beforeAll(async () => {
    t = await createTestApp(target);
    await t.app.get(CatalogWriterService).insertMany(generateTemplateDrafts({ seed: 7, start: 0, count: 2_000, now: NOW }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs every word: each "wordpress photography" result is about both, and it is not every WordPress template', async () => {
    const page = await search({ search: 'wordpress photography' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.templates.filter((x) => !(hasWord(x, 'wordpress') && hasWord(x, 'photograph')))).toEqual([]);
    expect(page.templates[0]!.name).toMatch(/Photography.*WordPress/);
    expect(page.total).toBeLessThan((await search({ search: 'wordpress' })).total / 10);
    expect(page.search?.partial).toBe(false);
  });

  it('finds synonyms and other forms: "lawyer" finds the law firms, "dentist" the dental practices', async () => {
    const lawyer = await search({ search: 'lawyer' });
    expect(lawyer.total).toBeGreaterThan(0);
    expect(lawyer.templates.every((x) => hasWord(x, 'law', 'lawyer', 'attorney', 'legal'))).toBe(true);
    const dentist = await search({ search: 'dentist' });
    expect(dentist.total).toBeGreaterThan(0);
    expect(dentist.templates.every((x) => hasWord(x, 'dental', 'dentist'))).toBe(true);
  });

  it('corrects a typo to the nearest catalog word and says so; asTyped searches the word as typed', async () => {
    const corrected = await search({ search: 'Bakry' });
    expect(corrected.search?.corrected).toBe('bakery');
    expect(corrected.total).toBeGreaterThan(0);
    expect(corrected.templates.every((x) => hasWord(x, 'baker'))).toBe(true);
    const asTyped = await search({ search: 'Bakry', asTyped: 1 });
    expect(asTyped.total).toBe(0);
    expect(asTyped.search?.corrected).toBeUndefined();
    const twoWords = await search({ search: 'shopify bakry' });
    expect(twoWords.search?.corrected).toBe('shopify bakery');
    expect(twoWords.search?.partial).toBe(false);
    expect(twoWords.templates.every((x) => hasWord(x, 'shopify') && hasWord(x, 'baker'))).toBe(true);
  });

  it('never corrects an English word the catalog lacks: "appointment booking" is not "appointment cooking" (decision 065)', async () => {
    for (const words of ['appointment booking', 'booking']) {
      const page = await search({ search: words });
      expect(page.search?.corrected).toBeUndefined();
      expect(page.total).toBe(0);
    }
    // The other words' templates are the partial matches, not food blogs.
    const dental = await search({ search: 'dental clinic booking' });
    expect(dental.search?.corrected).toBeUndefined();
    expect(dental.search?.partial).toBe(true);
    expect(dental.templates.length).toBeGreaterThan(0);
    expect(dental.templates.every((x) => hasWord(x, 'dental', 'clinic'))).toBe(true);
    expect(dental.templates.some((x) => hasWord(x, 'cooking'))).toBe(false);
    // Once a template has the word, it is found.
    const writer = t.app.get(CatalogWriterService);
    const { ids } = await writer.insertMany([makeDraft({ slug: 'salon-booking', name: 'Salon Booking Calendar', tags: ['business'] })]);
    const booking = await search({ search: 'appointment booking' });
    expect(booking.search?.corrected).toBeUndefined();
    expect(booking.search?.partial).toBe(true);
    expect(booking.templates.map((x) => x.slug)).toEqual(['salon-booking']);
    await writer.deleteMany(ids);
  });

  it('keeps a correction only when it finds every word, or the other words find nothing (decision 065)', async () => {
    // No WordPress bakery in this catalog: the WordPress templates are the partial matches, "bakry" stays as typed.
    const page = await search({ search: 'wordpress bakry' });
    expect(page.search?.corrected).toBeUndefined();
    expect(page.search?.partial).toBe(true);
    expect(page.total).toBeGreaterThan(0);
    expect(page.templates.every((x) => hasWord(x, 'wordpress'))).toBe(true);
  });

  it('finds what the completions of a word find when it matches nothing whole: "rest" finds the restaurants (decision 065)', async () => {
    const rest = await search({ search: 'rest' });
    const restaurant = await search({ search: 'restaurant' });
    expect(rest.total).toBeGreaterThan(0);
    expect(rest.search?.corrected).toBe('restaurant');
    expect(rest.total).toBe(restaurant.total);
    expect(rest.templates.map((x) => x.slug)).toEqual(restaurant.templates.map((x) => x.slug));
    expect(rest.templates[0]!.name).toMatch(/Restaurant/);
    // The suggestions offer the same count.
    const { suggestions } = SearchSuggestionsSchema.parse((await t.http().get(SEARCH_API.suggest).query({ q: 'rest' }).expect(200)).body);
    expect(suggestions[0]).toMatchObject({ kind: 'query', text: 'restaurant', count: rest.total });
    // "Search instead for rest": the word as typed matches nothing.
    const asTyped = await search({ search: 'rest', asTyped: 1 });
    expect(asTyped.total).toBe(0);
    expect(asTyped.search?.corrected).toBeUndefined();
  });

  it('shows the best partial matches under a flag when no template has every word', async () => {
    const page = await search({ search: 'bakery shopify' });
    if (page.search?.partial) {
      expect(page.templates.length).toBeGreaterThan(0);
      expect(page.templates.every((x) => hasWord(x, 'baker') || hasWord(x, 'shopify'))).toBe(true);
    }
    const nothingHasBoth = await search({ search: 'bakery xylophonic' });
    expect(nothingHasBoth.search?.partial).toBe(true);
    expect(nothingHasBoth.templates.every((x) => hasWord(x, 'baker'))).toBe(true);
  });

  it('counts per category and platform: each without its own filter, adding up to the total', async () => {
    const all = await search({ search: 'portfolio' });
    const facets = all.search!.facets;
    expect(Object.values(facets.categories).reduce((a, b) => a + b, 0)).toBe(all.total);
    expect(Object.values(facets.platforms).reduce((a, b) => a + b, 0)).toBe(all.total);
    const html = await search({ search: 'portfolio', category: 'html' });
    expect(html.total).toBe(facets.categories.html);
    expect(html.search!.facets.categories).toEqual(facets.categories);
    const ghost = await search({ search: 'blog', platform: 'ghost-theme' });
    expect(ghost.total).toBeGreaterThan(0);
    expect(ghost.templates.every((x) => platformFacts(x.category, x.subcategory).platform === 'ghost-theme')).toBe(true);
    expect(CATEGORIES.length + SEARCH_PLATFORMS.length).toBe(12);
  });

  it('orders every match exactly in any chosen order, and pages through them', async () => {
    const byPrice = await search({ search: 'theme', sort: 'price-asc' });
    const prices = byPrice.templates.map((x) => Number(x.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cheapest = Math.min(
      ...(await search({ search: 'theme', sort: 'price-desc', page: byPrice.totalPages })).templates.map((x) => Number(x.price)),
    );
    expect(prices[0]).toBe(cheapest);
    const second = await search({ search: 'theme', page: 2, limit: 10 });
    const first20 = await search({ search: 'theme', limit: 20 });
    expect(second.templates.map((x) => x.slug)).toEqual(first20.templates.slice(10).map((x) => x.slug));
  });

  it('follows writes at once: a new template is found, a deleted one is gone', async () => {
    const writer = t.app.get(CatalogWriterService);
    const { ids } = await writer.insertMany([makeDraft({ slug: 'zanzibar-spice', name: 'Zanzibar Spice Market', tags: ['business'] })]);
    expect((await search({ search: 'zanzibar' })).templates.map((x) => x.slug)).toEqual(['zanzibar-spice']);
    await writer.deleteMany(ids);
    expect((await search({ search: 'zanzibar' })).total).toBe(0);
  });

  it('suggests completed words, subcategories and templates from two letters', async () => {
    const res = await t.http().get(SEARCH_API.suggest).query({ q: 'bak' }).expect(200);
    const { suggestions } = SearchSuggestionsSchema.parse(res.body);
    expect(suggestions[0]).toMatchObject({ kind: 'query', text: 'bakery', href: '/browse?search=bakery' });
    expect(suggestions.some((s) => s.kind === 'template')).toBe(true);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    const landing = SearchSuggestionsSchema.parse(
      (await t.http().get(SEARCH_API.suggest).query({ q: 'landi' }).expect(200)).body,
    ).suggestions;
    expect(landing.find((s) => s.kind === 'subcategory')).toMatchObject({ href: '/html-templates?subcategory=landing-pages' });
    expect((await t.http().get(SEARCH_API.suggest).query({ q: 'b' }).expect(200)).body).toEqual({ q: 'b', suggestions: [] });
    const two = SearchSuggestionsSchema.parse(
      (await t.http().get(SEARCH_API.suggest).query({ q: 'wordpress photog' }).expect(200)).body,
    ).suggestions;
    expect(two[0]).toMatchObject({ kind: 'query', text: expect.stringMatching(/^wordpress photograph/) as unknown });
  });

  it("suggests a word's templates by its own most specific form, not every template with one of its synonyms", async () => {
    // "landingpage" is only a synonym key (landing, page): its templates are landing pages, not anything with "page".
    const { suggestions } = SearchSuggestionsSchema.parse(
      (await t.http().get(SEARCH_API.suggest).query({ q: 'landingpage ' }).expect(200)).body,
    );
    const templates = suggestions.filter((s) => s.kind === 'template');
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) expect(template.text).toMatch(/landing/i);
  });

  it('follows writes in its suggestions too: counts and templates of a word typed letter by letter', async () => {
    const writer = t.app.get(CatalogWriterService);
    const suggest = async (q: string) =>
      SearchSuggestionsSchema.parse((await t.http().get(SEARCH_API.suggest).query({ q }).expect(200)).body).suggestions;
    expect(await suggest('quokk')).toEqual([]);
    const first = await writer.insertMany([makeDraft({ slug: 'quokka-tours', name: 'Quokka Island Tours', tags: ['travel'] })]);
    expect(await suggest('quok')).toEqual([
      expect.objectContaining({ kind: 'query', text: 'quokka', count: 1 }),
      expect.objectContaining({ kind: 'template', text: 'Quokka Island Tours', href: '/template/quokka-tours' }),
    ]);
    const second = await writer.insertMany([makeDraft({ slug: 'quokka-cafe', name: 'Quokka Cafe', tags: ['food'] })]);
    const both = await suggest('quokk');
    expect(both[0]).toMatchObject({ kind: 'query', text: 'quokka', count: 2 });
    expect(
      both
        .filter((s) => s.kind === 'template')
        .map((s) => s.text)
        .sort(),
    ).toEqual(['Quokka Cafe', 'Quokka Island Tours']);
    await writer.deleteMany([...first.ids, ...second.ids]);
    expect(await suggest('quokka')).toEqual([]);
  });

  it.each([
    [{}, 'q is required'],
    [{ q: 'x'.repeat(101) }, 'q must be at most 100 characters'],
  ])('refuses a bad suggestion query %j: %s', async (query, message) => {
    const res = await t.http().get(SEARCH_API.suggest).query(query).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it.each([
    [{ search: 'blog', platform: 'joomla' }, 'platform must be one of'],
    [{ search: 'blog', asTyped: 'yes' }, "asTyped must be '1'"],
  ])('refuses a bad search %j: %s', async (query, message) => {
    const res = await t.http().get(CATALOG_API.paginated).query(query).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });
});
