import AdmZip from 'adm-zip';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { CART_API, CART_MESSAGES } from '@tm/contracts/cart';
import type { CartItem } from '@tm/contracts/cart.schemas';
import {
  PURCHASE_CODE_API,
  PURCHASE_CODE_MESSAGES,
  PURCHASE_CODE_PATTERN,
  purchaseCodePath,
  supportTokenPath,
} from '@tm/contracts/licences';
import type { NewSupportToken, PurchaseCodeCheck } from '@tm/contracts/licences.schemas';
import { completeOrderPath, downloadItemPath, ORDER_API, orderPath, userOrdersPath } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { SHOP_SETTINGS_API, type AdminShopSettings } from '@tm/contracts/shop-settings';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { binary, signedInAgent, waitFor } from '../../testing/fixtures';
import { ORDER_CONSENT } from '../../testing/order-consent';
import { testTargets } from '../../testing/test-targets';
import { signedInUser } from '../admin/testing/admin-agents';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { backfillPurchaseCodes } from '../../database/migrations/purchase-codes-backfill';
import { isMysqlFamily } from '../../database/sql-dialect';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
interface Buyer {
  agent: Agent;
  userId: string;
  email: string;
}
type Line = [template: string, quantity: number, licence?: 'regular' | 'extended'];

