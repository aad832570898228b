import { randomUUID } from 'node:crypto';
import { CART_API, CART_LIMITS, CART_MESSAGES, cartItemPath } from '@tm/contracts/cart';
import type { CartItem } from '@tm/contracts/cart.schemas';
import { CartItemSchema, CartMergeResultSchema } from '@tm/contracts/cart.schemas';
import { API } from '@tm/contracts/routes';
import { OTHER_USER_MESSAGE } from '../../common/access/own-user';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../common/http/idempotency-key';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { insertOrder } from '../downloads/testing/order-fixtures';
import { UserEntity } from '../users/entities/user.entity';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

describe.each(testTargets())('cart API on $name', (target) => {
  let t: TestApp;
  /** Template ids by slug. */
  const templates = new Map<string, string>();
  const id = (slug: string) => templates.get(slug)!;
  const drafts = ['alpha', 'beta', 'gamma', 'delta', 'doomed'].map((name) =>
    makeDraft({ slug: `cart-${name}`, name: `Cart ${name}`, priceCents: 2900 }),
  );
  /** The customer owns the template: a completed order of it granted the download. */
  const buy = async (userId: string, slug: string) =>
    insertOrder(t.dataSource, { userId, templates: [{ id: id(slug), draft: drafts.find((draft) => draft.slug === `cart-${slug}`)! }] });

  beforeAll(async () => {
    t = await createTestApp(target);
    const { ids } = await t.app.get(CatalogWriterService).insertMany(drafts);
    drafts.forEach((draft, i) => templates.set(draft.slug.replace('cart-', ''), ids[i]!));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A new signed-in customer with their id. */
  async function customer(): Promise<{ agent: Agent; userId: string }> {
    const { agent } = await signedInAgent(t);
    const me = await agent.get(API.authUser).expect(200);
    return { agent, userId: (me.body as { id: string }).id };
  }
  const cartOf = async (agent: Agent): Promise<CartItem[]> =>
    CartItemSchema.array().parse((await agent.get(CART_API.cart).expect(200)).body);
  const add = (agent: Agent, templateId: string, quantity?: number) =>
    agent.post(CART_API.cart).send({ templateId, ...(quantity === undefined ? {} : { quantity }) });
  const quantities = async (agent: Agent) => Object.fromEntries((await cartOf(agent)).map((line) => [line.template!.slug, line.quantity]));

  describe('who may use it', () => {
    it.each([
      ['GET', () => t.http().get(CART_API.cart)],
      [
        'POST',
        () =>
          t
            .http()
            .post(CART_API.cart)
            .send({ templateId: id('alpha') }),
      ],
      [
        'PATCH',
        () =>
          t
            .http()
            .patch(cartItemPath(id('alpha')))
            .send({ quantity: 2 }),
      ],
      ['DELETE', () => t.http().delete(cartItemPath(id('alpha')))],
      ['merge', () => t.http().post(CART_API.merge).send({ mergeId: randomUUID(), items: [] })],
    ])('refuses %s when signed out: 401 "Please log in to add items to cart"', async (_name, call) => {
      expect((await call().expect(401)).body).toEqual({ message: CART_MESSAGES.loginRequired });
    });

    it('gives admins no cart (403)', async () => {
      const { agent, userId } = await customer();
      await t.dataSource.getRepository(UserEntity).update({ id: userId }, { isAdmin: true });
      expect((await agent.get(CART_API.cart).expect(403)).body).toEqual({ message: CART_MESSAGES.adminHasNoCart });
      expect((await add(agent, id('alpha')).expect(403)).body).toEqual({ message: CART_MESSAGES.adminHasNoCart });
    });

    it("refuses a userId that is not the session's (403), and accepts one's own", async () => {
      const me = await customer();
      const other = await customer();
      expect((await me.agent.get(CART_API.cart).query({ userId: other.userId }).expect(403)).body).toEqual({ message: OTHER_USER_MESSAGE });
      expect(
        (
          await me.agent
            .post(CART_API.cart)
            .send({ templateId: id('alpha'), userId: other.userId })
            .expect(403)
        ).body,
      ).toEqual({
        message: OTHER_USER_MESSAGE,
      });
      expect(await cartOf(other.agent)).toEqual([]);
      await me.agent
        .post(CART_API.cart)
        .send({ templateId: id('alpha'), userId: me.userId })
        .expect(200);
      const mine = (await me.agent.get(CART_API.cart).query({ userId: me.userId }).expect(200)).body as CartItem[];
      expect(mine.map((line) => line.userId)).toEqual([me.userId]);
    });
  });

  describe('POST /api/cart', () => {
    it('adds a line with the template embedded, and raises its quantity when added again', async () => {
      const { agent, userId } = await customer();
      expect(await cartOf(agent)).toEqual([]);
      const first = CartItemSchema.strict().parse((await add(agent, id('alpha')).expect(200)).body);
      expect(first).toMatchObject({ templateId: id('alpha'), userId, quantity: 1, template: { slug: 'cart-alpha', price: '29.00' } });
      const second = (await add(agent, id('alpha'), 3).expect(200)).body as CartItem;
      expect(second).toMatchObject({ id: first.id, quantity: 4 });
      await add(agent, id('beta')).expect(200);
      const cart = await cartOf(agent);
      expect(cart.map((line) => [line.template?.slug, line.quantity])).toEqual([
        ['cart-alpha', 4],
        ['cart-beta', 1],
      ]);
      expect(Date.parse(cart[0]!.addedAt)).not.toBeNaN();
    });

    it('never goes above 10', async () => {
      const { agent } = await customer();
      await add(agent, id('alpha'), 8).expect(200);
      expect((await add(agent, id('alpha'), 5).expect(200)).body).toMatchObject({ quantity: CART_LIMITS.maxQuantity });
    });

    it("answers 404 'Template not found' for an unknown or deleted template, adding nothing", async () => {
      const { agent } = await customer();
      expect((await add(agent, randomUUID()).expect(404)).body).toEqual({ message: CART_MESSAGES.templateNotFound });
      expect((await add(agent, 'cart-alpha').expect(404)).body).toEqual({ message: CART_MESSAGES.templateNotFound }); // a slug is not an id
      expect(await cartOf(agent)).toEqual([]);
    });

    it.each([
      [{ quantity: 0 }, CART_MESSAGES.quantity],
      [{ quantity: 11 }, CART_MESSAGES.quantity],
      [{ quantity: 1.5 }, CART_MESSAGES.quantity],
      [{ quantity: '2' }, CART_MESSAGES.quantity],
      [{ quantity: null }, CART_MESSAGES.quantity],
      [{ templateId: undefined }, 'templateId is required'],
      [{ templateId: 42 }, 'templateId is required'],
      [{ templateId: '   ' }, 'templateId is required'],
    ])('refuses %j with 400, adding nothing', async (override, message) => {
      const { agent } = await customer();
      const body = { templateId: id('alpha'), ...override };
      expect((await agent.post(CART_API.cart).send(body).expect(400)).body).toEqual({ message });
      expect(await cartOf(agent)).toEqual([]);
    });

    it("refuses a template the customer owns (409 with where to get it), adding nothing; others' carts still take it", async () => {
      const { agent, userId } = await customer();
      await buy(userId, 'beta');
      expect((await add(agent, id('beta')).expect(409)).body).toEqual({ message: CART_MESSAGES.owned });
      expect(
        (
          await agent
            .post(CART_API.cart)
            .set('Idempotency-Key', 'owned-beta')
            .send({ templateId: id('beta') })
            .expect(409)
        ).body,
      ).toEqual({ message: CART_MESSAGES.owned });
      expect(await cartOf(agent)).toEqual([]);
      await add(agent, id('alpha')).expect(200);
      const other = await customer();
      await add(other.agent, id('beta')).expect(200);
    });

    it('ends twenty parallel adds of one template in one line with the right quantity', async () => {
      const { agent } = await customer();
      const few = await Promise.all(Array.from({ length: 4 }, () => add(agent, id('beta'))));
      expect(few.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      expect(await quantities(agent)).toEqual({ 'cart-beta': 4 });
      const many = await Promise.all(Array.from({ length: 20 }, () => add(agent, id('gamma'))));
      expect(many.every((res) => res.status === 200)).toBe(true);
      expect(await quantities(agent)).toEqual({ 'cart-beta': 4, 'cart-gamma': CART_LIMITS.maxQuantity });
    });

    it('adds once per Idempotency-Key: a retry after a lost answer adds nothing, even sent in parallel; a new key adds again', async () => {
      const { agent } = await customer();
      const keyed = (key: string) =>
        agent
          .post(CART_API.cart)
          .set('Idempotency-Key', key)
          .send({ templateId: id('delta') });
      const first = await keyed('add-delta-1').expect(200);
      expect(CartItemSchema.parse(first.body).quantity).toBe(1);
      const again = await keyed('add-delta-1').expect(200);
      expect(CartItemSchema.parse(again.body).quantity).toBe(1);
      const parallel = await Promise.all(Array.from({ length: 5 }, () => keyed('add-delta-2')));
      expect(parallel.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await quantities(agent)).toEqual({ 'cart-delta': 2 });
      // Another customer's same key is theirs.
      const other = await customer();
      await other.agent
        .post(CART_API.cart)
        .set('Idempotency-Key', 'add-delta-1')
        .send({ templateId: id('delta') })
        .expect(200);
      expect(await quantities(other.agent)).toEqual({ 'cart-delta': 1 });
      // The same add again once its line has left the cart says so, and adds nothing back.
      await agent.delete(cartItemPath(id('delta'))).expect(204);
      expect((await keyed('add-delta-2').expect(409)).body).toEqual({ message: CART_MESSAGES.addedBefore });
      expect(await quantities(agent)).toEqual({});
      expect(
        (
          await agent
            .post(CART_API.cart)
            .set('Idempotency-Key', 'bad key with spaces')
            .send({ templateId: id('delta') })
            .expect(400)
        ).body,
      ).toEqual({
        message: IDEMPOTENCY_KEY_MESSAGE,
      });
    });

    it(`holds at most ${CART_LIMITS.maxLines} different templates (409), while existing lines still grow`, async () => {
      const { ids } = await t.app.get(CatalogWriterService).insertMany(Array.from({ length: CART_LIMITS.maxLines }, () => makeDraft()));
      const { agent } = await customer();
      for (const templateId of ids) await add(agent, templateId).expect(200);
      expect((await add(agent, id('alpha')).expect(409)).body).toEqual({ message: CART_MESSAGES.cartFull });
      await add(agent, ids[0]!).expect(200);
      expect((await cartOf(agent)).length).toBe(CART_LIMITS.maxLines);
    });
  });

  describe('PATCH and DELETE /api/cart/:id', () => {
    it('sets the quantity by cart item id or by template id', async () => {
      const { agent } = await customer();
      const line = (await add(agent, id('alpha')).expect(200)).body as CartItem;
      expect((await agent.patch(cartItemPath(line.id)).send({ quantity: 10 }).expect(200)).body).toMatchObject({
        id: line.id,
        quantity: 10,
      });
      expect(
        (
          await agent
            .patch(cartItemPath(id('alpha')))
            .send({ quantity: 3 })
            .expect(200)
        ).body,
      ).toMatchObject({ id: line.id, quantity: 3 });
      expect(await quantities(agent)).toEqual({ 'cart-alpha': 3 });
    });

    it.each([0, -3])('removes the line for quantity %i (204)', async (quantity) => {
      const { agent } = await customer();
      const line = (await add(agent, id('alpha')).expect(200)).body as CartItem;
      await add(agent, id('beta')).expect(200);
      await agent.patch(cartItemPath(line.id)).send({ quantity }).expect(204);
      expect(await quantities(agent)).toEqual({ 'cart-beta': 1 });
    });

    it.each([[{ quantity: 11 }], [{ quantity: 2.5 }], [{ quantity: '3' }], [{}]])('refuses %j with 400, changing nothing', async (body) => {
      const { agent } = await customer();
      const line = (await add(agent, id('alpha'), 2).expect(200)).body as CartItem;
      expect((await agent.patch(cartItemPath(line.id)).send(body).expect(400)).body).toEqual({ message: CART_MESSAGES.patchQuantity });
      expect(await quantities(agent)).toEqual({ 'cart-alpha': 2 });
    });

    it('removes a line by cart item id or by template id (204), then answers 404', async () => {
      const { agent } = await customer();
      const alpha = (await add(agent, id('alpha')).expect(200)).body as CartItem;
      await add(agent, id('beta')).expect(200);
      await agent.delete(cartItemPath(alpha.id)).expect(204);
      await agent.delete(cartItemPath(id('beta'))).expect(204);
      expect(await cartOf(agent)).toEqual([]);
      expect((await agent.delete(cartItemPath(alpha.id)).expect(404)).body).toEqual({ message: CART_MESSAGES.itemNotFound });
      expect(
        (
          await agent
            .patch(cartItemPath(id('beta')))
            .send({ quantity: 2 })
            .expect(404)
        ).body,
      ).toEqual({ message: CART_MESSAGES.itemNotFound });
    });

    it("never touches another user's line, by its item id or its template id (404)", async () => {
      const owner = await customer();
      const intruder = await customer();
      const line = (await add(owner.agent, id('delta'), 2).expect(200)).body as CartItem;
      for (const target of [line.id, id('delta')]) {
        expect((await intruder.agent.patch(cartItemPath(target)).send({ quantity: 9 }).expect(404)).body).toEqual({
          message: CART_MESSAGES.itemNotFound,
        });
        expect((await intruder.agent.delete(cartItemPath(target)).expect(404)).body).toEqual({ message: CART_MESSAGES.itemNotFound });
        await intruder.agent.patch(cartItemPath(target)).send({ quantity: 0 }).expect(404);
      }
      expect(await quantities(owner.agent)).toEqual({ 'cart-delta': 2 });
      expect(await cartOf(intruder.agent)).toEqual([]);
    });
  });

  describe('POST /api/cart/merge', () => {
    const merge = (agent: Agent, mergeId: string, items: Array<{ templateId: string; quantity: number }>) =>
      agent.post(CART_API.merge).send({ mergeId, items });

    it('adds the guest lines to the cart, capped at 10, skipping templates that no longer exist', async () => {
      const { agent } = await customer();
      await add(agent, id('alpha'), 7).expect(200);
      const res = await merge(agent, randomUUID(), [
        { templateId: id('alpha'), quantity: 5 },
        { templateId: id('beta'), quantity: 2 },
        { templateId: randomUUID(), quantity: 1 },
      ]).expect(200);
      const result = CartMergeResultSchema.strict().parse(res.body);
      expect(result.items.map((line) => [line.template?.slug, line.quantity])).toEqual([
        ['cart-alpha', 10],
        ['cart-beta', 2],
      ]);
      expect(result).toMatchObject({ count: 12, merged: 5 }); // 3 of alpha fit under the cap, plus 2 of beta
    });

    it('leaves out the templates the customer owns and names them, merging the rest', async () => {
      const { agent, userId } = await customer();
      await buy(userId, 'gamma');
      const res = await merge(agent, randomUUID(), [
        { templateId: id('gamma'), quantity: 1 },
        { templateId: id('delta'), quantity: 2 },
      ]).expect(200);
      expect(CartMergeResultSchema.strict().parse(res.body)).toMatchObject({ count: 2, merged: 2, owned: [id('gamma')] });
      expect(await quantities(agent)).toEqual({ 'cart-delta': 2 });
      // A guest cart holding only owned templates merges nothing, and still succeeds.
      expect((await merge(agent, randomUUID(), [{ templateId: id('gamma'), quantity: 3 }]).expect(200)).body).toMatchObject({
        count: 2,
        merged: 0,
        owned: [id('gamma')],
      });
      expect(await quantities(agent)).toEqual({ 'cart-delta': 2 });
    });

    it('applies one mergeId once: a retry adds nothing, a new merge adds again', async () => {
      const { agent } = await customer();
      const mergeId = randomUUID();
      const items = [{ templateId: id('gamma'), quantity: 2 }];
      expect((await merge(agent, mergeId, items).expect(200)).body).toMatchObject({ count: 2, merged: 2 });
      expect((await merge(agent, mergeId, items).expect(200)).body).toMatchObject({ count: 2, merged: 0 });
      expect((await merge(agent, mergeId.toUpperCase(), items).expect(200)).body).toMatchObject({ count: 2, merged: 0 });
      expect((await merge(agent, randomUUID(), items).expect(200)).body).toMatchObject({ count: 4, merged: 2 });
    });

    it('applies ten parallel sends of one merge once', async () => {
      const { agent } = await customer();
      const mergeId = randomUUID();
      const items = [
        { templateId: id('alpha'), quantity: 1 },
        { templateId: id('beta'), quantity: 3 },
      ];
      const results = await Promise.all(Array.from({ length: 10 }, () => merge(agent, mergeId, items)));
      expect(results.map((res) => res.status)).toEqual(Array(10).fill(200));
      expect(results.reduce((n, res) => n + (res.body as { merged: number }).merged, 0)).toBe(4);
      expect(await quantities(agent)).toEqual({ 'cart-alpha': 1, 'cart-beta': 3 });
    });

    it("keeps one user's merge out of another's cart, even with the same mergeId", async () => {
      const a = await customer();
      const b = await customer();
      const mergeId = randomUUID();
      await merge(a.agent, mergeId, [{ templateId: id('alpha'), quantity: 1 }]).expect(200);
      expect((await merge(b.agent, mergeId, [{ templateId: id('beta'), quantity: 1 }]).expect(200)).body).toMatchObject({ merged: 1 });
      expect(await quantities(a.agent)).toEqual({ 'cart-alpha': 1 });
      expect(await quantities(b.agent)).toEqual({ 'cart-beta': 1 });
    });

    it.each([
      [{ mergeId: 'not-a-uuid', items: [] }, 'mergeId must be a UUID'],
      [{ items: [] }, 'mergeId must be a UUID'],
      [{ mergeId: randomUUID(), items: [{ templateId: 'x', quantity: 11 }] }, CART_MESSAGES.quantity],
      [{ mergeId: randomUUID(), items: [{ templateId: 'x', quantity: 0 }] }, CART_MESSAGES.quantity],
      [
        { mergeId: randomUUID(), items: Array.from({ length: CART_LIMITS.maxMergeLines + 1 }, () => ({ templateId: 'x', quantity: 1 })) },
        CART_MESSAGES.tooManyMergeLines,
      ],
    ])('refuses %j with 400, merging nothing', async (body, message) => {
      const { agent } = await customer();
      expect((await agent.post(CART_API.merge).send(body).expect(400)).body).toEqual({ message });
      expect(await cartOf(agent)).toEqual([]);
    });
  });

  it("drops a line when its template is deleted, and never shows another user's lines", async () => {
    const a = await customer();
    const b = await customer();
    await add(a.agent, id('doomed')).expect(200);
    await add(a.agent, id('alpha')).expect(200);
    await add(b.agent, id('doomed'), 2).expect(200);
    await t.app.get(CatalogWriterService).deleteMany([id('doomed')]);
    expect(await quantities(a.agent)).toEqual({ 'cart-alpha': 1 });
    expect(await quantities(b.agent)).toEqual({});
  });

  it('still refuses a body that is not JSON (415) before reading it', async () => {
    const { agent } = await customer();
    await agent.post(CART_API.cart).set('Content-Type', 'text/plain').send('templateId=x').expect(415);
    expect(await cartOf(agent)).toEqual([]);
  });
});
