import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CART_API } from '@tm/contracts/cart';
import { CUSTOM_BUILD_API } from '@tm/contracts/custom-build';
import type { CustomBuildSummary } from '@tm/contracts/custom-build.schemas';
import { CustomBuildSummarySchema } from '@tm/contracts/custom-build.schemas';
import { LEGAL_TEXTS, consentMissingMessage } from '@tm/contracts/legal-texts';
import { ORDER_API, completeOrderPath, orderPath } from '@tm/contracts/orders';
import { OrderSchema, type Order, type OrderConsent } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/create-test-app';
import { signedInAgent, TestClock, uniqueIp, waitFor } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { BAKERY } from '../custom-build/testing/requirements';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
interface Buyer {
  agent: Agent;
  userId: string;
  email: string;
}
type Cart = 'templates' | 'custom build' | 'mixed';

const FORM = { firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000' };
const TEMPLATE_CENTS = 4900;
/** The bakery's stored price (BAKERY: 42 h, decision 036). */
const BUILD_CENTS = 210_000;

/** Decision 082: the checkout's boxes, refused by the server when missing, kept on the order and restated in the mail. */
describe.each(testTargets())('consent at checkout on $name', (target) => {
  let t: TestApp;
  let templateId: string;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    const stored = await t.app
      .get(CatalogWriterService)
      .insertMany([makeDraft({ slug: 'consent-alpha', name: 'Consent Alpha', priceCents: TEMPLATE_CENTS })]);
    templateId = stored.ids[0]!;
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  /** A signed-in buyer whose cart holds a template, the bakery's custom build, or both. */
  async function buyer(cart: Cart): Promise<Buyer & { summary: CustomBuildSummary | null }> {
    const { agent, account } = await signedInAgent(t);
    const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
    if (cart !== 'custom build') await agent.post(CART_API.cart).send({ templateId, quantity: 1 }).expect(200);
    let summary: CustomBuildSummary | null = null;
    if (cart !== 'templates') {
      summary = CustomBuildSummarySchema.parse(
        (await agent.post(CUSTOM_BUILD_API.generateSummary).set('X-Forwarded-For', uniqueIp()).send({ requirements: BAKERY }).expect(200))
          .body,
      );
      await agent.post(CUSTOM_BUILD_API.addToCart).send({ summary, sessionId: null }).expect(200);
    }
    return { agent, userId: me.id, email: account.email, summary };
  }

  /** The body of the order of everything in the cart `cart` holds. */
  const bodyOf = (b: Awaited<ReturnType<typeof buyer>>, cart: Cart, consent: unknown) => {
    const templates = cart !== 'custom build';
    const build = cart !== 'templates';
    return {
      customerEmail: b.email,
      customerName: 'Ada Lovelace',
      totalAmount: ((templates ? TEMPLATE_CENTS : 0) + (build ? BUILD_CENTS : 0)) / 100,
      items: templates ? [{ templateId, quantity: 1 }] : [],
      userId: b.userId,
      ...(build ? { customBuildId: b.summary!.id } : {}),
      ...(consent === undefined ? {} : { consent }),
    };
  };
  const place = (b: Awaited<ReturnType<typeof buyer>>, cart: Cart, consent: unknown) =>
    b.agent.post(ORDER_API.orders).send(bodyOf(b, cart, consent));
  const ordersOf = async (userId: string) =>
    Number(
      ((await t.dataSource.query('SELECT COUNT(*) AS n FROM orders WHERE userId = ?', [userId])) as Array<{ n: number | string }>)[0]!.n,
    );
  const storedConsent = async (orderId: string) =>
    (
      (await t.dataSource.query(
        'SELECT termsVersion, immediateDeliveryVersion, serviceStartVersion, consentedAt FROM orders WHERE id = ?',
        [orderId],
      )) as Array<Record<string, unknown>>
    )[0]!;

  const ALL: OrderConsent = { terms: true, immediateDelivery: true, serviceStart: true };
  const missing = consentMissingMessage;

  describe.each<[string, Cart, OrderConsent, Array<[string, unknown, string]>]>([
    [
      'of templates only',
      'templates',
      { terms: true, immediateDelivery: true },
      [
        ['no consent at all', undefined, missing(['terms', 'immediateDelivery'])],
        ['an empty consent', {}, missing(['terms', 'immediateDelivery'])],
        ['the terms left unticked', { terms: false, immediateDelivery: true }, missing(['terms'])],
        ['the immediate download left unticked', { terms: true, immediateDelivery: false }, missing(['immediateDelivery'])],
        ['"true" and 1 for true', { terms: 'true', immediateDelivery: 1 }, missing(['terms', 'immediateDelivery'])],
        ['a consent that is not an object', true, missing(['terms', 'immediateDelivery'])],
        ["the custom build's box instead of the download's", { terms: true, serviceStart: true }, missing(['immediateDelivery'])],
      ],
    ],
    [
      'of a custom build only',
      'custom build',
      { terms: true, serviceStart: true },
      [
        ['no consent at all', undefined, missing(['terms', 'serviceStart'])],
        ['the service start left unticked', { terms: true, serviceStart: false }, missing(['serviceStart'])],
        ["the download's box instead of the custom build's", { terms: true, immediateDelivery: true }, missing(['serviceStart'])],
        ['a string for the terms', { terms: 'yes', serviceStart: true }, missing(['terms'])],
      ],
    ],
    [
      'of templates and a custom build',
      'mixed',
      ALL,
      [
        ['no consent at all', undefined, missing(['terms', 'immediateDelivery', 'serviceStart'])],
        ['only the terms', { terms: true }, missing(['immediateDelivery', 'serviceStart'])],
        ['the service start left unticked', { terms: true, immediateDelivery: true, serviceStart: false }, missing(['serviceStart'])],
        ['null for the download', { terms: true, immediateDelivery: null, serviceStart: true }, missing(['immediateDelivery'])],
      ],
    ],
  ])('an order %s', (_label, cart, enough, refusals) => {
    it.each(refusals)('is refused with %s (400, naming what is missing), and no order is made', async (_case, consent, message) => {
      const b = await buyer(cart);
      expect((await place(b, cart, consent).expect(400)).body).toEqual({ message });
      expect(await ordersOf(b.userId)).toBe(0);
    });

    it('is placed with exactly the boxes it needs, keeping their versions and when they were ticked', async () => {
      clock.freeze();
      const b = await buyer(cart);
      const order = OrderSchema.strict().parse((await place(b, cart, enough).expect(201)).body);
      const versions = {
        terms: LEGAL_TEXTS.terms.version,
        immediateDelivery: cart === 'custom build' ? null : LEGAL_TEXTS.immediateDelivery.version,
        serviceStart: cart === 'templates' ? null : LEGAL_TEXTS.serviceStart.version,
      };
      expect(order.consent).toEqual({ ...versions, consentedAt: clock.now().toISOString() });
      const row = await storedConsent(order.id);
      expect(row).toMatchObject({
        termsVersion: versions.terms,
        immediateDeliveryVersion: versions.immediateDelivery,
        serviceStartVersion: versions.serviceStart,
      });
      expect(new Date(row.consentedAt as string | Date).getTime()).toBe(clock.now().getTime());
      // The buyer (and an admin) reads them on the order.
      expect(OrderSchema.strict().parse((await b.agent.get(orderPath(order.id)).expect(200)).body).consent).toEqual(order.consent);
    });
  });

  it('keeps the consent of the latest Place Order when the same cart goes back to its open order', async () => {
    const b = await buyer('templates');
    const first = OrderSchema.parse((await place(b, 'templates', ALL).expect(201)).body);
    await b.agent
      .post(ORDER_API.paymentLink)
      .send({ ...FORM, email: b.email, orderId: first.id })
      .expect(200);
    clock.advance(5 * 60_000);
    const again = OrderSchema.parse((await place(b, 'templates', ALL).expect(200)).body);
    expect(again.id).toBe(first.id);
    expect(Date.parse(again.consent!.consentedAt) - Date.parse(first.consent!.consentedAt)).toBeGreaterThanOrEqual(5 * 60_000);
    expect(new Date((await storedConsent(first.id)).consentedAt as string | Date).toISOString()).toBe(again.consent!.consentedAt);
    // Without the boxes, even that order is not gone back to.
    expect((await place(b, 'templates', { terms: true }).expect(400)).body).toEqual({ message: missing(['immediateDelivery']) });
  });

  /** Pays the order through the simulated gateway; the confirmation as delivered (its .eml), soft line breaks undone. */
  async function paidConfirmation(b: Buyer, order: Order): Promise<string> {
    const link = (
      await b.agent
        .post(ORDER_API.paymentLink)
        .send({ ...FORM, email: b.email, orderId: order.id })
        .expect(200)
    ).body as { paymentLink: string };
    const session = new URL(link.paymentLink, 'http://x').searchParams.get('session');
    await b.agent.patch(completeOrderPath(order.id)).send({ session }).expect(200);
    const row = await waitFor(() =>
      t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ kind: 'order-confirmation', refId: order.id, status: 'sent' }),
    );
    return readFileSync(join(t.config.dataDir, row.emlPath!), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .replace(/\r\n/g, '\n');
  }

  it('restates in the confirmation mail what was agreed, word for word, with each version and the time', async () => {
    const b = await buyer('mixed');
    const order = OrderSchema.parse((await place(b, 'mixed', ALL).expect(201)).body);
    const mail = await paidConfirmation(b, order);
    const at = `${order.consent!.consentedAt.slice(0, 16).replace('T', ' ')} UTC`;
    expect(mail).toContain(`When you placed this order (${at}) you agreed to:`);
    expect(mail).toContain(
      `- "${LEGAL_TEXTS.terms.wording}" (Terms of Service, version ${LEGAL_TEXTS.terms.version}: ${TEST_PUBLIC_URL}/terms)`,
    );
    expect(mail).toContain(
      `- "${LEGAL_TEXTS.immediateDelivery.wording}" (${LEGAL_TEXTS.immediateDelivery.title}, version ${LEGAL_TEXTS.immediateDelivery.version})`,
    );
    expect(mail).toContain(
      `- "${LEGAL_TEXTS.serviceStart.wording}" (${LEGAL_TEXTS.serviceStart.title}, version ${LEGAL_TEXTS.serviceStart.version})`,
    );
    expect(mail).toContain(`Your right of withdrawal and our refunds: ${TEST_PUBLIC_URL}/refund-policy`);
  });

  it("restates only the texts the order needed: a template order's mail has no custom build wording", async () => {
    const b = await buyer('templates');
    const order = OrderSchema.parse((await place(b, 'templates', ALL).expect(201)).body);
    const mail = await paidConfirmation(b, order);
    expect(mail).toContain(`"${LEGAL_TEXTS.immediateDelivery.wording}"`);
    expect(mail).not.toContain(LEGAL_TEXTS.serviceStart.wording);
  });
});
