import { CATEGORIES, type Category } from '@tm/contracts/catalog';
import { SEARCH_PLATFORMS } from '@tm/contracts/search';
import type { WordGroup } from './group-cursor';
import { SearchIndex, type IndexedTemplate, type MatchRequest } from './search-index';

let n = 0;
function template(overrides: Partial<IndexedTemplate>): IndexedTemplate {
  n += 1;
  return {
    id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    name: `Plain ${n}`,
    description: 'A template.',
    tags: [],
    category: 'html',
    subcategory: 'business',
    salesCount: 0,
    createdAtMs: Date.UTC(2025, 0, 1) + n,
    priceCents: 4900,
    rating: 4,
    ratingCount: 1,
    ...overrides,
  };
}

/** The groups of words as typed (no forms, synonyms or corrections: those are the query plan's). */
function words(index: SearchIndex, ...terms: string[]): WordGroup[] {
  return terms.map((t) => ({ variants: index.list(t) ? [{ list: index.list(t)!, factor: 1 }] : [] }));
}

function request(required: WordGroup[], overrides: Partial<MatchRequest> = {}): MatchRequest {
  return { mode: 'all', required, filters: {}, sort: 'relevance', offset: 0, limit: 20, ...overrides };
}

function names(index: SearchIndex, ordinals: number[], all: IndexedTemplate[]): string[] {
  const byId = new Map(all.map((t) => [t.id, t.name]));
  return ordinals.map((o) => byId.get(index.idOf(o))!);
}

