import AdmZip from 'adm-zip';
import { CATALOG_MESSAGES } from '@tm/contracts/catalog';
import { packageFactsPath } from '@tm/contracts/catalog-requests';
import { downloadItemPath } from '@tm/contracts/orders';
import { PACKAGE_FACTS_MAX_ENTRIES, type TemplatePackageFacts } from '@tm/contracts/platforms';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { binary } from '../../testing/fixtures';
import { signedInUser } from '../admin/testing/admin-agents';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { TemplateEntity } from '../catalog/entities/template.entity';
import { makeDraft } from '../catalog/testing/template-drafts';
import { StorageService } from '../storage/storage.service';
import { insertOrder } from './testing/order-fixtures';
import { templateZipPath } from './template-zip-path';

// Issue 15 §3: the detail page's "Files included" and "Download size" say what the download holds.
describe.each(testTargets())('package facts on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const factsOf = async (slugOrId: string) => (await t.http().get(packageFactsPath(slugOrId)).expect(200)).body as TemplatePackageFacts;

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
    const body = (await agent.get(downloadItemPath(items[0]!.id, { orderId: order.id })).buffer(true).parse(binary).expect(200)).body as Buffer;
    const entries = new AdmZip(body).getEntries().filter((entry) => !entry.isDirectory);
    expect(facts.fileCount).toBe(entries.length);
    expect(facts.entries.reduce((sum, entry) => sum + entry.files, 0)).toBe(entries.length);
    // README and LICENSE carry the buyer's name and order: within a few per cent of the sample's.
    expect(Math.abs(facts.sizeBytes - body.length) / body.length).toBeLessThan(0.03);
  });

  it("an uploaded ZIP: its own entries and size", async () => {
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
    expect({ fileCount: facts.fileCount, listed: facts.entries.length, topLevelCount: facts.topLevelCount }).toEqual({ fileCount: 800, listed: PACKAGE_FACTS_MAX_ENTRIES, topLevelCount: 800 });
    expect(res.text.length).toBeLessThan(20_000);
  });

  it('answers 404 for no such template', async () => {
    const res = await t.http().get(packageFactsPath('no-such-template')).expect(404);
    expect(res.body.message).toBe(CATALOG_MESSAGES.notFound);
  });
});
