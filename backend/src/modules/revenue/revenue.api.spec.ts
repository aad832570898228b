import request from 'supertest';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { completeOrderPath } from '@tm/contracts/orders';
import { REVENUE_API, REVENUE_TEXTS, revenueExportPath, type RevenueDashboard } from '@tm/contracts/revenue';
import { API } from '@tm/contracts/routes';
import { SHOP_SETTINGS_API, SHOP_SETTINGS_MESSAGES, type AdminShopSettings } from '@tm/contracts/shop-settings';
import { revenueBackfill } from '../../database/migrations/revenue-backfill';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent, TestClock } from '../../testing/fixtures';
import { placedOrder } from '../../testing/placed-order';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { UserEntity } from '../users/entities/user.entity';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
const FORM = { firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000' };

// Decision 089: the revenue dashboard reads daily aggregates kept by completions and refunds, in the shop's zone.
describe.each(testTargets())('revenue dashboard and exports on $name', (target) => {
  let t: TestApp;
  const clock = new TestClock();
  let admin: Agent;
  const ids = new Map<string, string>();
  const prices: Record<string, number> = { alpha: 4900, beta: 1999 };
  const sold: Array<{ orderId: string; orderNumber: string | null; email: string }> = [];

  /** A new admin, signed in at the clock's time (a session from another year has expired). */
  const signedInAdmin = async (): Promise<Agent> => {
    const signedIn = await signedInAgent(t);
    const me = (await signedIn.agent.get(API.authUser).expect(200)).body as { id: string };
    await t.dataSource.getRepository(UserEntity).update({ id: me.id }, { isAdmin: true });
    return signedIn.agent;
  };

  /** The clock at `iso`, standing still, and an admin signed in then. */
  const at = async (iso: string) => {
    clock.reset();
    clock.freeze();
    clock.advance(Date.parse(iso) - clock.now().getTime());
    admin = await signedInAdmin();
  };

  async function bought(name: string): Promise<{ orderId: string; email: string }> {
    const placed = await placedOrder(t, [{ templateId: ids.get(name)!, priceCents: prices[name]! }], FORM);
    await placed.agent
      .patch(completeOrderPath(placed.order.id))
      .send({ session: new URL(placed.paymentLink, 'http://x').searchParams.get('session') })
      .expect(200);
    return { orderId: placed.order.id, email: placed.email };
  }

  const dashboard = async (query: string) => (await admin.get(`${REVENUE_API.dashboard}?${query}`).expect(200)).body as RevenueDashboard;

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    const stored = await t.app
      .get(CatalogWriterService)
      .insertMany(
        Object.entries(prices).map(([name, priceCents]) =>
          makeDraft({ slug: `rev-${name}`, name: `Revenue ${name}`, priceCents, category: name === 'alpha' ? 'wordpress' : 'html' }),
        ),
      );
    Object.keys(prices).forEach((name, i) => ids.set(name, stored.ids[i]!));
    await at('2030-01-15T12:00:00Z');
    const current = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
    expect(current.settings.timeZone).toBe('UTC');
    await admin
      .put(SHOP_SETTINGS_API.admin)
      .send({ ...current.settings, timeZone: 'America/New_York', revision: current.revision })
      .expect(200);

    // 03:00 UTC on 1 February is still 31 January in New York: the sale counts in January.
    await at('2030-02-01T03:00:00Z');
    const first = await bought('alpha');
    await at('2030-02-01T15:00:00Z');
    const second = await bought('beta');
    await at('2030-02-02T12:00:00Z');
    await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: first.orderId }))
      .send({ reason: 'Not as described' })
      .expect(200);
    for (const sale of [first, second]) {
      const rows: Array<{ orderNumber: string | null }> = await t.dataSource.query('SELECT orderNumber FROM orders WHERE id = ?', [
        sale.orderId,
      ]);
      sold.push({ ...sale, orderNumber: rows[0]!.orderNumber });
    }
  });
  afterAll(async () => {
    clock.reset();
    await t?.close();
  });

  it('saves the time zone with an audit entry and refuses a name that is no time zone', async () => {
    const current = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
    expect(current.settings.timeZone).toBe('America/New_York');
    const res = await admin
      .put(SHOP_SETTINGS_API.admin)
      .send({ ...current.settings, timeZone: 'Mars/Olympus_Mons', revision: current.revision })
      .expect(400);
    expect((res.body as { message: string }).message).toBe(SHOP_SETTINGS_MESSAGES.timeZone);
    const audits: Array<{ detail: string }> = await t.dataSource.query("SELECT detail FROM audit_log WHERE action = 'settings.update'");
    expect(audits.map((a) => a.detail).join('\n')).toContain('Time zone: "UTC" → "America/New_York"');
  });

  it('counts each sale on its day in the shop zone and compares a range with the period before it', async () => {
    await at('2030-02-02T12:00:00Z');
    const body = await dashboard('range=custom&from=2030-02-01&to=2030-02-02');
    expect(body).toMatchObject({
      from: '2030-02-01',
      to: '2030-02-02',
      previousFrom: '2030-01-30',
      previousTo: '2030-01-31',
      timeZone: 'America/New_York',
      grossCents: { current: 1999, previous: 4900 },
      orders: { current: 1, previous: 1 },
      averageOrderCents: { current: 1999, previous: 4900 },
      refunds: { current: 1, previous: 0 },
      refundedCents: { current: 4900, previous: 0 },
      newCustomers: { current: 1, previous: 1 },
      disputes: { current: 0, previous: 0 },
    });
  });

  it('ends a preset range today in the shop zone, with a series per interval and the top templates and categories', async () => {
    await at('2030-02-02T12:00:00Z');
    const week = await dashboard('range=7d&interval=month');
    expect(week).toMatchObject({
      from: '2030-01-27',
      to: '2030-02-02',
      grossCents: { current: 6899, previous: 0 },
      orders: { current: 2 },
    });
    expect(week.series).toEqual([
      { start: '2030-01-01', grossCents: 4900, netCents: 4900, orders: 1, refundedCents: 0 },
      { start: '2030-02-01', grossCents: 1999, netCents: 1999, orders: 1, refundedCents: 4900 },
    ]);
    expect(week.topTemplates.map((row) => [row.name, row.sales, row.revenueCents])).toEqual([
      ['Revenue alpha', 1, 4900],
      ['Revenue beta', 1, 1999],
    ]);
    expect(week.topCategories.map((row) => row.name)).toEqual(['WordPress', 'HTML']);
    const daily = await dashboard('range=7d');
    expect(daily.series).toHaveLength(7);
    const today = await dashboard('range=today');
    expect(today).toMatchObject({ from: '2030-02-02', to: '2030-02-02', orders: { current: 0, previous: 1 } });
  });

  it.each([
    ['an unknown range', 'range=week', REVENUE_TEXTS.range],
    ['an unknown interval', 'interval=hour', REVENUE_TEXTS.interval],
    ['a custom range without its end', 'range=custom&from=2030-01-01', REVENUE_TEXTS.customNeedsDays],
    ['a day that does not exist', 'range=custom&from=2030-02-30&to=2030-03-01', REVENUE_TEXTS.day('from')],
    ['from after to', 'range=custom&from=2030-03-01&to=2030-02-01', REVENUE_TEXTS.fromAfterTo],
    ['days with a preset', 'range=7d&from=2030-01-01', REVENUE_TEXTS.daysOnlyWithCustom],
    ['a range too long', 'range=custom&from=2020-01-01&to=2030-01-01', REVENUE_TEXTS.tooLong],
  ])('refuses %s with 400 naming the parameter', async (_name, query, message) => {
    const res = await admin.get(`${REVENUE_API.dashboard}?${query}`).expect(400);
    expect((res.body as { message: string }).message).toBe(message);
  });

  it('is for admins only, the exports too', async () => {
    for (const path of [REVENUE_API.dashboard, REVENUE_API.ordersCsv, REVENUE_API.refundsCsv, REVENUE_API.customersCsv]) {
      await request(t.app.getHttpServer()).get(path).expect(401);
      const customer = (await signedInAgent(t)).agent;
      await customer.get(path).expect(403);
    }
  });

  it('exports the order lines, the refunds and the customers of a range as CSV', async () => {
    const csv = async (path: string) => {
      const res = await admin
        .get(revenueExportPath(path, { from: '2030-01-31', to: '2030-02-02' }))
        .buffer(true)
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      return res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
    };
    const orders = await csv(REVENUE_API.ordersCsv);
    expect(orders[0]).toMatch(/^Order number,Created at,Completed at/);
    expect(orders).toHaveLength(3);
    expect(orders[1]).toContain(`${sold[0]!.orderNumber},`);
    expect(orders[1]).toContain(',refunded,Ada Lovelace,');
    expect(orders[1]).toContain(',Revenue alpha,1,49.00,0.00,49.00,USD,');
    expect(orders[2]).toContain(',completed,');
    expect(orders[2]).toContain(',Revenue beta,1,19.99,0.00,19.99,USD,');

    const refunds = await csv(REVENUE_API.refundsCsv);
    expect(refunds).toHaveLength(2);
    expect(refunds[1]).toContain(`${sold[0]!.orderNumber},2030-02-02T12:00:00.000Z,Order,,49.00,USD,Not as described,${sold[0]!.email}`);

    const customers = await csv(REVENUE_API.customersCsv);
    expect(customers).toHaveLength(3);
    expect(
      customers
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(sold.map((sale) => sale.email).sort());

    // A range that ends before the sales holds the header only.
    const none = await admin
      .get(revenueExportPath(REVENUE_API.ordersCsv, { to: '2030-01-30' }))
      .buffer(true)
      .expect(200);
    expect(
      none.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
  });

  // Last: it rewrites the aggregates, by UTC day as the migration does.
  it('backfills the same totals from the orders as the completions and refunds kept', async () => {
    const mysql = target.name !== 'sqlite';
    const sums = async () =>
      (
        (await t.dataSource.query(
          'SELECT SUM(orders) AS o, SUM(grossCents) AS g, SUM(refunds) AS r, SUM(refundedCents) AS rc, SUM(newCustomers) AS n FROM revenue_days',
        )) as Array<Record<string, number | string>>
      ).map((row) => Object.values(row).map(Number));
    const templateSums = async () =>
      (
        (await t.dataSource.query('SELECT SUM(sales) AS s, SUM(revenueCents) AS c FROM revenue_template_days')) as Array<
          Record<string, number | string>
        >
      ).map((row) => Object.values(row).map(Number));
    const kept = [await sums(), await templateSums()];
    await t.dataSource.query('DELETE FROM revenue_days');
    await t.dataSource.query('DELETE FROM revenue_template_days');
    for (const sql of revenueBackfill(mysql)) await t.dataSource.query(sql);
    expect([await sums(), await templateSums()]).toEqual(kept);
  });
});