const FORM = { firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000' };

// Decision 091: Regular and Extended licences, one purchase code per licence, upgrades at the difference.
describe.each(testTargets())('licences on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  const ids = new Map<string, string>();
  const id = (name: string) => ids.get(name)!;

  beforeAll(async () => {
    t = await createTestApp(target);
    const drafts = [
      makeDraft({ slug: 'lic-alpha', name: 'Lic Alpha', priceCents: 4000 }),
      makeDraft({ slug: 'lic-beta', name: 'Lic Beta', priceCents: 3000 }),
      makeDraft({ slug: 'lic-gamma', name: 'Lic Gamma', priceCents: 1000 }),
    ];
    const stored = await t.app.get(CatalogWriterService).insertMany(drafts);
    drafts.forEach((d, i) => ids.set(d.slug.replace('lic-', ''), stored.ids[i]!));
    // Beta sets its own Extended price; the others take the shop's multiple (5 by default).
    await t.dataSource.query('UPDATE templates SET extendedPriceCents = 9900 WHERE id = ?', [id('beta')]);
    admin = (await signedInUser(t, 'owner', true)).agent;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function buyer(): Promise<Buyer> {
    const { agent, account } = await signedInAgent(t);
    const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
    return { agent, userId: me.id, email: account.email };
  }
  const add = (b: Buyer, [name, quantity, licence]: Line) =>
    b.agent.post(CART_API.cart).send({ templateId: id(name), quantity, ...(licence ? { licence } : {}) });
  const cart = async (b: Buyer) => (await b.agent.get(CART_API.cart).expect(200)).body as CartItem[];
  const place = (b: Buyer, names: string[], totalAmount: number) =>
    b.agent.post(ORDER_API.orders).send({
      customerEmail: b.email,
      customerName: 'Ada Lovelace',
      totalAmount,
      items: names.map((name) => ({ templateId: id(name), quantity: 1 })),
      userId: b.userId,
      consent: ORDER_CONSENT,
    });
  /** Puts the lines in the cart, places the order at `total` and pays it through the simulated gateway. */
  async function buy(b: Buyer, lines: Line[], total: number): Promise<Order> {
    for (const line of lines) await add(b, line).expect(200);
    return pay(b, [...new Set(lines.map(([name]) => name))], total);
  }
  /** Places the order of these cart lines at `total` and pays it. */
  async function pay(b: Buyer, names: string[], total: number): Promise<Order> {
    const order = (await place(b, names, total).expect(201)).body as Order;
    const link = await b.agent
      .post(ORDER_API.paymentLink)
      .send({ ...FORM, email: b.email, orderId: order.id })
      .expect(200);
    const session = new URL((link.body as { paymentLink: string }).paymentLink, 'http://x').searchParams.get('session');
    await b.agent.patch(completeOrderPath(order.id)).send({ session }).expect(200);
    return (await b.agent.get(orderPath(order.id)).expect(200)).body as Order;
  }
  const codesOf = (order: Order, index = 0) => order.items[index]!.purchaseCodes ?? [];

  describe('prices', () => {
    it("prices Extended at the shop's multiple, or at the template's own price, and switches the line between licences", async () => {
      const b = await buyer();
      const extended = (await add(b, ['alpha', 1, 'extended']).expect(200)).body as CartItem;
      expect(extended).toMatchObject({ licence: 'extended', upgrade: false, price: '200.00', quantity: 1 });
      expect(((await add(b, ['beta', 2, 'extended']).expect(200)).body as CartItem).price).toBe('99.00');
      // The other licence switches the line and takes the quantity asked for; the same licence adds to it.
      expect((await add(b, ['alpha', 2, 'regular']).expect(200)).body).toMatchObject({ licence: 'regular', price: '40.00', quantity: 2 });
      expect((await add(b, ['alpha', 1, 'regular']).expect(200)).body).toMatchObject({ licence: 'regular', quantity: 3 });
      expect((await cart(b)).map((line) => [line.template!.slug, line.licence, line.quantity, line.price])).toEqual([
        ['lic-alpha', 'regular', 3, '40.00'],
        ['lic-beta', 'extended', 2, '99.00'],
      ]);
      // Place Order charges the licences' prices, and refuses a total worked out at the Regular price.
      expect((await place(b, ['alpha', 'beta'], 3 * 40 + 2 * 30).expect(409)).body).toHaveProperty('message');
      const order = (await place(b, ['alpha', 'beta'], 3 * 40 + 2 * 99).expect(201)).body as Order;
      expect(order.items.map((item) => [item.template.slug, item.licence, item.quantity, item.price])).toEqual([
        ['lic-alpha', 'regular', 3, '40.00'],
        ['lic-beta', 'extended', 2, '99.00'],
      ]);
    });

    it('refuses a licence that is neither Regular nor Extended (400)', async () => {
      const b = await buyer();
      expect((await add(b, ['alpha', 1, 'lifetime' as 'regular']).expect(400)).body).toEqual({ message: PURCHASE_CODE_MESSAGES.licence });
    });

    it("takes a running sale's share off the Extended price too, and follows the owner's multiple", async () => {
      await t.dataSource.query('UPDATE templates SET salePriceCents = 500 WHERE id = ?', [id('gamma')]);
      try {
        const b = await buyer();
        expect((await add(b, ['gamma', 1, 'extended']).expect(200)).body).toMatchObject({ price: '25.00' });
      } finally {
        await t.dataSource.query('UPDATE templates SET salePriceCents = NULL WHERE id = ?', [id('gamma')]);
      }
      const read = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
      await admin
        .put(SHOP_SETTINGS_API.admin)
        .send({ ...read.settings, extendedLicenceMultiple: 3, revision: read.revision })
        .expect(200);
      try {
        const b = await buyer();
        expect((await add(b, ['gamma', 1, 'extended']).expect(200)).body).toMatchObject({ price: '30.00' });
        const entries = (await admin.get(ADMIN_API.auditLog).expect(200)).body as { entries: Array<{ detail: string }> };
        expect(entries.entries.some((entry) => entry.detail.includes('Extended licence multiple: "5" → "3"'))).toBe(true);
        expect(
          (
            await admin
              .put(SHOP_SETTINGS_API.admin)
              .send({ ...read.settings, extendedLicenceMultiple: 0, revision: read.revision + 1 })
              .expect(400)
          ).body,
        ).toEqual({ message: 'Extended licence multiple must be a whole number from 1 to 50' });
      } finally {
        const now = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
        await admin
          .put(SHOP_SETTINGS_API.admin)
          .send({ ...now.settings, extendedLicenceMultiple: 5, revision: now.revision })
          .expect(200);
      }
    });
  });

  describe('purchase codes and upgrades', () => {
    it('gives three licences of a template three random purchase codes', async () => {
      const b = await buyer();
      const order = await buy(b, [['alpha', 3]], 120);
      const codes = codesOf(order);
      expect(codes).toHaveLength(3);
      expect(new Set(codes.map((c) => c.code)).size).toBe(3);
      for (const c of codes) {
        expect(c.code).toMatch(PURCHASE_CODE_PATTERN);
        expect(c).toMatchObject({ licence: 'regular', upgradedAt: null });
      }
      expect(order.items[0]).toMatchObject({ licence: 'regular', licenceUpgrade: false, quantity: 3 });
      const rows = (await t.dataSource.query('SELECT COUNT(*) AS n FROM purchase_codes WHERE orderId = ?', [order.id])) as Array<{
        n: number;
      }>;
      expect(Number(rows[0]!.n)).toBe(3);
      // The dashboard's list carries them too.
      const listed = (await b.agent.get(userOrdersPath(b.userId)).expect(200)).body as Order[];
      expect(codesOf(listed.find((o) => o.id === order.id)!).map((c) => c.code)).toEqual(codes.map((c) => c.code));
    });

    it('upgrades owned Regular licences to Extended at the difference, without refunding the line as a duplicate', async () => {
      const b = await buyer();
      const first = await buy(b, [['alpha', 3]], 120);
      const regular = codesOf(first).map((c) => c.code);
      // A second Regular licence is not sold yet; more upgrades than Regular licences held are refused.
      expect((await add(b, ['alpha', 1, 'regular']).expect(409)).body).toEqual({ message: CART_MESSAGES.owned });
      expect((await add(b, ['alpha', 4, 'extended']).expect(409)).body).toEqual({ message: PURCHASE_CODE_MESSAGES.upgradeQuantity(3) });
      const line = (await add(b, ['alpha', 2, 'extended']).expect(200)).body as CartItem;
      expect(line).toMatchObject({ licence: 'extended', upgrade: true, price: '160.00', quantity: 2 });
      expect((await b.agent.patch(`${CART_API.cart}/${line.id}`).send({ quantity: 4 }).expect(409)).body).toEqual({
        message: PURCHASE_CODE_MESSAGES.upgradeQuantity(3),
      });

      const upgrade = await pay(b, ['alpha'], 320);
      expect(upgrade.status).toBe('completed');
      expect(upgrade.items[0]).toMatchObject({ licence: 'extended', licenceUpgrade: true, quantity: 2, price: '160.00' });
      // The same codes, two of them Extended now; nothing refunded (decision 042 leaves upgrades alone).
      const upgraded = codesOf(upgrade);
      expect(upgraded.map((c) => c.licence)).toEqual(['extended', 'extended']);
      expect(upgraded.every((c) => regular.includes(c.code) && c.upgradedAt !== null)).toBe(true);
      const items = (await t.dataSource.query('SELECT refundedAt FROM order_items WHERE orderId = ?', [upgrade.id])) as Array<{
        refundedAt: unknown;
      }>;
      expect(items).toEqual([{ refundedAt: null }]);
      const payments = (await t.dataSource.query(
        "SELECT amountCents, refundedCents FROM payments WHERE orderId = ? AND status = 'succeeded'",
        [upgrade.id],
      )) as Array<{ amountCents: number; refundedCents: number | null }>;
      expect(Number(payments[0]!.amountCents)).toBe(32000);
      expect(Number(payments[0]!.refundedCents ?? 0)).toBe(0);
      const after = (await b.agent.get(orderPath(first.id)).expect(200)).body as Order;
      expect(
        codesOf(after)
          .map((c) => c.licence)
          .sort(),
      ).toEqual(['extended', 'extended', 'regular']);
      // One Regular licence is left to upgrade.
      expect((await add(b, ['alpha', 1, 'extended']).expect(200)).body).toMatchObject({ upgrade: true, quantity: 1, price: '160.00' });
      // The confirmation names the licence and the count.
      const mail = await waitFor(() =>
        t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ kind: 'order-confirmation', refId: upgrade.id, status: 'sent' }),
      );
      expect(mail.text).toContain('Lic Alpha — Upgrade to Extended licence × 2');
      expect(mail.text).toContain(`Purchase code: ${upgraded[0]!.code}`);
    });

    it('buys an Extended licence outright, and refuses an upgrade once every licence held is Extended', async () => {
      const b = await buyer();
      const order = await buy(b, [['beta', 1, 'extended']], 99);
      expect(codesOf(order).map((c) => [PURCHASE_CODE_PATTERN.test(c.code), c.licence, c.upgradedAt])).toEqual([[true, 'extended', null]]);
      expect((await add(b, ['beta', 1, 'extended']).expect(409)).body).toEqual({ message: PURCHASE_CODE_MESSAGES.ownsExtended });
    });

    it('lists the licence and its purchase codes in the LICENSE file of the download', async () => {
      const b = await buyer();
      const order = await buy(b, [['beta', 2, 'extended']], 198);
      const res = await b.agent
        .get(downloadItemPath(order.items[0]!.id, { orderId: order.id }))
        .buffer(true)
        .parse(binary)
        .expect(200);
      const zip = new AdmZip(res.body as Buffer);
      const licence = zip
        .getEntries()
        .find((e) => e.entryName === 'LICENSE')!
        .getData()
        .toString('utf8');
      expect(licence).toContain('Licences:      Extended licence × 2 (2 licences: one per end product)');
      for (const c of codesOf(order)) expect(licence).toContain(`Purchase code: ${c.code} (Extended licence)`);
      expect(licence).toContain('Regular licence:');
      expect(licence).toContain('Extended licence:');
    });
  });

  it('gives a refunded upgrade its codes back as Regular, and a refunded purchase answers "refunded"', async () => {
    const b = await buyer();
    const first = await buy(b, [['gamma', 1]], 10);
    const [code] = codesOf(first).map((c) => c.code);
    const upgrade = await buy(b, [['gamma', 1, 'extended']], 40);
    expect(codesOf(upgrade).map((c) => [c.code, c.licence, typeof c.upgradedAt])).toEqual([[code, 'extended', 'string']]);
    expect((await admin.get(purchaseCodePath(code!)).expect(200)).body).toMatchObject({ licence: 'extended', status: 'valid' });
    await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: upgrade.id }))
      .send({ reason: 'Asked by the buyer' })
      .expect(200);
    expect((await admin.get(purchaseCodePath(code!)).expect(200)).body).toMatchObject({
      licence: 'regular',
      status: 'valid',
      upgradedAt: null,
    });
    // The Regular licence can be upgraded again.
    expect((await add(b, ['gamma', 1, 'extended']).expect(200)).body).toMatchObject({ upgrade: true, price: '40.00' });
    await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: first.id }))
      .send({ reason: 'Asked by the buyer' })
      .expect(200);
    expect((await admin.get(purchaseCodePath(code!)).expect(200)).body).toMatchObject({ status: 'refunded' });
  });

  it("fills in the codes of orders completed before licences, once, in the migration's batches", async () => {
    const order = await buy(await buyer(), [['beta', 2]], 60);
    await t.dataSource.query('DELETE FROM purchase_codes WHERE orderId = ?', [order.id]);
    const runner = t.dataSource.createQueryRunner();
    try {
      await backfillPurchaseCodes(runner, isMysqlFamily(t.dataSource) ? 'mysql' : 'sqlite');
      await backfillPurchaseCodes(runner, isMysqlFamily(t.dataSource) ? 'mysql' : 'sqlite');
    } finally {
      await runner.release();
    }
    const rows = (await t.dataSource.query('SELECT code, licence FROM purchase_codes WHERE orderId = ? ORDER BY seq', [
      order.id,
    ])) as Array<{
      code: string;
      licence: string;
    }>;
    expect(rows.map((row) => row.licence)).toEqual(['regular', 'regular']);
    for (const row of rows) expect(row.code).toMatch(PURCHASE_CODE_PATTERN);
  });

  describe('GET /api/admin/purchase-codes/:code', () => {
    let code = '';
    beforeAll(async () => {
      const order = await buy(await buyer(), [['gamma', 1, 'extended']], 50);
      code = codesOf(order)[0]!.code;
    });
    const check = (path: string, bearer?: string) => {
      const req = t.http().get(path);
      return bearer ? req.set('Authorization', `Bearer ${bearer}`) : req;
    };

    it("answers an admin with the code's template, licence, buyer name, date and status, never the buyer's email", async () => {
      const body = (await admin.get(purchaseCodePath(code.toUpperCase())).expect(200)).body as PurchaseCodeCheck;
      expect(body).toMatchObject({
        code,
        status: 'valid',
        licence: 'extended',
        template: { id: id('gamma'), name: 'Lic Gamma', slug: 'lic-gamma' },
        buyerName: 'Ada Lovelace',
        upgradedAt: null,
      });
      expect(JSON.stringify(body)).not.toContain('@');
      expect((await admin.get(purchaseCodePath('00000000-0000-4000-8000-000000000000')).expect(404)).body).toEqual({
        message: PURCHASE_CODE_MESSAGES.notFound,
      });
      expect((await admin.get(purchaseCodePath('not-a-code')).expect(400)).body).toEqual({ message: PURCHASE_CODE_MESSAGES.malformed });
    });

    it('answers a support token the owner made, and refuses no token, a forged one, a revoked one and a customer', async () => {
      expect((await check(purchaseCodePath(code)).expect(401)).body).toEqual({ message: PURCHASE_CODE_MESSAGES.unauthorized });
      const made = (await admin.post(PURCHASE_CODE_API.tokens).send({ label: 'Help desk' }).expect(201)).body as NewSupportToken;
      expect(made.token).toMatch(/^tmst_/);
      expect((await check(purchaseCodePath(code), made.token).expect(200)).body).toMatchObject({ code, status: 'valid' });
      expect((await check(purchaseCodePath(code), `${made.token.slice(0, -2)}xx`).expect(401)).body).toEqual({
        message: PURCHASE_CODE_MESSAGES.unauthorized,
      });
      // Only the hash is kept, and the list shows the hint, never the token.
      const listed = JSON.stringify((await admin.get(PURCHASE_CODE_API.tokens).expect(200)).body);
      expect(listed).toContain(made.hint);
      expect(listed).not.toContain(made.token);
      await admin.delete(supportTokenPath(made.id)).expect(200);
      expect((await check(purchaseCodePath(code), made.token).expect(401)).body).toEqual({ message: PURCHASE_CODE_MESSAGES.unauthorized });
      expect((await admin.delete(supportTokenPath(made.id)).expect(404)).body).toEqual({ message: PURCHASE_CODE_MESSAGES.tokenNotFound });
      const customer = await buyer();
      expect((await customer.agent.get(purchaseCodePath(code)).expect(403)).body).toEqual({ message: AUTH_MESSAGES.adminOnly });
      const entries = (await admin.get(ADMIN_API.auditLog).expect(200)).body as { entries: Array<{ action: string }> };
      expect(entries.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['support-token.create', 'support-token.revoke']));
    });

    it('refuses an empty token label (400)', async () => {
      expect((await admin.post(PURCHASE_CODE_API.tokens).send({ label: ' ' }).expect(400)).body).toEqual({
        message: PURCHASE_CODE_MESSAGES.tokenLabel,
      });
    });

    it('throttles checks per address (429 with Retry-After), found or not', async () => {
      const ip = '203.0.113.91';
      let last = 0;
      for (let i = 0; i < 31; i += 1) {
        last = (await admin.get(purchaseCodePath('00000000-0000-4000-8000-000000000000')).set('X-Forwarded-For', ip)).status;
      }
      expect(last).toBe(429);
    });
  });
});
