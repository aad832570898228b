import { createConnection, type Connection } from 'mysql2/promise';
import { CART_API } from '@tm/contracts/cart';
import { CartItemSchema } from '@tm/contracts/cart.schemas';
import { ORDER_API, completeOrderPath } from '@tm/contracts/orders';
import type { Order, PaymentLinkResult } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent, waitFor } from '../../testing/fixtures';
import { describeOnTarget } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { MetricsService } from '../../infrastructure/metrics';
import { ORDER_CONSENT } from '../../testing/order-consent';

/**
 * Decision 024: one cart add in 30,000 answered 500 under the checkout load. The add's INSERT ... SELECT
 * share-locks the template row, then its foreign key check share-locks the user row; a completion
 * holding the user row and then updating the template's sales count closes the cycle, and InnoDB rolls
 * back the lighter transaction, the add. Built here step by step with a second connection.
 */
describeOnTarget(
  (target) => target.database === 'mysql',
  'mysql (skipped: TEST_DATABASE_URL is not set; SQLite runs one writer at a time and has no deadlocks)',
)('adding to the cart on $name', (target) => {
  let t: TestApp;
  let other: Connection;

  beforeAll(async () => {
    t = await createTestApp(target);
    if (t.config.database.type !== 'mysql') throw new Error('not on MySQL');
    other = await createConnection({ uri: t.config.database.url });
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  /** Cart adds of this test's database still running (other suites may share the server). */
  async function addsRunning(): Promise<number> {
    const [rows] = await other.query(
      "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND INFO LIKE 'INSERT INTO cart_items%'",
    );
    return Number((rows as Array<{ n: number }>)[0]!.n);
  }

  /** Cart adds of this test's database that InnoDB has registered as waiting for a row lock. */
  async function addsWaitingForLock(): Promise<number> {
    const [rows] = await other.query(
      `SELECT COUNT(*) AS n FROM information_schema.INNODB_TRX trx JOIN information_schema.PROCESSLIST p ON p.ID = trx.trx_mysql_thread_id
        WHERE p.DB = DATABASE() AND trx.trx_state = 'LOCK WAIT' AND p.INFO LIKE 'INSERT INTO cart_items%'`,
    );
    return Number((rows as Array<{ n: number }>)[0]!.n);
  }

  it('runs again when InnoDB picks it as a deadlock victim, and adds the line once', async () => {
    const drafts = Array.from({ length: 13 }, (_, i) => makeDraft({ slug: `deadlock-${i}`, name: `Deadlock ${i}` }));
    const { ids } = await t.app.get(CatalogWriterService).insertMany(drafts);
    const [wanted, ...others] = ids;
    const { agent } = await signedInAgent(t);
    const userId = ((await agent.get(API.authUser).expect(200)).body as { id: string }).id;

    await other.query('BEGIN');
    try {
      // Heavier than the add (InnoDB rolls back the transaction that changed fewer rows); one row at a
      // time so the template the add wants is not locked yet.
      for (const id of others) await other.query('UPDATE templates SET salesCount = salesCount + 1 WHERE id = ?', [id]);
      await other.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
      const add = agent
        .post(CART_API.cart)
        .send({ templateId: wanted })
        .then((res) => res);
      await waitFor(async () => (await addsRunning()) > 0);
      // It is stuck on the user row now (it would have finished in a millisecond otherwise); it must be
      // registered as waiting before the cycle is closed.
      await waitFor(async () => (await addsWaitingForLock()) > 0, { what: 'the add to wait for the user row lock' });
      // The add holds the template row shared and waits for the user row: this closes the cycle.
      await other.query('UPDATE templates SET salesCount = salesCount + 1 WHERE id = ?', [wanted]);
      await other.query('COMMIT');
      const res = await add;
      expect(res.status).toBe(200);
      expect(CartItemSchema.parse(res.body)).toMatchObject({ templateId: wanted, quantity: 1 });
      // Counted where an operator sees it (decision 066).
      expect(
        (await t.app.get(MetricsService).deadlocks.get()).values.find((v) => v.labels.outcome === 'retried')?.value,
      ).toBeGreaterThanOrEqual(1);
    } catch (error) {
      await other.query('ROLLBACK');
      throw error;
    }
    const cart = CartItemSchema.array().parse((await agent.get(CART_API.cart).expect(200)).body);
    expect(cart.map((line) => [line.templateId, line.quantity])).toEqual([[wanted, 1]]);
  });

  it('answers what an add did while a checkout removes its line at the same moment: never 404 for a template that exists', async () => {
    const { ids } = await t.app.get(CatalogWriterService).insertMany([makeDraft({ slug: 'raced-add', name: 'Raced add' })]);
    const templateId = ids[0]!;
    const { agent } = await signedInAgent(t);
    const userId = ((await agent.get(API.authUser).expect(200)).body as { id: string }).id;
    // A completion deletes the bought templates' lines (orders.repository); here a second connection
    // does it as fast as it can while the buyer adds.
    let racing = true;
    const remover = (async () => {
      while (racing) await other.query('DELETE FROM cart_items WHERE userId = ? AND templateId = ?', [userId, templateId]);
    })();
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 150; i += 1) {
        const res = await agent.post(CART_API.cart).send({ templateId });
        statuses.push(res.status);
        if (res.status === 200) expect(CartItemSchema.parse(res.body).templateId).toBe(templateId);
      }
    } finally {
      racing = false;
      await remover;
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('meets no deadlock when orders of popular templates complete while other buyers add them (decision 066)', async () => {
    const { ids } = await t.app
      .get(CatalogWriterService)
      .insertMany(Array.from({ length: 4 }, (_, i) => makeDraft({ slug: `popular-${i}`, name: `Popular ${i}`, priceCents: 1000 })));
    const deadlocks = async () => (await t.app.get(MetricsService).deadlocks.get()).values.reduce((sum, v) => sum + v.value, 0);
    const before = await deadlocks();
    const buyers = [];
    for (let i = 0; i < 8; i += 1) {
      const { agent, account } = await signedInAgent(t);
      const userId = ((await agent.get(API.authUser).expect(200)).body as { id: string }).id;
      for (const templateId of ids) await agent.post(CART_API.cart).send({ templateId }).expect(200);
      const order = (
        await agent
          .post(ORDER_API.orders)
          .send({
            customerEmail: account.email,
            customerName: 'Pop Buyer',
            totalAmount: 40,
            items: ids.map((templateId) => ({ templateId, quantity: 1 })),
            userId,
            consent: ORDER_CONSENT,
          })
          .expect(201)
      ).body as Order;
      const link = (
        await agent
          .post(ORDER_API.paymentLink)
          .send({ firstName: 'Pop', lastName: 'Buyer', email: account.email, mobileNo: '+1 202 555 0100', orderId: order.id })
          .expect(200)
      ).body as PaymentLinkResult;
      buyers.push({ agent, orderId: order.id, session: new URL(link.paymentLink, 'http://x').searchParams.get('session')! });
    }
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => signedInAgent(t).then(({ agent }) => agent)));
    let paying = true;
    // Other shoppers add and remove the same templates as fast as they can while the orders complete.
    const adds = shoppers.map(async (agent) => {
      const statuses: number[] = [];
      while (paying) {
        for (const templateId of ids) statuses.push((await agent.post(CART_API.cart).send({ templateId })).status);
        for (const templateId of ids) await agent.delete(CART_API.item.replace(':id', templateId)).expect(204);
      }
      return statuses;
    });
    const completions = await Promise.all(
      buyers.map(({ agent, orderId, session }) => agent.patch(completeOrderPath(orderId)).send({ session })),
    );
    paying = false;
    const statuses = (await Promise.all(adds)).flat();
    expect(completions.map((res) => res.status)).toEqual(buyers.map(() => 200));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await deadlocks()).toBe(before);
  });
});
