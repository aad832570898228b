import { downloadItemPath } from '@tm/contracts/orders';
import { LIBRARY_API, LIBRARY_MESSAGES, type Library } from '@tm/contracts/wishlist';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { signedInUser } from '../admin/testing/admin-agents';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { insertOrder, type OrderedTemplate } from '../downloads/testing/order-fixtures';

// Decision 039: the downloads library: every template owned once, whichever order bought it.
describe.each(testTargets())('downloads library on $name', (target) => {
  let t: TestApp;
  let templates: OrderedTemplate[];

  beforeAll(async () => {
    t = await createTestApp(target);
    const drafts = [0, 1, 2, 3].map(() => makeDraft());
    const { ids } = await t.app.get(CatalogWriterService).insertMany(drafts);
    templates = drafts.map((draft, i) => ({ id: ids[i]!, draft }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists each owned template once, with the newest order item to download it by', async () => {
    const { agent, user } = await signedInUser(t, 'owner');
    const boughtAgain = Date.now();
    const first = await insertOrder(t.dataSource, {
      userId: user.id,
      templates: [templates[0]!, templates[1]!],
      at: new Date(boughtAgain - 10),
    });
    const second = await insertOrder(t.dataSource, { userId: user.id, templates: [templates[0]!], at: new Date(boughtAgain) }); // bought again
    await insertOrder(t.dataSource, { userId: user.id, templates: [templates[2]!], status: 'refunded' }); // not owned
    await insertOrder(t.dataSource, { userId: user.id, templates: [templates[3]!], status: 'pending' }); // not yet

    const library = (await agent.get(LIBRARY_API.list).expect(200)).body as Library;
    expect(library.items.map((item) => item.templateId).sort()).toEqual([templates[0]!.id, templates[1]!.id].sort());
    const again = library.items.find((item) => item.templateId === templates[0]!.id)!;
    expect(again).toMatchObject({
      orderId: second.order.id,
      orderItemId: second.items[0]!.id,
      name: templates[0]!.draft.name,
      listed: true,
      version: null,
    });
    expect(Date.parse(again.purchasedAt)).toBeLessThanOrEqual(first.order.createdAt.getTime() + 1000);

    // One click: the item's download, as its owner.
    const zip = await agent.get(downloadItemPath(again.orderItemId, { orderId: again.orderId })).expect(200);
    expect(zip.headers['content-type']).toMatch(/zip/);
  });

  it('keeps a template removed from the catalog, from what the order recorded', async () => {
    const { agent, user } = await signedInUser(t, 'keeper');
    const [id] = (await t.app.get(CatalogWriterService).insertMany([makeDraft({ name: 'Soon Gone Theme' })])).ids;
    const draft = makeDraft({ name: 'Soon Gone Theme' });
    await insertOrder(t.dataSource, { userId: user.id, templates: [{ id: id!, draft }] });
    await t.app.get(CatalogWriterService).deleteMany([id!]);
    const library = (await agent.get(LIBRARY_API.list).expect(200)).body as Library;
    expect(library.items).toEqual([expect.objectContaining({ templateId: id, name: 'Soon Gone Theme', listed: false })]);
  });

  it("is the session user's own; the signed out get 401 and admins 403", async () => {
    const { user } = await signedInUser(t, 'buyer');
    await insertOrder(t.dataSource, { userId: user.id, templates: [templates[1]!] });
    const { agent: stranger } = await signedInUser(t, 'stranger');
    expect(((await stranger.get(LIBRARY_API.list).expect(200)).body as Library).items).toEqual([]);
    const out = await t.http().get(LIBRARY_API.list).expect(401);
    expect((out.body as { message: string }).message).toBe(LIBRARY_MESSAGES.signedOut);
    const { agent: admin } = await signedInUser(t, 'boss', true);
    expect(((await admin.get(LIBRARY_API.list).expect(403)).body as { message: string }).message).toBe(LIBRARY_MESSAGES.admin);
  });
});
