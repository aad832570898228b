import { randomUUID } from 'node:crypto';
import { ADMIN_API, ADMIN_MESSAGES, adminPath } from '@tm/contracts/admin';
import { CustomerOrderSchema, CustomerSchema, CustomersPageSchema } from '@tm/contracts/admin.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { insertOrder, type OrderedTemplate } from '../downloads/testing/order-fixtures';
import { UserEntity } from '../users/entities/user.entity';

describe.each(testTargets())('admin customers on $name', (target) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>['agent'];
  let adminId: string;
  let templates: OrderedTemplate[];

  beforeAll(async () => {
    t = await createTestApp(target);
    const signedIn = await signedInAgent(t, { username: `boss_${randomUUID().slice(0, 8)}` });
    const users = t.dataSource.getRepository(UserEntity);
    await users.update({ username: signedIn.account.username }, { isAdmin: true });
    adminId = (await users.findOneByOrFail({ username: signedIn.account.username })).id;
    admin = signedIn.agent;
    const drafts = [makeDraft({ priceCents: 4900 }), makeDraft({ priceCents: 2900 }), makeDraft({ priceCents: 12900 })];
    const { ids } = await t.app.get(CatalogWriterService).insertMany(drafts);
    templates = drafts.map((draft, i) => ({ id: ids[i]!, draft }));
  });
  afterAll(async () => {
    await t?.close();
  });

  async function customer(prefix: string) {
    const { account } = await signedInAgent(t, { username: `${prefix}_${randomUUID().slice(0, 6)}` });
    const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: account.username });
    return user;
  }

  it('gives each customer the figures of their completed orders, and lists the orders of every status newest first', async () => {
    const buyer = await customer('buyer');
    // A second apart, oldest first: the order of the lists is the order of these times.
    const placed = Date.now();
    const first = await insertOrder(t.dataSource, {
      userId: buyer.id,
      templates: [templates[0]!, templates[1]!],
      at: new Date(placed - 2_000),
    });
    const second = await insertOrder(t.dataSource, { userId: buyer.id, templates: [templates[2]!], at: new Date(placed - 1_000) });
    const pending = await insertOrder(t.dataSource, {
      userId: buyer.id,
      templates: [templates[0]!],
      status: 'pending',
      at: new Date(placed),
    });
    await insertOrder(t.dataSource, { userId: buyer.id, templates: [templates[1]!], status: 'cancelled' });

    const one = CustomerSchema.parse((await admin.get(adminPath(ADMIN_API.customer, { id: buyer.id })).expect(200)).body);
    expect(one).toMatchObject({ id: buyer.id, username: buyer.username, email: buyer.email, orderCount: 2, totalSpent: '207.00' });
    expect(one.lastOrderDate).toBe(second.order.completedAt!.toISOString());

    const orders = (await admin.get(adminPath(ADMIN_API.customerOrders, { id: buyer.id })).expect(200)).body as unknown[];
    const parsed = orders.map((order) => CustomerOrderSchema.parse(order));
    expect(parsed).toHaveLength(4);
    expect(parsed.map((order) => order.status)).toEqual(expect.arrayContaining(['completed', 'completed', 'pending', 'cancelled']));
    const firstOrder = parsed.find((order) => order.id === first.order.id)!;
    expect(firstOrder).toMatchObject({ status: 'completed', total: '78.00' });
    expect(firstOrder.items.map((item) => [item.templateName, item.quantity, item.price]).sort()).toEqual(
      [
        [templates[0]!.draft.name, 1, '49.00'],
        [templates[1]!.draft.name, 1, '29.00'],
      ].sort(),
    );
    expect(parsed.findIndex((order) => order.id === pending.order.id)).toBeLessThan(
      parsed.findIndex((order) => order.id === first.order.id),
    );

    const quiet = await customer('quiet');
    expect((await admin.get(adminPath(ADMIN_API.customer, { id: quiet.id })).expect(200)).body).toMatchObject({
      orderCount: 0,
      totalSpent: '0.00',
      lastOrderDate: null,
    });
    expect((await admin.get(adminPath(ADMIN_API.customerOrders, { id: quiet.id })).expect(200)).body).toEqual([]);
  });

  it('pages the customers newest first, leaves admins out, and finds them by the start of a username or email', async () => {
    const made: UserEntity[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await customer(`pager${i}`));
    const body = CustomersPageSchema.parse((await admin.get(ADMIN_API.customers).query({ pageSize: '2' }).expect(200)).body);
    const all = CustomersPageSchema.parse((await admin.get(ADMIN_API.customers).query({ pageSize: '100' }).expect(200)).body);
    expect(all.customers.map((c) => c.id)).not.toContain(adminId);
    expect(all.customers.map((c) => c.id)).toEqual(expect.arrayContaining(made.map((m) => m.id)));
    expect(all.pagination.totalCustomers).toBe(all.customers.length);
    // Newest first; users made within one second tie on SQLite's second-precision createdAt (an
    // earlier test's users among them), and the id breaks the tie, so page 1 is the list's head.
    const times = all.customers.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.customers.map((c) => c.id)).toEqual(all.customers.slice(0, 2).map((c) => c.id));
    expect(body.pagination).toMatchObject({ page: 1, pageSize: 2, hasPreviousPage: false, hasNextPage: true });
    const second = CustomersPageSchema.parse((await admin.get(ADMIN_API.customers).query({ pageSize: '2', page: '2' }).expect(200)).body);
    expect(second.customers.map((c) => c.id)).toEqual(all.customers.slice(2, 4).map((c) => c.id));

    const found = CustomersPageSchema.parse(
      (await admin.get(ADMIN_API.customers).query({ search: made[2]!.username.toUpperCase() }).expect(200)).body,
    );
    expect(found.customers.map((c) => c.id)).toEqual([made[2]!.id]);
    const byEmail = CustomersPageSchema.parse(
      (
        await admin
          .get(ADMIN_API.customers)
          .query({ search: made[3]!.email.slice(0, 12) })
          .expect(200)
      ).body,
    );
    expect(byEmail.customers.map((c) => c.id)).toContain(made[3]!.id);
    // LIKE's wildcards are plain characters in a search.
    const wildcard = CustomersPageSchema.parse((await admin.get(ADMIN_API.customers).query({ search: '%' }).expect(200)).body);
    expect(wildcard.pagination.totalCustomers).toBe(0);
  });

  it('answers 404 for an unknown id and for an admin, and 400 for bad paging', async () => {
    for (const id of [randomUUID(), adminId]) {
      expect((await admin.get(adminPath(ADMIN_API.customer, { id })).expect(404)).body).toEqual({
        message: ADMIN_MESSAGES.customerNotFound,
      });
      expect((await admin.get(adminPath(ADMIN_API.customerOrders, { id })).expect(404)).body).toEqual({
        message: ADMIN_MESSAGES.customerNotFound,
      });
    }
    expect((await admin.get(ADMIN_API.customers).query({ pageSize: '101' }).expect(400)).body).toEqual({
      message: 'pageSize must be at most 100',
    });
    expect(
      (
        await admin
          .get(ADMIN_API.customers)
          .query({ search: 'x'.repeat(101) })
          .expect(400)
      ).body,
    ).toEqual({ message: 'search must be at most 100 characters' });
  });
});
