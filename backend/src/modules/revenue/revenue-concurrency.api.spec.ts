import { CART_API } from '@tm/contracts/cart';
import { completeOrderPath, ORDER_API } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { onDeadlock } from '../../database/atomic-steps';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { ORDER_CONSENT } from '../../testing/order-consent';
import { CHECKOUT_FORM, placedOrder } from '../../testing/placed-order';
import { describeOnTarget, type TestTarget } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';

type Placed = Awaited<ReturnType<typeof placedOrder>>;

/** Another order of the same signed-in buyer, placed as the checkout does, with its payment link. */
async function placedFor(buyer: Placed, templateId: string, priceCents: number): Promise<Placed> {
  await buyer.agent.post(CART_API.cart).send({ templateId, quantity: 1 }).expect(200);
  const order = (
    await buyer.agent
      .post(ORDER_API.orders)
      .send({
        customerEmail: buyer.email,
        customerName: 'Ada Lovelace',
        totalAmount: priceCents / 100,
        items: [{ templateId, quantity: 1 }],
        userId: buyer.userId,
        consent: ORDER_CONSENT,
      })
      .expect(201)
  ).body as Order;
  const link = await buyer.agent
    .post(ORDER_API.paymentLink)
    .send({ ...CHECKOUT_FORM, email: buyer.email, orderId: order.id })
    .expect(200);
  return { ...buyer, order, paymentLink: (link.body as { paymentLink: string }).paymentLink };
}

const complete = (placed: Placed) =>
  placed.agent
    .patch(completeOrderPath(placed.order.id))
    .send({ session: new URL(placed.paymentLink, 'http://x').searchParams.get('session') })
    .expect(200);

async function dayTotals(t: TestApp): Promise<{ orders: number; newCustomers: number }> {
  const [row] = (await t.dataSource.query('SELECT SUM(orders) AS orders, SUM(newCustomers) AS newCustomers FROM revenue_days')) as Array<{
    orders: string | number | null;
    newCustomers: string | number | null;
  }>;
  return { orders: Number(row?.orders ?? 0), newCustomers: Number(row?.newCustomers ?? 0) };
}

/**
 * Decision 089: concurrent completions on MariaDB count new customers right and never deadlock over it.
 * The check used to read the buyer's other orders inside the completion (a locking read next to other
 * buyers' index entries); it is now one row per buyer in revenue_new_customers.
 */
describeOnTarget((t) => t.database === 'mysql', 'concurrent completions: skipped (TEST_DATABASE_URL is not set)')(
  'revenue figures under concurrent completions on $name',
  (target: TestTarget) => {
    let t: TestApp;
    let templateIds: string[];
    const deadlocks: string[] = [];
    let stopListening: () => void;

    beforeAll(async () => {
      t = await createTestApp(target);
      const stored = await t.app
        .get(CatalogWriterService)
        .insertMany(Array.from({ length: 3 }, (_, i) => makeDraft({ slug: `rush-${i}`, name: `Rush ${i}`, priceCents: 1000 + i })));
      templateIds = stored.ids;
      stopListening = onDeadlock((outcome) => deadlocks.push(outcome));
    });
    afterAll(async () => {
      stopListening?.();
      await t?.close();
    });

    it("counts each buyer once across concurrent completions of different buyers' orders, without a deadlock", async () => {
      const line = (i: number) => [{ templateId: templateIds[i % templateIds.length]!, priceCents: 1000 + (i % templateIds.length) }];
      // A returning buyer: a first order completed before the crowd, a second completing with it.
      const returning = await placedOrder(t, line(0));
      await complete(returning);
      const returningAgain = await placedFor(returning, templateIds[1]!, 1001);
      // A new buyer with two orders of different templates completing at the same moment: one new customer.
      const twin = await placedOrder(t, line(0));
      const twinAgain = await placedFor(twin, templateIds[2]!, 1002);
      // Twelve more new buyers.
      const crowd: Placed[] = [];
      for (let i = 0; i < 12; i += 1) crowd.push(await placedOrder(t, line(i)));
      const before = await dayTotals(t);

      deadlocks.length = 0;
      await Promise.all([...crowd, twin, twinAgain, returningAgain].map((placed) => complete(placed)));
      const after = await dayTotals(t);
      expect(after.orders - before.orders).toBe(15);
      expect(after.newCustomers - before.newCustomers).toBe(13);
      expect(deadlocks).toEqual([]);
    });
  },
);
