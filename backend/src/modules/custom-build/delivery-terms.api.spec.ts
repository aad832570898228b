import { CUSTOM_BUILD_API } from '@tm/contracts/custom-build';
import type { DeliveryTerms } from '@tm/contracts/custom-build-delivery.schemas';
import {
  AddToCartResultSchema,
  CustomBuildCartSchema,
  CustomBuildSummarySchema,
  SaveSummaryResultSchema,
  SavedSummariesSchema,
  type CustomBuildSummary,
} from '@tm/contracts/custom-build.schemas';
import { ORDER_API, completeOrderPath, userOrdersPath } from '@tm/contracts/orders';
import { OrderSchema, type Order } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { SHOP_SETTINGS_API, type AdminShopSettings, type ShopSettingsFields } from '@tm/contracts/shop-settings';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClock, signedInAgent, uniqueIp } from '../../testing/fixtures';
import { ORDER_CONSENT } from '../../testing/order-consent';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { OrderConfirmationService } from '../orders/order-confirmation.service';
import { BAKERY } from './testing/requirements';

const FORM = { firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000' };

// Decision 095: every summary answer says what is delivered and when, from the owner's settings; a payment keeps its promise.
describe.each(testTargets())('custom build delivery terms on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    admin = (await signedInUser(t, 'owner', true)).agent;
  });
  afterAll(async () => {
    clock.reset();
    await t?.close();
  });

  /** The clock stands still at `iso`. */
  function setClock(iso: string) {
    clock.reset();
    clock.freeze();
    clock.advance(Date.parse(iso) - clock.now().getTime());
  }
  async function settings(change: Partial<ShopSettingsFields>): Promise<void> {
    const current = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
    await admin
      .put(SHOP_SETTINGS_API.admin)
      .send({ ...current.settings, ...change, revision: current.revision })
      .expect(200);
  }
  async function shopper() {
    const { agent, account } = await signedInAgent(t);
    const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
    return { agent, email: account.email, userId: me.id };
  }
  const generate = async (agent: Agent): Promise<CustomBuildSummary> =>
    CustomBuildSummarySchema.parse(
      (await agent.post(CUSTOM_BUILD_API.generateSummary).set('X-Forwarded-For', uniqueIp()).send({ requirements: BAKERY }).expect(200))
        .body,
    );
  const cartTerms = async (agent: Agent) =>
    CustomBuildCartSchema.parse((await agent.get(CUSTOM_BUILD_API.cart).expect(200)).body).summary?.delivery;

  const terms = (over: Partial<DeliveryTerms>): DeliveryTerms => ({
    firstVersionHours: 2,
    leadDays: 5,
    finishedSiteDue: '2026-12-14',
    finishedSiteDueText: 'Monday 14 December 2026',
    revisionRounds: 2,
    acceptanceDays: 14,
    siteKind: 'static',
    timeZone: 'UTC',
    ...over,
  });

  it('answers every summary call with the terms of a payment made now, and follows the settings: 3 days and 0 rounds', async () => {
    await settings({ timeZone: 'UTC', customBuildLeadDays: 5, customBuildRevisionRounds: 2 });
    // Monday 7 December 2026, 10:00 UTC: five working days on is Monday 14.
    setClock('2026-12-07T10:00:00Z');
    const buyer = await shopper();
    const expected = terms({});

    const generated = await generate(buyer.agent);
    expect(generated.delivery).toEqual(expected);
    const saved = SaveSummaryResultSchema.parse(
      (
        await buyer.agent
          .post(CUSTOM_BUILD_API.summaries)
          .send({ summary: { id: generated.id } })
          .expect(200)
      ).body,
    );
    expect(saved.summary.delivery).toEqual(expected);
    const listed = SavedSummariesSchema.parse((await buyer.agent.get(CUSTOM_BUILD_API.summaries).expect(200)).body);
    expect(listed.summaries.map((entry) => entry.summary.delivery)).toEqual([expected]);
    const added = AddToCartResultSchema.parse(
      (
        await buyer.agent
          .post(CUSTOM_BUILD_API.addToCart)
          .send({ summary: { id: generated.id }, sessionId: null })
          .expect(200)
      ).body,
    );
    expect(added.summary.delivery).toEqual(expected);
    expect(await cartTerms(buyer.agent)).toEqual(expected);

    // The owner shortens the lead time and includes no rounds: the same summary now answers with the new terms.
    await settings({ customBuildLeadDays: 3, customBuildRevisionRounds: 0 });
    expect(await cartTerms(buyer.agent)).toEqual(
      terms({ leadDays: 3, finishedSiteDue: '2026-12-10', finishedSiteDueText: 'Thursday 10 December 2026', revisionRounds: 0 }),
    );
  });

  it("keeps the promise made at a payment at 23:30 on a Friday in the shop's zone when the settings change afterwards", async () => {
    await settings({ timeZone: 'America/Los_Angeles', customBuildLeadDays: 5, customBuildRevisionRounds: 2 });
    // Friday 11 December 2026, 23:30 in Los Angeles, already Saturday 07:30 in UTC. The Friday never
    // counts: five working days from Monday 14 is Friday 18.
    setClock('2026-12-12T07:30:00Z');
    const buyer = await shopper();
    const summary = await generate(buyer.agent);
    await buyer.agent
      .post(CUSTOM_BUILD_API.addToCart)
      .send({ summary: { id: summary.id }, sessionId: null })
      .expect(200);
    const quoted = await cartTerms(buyer.agent);
    expect(quoted).toEqual(
      terms({ finishedSiteDue: '2026-12-18', finishedSiteDueText: 'Friday 18 December 2026', timeZone: 'America/Los_Angeles' }),
    );

    const order = OrderSchema.parse(
      (
        await buyer.agent
          .post(ORDER_API.orders)
          .send({
            customerEmail: buyer.email,
            customerName: 'Ada Lovelace',
            totalAmount: 2100,
            items: [],
            customBuildId: summary.id,
            consent: ORDER_CONSENT,
          })
          .expect(201)
      ).body,
    );
    const link = (
      await buyer.agent
        .post(ORDER_API.paymentLink)
        .send({ ...FORM, email: buyer.email, orderId: order.id })
        .expect(200)
    ).body as { paymentLink: string };
    const session = new URL(link.paymentLink, 'http://x').searchParams.get('session')!;
    const paid = OrderSchema.parse((await buyer.agent.patch(completeOrderPath(order.id)).send({ session }).expect(200)).body);
    expect(paid.status).toBe('completed');
    const itemId = paid.items[0]!.id;

    const [row] = (await t.dataSource.query(
      'SELECT firstVersionDueAt, finishedSiteDueOn, leadDays, revisionRounds FROM custom_build_deliveries WHERE orderItemId = ?',
      [itemId],
    )) as Array<{ firstVersionDueAt: string | Date; finishedSiteDueOn: string; leadDays: number; revisionRounds: number }>;
    expect(new Date(row!.firstVersionDueAt).toISOString()).toBe('2026-12-12T09:30:00.000Z');
    expect({ ...row, firstVersionDueAt: undefined, leadDays: Number(row!.leadDays), revisionRounds: Number(row!.revisionRounds) }).toEqual({
      firstVersionDueAt: undefined,
      finishedSiteDueOn: '2026-12-18',
      leadDays: 5,
      revisionRounds: 2,
    });

    // Later the owner changes everything; the sold promise stays, on the order and in the mail.
    await settings({ timeZone: 'UTC', customBuildLeadDays: 3, customBuildRevisionRounds: 0 });
    const promise = {
      firstVersionDueAt: '2026-12-12T09:30:00.000Z',
      finishedSiteDue: '2026-12-18',
      finishedSiteDueText: 'Friday 18 December 2026',
      leadDays: 5,
      revisionRounds: 2,
    };
    const [mine] = (await buyer.agent.get(userOrdersPath(buyer.userId)).expect(200)).body as Order[];
    expect(mine!.items[0]!.delivery?.promise).toEqual(promise);
    const mail = await t.app.get(OrderConfirmationService).compose({ refId: order.id, to: buyer.email });
    expect(mail.message.text).toContain(
      '  1. First version within 2 hours of payment: every page and feature of your summary, to download from your dashboard.\n' +
        '  2. Finished site by Friday 18 December 2026 (5 working days after payment), after up to 2 rounds of your changes.\n' +
        '  Both steps are included in the price.\n',
    );
    expect(mail.message.text).toContain('within 14 days of its delivery, it counts as accepted.');
  });
});
