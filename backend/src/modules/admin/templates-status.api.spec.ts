import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { TemplatesStatusSchema } from '@tm/contracts/admin.schemas';
import { LISTING_API } from '@tm/contracts/listings';
import { ListingSchema } from '@tm/contracts/listings.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft, makeDrafts } from '../catalog/testing/template-drafts';
import { sampleZip } from '../../infrastructure/template-files/testing/zip-builder';
import { UserEntity } from '../users/entities/user.entity';

describe.each(testTargets())('GET /api/admin/templates-status on $name', (target) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>['agent'];
  let writer: CatalogWriterService;

  beforeAll(async () => {
    t = await createTestApp(target);
    writer = t.app.get(CatalogWriterService);
    const signedIn = await signedInAgent(t);
    await t.dataSource.getRepository(UserEntity).update({ username: signedIn.account.username }, { isAdmin: true });
    admin = signedIn.agent;
  });
  afterAll(async () => {
    await t?.close();
  });

  const status = async (query: Record<string, string> = {}) => {
    const res = await admin.get(ADMIN_API.templatesStatus).query(query).expect(200);
    return TemplatesStatusSchema.parse(res.body);
  };

  it('keeps the stat cards in step with every write, without counting per request', async () => {
    expect((await status()).stats).toEqual({
      totalTemplates: 0,
      totalTemplatesWithZip: 0,
      totalTemplatesWithoutZip: 0,
      totalTemplatesGenerated: 0,
      totalTemplatesMissing: 0,
      readyToSellPercentage: 0,
      completionPercentage: 0,
    });

    const { ids } = await writer.insertMany(makeDrafts(30, 'stats'));
    await writer.setHasZip(ids[0]!, true);
    await writer.setHasZip(ids[1]!, true);
    await writer.setHasZip(ids[1]!, true); // already set: no second count
    expect((await status()).stats).toEqual({
      totalTemplates: 30,
      totalTemplatesWithZip: 2,
      totalTemplatesWithoutZip: 28,
      totalTemplatesGenerated: 28,
      totalTemplatesMissing: 0,
      readyToSellPercentage: 100,
      completionPercentage: 6.7,
    });

    await writer.setHasZip(ids[0]!, false);
    await writer.deleteMany([ids[1]!, ids[2]!]); // one with a ZIP, one without
    expect((await status()).stats).toEqual({
      totalTemplates: 28,
      totalTemplatesWithZip: 0,
      totalTemplatesWithoutZip: 28,
      totalTemplatesGenerated: 28,
      totalTemplatesMissing: 0,
      readyToSellPercentage: 100,
      completionPercentage: 0,
    });
    expect(await writer.setHasZip('no-such-template', true)).toBe(false);

    // A row changed behind the writer's back does not move the cards: they are the kept row, not a count.
    await t.dataSource.query('UPDATE templates SET hasZip = 1 WHERE id = ?', [ids[3]!]);
    expect((await status()).stats.totalTemplatesWithZip).toBe(0);
    await t.dataSource.query('UPDATE templates SET hasZip = 0 WHERE id = ?', [ids[3]!]);
    await writer.deleteMany(ids);
  });

  it("shows this process's writes in the (cached) table at once, and the ZIP-status totals from the kept stats", async () => {
    const { ids } = await writer.insertMany(makeDrafts(5, 'cached'));
    const emptyBefore = await status({ hasZip: 'false', pageSize: '100' });
    expect(emptyBefore.templates.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
    expect((await status({ hasZip: 'true' })).templates.map((row) => row.id)).not.toContain(ids[0]);

    await writer.setHasZip(ids[0]!, true);
    const uploaded = await status({ hasZip: 'true' });
    expect(uploaded.templates.map((row) => row.id)).toContain(ids[0]);
    expect(uploaded.pagination.totalTemplates).toBe(uploaded.stats.totalTemplatesWithZip);
    const empty = await status({ hasZip: 'false', pageSize: '100' });
    expect(empty.templates.map((row) => row.id)).not.toContain(ids[0]);
    expect(empty.pagination.totalTemplates).toBe(empty.stats.totalTemplatesWithoutZip);
    expect(empty.pagination.totalTemplates).toBe(emptyBefore.pagination.totalTemplates - 1);
    await writer.deleteMany(ids);
    expect((await status({ hasZip: 'true' })).templates.map((row) => row.id)).not.toContain(ids[0]);
  });

  it('searches by name: every word, each as the start of a word, in the name only, in listing order', async () => {
    const { ids } = await writer.insertMany([
      makeDraft({ name: 'Quokka Bakery Storefront', description: 'Marmalade jars and sourdough.', salesCount: 5 }),
      makeDraft({ name: 'Quokka Dental Clinic', description: 'Bakery words in the text only.', salesCount: 9 }),
    ]);
    const search = async (text: string) => (await status({ search: text })).templates.map((row) => row.id);
    expect(await search('quokka')).toEqual([ids[1], ids[0]]); // best selling first
    expect(await search('QUOK')).toEqual([ids[1], ids[0]]); // a word's start
    expect(await search('quokka bakery')).toEqual([ids[0]]); // every word, in the name
    expect(await search('marmalade')).toEqual([]); // the description is not searched
    expect((await status({ search: 'quokka bak' })).pagination.totalTemplates).toBe(1);
    await writer.deleteMany(ids);
  });

  it('says what buyers get, Uploaded, Generated or Missing, in the rows and the cards, through every write', async () => {
    const packages = async () => {
      const page = await status({ pageSize: '100' });
      return { rows: new Map(page.templates.map((row) => [row.id, row.package])), stats: page.stats };
    };
    const cards = (uploaded: number, generated: number, missing: number) => ({
      totalTemplates: uploaded + generated + missing,
      totalTemplatesWithZip: uploaded,
      totalTemplatesWithoutZip: generated + missing,
      totalTemplatesGenerated: generated,
      totalTemplatesMissing: missing,
    });
    // Generated: two drafts a generator made, with the design their packages are made from.
    const { ids } = await writer.insertMany(makeDrafts(2, 'packages'));
    // Missing: an owner's listing, saved through the editor, with no ZIP yet.
    const own = ListingSchema.parse(
      (
        await admin
          .post(LISTING_API.create)
          .send({
            name: 'Owner Listing Without Package',
            category: 'html',
            subcategory: 'portfolios',
            platform: 'html-site',
            shortDescription: 'An owner listing still waiting for its ZIP.',
            longDescription: '',
            tags: [],
            compatibility: [],
            version: '',
            price: '30.00',
            salePrice: null,
            saleStartsAt: null,
            saleEndsAt: null,
            livePreviewUrl: null,
            status: 'draft',
          })
          .expect(201)
      ).body,
    );
    let seen = await packages();
    expect([seen.rows.get(ids[0]!), seen.rows.get(ids[1]!), seen.rows.get(own.id)]).toEqual(['generated', 'generated', 'missing']);
    expect(seen.stats).toMatchObject({ ...cards(0, 2, 1), readyToSellPercentage: 66.7 });

    // A ZIP uploaded to a generated template and to the owner's listing: both Uploaded.
    await admin
      .post(adminPath(ADMIN_API.uploadZip, { id: ids[0]! }))
      .attach('zipFile', sampleZip('generated'), 'theme.zip')
      .expect(200);
    await admin
      .post(adminPath(ADMIN_API.uploadZip, { id: own.id }))
      .attach('zipFile', sampleZip('own'), 'theme.zip')
      .expect(200);
    seen = await packages();
    expect([seen.rows.get(ids[0]!), seen.rows.get(own.id)]).toEqual(['uploaded', 'uploaded']);
    expect(seen.stats).toMatchObject({ ...cards(2, 1, 0), readyToSellPercentage: 100 });

    // The ZIPs removed: the generated template is Generated again, the owner's listing Missing again.
    await admin.delete(adminPath(ADMIN_API.deleteZip, { id: ids[0]! })).expect(200);
    await admin.delete(adminPath(ADMIN_API.deleteZip, { id: own.id })).expect(200);
    seen = await packages();
    expect([seen.rows.get(ids[0]!), seen.rows.get(own.id)]).toEqual(['generated', 'missing']);
    expect(seen.stats).toMatchObject(cards(0, 2, 1));

    // Deletes take each from its own count.
    await admin.delete(adminPath(ADMIN_API.deleteTemplate, { id: ids[1]! })).expect(200);
    expect((await packages()).stats).toMatchObject(cards(0, 1, 1));
    await admin.delete(adminPath(ADMIN_API.deleteTemplate, { id: own.id })).expect(200);
    expect((await packages()).stats).toMatchObject({ ...cards(0, 1, 0), readyToSellPercentage: 100 });
    await writer.setHasZip(ids[0]!, true);
    await writer.deleteMany([ids[0]!]); // with an uploaded ZIP: not a generated one any more
    expect((await packages()).stats).toMatchObject({ ...cards(0, 0, 0), readyToSellPercentage: 0 });
  });

  it('counts a ZIP once when the same template gets several at once', async () => {
    const { ids } = await writer.insertMany([makeDraft(), makeDraft()]);
    await Promise.all([...ids, ...ids, ...ids].map((id) => writer.setHasZip(id, true)));
    expect((await status()).stats).toMatchObject({ totalTemplates: 2, totalTemplatesWithZip: 2 });
    await Promise.all([...ids, ...ids].map((id) => writer.setHasZip(id, false)));
    expect((await status()).stats).toMatchObject({ totalTemplates: 2, totalTemplatesWithZip: 0 });
    await writer.deleteMany(ids);
  });

  it('counts the stats once when their row is missing, and keeps them from then on', async () => {
    const { ids } = await writer.insertMany(makeDrafts(5, 'recount'));
    await writer.setHasZip(ids[0]!, true);
    await t.dataSource.query('DELETE FROM catalog_stats');
    expect((await status()).stats).toMatchObject({ totalTemplates: 5, totalTemplatesWithZip: 1, totalTemplatesGenerated: 4 });
    await writer.insertMany([makeDraft()]);
    expect((await status()).stats).toMatchObject({ totalTemplates: 6, totalTemplatesWithZip: 1, totalTemplatesGenerated: 5 });
    await writer.deleteMany((await status()).templates.map((row) => row.id));
    expect((await status()).stats).toMatchObject({ totalTemplates: 0, totalTemplatesWithZip: 0 });
  });

  describe('with 250 templates', () => {
    let ids: string[];
    beforeAll(async () => {
      ({ ids } = await writer.insertMany(makeDrafts(250, 'listed')));
      for (const id of ids.slice(0, 7)) await writer.setHasZip(id, true);
    });
    afterAll(async () => {
      await writer.deleteMany(ids);
    });

    it('pages by 100 with the template row of docs/product/back-office.md §3', async () => {
      const first = await status();
      expect(first.templates).toHaveLength(100);
      expect(Object.keys(first.templates[0]!).sort()).toEqual([
        'category',
        'generated',
        'generationJobId',
        'hasZip',
        'id',
        'listingStatus',
        'name',
        'package',
        'slug',
        'subcategory',
        'updatedAt',
      ]);
      expect(first.pagination).toEqual({
        page: 1,
        pageSize: 100,
        totalPages: 3,
        totalTemplates: 250,
        hasPreviousPage: false,
        hasNextPage: true,
      });
      const last = await status({ page: '3' });
      expect(last.templates).toHaveLength(50);
      expect(last.pagination).toMatchObject({ page: 3, hasPreviousPage: true, hasNextPage: false });
      const all = [...first.templates, ...(await status({ page: '2' })).templates, ...last.templates].map((row) => row.id);
      expect(new Set(all).size).toBe(250);
      expect((await status({ page: '4' })).templates).toEqual([]);
      expect((await status({ pageSize: '10' })).pagination).toMatchObject({ pageSize: 10, totalPages: 25 });
    });

    it('filters by category, subcategory, ZIP state and search, and counts what it filters', async () => {
      const wordpress = await status({ category: 'wordpress' });
      expect(wordpress.templates.length).toBeGreaterThan(0);
      expect(wordpress.templates.every((row) => row.category === 'wordpress')).toBe(true);
      expect(wordpress.pagination.totalTemplates).toBe(wordpress.templates.length);
      expect(wordpress.stats.totalTemplates).toBe(250);

      const subcategory = wordpress.templates[0]!.subcategory;
      const narrowed = await status({ category: 'wordpress', subcategory });
      expect(narrowed.templates.length).toBeGreaterThan(0);
      expect(narrowed.templates.every((row) => row.category === 'wordpress' && row.subcategory === subcategory)).toBe(true);

      const uploaded = await status({ hasZip: 'true' });
      expect(uploaded.templates.map((row) => row.id).sort()).toEqual(ids.slice(0, 7).sort());
      expect(uploaded.pagination.totalTemplates).toBe(7);
      expect((await status({ hasZip: 'false' })).pagination.totalTemplates).toBe(243);
      const uploadedWordpress = await status({ category: 'wordpress', hasZip: 'true' });
      expect(uploadedWordpress.templates.every((row) => row.hasZip && row.category === 'wordpress')).toBe(true);

      const named = wordpress.templates[0]!;
      const found = await status({ search: named.name });
      expect(found.templates.map((row) => row.id)).toContain(named.id);
      const foundUploaded = await status({ search: named.name, hasZip: 'true' });
      expect(foundUploaded.templates.every((row) => row.hasZip)).toBe(true);
      expect((await status({ search: 'zzzqqqxxx' })).pagination).toMatchObject({ totalTemplates: 0, totalPages: 1 });
      expect((await status({ category: 'all', subcategory: 'all', hasZip: 'all', search: '' })).pagination.totalTemplates).toBe(250);
    });
  });

  it.each([
    [{ pageSize: '101' }, 'pageSize must be at most 100'],
    [{ page: '0' }, 'page must be at least 1'],
    [{ page: 'two' }, 'page must be a whole number'],
    [{ category: 'themes' }, 'category must be one of: all, wordpress, ecommerce, html, marketing, cms, plugins'],
    [{ subcategory: 'business' }, 'subcategory needs a category'],
    [
      { category: 'plugins', subcategory: 'business' },
      'subcategory must be one of: security, performance, seo-tools, forms, e-commerce, social-media',
    ],
    [{ hasZip: 'maybe' }, 'hasZip must be true, false or all'],
  ])('refuses %j with 400', async (query, message) => {
    expect((await admin.get(ADMIN_API.templatesStatus).query(query).expect(400)).body).toEqual({ message });
  });

  it('refuses a repeated parameter with 400', async () => {
    await admin.get(`${ADMIN_API.templatesStatus}?page=1&page=2`).expect(400);
  });
});
