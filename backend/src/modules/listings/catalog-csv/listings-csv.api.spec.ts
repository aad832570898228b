import { parse } from 'csv-parse/sync';
import { ADMIN_API } from '@tm/contracts/admin';
import { AuditLogPageSchema } from '@tm/contracts/admin.schemas';
import { LISTING_API, LISTING_CSV_COLUMNS, LISTING_MESSAGES } from '@tm/contracts/listings';
import { ListingImportReportSchema } from '@tm/contracts/listings.schemas';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { testTargets } from '../../../testing/test-targets';
import { signedInUser, type Agent } from '../../admin/testing/admin-agents';
import { CatalogWriterService } from '../../catalog/catalog-writer.service';
import { makeDrafts } from '../../catalog/testing/template-drafts';

const text = (res: { body: unknown; text?: string }) => res.text ?? '';

describe.each(testTargets())('the catalog as CSV on $name', (target) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await signedInUser(t, 'owner', true)).agent;
    await t.app.get(CatalogWriterService).insertMany(makeDrafts(1_000, 'csv'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const exported = async () => {
    const res = await admin
      .get(LISTING_API.exportCsv)
      .buffer(true)
      .expect(200)
      .expect('Content-Type', /text\/csv/);
    return text(res);
  };
  const importCsv = (csv: string | Buffer, dryRun: boolean) =>
    admin
      .post(LISTING_API.importCsv)
      .query({ dryRun: String(dryRun) })
      .attach('file', Buffer.from(csv), 'catalog.csv');
  const count = async () =>
    Number(((await t.dataSource.query('SELECT COUNT(*) AS n FROM templates')) as Array<{ n: number | string }>)[0]!.n);

  it('exports every listing with every column of the form, and imports the same file back unchanged', async () => {
    const csv = await exported();
    expect(csv.charCodeAt(0)).toBe(0xfeff); // a BOM, so spreadsheet programs read UTF-8
    const records = parse(csv, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(records.length).toBe(await count());
    expect(Object.keys(records[0]!)).toEqual([...LISTING_CSV_COLUMNS]);
    expect(records.find((r) => r.slug === 'csv-7')).toMatchObject({
      status: 'published',
      price: expect.stringMatching(/^\d+\.\d\d$/) as unknown as string,
      hasZip: 'no',
    });

    const before = await count();
    const report = ListingImportReportSchema.parse((await importCsv(csv, false).expect(200)).body);
    expect(report).toMatchObject({ dryRun: false, rows: before, created: 0, updated: 0, refused: 0, unchanged: before, report: [] });
    expect(await count()).toBe(before);
  });

  it('creates and updates row by row, refusing bad rows with their reasons; a dry run writes nothing', async () => {
    const records = parse(await exported(), { bom: true, columns: true }) as Array<Record<string, string>>;
    const target = records.find((r) => r.slug === 'csv-3')!;
    const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
    const csv = [
      '\uFEFFid,slug,name,category,subcategory,price,shortDescription,tags,status',
      // An update: the price and a description with a comma, quotes and a line break.
      [
        target.id,
        target.slug,
        quote(target.name!),
        target.category,
        target.subcategory,
        '39.00',
        quote('Calm, "quiet"\nand fast'),
        'calm | fast',
        'published',
      ].join(','),
      // A new draft, its slug made from its name.
      ['', '', quote('Imported Bakery Theme'), 'html', 'business', '29.00', 'A bakery site.', 'bakery', 'draft'].join(','),
      // Refused: a price that is not an amount, an unknown category, an id that is no template.
      [',bad-price', 'Bad Price', 'html', 'business', '-3', 'x', '', 'draft'].join(','),
      [',bad-category', 'Bad Category', 'kitchen', 'business', '9.00', 'x', '', 'draft'].join(','),
      ['00000000-0000-7000-8000-000000000000', 'ghost', 'Ghost', 'html', 'business', '9.00', 'x', '', 'draft'].join(','),
    ].join('\r\n');
    const before = await count();

    const dry = ListingImportReportSchema.parse((await importCsv(csv, true).expect(200)).body);
    expect(dry).toMatchObject({ dryRun: true, rows: 5, created: 1, updated: 1, refused: 3 });
    expect(await count()).toBe(before);
    const price = target.price!;
    expect(
      (parse(await exported(), { bom: true, columns: true }) as Array<Record<string, string>>).find((r) => r.slug === 'csv-3')!.price,
    ).toBe(price);

    const done = ListingImportReportSchema.parse((await importCsv(csv, false).expect(200)).body);
    expect(done).toMatchObject({ dryRun: false, rows: 5, created: 1, updated: 1, refused: 3 });
    expect(done.report).toEqual([
      { line: 2, slug: 'csv-3', action: 'update' },
      { line: 3, slug: 'imported-bakery-theme', action: 'create' },
      {
        line: 4,
        slug: 'bad-price',
        action: 'refused',
        column: 'price',
        message: 'Price must be an amount in dollars and cents, such as 49.00',
      },
      {
        line: 5,
        slug: 'bad-category',
        action: 'refused',
        column: 'category',
        message: 'Category must be one of: wordpress, ecommerce, html, marketing, cms, plugins',
      },
      { line: 6, slug: 'ghost', action: 'refused', column: 'id', message: LISTING_MESSAGES.notFound },
    ]);
    expect(await count()).toBe(before + 1);
    const updated = parse(await exported(), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(updated.find((r) => r.slug === 'csv-3')).toMatchObject({
      price: '39.00',
      shortDescription: 'Calm, "quiet"\nand fast',
      tags: 'calm | fast',
    });
    const audit = AuditLogPageSchema.parse((await admin.get(ADMIN_API.auditLog).query({ targetId: target.id }).expect(200)).body);
    expect(audit.entries[0]).toMatchObject({
      action: 'listing.price',
      changes: { priceCents: { before: Math.round(Number(price) * 100), after: 3900 } },
    });
  });

  it('refuses a file past the row limit, an unknown column, a broken quote and a missing file, changing nothing', async () => {
    const before = await count();
    const huge = ['name,category,subcategory,price', ...Array.from({ length: 100_000 }, (_, i) => `Row ${i},html,business,9.00`)].join(
      '\n',
    );
    expect((await importCsv(huge, false).expect(422)).body).toEqual({ message: LISTING_MESSAGES.importTooManyRows });
    const unknown = (await importCsv('name,category,subcategory,price,colour\nA,html,business,9.00,red', false).expect(422)).body as {
      message: string;
    };
    expect(unknown.message).toMatch(/^Unknown column "colour"/);
    const broken = (await importCsv('name,category,subcategory,price\n"A,html,business,9.00', false).expect(422)).body as {
      message: string;
    };
    expect(broken.message).toMatch(new RegExp(`^${LISTING_MESSAGES.importNotCsv}`));
    expect((await admin.post(LISTING_API.importCsv).field('x', 'y').expect(400)).body).toEqual({ message: LISTING_MESSAGES.importNoFile });
    expect(await count()).toBe(before);
    const shopper = (await signedInUser(t, 'shopper')).agent;
    await shopper.get(LISTING_API.exportCsv).expect(403);
  });
});
