import { CATALOG_LIMITS, CATALOG_MESSAGES } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { relatedTemplatesPath } from '@tm/contracts/catalog-requests';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { signedInUser } from '../admin/testing/admin-agents';
import { insertOrder } from '../downloads/testing/order-fixtures';
import { CatalogWriterService } from './catalog-writer.service';
import type { TemplateDraft } from '@tm/catalog-generator';
import { makeDraft } from './testing/template-drafts';

// Decision 039: the detail page's related templates: same subcategory, best sellers first.
describe.each(testTargets())('related templates on $name', (target) => {
  let t: TestApp;
  let drafts: TemplateDraft[];
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp(target);
    drafts = [
      ...[900, 800, 700, 600, 500, 400].map((salesCount, i) =>
        makeDraft({ slug: `shop-${i}`, category: 'ecommerce', subcategory: 'shopify', salesCount }),
      ),
      makeDraft({ slug: 'other-subcategory', category: 'ecommerce', subcategory: 'magento', salesCount: 5000 }),
    ];
    ids = (await t.app.get(CatalogWriterService).insertMany(drafts)).ids;
  });
  afterAll(async () => {
    await t?.close();
  });

  const slugs = (body: unknown) => (body as Template[]).map((x) => x.slug);

  it(`lists up to ${CATALOG_LIMITS.relatedRead} of the same subcategory, best sellers first, never the template itself`, async () => {
    expect(slugs((await t.http().get(relatedTemplatesPath('shop-0')).expect(200)).body)).toEqual([
      'shop-1',
      'shop-2',
      'shop-3',
      'shop-4',
      'shop-5',
    ]);
    expect(slugs((await t.http().get(relatedTemplatesPath(ids[2]!)).expect(200)).body)).toEqual([
      'shop-0',
      'shop-1',
      'shop-3',
      'shop-4',
      'shop-5',
    ]);
    expect((await t.http().get(relatedTemplatesPath('other-subcategory')).expect(200)).body).toEqual([]);
  });

  it('is the same answer for everyone, signed in or not (the page leaves out what the buyer owns)', async () => {
    const { agent, user } = await signedInUser(t, 'owner');
    await insertOrder(t.dataSource, { userId: user.id, templates: [{ id: ids[1]!, draft: drafts[1]! }] });
    expect(slugs((await agent.get(relatedTemplatesPath('shop-5')).expect(200)).body)).toEqual([
      'shop-0',
      'shop-1',
      'shop-2',
      'shop-3',
      'shop-4',
    ]);
  });

  it('answers 404 for an unknown template', async () => {
    const res = await t.http().get(relatedTemplatesPath('no-such-template')).expect(404);
    expect((res.body as { message: string }).message).toBe(CATALOG_MESSAGES.notFound);
  });
});
