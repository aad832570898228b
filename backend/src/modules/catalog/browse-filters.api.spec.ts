import { BROWSE_FILTERS, BROWSE_SUBCATEGORIES, CATALOG_API, CATEGORIES, LISTING_SUBCATEGORIES, type Category } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { SubcategoryCountsSchema, TemplatePageSchema } from '@tm/contracts/catalog.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { generateTemplateDrafts } from '@tm/catalog-generator';
import { CatalogWriterService } from './catalog-writer.service';
import type { TemplateDraft } from '@tm/catalog-generator';
import { makeDraft } from './testing/template-drafts';

const NOW = new Date('2025-06-01T12:00:00.000Z');

/**
 * The generated demo catalog (12 templates per listing subcategory), plus what the shop reported:
 * a social-media plugin carrying the tags 'contact-forms' and 'seo' (an older generator wrote them).
 */
function fixtures(): TemplateDraft[] {
  return [
    ...generateTemplateDrafts({ seed: 7, start: 0, count: 480, now: NOW }),
    makeDraft({
      slug: 'share-social-buttons',
      name: 'Share Social Buttons',
      category: 'plugins',
      subcategory: 'social-media',
      tags: ['social-media', 'contact-forms', 'seo'],
    }),
  ];
}

const BROWSE_VALUES = CATEGORIES.flatMap((category) => BROWSE_SUBCATEGORIES[category].map((value) => [category, value] as const));

describe.each(testTargets())('/browse subcategory filters on $name (decision 028)', (target) => {
  let t: TestApp;
  let drafts: TemplateDraft[];

  /** Every template of a filter (all pages) and the total the first page claims. */
  const everything = async (query: Record<string, string>): Promise<{ templates: Template[]; total: number }> => {
    const templates: Template[] = [];
    for (let page = 1; ; page += 1) {
      const res = await t
        .http()
        .get(CATALOG_API.paginated)
        .query({ ...query, page, limit: 100 })
        .expect(200);
      const body = TemplatePageSchema.parse(res.body);
      templates.push(...body.templates);
      if (page >= body.totalPages) return { templates, total: body.total };
    }
  };
  const chipCounts = async (category: Category) =>
    SubcategoryCountsSchema.parse((await t.http().get(CATALOG_API.subcategoryCounts).query({ category }).expect(200)).body).counts;

  beforeAll(async () => {
    t = await createTestApp(target);
    drafts = fixtures();
    await t.app.get(CatalogWriterService).insertMany(drafts);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(BROWSE_VALUES)('%s / %s lists only its templates, and as many as the listing chips count', async (category, value) => {
    const filter = BROWSE_FILTERS[category][value]!;
    const { templates, total } = await everything({ category, subcategory: value });
    expect(templates).toHaveLength(total);
    expect(total).toBeGreaterThan(0);
    const strays = templates.filter(
      (x) => x.category !== category || ('tag' in filter ? !x.tags.includes(filter.tag) : !filter.subcategories.includes(x.subcategory)),
    );
    expect(strays.map((x) => `${x.category}/${x.subcategory}: ${x.slug}`)).toEqual([]);

    if ('subcategories' in filter) {
      const chips = await chipCounts(category);
      expect(total).toBe(filter.subcategories.reduce((sum, subcategory) => sum + (chips[subcategory] ?? 0), 0));
    } else {
      expect(total).toBe(drafts.filter((d) => d.category === category && d.tags.includes(filter.tag)).length);
    }
  });

  it.each(CATEGORIES)('each %s listing chip lists exactly the templates its count says', async (category) => {
    const chips = await chipCounts(category);
    for (const subcategory of LISTING_SUBCATEGORIES[category]) {
      const { templates, total } = await everything({ category, subcategory });
      expect({ subcategory, total, strays: templates.filter((x) => x.subcategory !== subcategory).length }).toEqual({
        subcategory,
        total: chips[subcategory],
        strays: 0,
      });
    }
  });

  it('keeps the mapping when searching: Contact Forms never finds the social plugin tagged contact-forms', async () => {
    const inForms = await everything({ category: 'plugins', subcategory: 'contact-forms', search: 'share social' });
    expect(inForms.templates.map((x) => x.slug)).not.toContain('share-social-buttons');
    expect(inForms.templates.every((x) => x.subcategory === 'forms')).toBe(true);
    const inSocial = await everything({ category: 'plugins', subcategory: 'social-media', search: 'share social' });
    expect(inSocial.templates.map((x) => x.slug)).toContain('share-social-buttons');
  });

  it('searches within a browse value matched by tag', async () => {
    const { templates, total } = await everything({ category: 'ecommerce', subcategory: 'fashion', search: 'shopify' });
    expect(total).toBeGreaterThan(0);
    expect(templates.every((x) => x.category === 'ecommerce' && x.tags.includes('fashion'))).toBe(true);
  });
});
