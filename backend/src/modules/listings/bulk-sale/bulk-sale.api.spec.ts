import { randomUUID } from 'node:crypto';
import type { TemplateDraft } from '@tm/catalog-generator';
import { templatePath } from '@tm/contracts/catalog-requests';
import { TemplateDetailSchema } from '@tm/contracts/catalog.schemas';
import { BULK_SALE_LIMITS, BULK_SALE_MESSAGES, discountedCents, LISTING_API, LISTING_MESSAGES } from '@tm/contracts/listings';
import { BulkSaleResultSchema, formOfListing, ListingSchema, type BulkSaleBody } from '@tm/contracts/listings.schemas';
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from '../../../common/http/request-guards';
import { AuditEntryEntity } from '../../../infrastructure/audit/entities/audit-entry.entity';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../testing/create-test-app';
import { testTargets } from '../../../testing/test-targets';
import { signedInUser, type Agent } from '../../admin/testing/admin-agents';
import { CatalogWriterService } from '../../catalog/catalog-writer.service';
import { makeDraft } from '../../catalog/testing/template-drafts';

/** The response, or a failure that says what the server answered. */
function expectStatus<R extends { status: number; body: unknown }>(res: R, status: number): R {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

interface SaleColumns {
  salePriceCents: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  revision: number;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe.each(testTargets())('POST /api/admin/listings-sale on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  let shopper: Agent;
  let writer: CatalogWriterService;

  beforeAll(async () => {
    t = await createTestApp(target);
    writer = t.app.get(CatalogWriterService);
    admin = (await signedInUser(t, 'owner', true)).agent;
    shopper = (await signedInUser(t, 'shopper')).agent;
  });
  afterAll(async () => {
    await t?.close();
  });

  const insert = async (drafts: TemplateDraft[]) => (await writer.insertMany(drafts)).ids;
  const sale = (body: Partial<BulkSaleBody>) => admin.post(LISTING_API.bulkSale).send({ startsAt: null, endsAt: null, ...body });
  const refusal = async (body: Partial<BulkSaleBody>, status: number) =>
    (expectStatus(await sale(body), status).body as { message: string }).message;
  const columns = async (id: string): Promise<SaleColumns> => {
    const [row] = (await t.dataSource.query('SELECT salePriceCents, saleStartsAt, saleEndsAt, revision FROM templates WHERE id = ?', [
      id,
    ])) as Array<{
      salePriceCents: number | string | null;
      saleStartsAt: Date | string | null;
      saleEndsAt: Date | string | null;
      revision: number;
    }>;
    const iso = (value: Date | string | null) =>
      value === null ? null : new Date(value instanceof Date ? value : `${value.replace(' ', 'T')}Z`).toISOString();
    return {
      salePriceCents: row!.salePriceCents === null ? null : Number(row!.salePriceCents),
      saleStartsAt: iso(row!.saleStartsAt),
      saleEndsAt: iso(row!.saleEndsAt),
      revision: Number(row!.revision),
    };
  };
  const saleEntries = () =>
    t.dataSource.getRepository(AuditEntryEntity).find({ where: { action: 'listings.bulk-sale' }, order: { id: 'ASC' } });
  const detail = async (slug: string) => TemplateDetailSchema.parse((await shopper.get(templatePath(slug)).expect(200)).body);

  it('puts the chosen templates on sale in whole cents, as one audited change the storefront shows at once', async () => {
    const drafts = [makeDraft({ priceCents: 4999 }), makeDraft({ priceCents: 1050 }), makeDraft({ priceCents: 2500 })];
    const ids = await insert(drafts);
    expect((await detail(drafts[0]!.slug)).price).toBe('49.99'); // cached before the sale
    const entriesBefore = (await saleEntries()).length;
    const endsAt = inAnHour();

    const answer = BulkSaleResultSchema.parse(
      expectStatus(await sale({ templateIds: [ids[0]!, ids[1]!, ids[0]!], percentOff: 15, endsAt }), 200).body,
    );
    expect(answer).toEqual({ count: 2, skipped: 0, message: '2 templates on sale' });

    // round(4999 × 0.85) = 4249 (4249.15); round(1050 × 0.85) = 893 (892.5, halves up): never a float.
    expect(await columns(ids[0]!)).toEqual({ salePriceCents: 4249, saleStartsAt: null, saleEndsAt: endsAt, revision: 2 });
    expect(await columns(ids[1]!)).toEqual({ salePriceCents: 893, saleStartsAt: null, saleEndsAt: endsAt, revision: 2 });
    expect(await columns(ids[2]!)).toEqual({ salePriceCents: null, saleStartsAt: null, saleEndsAt: null, revision: 1 });
    expect([discountedCents(4999, 15), discountedCents(1050, 15)]).toEqual([4249, 893]);

    expect(await detail(drafts[0]!.slug)).toMatchObject({ price: '42.49', regularPrice: '49.99', saleEndsAt: endsAt });
    expect(await detail(drafts[1]!.slug)).toMatchObject({ price: '8.93', regularPrice: '10.50' });
    expect(await detail(drafts[2]!.slug)).toMatchObject({ price: '25.00', regularPrice: null });

    const entries = await saleEntries();
    expect(entries).toHaveLength(entriesBefore + 1);
    const entry = entries[entries.length - 1]!;
    expect(entry).toMatchObject({
      action: 'listings.bulk-sale',
      targetType: 'listings',
      targetId: 'selection',
      detail: '15% off 2 templates',
    });
    expect(JSON.parse(entry.changes!)).toEqual({
      percentOff: { before: null, after: 15 },
      saleStartsAt: { before: null, after: null },
      saleEndsAt: { before: null, after: endsAt },
      count: { before: null, after: 2 },
      templateIds: { before: null, after: [ids[0], ids[1]] },
    });
    await writer.deleteMany(ids);
  });

  it('moves each listing on a revision, so an editor opened before the sale is told its save is stale', async () => {
    const [id] = await insert([makeDraft({ priceCents: 3000 })]);
    const opened = ListingSchema.parse((await admin.get(LISTING_API.one.replace(':id', id!)).expect(200)).body);
    expectStatus(await sale({ templateIds: [id!], percentOff: 50 }), 200);
    const stale = await admin
      .put(LISTING_API.one.replace(':id', id!))
      .send({ ...formOfListing(opened), name: 'Renamed In A Stale Tab', revision: opened.revision });
    expect(expectStatus(stale, 409).body).toEqual({ message: LISTING_MESSAGES.changedSinceOpened });
    const now = ListingSchema.parse((await admin.get(LISTING_API.one.replace(':id', id!)).expect(200)).body);
    expect(now).toMatchObject({ revision: opened.revision + 1, salePrice: '15.00', price: '30.00' });
    await writer.deleteMany([id!]);
  });

  it('puts a whole subcategory on sale, whatever its listings’ status, leaving out a price too low to lower', async () => {
    const ids = await insert([
      makeDraft({ category: 'plugins', subcategory: 'forms', priceCents: 1999 }),
      makeDraft({ category: 'plugins', subcategory: 'forms', priceCents: 5 }), // 10% of 5 cents rounds back to 5
      makeDraft({ category: 'plugins', subcategory: 'security', priceCents: 1999 }),
    ]);
    await t.dataSource.query("UPDATE templates SET status = 'unlisted' WHERE id = ?", [ids[0]!]);
    const startsAt = inAnHour();
    const endsAt = new Date(Date.now() + 7_200_000).toISOString();
    const answer = BulkSaleResultSchema.parse(
      expectStatus(await sale({ category: 'plugins', subcategory: 'forms', percentOff: 10, startsAt, endsAt }), 200).body,
    );
    expect(answer).toEqual({
      count: 1,
      skipped: 1,
      message: '1 template on sale; 1 left as it was: too cheap for this discount to lower the price',
    });
    expect(await columns(ids[0]!)).toEqual({ salePriceCents: 1799, saleStartsAt: startsAt, saleEndsAt: endsAt, revision: 2 });
    expect((await columns(ids[1]!)).salePriceCents).toBeNull();
    expect((await columns(ids[2]!)).salePriceCents).toBeNull(); // another subcategory
    const entry = (await saleEntries()).pop()!;
    expect(entry).toMatchObject({ targetId: 'plugins', detail: '10% off 1 template in Plugins / forms' });
    expect(JSON.parse(entry.changes!)).toMatchObject({
      category: { after: 'plugins' },
      subcategory: { after: 'forms' },
      count: { after: 1 },
      skipped: { after: 1 },
      templateIds: { after: [ids[0]] },
    });
    await writer.deleteMany(ids);
  });

  it('starts and ends the sale at its times on a cached page, with no write in between', async () => {
    const draft = makeDraft({ priceCents: 2000 });
    const [id] = await insert([draft]);
    const start = Date.now() + 1_500;
    const price = async () => (await detail(draft.slug)).price;
    expect(await price()).toBe('20.00');
    expectStatus(
      await sale({
        templateIds: [id!],
        percentOff: 25,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 1_500).toISOString(),
      }),
      200,
    );
    expect(await price()).toBe('20.00'); // cached again, before the sale
    await new Promise((resolve) => setTimeout(resolve, start - Date.now() + 200));
    expect(await price()).toBe('15.00');
    await new Promise((resolve) => setTimeout(resolve, start + 1_500 - Date.now() + 200));
    expect(await price()).toBe('20.00');
    await writer.deleteMany([id!]);
  });

  it('refuses an end that is not in the future or not after the start, and a sale that lowers nothing, with 422', async () => {
    const [id] = await insert([makeDraft({ priceCents: 40 })]);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(await refusal({ templateIds: [id!], percentOff: 10, endsAt: past }, 422)).toBe(BULK_SALE_MESSAGES.endsInPast);
    expect(
      await refusal({ templateIds: [id!], percentOff: 10, startsAt: inAnHour(), endsAt: new Date(Date.now() + 60_000).toISOString() }, 422),
    ).toBe(BULK_SALE_MESSAGES.endsBeforeStart);
    // 1% of 40 cents rounds back to 40: nothing would be cheaper.
    expect(await refusal({ templateIds: [id!], percentOff: 1 }, 422)).toBe(BULK_SALE_MESSAGES.nothingToLower);
    expect(await refusal({ category: 'marketing', subcategory: 'banners', percentOff: 10 }, 422)).toBe(BULK_SALE_MESSAGES.emptyCategory);
    expect(await columns(id!)).toEqual({ salePriceCents: null, saleStartsAt: null, saleEndsAt: null, revision: 1 });
    await writer.deleteMany([id!]);
  });

  it('refuses a category of more listings than one sale may cover, and takes a large subcategory in one change', async () => {
    const many = Array.from({ length: BULK_SALE_LIMITS.maxCategoryListings + 1 }, (_, i) =>
      makeDraft({ category: 'cms', subcategory: i < 2_000 ? 'community' : 'documentation', priceCents: 1000 }),
    );
    const ids = await insert(many);
    const onSale = async () => {
      const [row] = (await t.dataSource.query(
        "SELECT COUNT(*) AS n FROM templates WHERE category = 'cms' AND salePriceCents = 800 AND revision = 2",
      )) as Array<{ n: number | string }>;
      return Number(row!.n);
    };
    expect(await refusal({ category: 'cms', percentOff: 20 }, 422)).toBe(BULK_SALE_MESSAGES.tooManyInCategory);
    expect(await onSale()).toBe(0);

    // 2,000 listings: several statements, one transaction, one audit entry that lists the first 1,500 ids.
    const entriesBefore = (await saleEntries()).length;
    const answer = BulkSaleResultSchema.parse(
      expectStatus(await sale({ category: 'cms', subcategory: 'community', percentOff: 20 }), 200).body,
    );
    expect(answer).toMatchObject({ count: 2_000, skipped: 0, message: '2,000 templates on sale' });
    expect(await onSale()).toBe(2_000);
    const entries = await saleEntries();
    expect(entries).toHaveLength(entriesBefore + 1);
    const changes = JSON.parse(entries[entries.length - 1]!.changes!) as Record<string, { after: unknown }>;
    expect(changes.count!.after).toBe(2_000);
    expect(changes.templateIds!.after).toHaveLength(1_500);
    expect(changes.templateIdsNotListed!.after).toBe(500);
    await writer.deleteMany(ids);
  }, 120_000);

  it('answers 404 naming nothing when a chosen template does not exist, and changes none', async () => {
    const [id] = await insert([makeDraft({ priceCents: 3000 })]);
    const entriesBefore = (await saleEntries()).length;
    expect(await refusal({ templateIds: [id!, randomUUID()], percentOff: 20 }, 404)).toBe(BULK_SALE_MESSAGES.notFound);
    expect(await refusal({ templateIds: [id!, 'not-an-id'], percentOff: 20 }, 404)).toBe(BULK_SALE_MESSAGES.notFound);
    expect((await columns(id!)).salePriceCents).toBeNull();
    expect(await saleEntries()).toHaveLength(entriesBefore);
    await writer.deleteMany([id!]);
  });

  const one = [randomUUID()];
  it.each([
    ['templateIds and a category', { templateIds: one, category: 'html', percentOff: 10 }, BULK_SALE_MESSAGES.oneTarget],
    ['neither', { percentOff: 10 }, BULK_SALE_MESSAGES.noTarget],
    ['no templateIds', { templateIds: [], percentOff: 10 }, 'Choose at least one template'],
    [
      '501 templateIds',
      { templateIds: Array.from({ length: 501 }, () => randomUUID()), percentOff: 10 },
      'A sale may name at most 500 templates at once',
    ],
    ['0% off', { templateIds: one, percentOff: 0 }, 'percentOff must be at least 1'],
    ['91% off', { templateIds: one, percentOff: 91 }, 'percentOff may be at most 90'],
    ['12.5% off', { templateIds: one, percentOff: 12.5 }, 'percentOff must be a whole number'],
    ['a percentage as text', { templateIds: one, percentOff: '10' }, 'percentOff must be a whole number'],
    ['an end that is no date', { templateIds: one, percentOff: 10, endsAt: 'tomorrow' }, 'Sale end must be a date and time'],
    [
      'another category’s subcategory',
      { category: 'html', subcategory: 'security', percentOff: 10 },
      expect.stringMatching(/^subcategory must be one of: /),
    ],
    ['a subcategory without its category', { subcategory: 'forms', templateIds: one, percentOff: 10 }, 'subcategory needs a category'],
    ['a field it does not know', { templateIds: one, percentOff: 10, priceCents: 1 }, 'Unknown field'],
  ])('refuses %s with 400', async (_, body, message) => {
    expect(await refusal(body as Partial<BulkSaleBody>, 400)).toEqual(message);
  });

  it('is for admins only, from the shop’s own pages, as JSON', async () => {
    const [id] = await insert([makeDraft({ priceCents: 3000 })]);
    const body = { templateIds: [id], percentOff: 20, startsAt: null, endsAt: null };
    await t.http().post(LISTING_API.bulkSale).send(body).expect(401);
    await shopper.post(LISTING_API.bulkSale).send(body).expect(403);
    expect((await admin.post(LISTING_API.bulkSale).set('Origin', 'https://evil.example').send(body).expect(403)).body).toEqual({
      message: CROSS_SITE_MESSAGE,
    });
    expect(
      (await admin.post(LISTING_API.bulkSale).set('Origin', TEST_PUBLIC_URL).type('form').send('percentOff=20').expect(415)).body,
    ).toEqual({ message: JSON_ONLY_MESSAGE });
    expect((await columns(id!)).salePriceCents).toBeNull();
    await writer.deleteMany([id!]);
  });
});