describe('SearchIndex', () => {
  const all = [
    template({ name: 'Bistro Restaurant', tags: ['restaurant', 'food'], category: 'wordpress', subcategory: 'business', salesCount: 5 }),
    template({
      name: 'Harbor Theme',
      tags: ['restaurant'],
      description: 'A restaurant site for WordPress.',
      category: 'wordpress',
      subcategory: 'business',
      salesCount: 900,
    }),
    template({
      name: 'Social Login',
      tags: ['social-media'],
      description: 'Sign in with WordPress accounts.',
      category: 'plugins',
      subcategory: 'social-media',
      salesCount: 5_000,
    }),
    template({ name: 'Grill House', description: 'For a restaurant.', category: 'html', subcategory: 'landing-pages', salesCount: 10 }),
    template({ name: 'Fashion Shop', tags: ['fashion'], category: 'ecommerce', subcategory: 'shopify', salesCount: 50, priceCents: 9900 }),
    template({ name: 'Fashion Store', tags: ['fashion'], category: 'ecommerce', subcategory: 'shopify', salesCount: 50, priceCents: 2900 }),
  ];
  const index = new SearchIndex();
  for (const t of all) index.upsert(t);

  it('needs every word: "wordpress restaurant" finds the WordPress restaurant templates, not WordPress plugins', () => {
    const page = index.match(request(words(index, 'wordpress', 'restaurant')));
    expect(names(index, page.ordinals, all)).toEqual(['Bistro Restaurant', 'Harbor Theme']);
    expect(page.total).toBe(2);
  });

  it('ranks a word in the name above the tags, above the description, whatever the sales', () => {
    const page = index.match(request(words(index, 'restaurant')));
    expect(names(index, page.ordinals, all)).toEqual(['Bistro Restaurant', 'Harbor Theme', 'Grill House']);
  });

  it('breaks ties by best sellers, then applies any other order exactly', () => {
    const fashion = words(index, 'fashion');
    expect(names(index, index.match(request(fashion)).ordinals, all)).toEqual(['Fashion Store', 'Fashion Shop']);
    expect(names(index, index.match(request(fashion, { sort: 'price-desc' })).ordinals, all)).toEqual(['Fashion Shop', 'Fashion Store']);
    expect(names(index, index.match(request(fashion, { sort: 'price-asc' })).ordinals, all)).toEqual(['Fashion Store', 'Fashion Shop']);
  });

  it('counts per category without the category filter and per platform without the platform filter', () => {
    const wordpress = CATEGORIES.indexOf('wordpress' as Category);
    const page = index.match(request(words(index, 'restaurant'), { filters: { category: wordpress } }));
    expect(page.total).toBe(2);
    expect(page.categoryCounts[CATEGORIES.indexOf('html')]).toBe(1);
    expect(page.categoryCounts[wordpress]).toBe(2);
    expect(page.platformCounts[SEARCH_PLATFORMS.indexOf('wordpress-block-theme')]).toBe(2);
    expect(page.platformCounts[SEARCH_PLATFORMS.indexOf('html-site')]).toBe(0);
  });

  it('lists the templates with the most of the words first when none has them all', () => {
    const page = index.match(request(words(index, 'fashion', 'restaurant', 'bistro'), { mode: 'any' }));
    expect(names(index, page.ordinals, all)[0]).toBe('Bistro Restaurant');
    expect(page.total).toBe(5);
  });

  it('filters by tag, price and rating, and pages', () => {
    expect(index.match(request([], { filters: { tag: 'fashion' }, sort: 'popular' })).total).toBe(2);
    expect(index.match(request([], { filters: { tag: 'nothing' } })).total).toBe(0);
    expect(index.match(request([], { filters: { maxPriceCents: 3000 } })).total).toBe(1);
    const second = index.match(request([], { sort: 'popular', offset: 1, limit: 2 }));
    expect(names(index, second.ordinals, all)).toEqual(['Harbor Theme', 'Fashion Store']);
  });

  it('takes out a removed template and follows changed sales', () => {
    const copy = new SearchIndex();
    for (const t of all) copy.upsert(t);
    copy.remove(all[0]!.id);
    copy.upsert({ ...all[3]!, salesCount: 99_999 });
    const page = copy.match(request(words(copy, 'restaurant'), { sort: 'popular' }));
    expect(names(copy, page.ordinals, all)).toEqual(['Grill House', 'Harbor Theme']);
    expect(copy.size).toBe(all.length - 1);
  });

  it('indexes an edited template by its new words and category, and one published again after it was taken out', () => {
    const copy = new SearchIndex();
    for (const t of all) copy.upsert(t);
    const harbor = all[1]!;
    copy.upsert({ ...harbor, name: 'Lighthouse Cafe', description: 'A cafe site.', tags: ['cafe'], category: 'html', salesCount: 901 });
    const ids = (page: { ordinals: number[] }) => page.ordinals.map((o) => copy.idOf(o));
    expect(ids(copy.match(request(words(copy, 'harbor'))))).toEqual([]);
    expect(ids(copy.match(request(words(copy, 'lighthouse'))))).toEqual([harbor.id]);
    expect(ids(copy.match(request(words(copy, 'restaurant'))))).not.toContain(harbor.id);
    const html = copy.match(request(words(copy, 'cafe'), { filters: { category: CATEGORIES.indexOf('html') } }));
    expect(ids(html)).toEqual([harbor.id]);
    expect(copy.size).toBe(all.length);
    // A change of sales alone keeps its ordinal; unpublished, then published again, then taken out for good.
    const before = copy.store.ids.find(harbor.id);
    copy.upsert({ ...harbor, name: 'Lighthouse Cafe', description: 'A cafe site.', tags: ['cafe'], category: 'html', salesCount: 950 });
    expect(copy.store.ids.find(harbor.id)).toBe(before);
    expect(copy.remove(harbor.id)).toBe(true);
    expect(ids(copy.match(request(words(copy, 'lighthouse'))))).toEqual([]);
    copy.upsert({ ...harbor, name: 'Lighthouse Cafe' });
    expect(ids(copy.match(request(words(copy, 'lighthouse'))))).toEqual([harbor.id]);
    expect(copy.size).toBe(all.length);
    expect(copy.remove(harbor.id)).toBe(true);
    expect(copy.remove(harbor.id)).toBe(false);
    expect(ids(copy.match(request(words(copy, 'lighthouse'))))).toEqual([]);
    expect(copy.size).toBe(all.length - 1);
  });

  it('counts the live templates of the shop, a category and some of its subcategories as templates move and go', () => {
    const copy = new SearchIndex();
    for (const t of all) copy.upsert(t);
    const { store } = copy;
    expect(store.liveIn()).toBe(all.length);
    expect(store.liveIn('wordpress')).toBe(2);
    expect(store.liveIn('ecommerce', ['shopify'])).toBe(2);
    expect(store.liveIn('html', ['business', 'landing-pages'])).toBe(1);
    expect(store.liveIn(undefined, ['business'])).toBe(2);
    expect(store.liveIn('html', ['no-such-subcategory'])).toBe(0);
    // Moved to another category, then taken out: every count follows.
    copy.upsert({ ...all[1]!, category: 'html' });
    expect([store.liveIn('wordpress'), store.liveIn('html'), store.liveIn()]).toEqual([1, 2, all.length]);
    expect(Object.fromEntries(store.subcategoryCountsIn('html'))).toEqual({ business: 1, 'landing-pages': 1 });
    copy.remove(all[1]!.id);
    expect([store.liveIn('html'), store.liveIn()]).toEqual([1, all.length - 1]);
    expect(Object.fromEntries(store.subcategoryCountsIn('html'))).toEqual({ 'landing-pages': 1 });
  });

  it('finds every id at its latest ordinal after the table grows past ids added again', () => {
    const copy = new SearchIndex();
    const many = Array.from({ length: 3_000 }, (_, i) => template({ name: `Bulk ${i}` }));
    for (const t of many.slice(0, 100)) copy.upsert(t);
    for (const t of many.slice(0, 100)) copy.upsert({ ...t, name: `${t.name} renamed` });
    for (const t of many.slice(100)) copy.upsert(t);
    expect(copy.size).toBe(3_000);
    for (const t of many) expect(copy.idOf(copy.store.ids.find(t.id))).toBe(t.id);
    expect(copy.store.ids.find(many[5]!.id)).toBeGreaterThanOrEqual(100);
    expect(copy.store.alive[copy.store.ids.find(many[5]!.id)]).toBe(1);
  });

  it('completes words by frequency', () => {
    expect(index.completions('fas', 5)).toEqual(['fashion']);
    expect(index.completions('re', 5)[0]).toBe('restaurant');
  });

  it('keeps the most frequent completions, the first alphabetically among equals, and words added after the sort', () => {
    const words = new SearchIndex();
    const made = (name: string, copies: number) => Array.from({ length: copies }, () => template({ name, description: '' }));
    for (const t of [...made('Zeppelin', 3), ...made('Zenith', 1), ...made('Zephyr', 3), ...made('Zest', 2)]) words.upsert(t);
    words.trim();
    expect(words.completions('ze', 2)).toEqual(['zephyr', 'zeppelin']);
    expect(words.completions('ze', 10)).toEqual(['zephyr', 'zeppelin', 'zest', 'zenith']);
    expect(words.completions('zes', 10)).toEqual(['zest']);
    for (const t of made('Zeal', 4)) words.upsert(t);
    expect(words.completions('ze', 3)).toEqual(['zeal', 'zephyr', 'zeppelin']);
    expect(words.completions('zea', 3)).toEqual(['zeal']);
    expect(words.completions('ze', 0)).toEqual([]);
  });
});

