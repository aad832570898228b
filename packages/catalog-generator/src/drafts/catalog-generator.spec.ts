import { BROWSE_FILTERS, BROWSE_SUBCATEGORIES, CATALOG_LIMITS, CATEGORIES, LISTING_SUBCATEGORIES } from '@tm/contracts/catalog';
import { CATEGORY_PROFILES } from '../content/category-profiles';
import { FONT_STACKS, LAYOUTS, PALETTES } from '../content/design-vocabulary';
import { SUBCATEGORY_PROFILES } from '../content/subcategory-profiles';
import { luminance } from '../shared/colors';
import { slugify } from './slugs';
import { generateTemplateDraft, generateTemplateDrafts, SUBCATEGORY_SLOTS } from './template-drafts';
import { lowerWords } from './wording';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DAY = 86_400_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('catalog generator', () => {
  const drafts = generateTemplateDrafts({ seed: 42, start: 0, count: 1200, now: NOW });

  it('gives the same templates for the same seed and a different catalog for another seed', () => {
    expect(generateTemplateDrafts({ seed: 42, start: 0, count: 1200, now: NOW })).toEqual(drafts);
    const other = generateTemplateDrafts({ seed: 43, start: 0, count: 50, now: NOW });
    expect(other.map((d) => d.name)).not.toEqual(drafts.slice(0, 50).map((d) => d.name));
  });

  it('makes any window equal to the same slice of a larger run, so a catalog can be continued', () => {
    expect(generateTemplateDrafts({ seed: 42, start: 700, count: 25, now: NOW })).toEqual(drafts.slice(700, 725));
    expect(generateTemplateDraft(42, 3, NOW)).toEqual(drafts[3]);
  });

  it('refuses a negative or fractional window', () => {
    expect(() => generateTemplateDrafts({ seed: 1, start: -1, count: 1, now: NOW })).toThrow(RangeError);
    expect(() => generateTemplateDrafts({ seed: 1, start: 0, count: 1.5, now: NOW })).toThrow(RangeError);
  });

  it('has a generator profile for every listing subcategory', () => {
    for (const category of CATEGORIES) {
      for (const subcategory of LISTING_SUBCATEGORIES[category]) {
        const profile = SUBCATEGORY_PROFILES[`${category}/${subcategory}`];
        expect(profile).toBeDefined();
        for (const value of profile!.browse) expect(BROWSE_FILTERS[category][value]).toEqual({ tag: value });
      }
    }
    expect(Object.keys(SUBCATEGORY_PROFILES)).toHaveLength(SUBCATEGORY_SLOTS.length);
  });

  it('spreads templates evenly over every (category, subcategory) pair', () => {
    const counts = new Map<string, number>();
    for (const d of drafts) counts.set(`${d.category}/${d.subcategory}`, (counts.get(`${d.category}/${d.subcategory}`) ?? 0) + 1);
    expect(counts.size).toBe(SUBCATEGORY_SLOTS.length);
    const values = [...counts.values()];
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
    for (const d of drafts) expect(LISTING_SUBCATEGORIES[d.category]).toContain(d.subcategory);
  });

  it('lets every browse filter of every category find templates, by subcategory or by tag', () => {
    for (const category of CATEGORIES) {
      for (const value of BROWSE_SUBCATEGORIES[category]) {
        const filter = BROWSE_FILTERS[category][value]!;
        const found = drafts.filter(
          (d) => d.category === category && ('tag' in filter ? d.tags.includes(filter.tag) : filter.subcategories.includes(d.subcategory)),
        );
        expect({ category, value, found: found.length > 0 }).toEqual({ category, value, found: true });
      }
    }
  });

  it('tags no template with the name of a browse value that lists other subcategories (a social plugin is no contact form)', () => {
    const misleading = (d: (typeof drafts)[number]) =>
      d.tags.filter((t) => {
        const filter = Object.hasOwn(BROWSE_FILTERS[d.category], t) ? BROWSE_FILTERS[d.category][t]! : undefined;
        return filter !== undefined && 'subcategories' in filter && !filter.subcategories.includes(d.subcategory);
      });
    expect(breaking((d) => misleading(d).length === 0)).toEqual([]);
  });

  /** Slugs of the drafts that break a rule (one assertion per rule keeps 1,200 drafts fast). */
  const breaking = (rule: (d: (typeof drafts)[number]) => boolean) => drafts.filter((d) => !rule(d)).map((d) => d.slug);

  it('tags each template with its subcategory, the browse tags of its kind (ecommerce: its niche) and a few descriptive words', () => {
    expect(breaking((d) => d.tags[0] === d.subcategory)).toEqual([]);
    expect(
      breaking((d) => d.category !== 'ecommerce' || d.tags[1] === BROWSE_SUBCATEGORIES.ecommerce.find((niche) => d.tags.includes(niche))),
    ).toEqual([]);
    expect(breaking((d) => SUBCATEGORY_PROFILES[`${d.category}/${d.subcategory}`]!.browse.every((t) => d.tags.includes(t)))).toEqual([]);
    expect(breaking((d) => d.tags.length >= 3 && new Set(d.tags).size === d.tags.length)).toEqual([]);
    expect(breaking((d) => [d.subcategory, ...d.tags].every((k) => SLUG.test(k.trim().toLowerCase()) && k.length <= 60))).toEqual([]);
  });

  it('keeps prices, features, ratings, sales and dates within their ranges', () => {
    expect(breaking((d) => d.priceCents >= 1900 && d.priceCents <= 12900 && d.priceCents % 100 === 0)).toEqual([]);
    // The page count first, then what the package holds (listing-promises.spec.ts checks them against the package).
    expect(
      breaking(
        (d) =>
          d.features.length >= 3 &&
          d.features.length <= 7 &&
          /^\d+ /.test(d.features[0]!) &&
          new Set(d.features).size === d.features.length,
      ),
    ).toEqual([]);
    expect(
      breaking(
        (d) =>
          d.rating >= 3.5 &&
          d.rating <= 5 &&
          Number.isInteger(Math.round(d.rating * 10)) &&
          Math.abs(d.rating * 10 - Math.round(d.rating * 10)) < 1e-9,
      ),
    ).toEqual([]);
    expect(breaking((d) => Number.isInteger(d.ratingCount) && d.ratingCount >= 1 && d.ratingCount <= d.salesCount)).toEqual([]);
    expect(breaking((d) => d.createdAt.getTime() <= NOW.getTime() && d.createdAt.getTime() > NOW.getTime() - 366 * DAY)).toEqual([]);
    for (const category of CATEGORIES) for (const price of CATEGORY_PROFILES[category].prices) expect(price).toBeGreaterThanOrEqual(19);
    expect(new Set(drafts.map((d) => d.priceCents)).size).toBeGreaterThan(10);
  });

  it('gives sales a long tail: most small, a few percent over a thousand (the Featured badge), not most', () => {
    const sales = drafts.map((d) => d.salesCount).sort((a, b) => a - b);
    const featuredShare = sales.filter((s) => s > CATALOG_LIMITS.featuredBadgeSales).length / sales.length;
    expect(featuredShare).toBeGreaterThanOrEqual(0.005);
    expect(featuredShare).toBeLessThanOrEqual(0.03);
    expect(sales[Math.floor(sales.length / 2)]).toBeLessThan(100);
  });

  it('spreads creation dates over the year, so some are New (last 30 days)', () => {
    const recent = drafts.filter((d) => d.createdAt.getTime() > NOW.getTime() - 30 * DAY).length;
    expect(recent).toBeGreaterThan(drafts.length * 0.04);
    expect(recent).toBeLessThan(drafts.length * 0.15);
  });

  it('gives unique slugs that end with the index, and image paths under generated-images/<slug>/', () => {
    expect(new Set(drafts.map((d) => d.slug)).size).toBe(drafts.length);
    expect(drafts.filter((d, i) => !SLUG.test(d.slug) || !d.slug.endsWith(`-${i}`) || d.slug.length > 72).map((d) => d.slug)).toEqual([]);
    expect(breaking((d) => d.previewImage === `generated-images/${d.slug}/preview.svg`)).toEqual([]);
    expect(breaking((d) => d.screenshots.length >= 3 && d.screenshots.length <= 6)).toEqual([]);
    expect(breaking((d) => d.screenshots.every((s, n) => s === `generated-images/${d.slug}/screenshot-${n + 1}.svg`))).toEqual([]);
    expect([...new Set(drafts.map((d) => d.screenshots.length))].sort()).toEqual([3, 4, 5, 6]);
  });

  it('has a live demo for about 95% of templates and none for the rest', () => {
    const without = drafts.filter((d) => d.livePreviewUrl === null).length;
    expect(without).toBeGreaterThan(drafts.length * 0.02);
    expect(without).toBeLessThan(drafts.length * 0.09);
    expect(breaking((d) => d.livePreviewUrl === null || d.livePreviewUrl === `/preview/${d.slug}`)).toEqual([]);
  });

  it('writes unique, realistic names and 3-sentence descriptions', () => {
    expect(new Set(drafts.map((d) => d.name)).size).toBe(drafts.length);
    const wordpress = drafts.find((d) => d.category === 'wordpress')!;
    expect(wordpress.name).toMatch(/^\S.* — .+ WordPress Theme$/);
    expect(drafts.filter((d) => d.category === 'ecommerce').some((d) => /Shopify (Store|Theme)/.test(d.name))).toBe(true);
    const sentences = (d: (typeof drafts)[number]) => d.description.split(/(?<=[.!?])\s+/).length;
    expect(breaking((d) => sentences(d) === 3)).toEqual([]);
    expect(breaking((d) => !/\{\w+\}|undefined|\ba [aeio]/i.test(d.description))).toEqual([]);
    expect(new Set(drafts.map((d) => d.description)).size).toBeGreaterThan(drafts.length * 0.99);
  });

  it('designs each template from the curated palettes, layouts and font stacks', () => {
    const palettes = new Set(PALETTES.map((p) => JSON.stringify(p)));
    expect(breaking((d) => palettes.has(JSON.stringify(d.design.palette)))).toEqual([]);
    expect(
      breaking(
        (d) => (LAYOUTS as readonly string[]).includes(d.design.layout) && (FONT_STACKS as readonly string[]).includes(d.design.font),
      ),
    ).toEqual([]);
    expect(breaking((d) => d.design.sections[0] === 'hero')).toEqual([]);
    expect(new Set(drafts.map((d) => d.design.layout)).size).toBeGreaterThanOrEqual(6);
  });

  it('only uses palettes whose text reads on their background', () => {
    for (const p of PALETTES) {
      const [a, b] = [luminance(p.text), luminance(p.background)].sort((x, y) => y - x) as [number, number];
      expect((a + 0.05) / (b + 0.05)).toBeGreaterThan(7);
    }
  });
});

describe('slugify and lowerWords', () => {
  it('turns names into lower-case slugs', () => {
    expect(slugify('Nordic Threads — Fashion & Café Shopify Store!')).toBe('nordic-threads-fashion-and-cafe-shopify-store');
    expect(slugify('<script>alert("x")</script>')).toBe('script-alert-x-script');
  });

  it('lower-cases ordinary words inside a sentence and keeps proper nouns', () => {
    expect(lowerWords('Creative Agency WordPress Theme')).toBe('creative agency WordPress theme');
    expect(lowerWords('SaaS Startup')).toBe('SaaS startup');
    expect(lowerWords('Instagram Post Pack')).toBe('Instagram post pack');
  });
});
