import { CATALOG_API } from '@tm/contracts/catalog';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { runAtomically } from '../../database/atomic-steps';
import { CatalogWriterService, TemplateDraftError } from './catalog-writer.service';
import { addSalesSteps } from './sales-counts.repository';
import { makeDraft, makeDrafts } from './testing/template-drafts';

describe.each(testTargets())('CatalogWriterService on $name', (target) => {
  let t: TestApp;
  let writer: CatalogWriterService;

  const total = async (query: Record<string, string> = {}) =>
    ((await t.http().get(CATALOG_API.paginated).query(query).expect(200)).body as { total: number }).total;
  const countRows = async (table: string) =>
    Number(((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Array<{ n: number }>)[0]!.n);

  beforeAll(async () => {
    t = await createTestApp(target);
    writer = t.app.get(CatalogWriterService);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a large batch in chunks, with its tags and search entries', async () => {
    const drafts = makeDrafts(1234, 'batch');
    const { ids, skippedSlugs } = await writer.insertMany(drafts);
    expect(ids).toHaveLength(1234);
    expect(skippedSlugs).toEqual([]);
    expect(await total()).toBe(1234);
    const keys = drafts.reduce((n, d) => n + new Set([d.subcategory, ...d.tags]).size, 0);
    expect(await countRows('template_tags')).toBe(keys);
    const res = await t.http().get(`/api/templates/${drafts[1000]!.slug}`).expect(200);
    expect(res.body).toMatchObject({ id: ids[1000], name: drafts[1000]!.name, category: drafts[1000]!.category });
  });

  it('answers counts that follow its writes (the cache is cleared)', async () => {
    const before = (await t.http().get(CATALOG_API.counts).expect(200)).body as Record<string, number>;
    await writer.insertMany([makeDraft({ category: 'marketing', subcategory: 'flyers', tags: ['flyers'] })]);
    const after = (await t.http().get(CATALOG_API.counts).expect(200)).body as Record<string, number>;
    expect(after.marketing).toBe(before.marketing! + 1);
  });

  it('refuses a slug that is already stored, storing nothing of the call', async () => {
    const before = await total();
    const drafts = [makeDraft({ slug: 'fresh-one' }), makeDraft({ slug: 'batch-0' })];
    await expect(writer.insertMany(drafts)).rejects.toThrow('Template draft "batch-0": a template with this slug already exists');
    expect(await total()).toBe(before);
    await t.http().get('/api/templates/fresh-one').expect(404);
  });

  it('skips stored slugs when told to', async () => {
    const before = await total();
    const { ids, skippedSlugs } = await writer.insertMany([makeDraft({ slug: 'fresh-two' }), makeDraft({ slug: 'batch-1' })], {
      onExistingSlug: 'skip',
    });
    expect(ids).toHaveLength(1);
    expect(skippedSlugs).toEqual(['batch-1']);
    expect(await total()).toBe(before + 1);
  });

  it.each([
    ['a bad slug', { slug: 'Not A Slug' }, 'slug must be a lower-case slug'],
    ['an unknown category', { category: 'themes' as never, subcategory: 'business' }, 'unknown category themes'],
    [
      'a subcategory of another category',
      { category: 'html' as const, subcategory: 'shopify' },
      "subcategory shopify is not one of html's",
    ],
    ['a bad tag', { tags: ['Has Spaces'] }, 'tag "has spaces" must be a lower-case slug'],
    ['fractional cents', { priceCents: 49.5 }, 'priceCents must be a whole number of cents'],
    ['a rating above 5', { rating: 5.5 }, 'rating must be between 0 and 5'],
    ['a bad date', { createdAt: new Date('nope') }, 'createdAt must be a valid Date'],
  ])('refuses %s before touching the database', async (_what, overrides, message) => {
    await expect(writer.insertMany([makeDraft(overrides)])).rejects.toThrow(TemplateDraftError);
    await expect(writer.insertMany([makeDraft(overrides)])).rejects.toThrow(message);
  });

  it('refuses the same slug twice in one call', async () => {
    await expect(writer.insertMany([makeDraft({ slug: 'twice' }), makeDraft({ slug: 'twice' })])).rejects.toThrow('slug appears twice');
  });

  it('keeps tag listings in the new order when sales change', async () => {
    const [low] = (
      await writer.insertMany([
        makeDraft({ slug: 'reorder-low', category: 'cms', subcategory: 'community', tags: ['community', 'multi-author'], salesCount: 1 }),
        makeDraft({ slug: 'reorder-high', category: 'cms', subcategory: 'community', tags: ['community', 'multi-author'], salesCount: 2 }),
      ])
    ).ids;
    // 'multi-author' is a /browse value matched by tag (decision 028): the template_tags path.
    const tagQuery = { category: 'cms', subcategory: 'multi-author', limit: 100 };
    const order = async () =>
      ((await t.http().get(CATALOG_API.paginated).query(tagQuery).expect(200)).body as { templates: Array<{ slug: string }> }).templates
        .map((x) => x.slug)
        .filter((slug) => slug.startsWith('reorder-'));
    expect(await order()).toEqual(['reorder-high', 'reorder-low']);
    await writer.setSalesCount(low!, 10);
    expect(await order()).toEqual(['reorder-low', 'reorder-high']);
    const detail = await t.http().get('/api/templates/reorder-low').expect(200);
    expect((detail.body as { salesCount: number }).salesCount).toBe(10);
    // The search ranking reads the same sales figures.
    const search = await t
      .http()
      .get(CATALOG_API.paginated)
      .query({ ...tagQuery, search: 'fixture' })
      .expect(200);
    expect(
      (search.body as { templates: Array<{ slug: string }> }).templates.map((x) => x.slug).filter((slug) => slug.startsWith('reorder-')),
    ).toEqual(['reorder-low', 'reorder-high']);
  });

  it('deletes templates with their tags and search entries', async () => {
    const { ids } = await writer.insertMany([
      makeDraft({ slug: 'doomed', name: 'Zanzibar Doomed', tags: ['landing-pages', 'multipurpose'] }),
    ]);
    expect(await total({ search: 'zanzibar' })).toBe(1);
    expect(await writer.deleteMany(ids)).toBe(1);
    await t.http().get('/api/templates/doomed').expect(404);
    expect(await total({ search: 'zanzibar' })).toBe(0);
    const tagged = await t
      .http()
      .get(CATALOG_API.paginated)
      .query({ category: 'html', subcategory: 'multipurpose', limit: 100 })
      .expect(200);
    expect((tagged.body as { templates: Array<{ slug: string }> }).templates.map((x) => x.slug)).not.toContain('doomed');
    const rows = (await t.dataSource.query('SELECT COUNT(*) AS n FROM template_tags WHERE templateId = ?', [ids[0]])) as Array<{
      n: number;
    }>;
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('gives ids that sort in insertion order (UUID v7)', async () => {
    const { ids } = await writer.insertMany(makeDrafts(20, 'ordered'));
    expect([...ids].sort()).toEqual(ids);
  });

  it('writes a change row for every template each write touches, in the write itself (decision 054)', async () => {
    const before = Number(
      ((await t.dataSource.query('SELECT COALESCE(MAX(seq), 0) AS seq FROM catalog_changes')) as Array<{ seq: number }>)[0]!.seq,
    );
    const changed = async () =>
      (
        (await t.dataSource.query('SELECT templateId FROM catalog_changes WHERE seq > ? ORDER BY seq', [before])) as Array<{
          templateId: string;
        }>
      ).map((r) => r.templateId);
    const { ids } = await writer.insertMany(makeDrafts(4, 'changes'));
    expect(await changed()).toEqual(ids);
    const sales = addSalesSteps([
      { templateId: ids[1]!, quantity: 2 },
      { templateId: ids[1]!, quantity: 1 },
      { templateId: ids[2]!, quantity: 1 },
    ]);
    await runAtomically(t.dataSource, [...sales.rows, ...sales.changes]);
    await writer.setSalesCount(ids[3]!, 11);
    await writer.deleteMany([ids[0]!]);
    expect(await changed()).toEqual([...ids, ids[1], ids[2], ids[3], ids[0]]);
    // A write that fails leaves no change row.
    await expect(writer.insertMany(makeDrafts(2, 'changes').slice(1))).rejects.toThrow('already exists');
    expect((await changed()).length).toBe(8);
  });
});