describe('SearchIndex with common words (bits)', () => {
  // Enough templates that the common words' lists keep bits (DENSE_LIST), with words in every field.
  const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
  const index = new SearchIndex();
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = () => WORDS.filter(() => next() < 0.45).join(' ');
  const categories: Category[] = ['wordpress', 'html', 'ecommerce', 'cms'];
  for (let i = 0; i < 60_000; i++) {
    const category = categories[i % 4]!;
    index.upsert(
      template({
        name: `${pick()} ${i % 3 === 0 ? 'alpha' : ''} ${i % 500 === 0 ? 'zulu' : ''} ${i % 700 === 3 ? 'yankee' : ''}`,
        tags: pick().split(' ').filter(Boolean),
        description: pick(),
        category,
        subcategory: category === 'ecommerce' ? 'shopify' : category === 'cms' ? 'blog-themes' : 'business',
        salesCount: Math.floor(next() * 50),
        priceCents: 1000 + Math.floor(next() * 9000),
        rating: Math.round(next() * 50) / 10,
      }),
    );
  }
  for (let i = 0; i < 60_000; i += 97) index.remove(index.idOf(i));

  it.each([
    [['alpha'], {}],
    [['alpha', 'bravo'], {}],
    [['alpha', 'bravo', 'charlie'], { category: 1 }],
    [['bravo', 'delta'], { platform: 1 }],
    [['alpha', 'echo'], {}, 'price-asc' as const],
    [['charlie'], {}, 'rating' as const],
    [['alpha', 'bravo'], {}, 'relevance' as const, 400],
  ])('%j %j %s answers as the walk does', (terms, filters, sort = 'relevance', offset = 0) => {
    const ask = request(words(index, ...terms), { filters, sort, offset, limit: 20 });
    expect(index.list(terms[0]!)!.bits).not.toBeNull();
    expect(index.match(ask)).toEqual(index.match(ask, { bits: false }));
  });

  it('gives the best sellers with every word in the name as a relevance search ranks its top tier, and null for a rare word', () => {
    for (const terms of [['alpha'], ['alpha', 'bravo'], ['charlie', 'delta', 'echo']]) {
      const top = index.bestSellersByName(words(index, ...terms), 20)!;
      expect(top).toHaveLength(20);
      expect(top).toEqual(index.match(request(words(index, ...terms), { sort: 'relevance', limit: 20 }), { bits: false }).ordinals);
    }
    expect(index.bestSellersByName(words(index, 'zulu'), 20)).toBeNull();
  });

  it('leaves a best seller taken out of its top tier', () => {
    const [first, second] = index.bestSellersByName(words(index, 'alpha'), 2)!;
    index.remove(index.idOf(first!));
    const top = index.bestSellersByName(words(index, 'alpha'), 20)!;
    expect(top[0]).toBe(second);
    expect(top).toEqual(index.match(request(words(index, 'alpha'), { sort: 'relevance', limit: 20 }), { bits: false }).ordinals);
  });

  // A group of a word and its other forms (a synonym, a plural), as the query plan makes them: a
  // common word with a rare form, and a rare word with a common form.
  const forms = (...pairs: Array<[string, number]>) => ({ variants: pairs.map(([t, factor]) => ({ list: index.list(t)!, factor })) });
  it.each([
    ['all', [forms(['alpha', 1], ['zulu', 0.8]), forms(['bravo', 1])]],
    ['all', [forms(['zulu', 1], ['charlie', 0.8]), forms(['delta', 1])]],
    ['all', [forms(['yankee', 1], ['echo', 0.8])]],
    ['any', [forms(['alpha', 1], ['yankee', 0.8]), forms(['zulu', 1])]],
    ['any', [forms(['zulu', 1], ['bravo', 0.8]), forms(['yankee', 1], ['delta', 0.8])]],
  ] as const)('%s of groups with common and rare forms answers and counts as the walk does', (mode, groups) => {
    for (const sort of ['relevance', 'popular'] as const) {
      const ask = request([...groups], { mode, filters: {}, sort, offset: 0, limit: 20 });
      const walked = index.match(ask, { bits: false });
      expect(walked.total).toBeGreaterThan(0);
      expect(index.match(ask)).toEqual(walked);
      if (mode === 'all') expect(index.count([...groups])).toBe(walked.total);
    }
  });

  it.each([
    [['zulu', 'alpha'], {}],
    [['zulu', 'yankee', 'bravo'], {}],
    [['yankee', 'charlie'], { category: 2 }],
    [['zulu', 'yankee'], { platform: 0 }],
    [['alpha', 'bravo'], {}],
    [['zulu', 'delta'], {}, 'newest' as const],
    [['zulu', 'echo'], {}, 'relevance' as const, 100],
  ])('partial matches of %j %j %s answer as the walk does', (terms, filters, sort = 'relevance', offset = 0) => {
    const ask = request(words(index, ...terms), { mode: 'any', filters, sort, offset, limit: 20 });
    const walked = index.match(ask, { bits: false });
    expect(walked.total).toBeGreaterThan(0);
    expect(index.match(ask)).toEqual(walked);
  });
});
