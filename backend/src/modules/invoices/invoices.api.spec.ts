import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { documentNumber, INVOICE_TEXTS, invoicePdfPath, type OrderDocument } from '@tm/contracts/invoices';
import { completeOrderPath, orderPath, shortOrderId } from '@tm/contracts/orders';
import type { Order } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import { SHOP_SETTINGS_API, type AdminShopSettings } from '@tm/contracts/shop-settings';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { binary, signedInAgent, TestClock } from '../../testing/fixtures';
import { placedOrder } from '../../testing/placed-order';
import { pdfText } from '../../testing/pdf-text';
import { testTargets } from '../../testing/test-targets';
import { waitFor } from '../../testing/wait-for';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { UserEntity } from '../users/entities/user.entity';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
const FORM = { firstName: 'Ada', lastName: 'Łukasiewicz', mobileNo: '+44 20 7946 0000' };
const YEAR = new Date().getUTCFullYear();

// Decision 085: every paid order gets an invoice and every refund a credit note, numbered without gaps.
describe.each(testTargets())('invoices and credit notes on $name', (target) => {
  let t: TestApp;
  const clock = new TestClock();
  let admin: Agent;
  const ids = new Map<string, string>();
  const prices: Record<string, number> = { alpha: 4900, beta: 1999 };

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
    const stored = await t.app
      .get(CatalogWriterService)
      .insertMany(
        Object.entries(prices).map(([name, priceCents]) => makeDraft({ slug: `inv-${name}`, name: `Invoice ${name}`, priceCents })),
      );
    Object.keys(prices).forEach((name, i) => ids.set(name, stored.ids[i]!));
    const signedIn = await signedInAgent(t);
    const me = (await signedIn.agent.get(API.authUser).expect(200)).body as { id: string };
    await t.dataSource.getRepository(UserEntity).update({ id: me.id }, { isAdmin: true });
    admin = signedIn.agent;
    const current = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
    await admin
      .put(SHOP_SETTINGS_API.admin)
      .send({
        ...current.settings,
        legalName: 'Acme Templates Ltd',
        postalAddress: '1 Harbour Street\nBristol BS1 4AA',
        vatNumber: 'GB123456789',
        revision: current.revision,
      })
      .expect(200);
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  /** A buyer who bought these templates through the demo gateway: the completed order, as its buyer reads it. */
  async function bought(names: string[] = ['alpha', 'beta']): Promise<{ agent: Agent; order: Order; email: string }> {
    const placed = await placedOrder(
      t,
      names.map((name) => ({ templateId: ids.get(name)!, priceCents: prices[name]! })),
      FORM,
    );
    expect(placed.order.documents).toEqual([]);
    await placed.agent
      .patch(completeOrderPath(placed.order.id))
      .send({ session: new URL(placed.paymentLink, 'http://x').searchParams.get('session') })
      .expect(200);
    const order = (await placed.agent.get(orderPath(placed.order.id)).expect(200)).body as Order;
    return { agent: placed.agent, order, email: placed.email };
  }

  const pdfOf = async (agent: Agent, path: string) => {
    const res = await agent.get(path).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    return { res, text: await pdfText(res.body as Buffer) };
  };
  const seqOf = (document: OrderDocument) => Number(document.number.split('-').at(-1));

  it('issues the invoice with the payment: a number, the seller, the buyer, a line per item and the totals, as a PDF', async () => {
    const { agent, order } = await bought();
    expect(order.documents).toHaveLength(1);
    const [invoice] = order.documents;
    expect(invoice).toMatchObject({ kind: 'invoice', grossAmount: '68.99', currency: 'USD' });
    expect(invoice!.number).toMatch(new RegExp(`^INV-${YEAR}-\\d{6}$`));

    const { res, text } = await pdfOf(agent, invoice!.pdfUrl);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${invoice!.number}.pdf"`);
    expect(text.title).toBe(`Invoice ${invoice!.number}`);
    expect(text.lines).toEqual(
      expect.arrayContaining([
        'Invoice',
        `Number: ${invoice!.number}`,
        `Order: #${shortOrderId(order.id)}`,
        'SELLER | BILLED TO',
        'Acme Templates Ltd | Ada Łukasiewicz',
        'Invoice alpha — Regular licence | 1 | 49.00 | – | 0.00 | 49.00',
        'Invoice beta — Regular licence | 1 | 19.99 | – | 0.00 | 19.99',
        'Net | USD 68.99',
        'Tax | USD 0.00',
        'Total paid | USD 68.99',
        INVOICE_TEXTS.demoNoTax,
      ]),
    );
    expect(text.lines.join('\n')).toContain('VAT number: GB123456789');
    expect(text.lines.join('\n')).toContain('Bristol BS1 4AA');
  });

  it('numbers invoices one after another, with no gap, and moves to a new sequence with the year', async () => {
    const first = (await bought(['alpha'])).order.documents[0]!;
    const second = (await bought(['beta'])).order.documents[0]!;
    expect(seqOf(second)).toBe(seqOf(first) + 1);
    clock.advance(Date.parse(`${YEAR + 1}-01-01T00:00:05Z`) - Date.now());
    const nextYear = (await bought(['alpha'])).order.documents[0]!;
    expect(nextYear.number).toBe(documentNumber('INV', YEAR + 1, 1));
  });

  it('opens the PDF for its buyer, an admin and the mail link only: 404 for anyone else, a forged token or another order', async () => {
    const { agent, order } = await bought(['alpha']);
    const other = await bought(['beta']);
    const invoice = order.documents[0]!;
    await pdfOf(admin, invoice.pdfUrl);
    await t.http().get(invoice.pdfUrl).expect(404);
    await other.agent.get(invoice.pdfUrl).expect(404);
    await agent.get(invoicePdfPath(other.order.id, invoice.id)).expect(404);
    await agent.get(invoicePdfPath(order.id, 'not-a-uuid')).expect(404);
    await t
      .http()
      .get(invoicePdfPath(order.id, invoice.id, { token: 'forged.token' }))
      .expect(404);

    // The confirmation mail links it, signed: it opens without a session, and only that document.
    const row = await waitFor(() =>
      t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ kind: 'order-confirmation', refId: order.id, status: 'sent' }),
    );
    expect(row.text).toContain(`Your invoice (PDF): `);
    expect(row.text).not.toMatch(/documents\/\S+token=(?!\[redacted\])/);
    const eml = readFileSync(join(t.config.dataDir, row.emlPath!), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = new URL(/https?:\/\/\S+\/documents\/\S+\/pdf\?token=[\w.-]+/.exec(eml)![0]);
    const { text } = await pdfOf(t.http(), link.pathname + link.search);
    expect(text.title).toBe(`Invoice ${invoice.number}`);
    await t
      .http()
      .get(invoicePdfPath(other.order.id, other.order.documents[0]!.id, { token: link.searchParams.get('token')! }))
      .expect(404);
  });

  it('gives a refund its credit note, referring to the invoice, from its own sequence', async () => {
    const { agent, order } = await bought(['alpha', 'beta']);
    await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: order.id }))
      .send({ reason: 'The template did not match its description' })
      .expect(200);
    const refunded = (await agent.get(orderPath(order.id)).expect(200)).body as Order;
    expect(refunded.documents.map((document) => document.kind)).toEqual(['invoice', 'credit-note']);
    const [invoice, creditNote] = refunded.documents;
    expect(creditNote).toMatchObject({ grossAmount: '68.99' });
    expect(creditNote!.number).toMatch(new RegExp(`^CN-${YEAR}-\\d{6}$`));

    const { text } = await pdfOf(agent, creditNote!.pdfUrl);
    expect(text.lines).toEqual(
      expect.arrayContaining([
        'Credit note',
        `Corrects invoice ${invoice!.number} of ${invoice!.issuedAt.slice(0, 10)}`,
        'Invoice alpha — Regular licence | 1 | 49.00 | – | 0.00 | 49.00',
        'Total credited | USD 68.99',
        'Reason: The template did not match its description',
      ]),
    );
    // Refunding again changes nothing: one credit note.
    await admin
      .post(adminPath(ADMIN_API.refundOrder, { id: order.id }))
      .send({ reason: 'Again' })
      .expect(409);
    const counted: Array<{ n: number | string }> = await t.dataSource.query('SELECT COUNT(*) AS n FROM invoices WHERE orderId = ?', [
      order.id,
    ]);
    expect(Number(counted[0]!.n)).toBe(2);
  });

  it('prints the prefix set in Settings on the documents issued after the save, and keeps the sequence going', async () => {
    const earlier = (await bought(['alpha'])).order;
    const before = earlier.documents[0]!;
    const current = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
    await admin
      .put(SHOP_SETTINGS_API.admin)
      .send({ ...current.settings, invoicePrefix: 'ACME', revision: current.revision })
      .expect(200);
    try {
      const after = (await bought(['beta'])).order.documents[0]!;
      expect(after.number).toBe(documentNumber('ACME', YEAR, seqOf(before) + 1));
      // The issued one keeps its number.
      const again = (await admin.get(orderPath(earlier.id)).expect(200)).body as Order;
      expect(again.documents[0]!.number).toBe(before.number);
    } finally {
      const latest = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
      await admin
        .put(SHOP_SETTINGS_API.admin)
        .send({ ...latest.settings, invoicePrefix: 'INV', revision: latest.revision })
        .expect(200);
    }
  });
});
