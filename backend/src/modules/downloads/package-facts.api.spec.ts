import AdmZip from 'adm-zip';
import { CATALOG_MESSAGES } from '@tm/contracts/catalog';
import { packageFactsPath } from '@tm/contracts/catalog-requests';
import { downloadItemPath } from '@tm/contracts/orders';
import { PACKAGE_FACTS_MAX_ENTRIES, type TemplatePackageFacts } from '@tm/contracts/platforms';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { binary, waitFor } from '../../testing/fixtures';
import { startJobWorker } from '../../infrastructure/jobs/testing/job-workers';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { signedInUser } from '../admin/testing/admin-agents';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { makeDraft } from '../catalog/testing/template-drafts';
import { StorageService } from '../../infrastructure/storage/storage.service';
import { insertOrder } from './testing/order-fixtures';
import { templateZipPath } from './template-zip-path';

// Decisions 039, 051: the detail page's "Files included" and "Download size" say what the download holds.
describe.each(testTargets())('package facts on $name', (target) => {
  let t: TestApp;

  let worker: { close: () => Promise<void> } | undefined;

  beforeAll(async () => {
    t = await createTestApp(target);
    // With Bull the facts are built by a worker (as `npm run worker`); without, by the web process's job pool.
    worker = await startJobWorker(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  /** The facts once they are there: a first ask may answer 202 pending while a worker counts. */
  const factsOf = async (slugOrId: string) =>
    waitFor(async () => {
      const res = await t.http().get(packageFactsPath(slugOrId));
      if (res.status === 202) {
        expect(res.body).toEqual({ status: 'pending' });
        expect(res.headers['cache-control']).toBe('no-store');
        return undefined;
      }
      expect(res.status).toBe(200);
      return res.body as TemplatePackageFacts;
    }, 20_000);
  const jobsFor = async (templateId: string) =>
    Number(
      (
        (await t.dataSource.query("SELECT COUNT(*) AS n FROM background_jobs WHERE kind = 'package-facts' AND request LIKE ?", [
          `%${templateId}%`,
        ])) as Array<{ n: number | string }>
      )[0]!.n,
    );

  it.each([
    ['a WordPress theme', { category: 'wordpress' as const, subcategory: 'business' }],
    ['a Shopify theme', { category: 'ecommerce' as const, subcategory: 'shopify' }],
    ['an HTML site', { category: 'html' as const, subcategory: 'landing-pages' }],
  ])('%s: the files and size of the ZIP a buyer downloads', async (_label, where) => {
    const draft = makeDraft(where);
    const [id] = (await t.app.get(CatalogWriterService).insertMany([draft])).ids;
    const facts = await factsOf(draft.slug);
    expect(await factsOf(id!)).toEqual(facts); // by id too

    const { agent, user } = await signedInUser(t, 'measure');
    const { order, items } = await insertOrder(t.dataSource, { userId: user.id, templates: [{ id: id!, draft }] });
    const body = (
      await agent
        .get(downloadItemPath(items[0]!.id, { orderId: order.id }))
        .buffer(true)
        .parse(binary)
        .expect(200)
    ).body as Buffer;
    const entries = new AdmZip(body).getEntries().filter((entry) => !entry.isDirectory);
    expect(facts.fileCount).toBe(entries.length);
    expect(facts.entries.reduce((sum, entry) => sum + entry.files, 0)).toBe(entries.length);
    // README and LICENSE carry the buyer's name and order: within a few per cent of the sample's.
    expect(Math.abs(facts.sizeBytes - body.length) / body.length).toBeLessThan(0.03);
  });

  it('an uploaded ZIP: its own entries and size', async () => {
    const draft = makeDraft({ category: 'wordpress', subcategory: 'portfolio' });
    const [id] = (await t.app.get(CatalogWriterService).insertMany([draft])).ids;
    const zip = new AdmZip();
    zip.addFile('my-theme/style.css', Buffer.from('/* Theme Name: Mine */'));
    zip.addFile('my-theme/templates/index.html', Buffer.from('<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->'));
    zip.addFile('my-theme/templates/single.html', Buffer.from('<!-- wp:post-content /-->'));
    zip.addFile('my-theme/theme.json', Buffer.from('{"version":3}'));
    const bytes = zip.toBuffer();
    await t.app.get(StorageService).writePrivate(templateZipPath(id!), bytes);
    await t.dataSource.getRepository(TemplateEntity).update({ id: id! }, { hasZip: true });
    expect(await factsOf(draft.slug)).toEqual({
      fileCount: 4,
      sizeBytes: bytes.length,
      entries: [
        { name: 'my-theme/templates', files: 2, folder: true },
        { name: 'my-theme/style.css', files: 1, folder: false },
        { name: 'my-theme/theme.json', files: 1, folder: false },
      ],
      topLevelCount: 3,
    });
  });

  it('lists at most 50 top-level entries of a ZIP that holds many, and says how many there are', async () => {
    const draft = makeDraft();
    const [id] = (await t.app.get(CatalogWriterService).insertMany([draft])).ids;
    const zip = new AdmZip();
    for (let i = 0; i < 800; i += 1) zip.addFile(`${'n'.repeat(240)}-${i}.txt`, Buffer.from('x'));
    await t.app.get(StorageService).writePrivate(templateZipPath(id!), zip.toBuffer());
    await t.dataSource.getRepository(TemplateEntity).update({ id: id! }, { hasZip: true });
    const res = await t.http().get(packageFactsPath(draft.slug)).expect(200);
    const facts = res.body as TemplatePackageFacts;
    expect({ fileCount: facts.fileCount, listed: facts.entries.length, topLevelCount: facts.topLevelCount }).toEqual({
      fileCount: 800,
      listed: PACKAGE_FACTS_MAX_ENTRIES,
      topLevelCount: 800,
    });
    expect(res.text.length).toBeLessThan(20_000);
  });

  it('never builds a package in the request: the first asks answer 202 at once, one job builds it, and an edit asks again', async () => {
    const draft = makeDraft({ category: 'wordpress', subcategory: 'business' });
    const [id] = (await t.app.get(CatalogWriterService).insertMany([draft])).ids;
    const first = await Promise.all(Array.from({ length: 8 }, () => t.http().get(packageFactsPath(draft.slug))));
    expect(first.map((res) => res.status)).toEqual(Array<number>(8).fill(202));
    const facts = await factsOf(draft.slug);
    expect(facts.fileCount).toBeGreaterThan(5);
    expect(await jobsFor(id!)).toBe(1); // eight asks, one build
    // A sale changes nothing the package is made from: still a row read.
    await t.dataSource.getRepository(TemplateEntity).update({ id: id! }, { salesCount: 40 });
    await t.http().get(packageFactsPath(draft.slug)).expect(200);
    // An edit of what the package is made from asks for new facts.
    await t.dataSource.getRepository(TemplateEntity).update({ id: id! }, { name: `${draft.name} Pro` });
    await t.http().get(packageFactsPath(draft.slug)).expect(202);
    await factsOf(draft.slug);
    expect(await jobsFor(id!)).toBe(2);
  });

  it("stores an upload's facts with its version: the first read is a row read", async () => {
    const draft = makeDraft();
    const [id] = (await t.app.get(CatalogWriterService).insertMany([draft])).ids;
    const admin = (await signedInUser(t, 'facts_admin', true)).agent;
    const zip = new AdmZip();
    zip.addFile('site/index.html', Buffer.from('<!doctype html><title>x</title>'));
    zip.addFile('site/style.css', Buffer.from('body{}'));
    const bytes = zip.toBuffer();
    await admin
      .post(adminPath(ADMIN_API.uploadZip, { id: id! }))
      .attach('zipFile', bytes, 'theme.zip')
      .expect(200);
    const [row] = (await t.dataSource.query('SELECT status, fileCount, sizeBytes FROM package_facts WHERE templateId = ?', [id])) as Array<{
      status: string;
      fileCount: number;
      sizeBytes: number;
    }>;
    expect({ ...row, sizeBytes: Number(row!.sizeBytes) }).toEqual({ status: 'ready', fileCount: 2, sizeBytes: bytes.length });
    expect((await t.http().get(packageFactsPath(draft.slug)).expect(200)).body).toMatchObject({ fileCount: 2, sizeBytes: bytes.length });
    expect(await jobsFor(id!)).toBe(0);
  });

  it('answers 404 for no such template', async () => {
    const res = await t.http().get(packageFactsPath('no-such-template')).expect(404);
    expect((res.body as { message: string }).message).toBe(CATALOG_MESSAGES.notFound);
  });
});
