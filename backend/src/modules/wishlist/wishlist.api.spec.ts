import {
  WISHLIST_API,
  WISHLIST_LIMITS,
  WISHLIST_MESSAGES,
  wishlistItemPath,
  type Wishlist,
  type WishlistIds,
} from '@tm/contracts/wishlist';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { dialectOf, sqlDate } from '../../database/sql-dialect';

// Decision 039: the wishlist, owner-only, idempotent, bounded.
describe.each(testTargets())('wishlist on $name', (target) => {
  let t: TestApp;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp(target);
    const drafts = [0, 1, 2].map(() => makeDraft());
    ids = (await t.app.get(CatalogWriterService).insertMany(drafts)).ids;
  });
  afterAll(async () => {
    await t?.close();
  });

  const idsOf = async (agent: Agent) => ((await agent.get(WISHLIST_API.ids).expect(200)).body as WishlistIds).templateIds;

  it('adds, lists newest first and removes, each call idempotent', async () => {
    const { agent } = await signedInUser(t, 'wish');
    await agent.put(wishlistItemPath(ids[0]!)).expect(204);
    await agent.put(wishlistItemPath(ids[1]!)).expect(204);
    await agent.put(wishlistItemPath(ids[0]!)).expect(204); // again: nothing changes
    expect(await idsOf(agent)).toEqual([ids[1], ids[0]]);

    const list = (await agent.get(WISHLIST_API.list).expect(200)).body as Wishlist;
    expect(list.items.map((item) => item.template.id)).toEqual([ids[1], ids[0]]);
    expect(list.items[0]!.template).toMatchObject({ id: ids[1], price: '49.00' });
    expect(Date.parse(list.items[0]!.addedAt)).not.toBeNaN();

    await agent.delete(wishlistItemPath(ids[1]!)).expect(204);
    await agent.delete(wishlistItemPath(ids[1]!)).expect(204); // again: still fine
    expect(await idsOf(agent)).toEqual([ids[0]]);
  });

  it('takes the same add twice at once as one', async () => {
    const { agent } = await signedInUser(t, 'twice');
    const answers = await Promise.all([1, 2, 3, 4].map(() => agent.put(wishlistItemPath(ids[2]!))));
    expect(answers.map((res) => res.status)).toEqual([204, 204, 204, 204]);
    expect(await idsOf(agent)).toEqual([ids[2]]);
  });

  it("is each customer's own: one's list never shows or changes another's", async () => {
    const one = await signedInUser(t, 'one');
    const other = await signedInUser(t, 'other');
    await one.agent.put(wishlistItemPath(ids[0]!)).expect(204);
    expect(await idsOf(other.agent)).toEqual([]);
    await other.agent.delete(wishlistItemPath(ids[0]!)).expect(204);
    expect(await idsOf(one.agent)).toEqual([ids[0]]);
  });

  it('refuses the signed out (401) and admins (403) with their messages', async () => {
    const out = await t.http().put(wishlistItemPath(ids[0]!)).expect(401);
    expect((out.body as { message: string }).message).toBe(WISHLIST_MESSAGES.signedOut);
    await t.http().get(WISHLIST_API.list).expect(401);
    const { agent } = await signedInUser(t, 'boss', true);
    const refused = await agent.get(WISHLIST_API.ids).expect(403);
    expect((refused.body as { message: string }).message).toBe(WISHLIST_MESSAGES.admin);
  });

  it('answers 404 for no such template, and loses nothing', async () => {
    const { agent } = await signedInUser(t, 'typo');
    await agent.put(wishlistItemPath(ids[0]!)).expect(204);
    for (const bad of ['not-an-id', '0190a0e0-0000-7000-8000-000000000000', "x' OR '1'='1"]) {
      const res = await agent.put(wishlistItemPath(bad)).expect(404);
      expect((res.body as { message: string }).message).toBe(WISHLIST_MESSAGES.notFound);
      await agent.delete(wishlistItemPath(bad)).expect(204);
    }
    expect(await idsOf(agent)).toEqual([ids[0]]);
  });

  it('a deleted template leaves the wishlist with it', async () => {
    const { agent } = await signedInUser(t, 'gone');
    const [extra] = (await t.app.get(CatalogWriterService).insertMany([makeDraft()])).ids;
    await agent.put(wishlistItemPath(extra!)).expect(204);
    await t.app.get(CatalogWriterService).deleteMany([extra!]);
    expect(await idsOf(agent)).toEqual([]);
  });

  it(`holds at most ${WISHLIST_LIMITS.maxItems} templates: the next is refused with 409`, async () => {
    const { agent, user } = await signedInUser(t, 'full');
    const filler = (await t.app.get(CatalogWriterService).insertMany(Array.from({ length: WISHLIST_LIMITS.maxItems }, () => makeDraft())))
      .ids;
    const at = sqlDate(dialectOf(t.dataSource), new Date('2026-01-01T00:00:00.000Z'));
    for (let i = 0; i < filler.length; i += 100) {
      const chunk = filler.slice(i, i + 100);
      await t.dataSource.query(
        `INSERT INTO wishlist_items (userId, templateId, addedAt) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}`,
        chunk.flatMap((id) => [user.id, id, at]),
      );
    }
    const res = await agent.put(wishlistItemPath(ids[0]!)).expect(409);
    expect((res.body as { message: string }).message).toBe(WISHLIST_MESSAGES.full);
    await agent.put(wishlistItemPath(filler[0]!)).expect(204); // one already there is still fine
    await agent.delete(wishlistItemPath(filler[0]!)).expect(204);
    await agent.put(wishlistItemPath(ids[0]!)).expect(204); // room again
    expect((await idsOf(agent)).length).toBe(WISHLIST_LIMITS.maxItems);
  });
});
