import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { CART_API } from '@tm/contracts/cart';
import { ORDER_API, completeOrderPath } from '@tm/contracts/orders';
import type { Order, PaymentLinkResult } from '@tm/contracts/orders.schemas';
import { API } from '@tm/contracts/routes';
import {
  TAX_REPORT_API,
  TAX_REPORT_CSV_HEADERS,
  TAX_REPORT_TEXTS,
  addMonths,
  periodOf,
  taxReportPath,
  type TaxFigures,
  type TaxReport,
} from '@tm/contracts/tax-report';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { startFakeStripe, type FakeBuyer, type FakeStripe } from '../../testing/fake-stripe';
import { signedInAgent, TestClock } from '../../testing/fixtures';
import { ORDER_CONSENT } from '../../testing/order-consent';
import { testTargets, type TestTarget } from '../../testing/test-targets';
import { CatalogWriterService } from '../catalog/catalog-writer.service';
import { makeDraft } from '../catalog/testing/template-drafts';
import { UserEntity } from '../users/entities/user.entity';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

const SECRET_KEY = 'sk_test_taxreport0123456789';
const WEBHOOK_SECRET = 'whsec_taxreport0123456789';
const FORM = { firstName: 'Ada', lastName: 'Lovelace', mobileNo: '+44 20 7946 0000' };
const PRICES: Record<string, number> = { alpha: 4900, beta: 1999 };

/** Figures as the report writes them; the reverse-charge split defaults to none. */
function figures(
  invoices: number,
  creditNotes: number,
  [netSales, taxCollected, gross]: [string, string, string],
  reverseCharge: TaxFigures['reverseCharge'] = { invoices: 0, creditNotes: 0, netSales: '0.00' },
): TaxFigures {
  return { invoices, creditNotes, netSales, taxCollected, gross, reverseCharge };
}

/** A newly signed-in admin: sessions end by the app's clock, so a test that moves it signs in again. */
async function signedInAdmin(t: TestApp): Promise<Agent> {
  const { agent } = await signedInAgent(t);
  const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
  await t.dataSource.getRepository(UserEntity).update({ id: me.id }, { isAdmin: true });
  return agent;
}

/** A shop with the templates of PRICES and a signed-in admin. */
async function shopWithAdmin(t: TestApp, slugPrefix: string): Promise<{ admin: Agent; ids: Map<string, string> }> {
  const ids = new Map<string, string>();
  const stored = await t.app
    .get(CatalogWriterService)
    .insertMany(
      Object.entries(PRICES).map(([name, priceCents]) => makeDraft({ slug: `${slugPrefix}-${name}`, name: `Tax ${name}`, priceCents })),
    );
  Object.keys(PRICES).forEach((name, i) => ids.set(name, stored.ids[i]!));
  return { admin: await signedInAdmin(t), ids };
}

/** A new buyer's order of these templates, and the payment link it opened. */
async function ordered(
  t: TestApp,
  ids: Map<string, string>,
  names: string[],
): Promise<{ agent: Agent; order: Order; paymentLink: string }> {
  const { agent, account } = await signedInAgent(t);
  const me = (await agent.get(API.authUser).expect(200)).body as { id: string };
  for (const name of names)
    await agent
      .post(CART_API.cart)
      .send({ templateId: ids.get(name), quantity: 1 })
      .expect(200);
  const order = (
    await agent
      .post(ORDER_API.orders)
      .send({
        customerEmail: account.email,
        customerName: 'Ada Lovelace',
        totalAmount: names.reduce((sum, name) => sum + PRICES[name]!, 0) / 100,
        items: names.map((name) => ({ templateId: ids.get(name), quantity: 1 })),
        userId: me.id,
        consent: ORDER_CONSENT,
      })
      .expect(201)
  ).body as Order;
  const { paymentLink } = (
    await agent
      .post(ORDER_API.paymentLink)
      .send({ ...FORM, email: account.email, orderId: order.id })
      .expect(200)
  ).body as PaymentLinkResult;
  return { agent, order, paymentLink };
}

/** The CSV's lines, the BOM taken off and checked. */
function csvLines(text: string): string[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split(/\r?\n/)
    .filter((line) => line !== '');
}

// Decision 087: the owner's tax report sums the invoices and credit notes (decision 085) by month, buyer
// country and currency, invoices minus credit notes, with the reverse-charge sales apart.
describe.each(testTargets())('tax report on $name', (target: TestTarget) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let admin: Agent;
  let ids: Map<string, string>;
  const clock = new TestClock();
  // The sales are made now; the refunds are made in the next month.
  const month = periodOf(new Date());
  const nextMonth = addMonths(month, 1);

  async function paid(buyer: FakeBuyer, names: string[]): Promise<Order> {
    const { order, paymentLink } = await ordered(t, ids, names);
    const session = stripe.sessions().find((candidate) => candidate.url === paymentLink)!;
    expect(await stripe.deliver(await stripe.pay(session.id, buyer))).toEqual([200]);
    return order;
  }

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, autoDeliver: false });
    t = await createTestApp(target, {
      clock,
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
        TAX_MODE: 'stripe',
      },
    });
    stripe.setWebhookUrl(`${t.url}${ORDER_API.stripeWebhook}`);
    ({ admin, ids } = await shopWithAdmin(t, 'tax-report'));

    // Prices have tax added (the shop's default): 19 % in Germany, 20 % in France, 6.5 % in Washington;
    // none for a Dutch business with a VAT id (the reverse charge).
    await paid({ country: 'DE' }, ['alpha', 'beta']); // 68.99 + 9.31 + 3.80
    await paid({ country: 'FR' }, ['alpha']); // 49.00 + 9.80
    await paid({ country: 'NL', taxId: 'NL123456789B01', name: 'Acme BV' }, ['alpha', 'beta']); // 68.99
    await paid({ country: 'US', state: 'WA' }, ['beta']); // 19.99 + 1.30
    const germanRefunded = await paid({ country: 'DE' }, ['beta']); // 19.99 + 3.80
    const dutchRefunded = await paid({ country: 'NL', taxId: 'NL123456789B01', name: 'Acme BV' }, ['beta']); // 19.99

    // Refunded in the next month: the credit notes count there, against that month's figures.
    clock.advance(Date.parse(`${nextMonth}-02T12:00:00Z`) - Date.now());
    try {
      const refunder = await signedInAdmin(t);
      for (const order of [germanRefunded, dutchRefunded])
        await refunder
          .post(adminPath(ADMIN_API.refundOrder, { id: order.id }))
          .send({ reason: 'The template did not match its description' })
          .expect(200);
    } finally {
      clock.reset();
    }
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const reportOf = async (query: { from: string; to: string }) =>
    (await admin.get(taxReportPath(TAX_REPORT_API.report, query)).expect(200)).body as TaxReport;

  it('sums each month, country and currency: invoices minus credit notes, the reverse charge apart', async () => {
    const report = await reportOf({ from: month, to: nextMonth });
    expect(report.from).toBe(month);
    expect(report.to).toBe(nextMonth);
    expect(report.rows).toEqual([
      { period: month, country: 'FR', countryName: 'France', currency: 'USD', ...figures(1, 0, ['49.00', '9.80', '58.80']) },
      { period: month, country: 'DE', countryName: 'Germany', currency: 'USD', ...figures(2, 0, ['88.98', '16.91', '105.89']) },
      {
        period: month,
        country: 'NL',
        countryName: 'Netherlands',
        currency: 'USD',
        ...figures(2, 0, ['88.98', '0.00', '88.98'], { invoices: 2, creditNotes: 0, netSales: '88.98' }),
      },
      { period: month, country: 'US', countryName: 'United States', currency: 'USD', ...figures(1, 0, ['19.99', '1.30', '21.29']) },
      { period: nextMonth, country: 'DE', countryName: 'Germany', currency: 'USD', ...figures(0, 1, ['-19.99', '-3.80', '-23.79']) },
      {
        period: nextMonth,
        country: 'NL',
        countryName: 'Netherlands',
        currency: 'USD',
        ...figures(0, 1, ['-19.99', '0.00', '-19.99'], { invoices: 0, creditNotes: 1, netSales: '-19.99' }),
      },
    ]);
  });

  it('totals each country over the range and all of it per currency', async () => {
    const report = await reportOf({ from: month, to: nextMonth });
    expect(report.countries).toEqual([
      { country: 'FR', countryName: 'France', currency: 'USD', ...figures(1, 0, ['49.00', '9.80', '58.80']) },
      { country: 'DE', countryName: 'Germany', currency: 'USD', ...figures(2, 1, ['68.99', '13.11', '82.10']) },
      {
        country: 'NL',
        countryName: 'Netherlands',
        currency: 'USD',
        ...figures(2, 1, ['68.99', '0.00', '68.99'], { invoices: 2, creditNotes: 1, netSales: '68.99' }),
      },
      { country: 'US', countryName: 'United States', currency: 'USD', ...figures(1, 0, ['19.99', '1.30', '21.29']) },
    ]);
    expect(report.totals).toEqual([
      { currency: 'USD', ...figures(6, 2, ['206.97', '24.21', '231.18'], { invoices: 2, creditNotes: 1, netSales: '68.99' }) },
    ]);
  });

  it('counts only the months asked for, and the last 12 up to the current month when none are', async () => {
    const thisMonth = await reportOf({ from: month, to: month });
    expect(thisMonth.rows.map((row) => `${row.period} ${row.country}`)).toEqual([
      `${month} FR`,
      `${month} DE`,
      `${month} NL`,
      `${month} US`,
    ]);
    expect(thisMonth.totals).toEqual([
      { currency: 'USD', ...figures(6, 0, ['246.95', '28.01', '274.96'], { invoices: 2, creditNotes: 0, netSales: '88.98' }) },
    ]);
    const refunds = await reportOf({ from: nextMonth, to: addMonths(nextMonth, 35) });
    expect(refunds.countries.map((row) => [row.country, row.netSales])).toEqual([
      ['DE', '-19.99'],
      ['NL', '-19.99'],
    ]);
    expect(await reportOf({ from: addMonths(month, -36), to: addMonths(month, -1) })).toEqual({
      from: addMonths(month, -36),
      to: addMonths(month, -1),
      rows: [],
      countries: [],
      totals: [],
    });

    const byDefault = (await admin.get(TAX_REPORT_API.report).expect(200)).body as TaxReport;
    expect([byDefault.from, byDefault.to]).toEqual([addMonths(month, -11), month]);
    expect(byDefault.totals).toEqual(thisMonth.totals);
    // The current month is the clock's: in the next month the default range ends there.
    clock.advance(Date.parse(`${nextMonth}-02T12:00:00Z`) - Date.now());
    try {
      const later = await signedInAdmin(t);
      const nextDefault = (await later.get(TAX_REPORT_API.report).expect(200)).body as TaxReport;
      expect([nextDefault.from, nextDefault.to]).toEqual([addMonths(nextMonth, -11), nextMonth]);
      const onlyFrom = (await later.get(`${TAX_REPORT_API.report}?from=${month}`).expect(200)).body as TaxReport;
      expect([onlyFrom.from, onlyFrom.to]).toEqual([month, nextMonth]);
    } finally {
      clock.reset();
    }
    const onlyTo = (await admin.get(`${TAX_REPORT_API.report}?to=${nextMonth}`).expect(200)).body as TaxReport;
    expect([onlyTo.from, onlyTo.to]).toEqual([addMonths(nextMonth, -11), nextMonth]);
  });

  it('exports one CSV row per month, country and currency, with the same figures, as an attachment', async () => {
    const res = await admin
      .get(taxReportPath(TAX_REPORT_API.csv, { from: month, to: nextMonth }))
      .buffer(true)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-report-${month}-${nextMonth}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(csvLines(res.text)).toEqual([
      TAX_REPORT_CSV_HEADERS.join(','),
      `${month},FR,France,USD,1,0,49.00,9.80,58.80,0,0,0.00`,
      `${month},DE,Germany,USD,2,0,88.98,16.91,105.89,0,0,0.00`,
      `${month},NL,Netherlands,USD,2,0,88.98,0.00,88.98,2,0,88.98`,
      `${month},US,United States,USD,1,0,19.99,1.30,21.29,0,0,0.00`,
      `${nextMonth},DE,Germany,USD,0,1,-19.99,-3.80,-23.79,0,0,0.00`,
      `${nextMonth},NL,Netherlands,USD,0,1,-19.99,0.00,-19.99,0,1,-19.99`,
    ]);
    expect(TAX_REPORT_CSV_HEADERS.join(',')).toBe(
      'Month,Country code,Country,Currency,Invoices,Credit notes,Net sales,Tax collected,Gross,Reverse-charge invoices,Reverse-charge credit notes,Reverse-charge net sales',
    );
    // An empty range is the header alone.
    const empty = await admin
      .get(taxReportPath(TAX_REPORT_API.csv, { from: '2001-01', to: '2001-12' }))
      .buffer(true)
      .expect(200);
    expect(empty.headers['content-disposition']).toBe('attachment; filename="tax-report-2001-01-2001-12.csv"');
    expect(csvLines(empty.text)).toEqual([TAX_REPORT_CSV_HEADERS.join(',')]);
  });

  it('refuses a malformed month, a reversed range and one over 36 months with 400 naming the parameter, on both routes', async () => {
    const refusals: Array<[string, string]> = [
      ['from=2026-13', TAX_REPORT_TEXTS.month('from')],
      ['from=2026-1', TAX_REPORT_TEXTS.month('from')],
      ['from=', TAX_REPORT_TEXTS.month('from')],
      ['to=26-01', TAX_REPORT_TEXTS.month('to')],
      ['to=2026-01-05', TAX_REPORT_TEXTS.month('to')],
      ['from=2026-01&from=2026-02', TAX_REPORT_TEXTS.month('from')],
      ['from=2026-05&to=2026-03', 'from (2026-05) must not be after to (2026-03)'],
      [
        'from=2023-01&to=2026-01',
        'The range from 2023-01 to 2026-01 is 37 months long: from must be at most 36 months before to (both included)',
      ],
      // A missing end is filled in first, and the whole range is checked.
      [`from=${addMonths(month, 1)}`, `from (${addMonths(month, 1)}) must not be after to (${month})`],
      [`from=${addMonths(month, -36)}`, TAX_REPORT_TEXTS.tooLong(addMonths(month, -36), month, 37)],
      ['year=2026', 'Unknown field'],
    ];
    for (const path of [TAX_REPORT_API.report, TAX_REPORT_API.csv]) {
      const answers: Array<[string, string]> = [];
      for (const [query] of refusals) {
        const res = await admin.get(`${path}?${query}`);
        answers.push([query, `${res.status} ${(res.body as { message?: string }).message}`]);
        expect(res.headers['content-disposition']).toBeUndefined();
      }
      expect(answers).toEqual(refusals.map(([query, message]) => [query, `400 ${message}`]));
    }
    // The longest range allowed is answered.
    await admin.get(taxReportPath(TAX_REPORT_API.report, { from: '2023-01', to: '2025-12' })).expect(200);
  });

  it('answers only admins: 401 signed out, 403 for a customer', async () => {
    const { agent: customer } = await signedInAgent(t);
    for (const path of [TAX_REPORT_API.report, TAX_REPORT_API.csv]) {
      const signedOut = await t.http().get(path).expect(401);
      expect((signedOut.body as { message: string }).message).toBe(AUTH_MESSAGES.notSignedIn);
      const asCustomer = await customer.get(path).expect(403);
      expect((asCustomer.body as { message: string }).message).toBe(AUTH_MESSAGES.adminOnly);
      // Refused before the query is read: a bad one gets the same answers.
      await t.http().get(`${path}?from=nonsense`).expect(401);
      await customer.get(`${path}?from=nonsense`).expect(403);
    }
  });
});

// Decision 087: an invoice without a buyer country (the simulated gateway asks for none) is reported as "Unknown".
describe.each(testTargets())('tax report of sales without a country on $name', (target: TestTarget) => {
  let t: TestApp;
  let admin: Agent;
  let ids: Map<string, string>;

  beforeAll(async () => {
    t = await createTestApp(target);
    ({ admin, ids } = await shopWithAdmin(t, 'tax-unknown'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports them under "Unknown", after the named countries', async () => {
    for (const names of [['alpha'], ['alpha', 'beta']]) {
      const { agent, order, paymentLink } = await ordered(t, ids, names);
      await agent
        .patch(completeOrderPath(order.id))
        .send({ session: new URL(paymentLink, 'http://x').searchParams.get('session') })
        .expect(200);
    }
    const month = periodOf(new Date());
    const report = (await admin.get(TAX_REPORT_API.report).expect(200)).body as TaxReport;
    expect(report.rows).toEqual([
      { period: month, country: null, countryName: 'Unknown', currency: 'USD', ...figures(2, 0, ['117.99', '0.00', '117.99']) },
    ]);
    expect(report.countries).toEqual([
      { country: null, countryName: 'Unknown', currency: 'USD', ...figures(2, 0, ['117.99', '0.00', '117.99']) },
    ]);
    const csv = await admin.get(TAX_REPORT_API.csv).buffer(true).expect(200);
    expect(csvLines(csv.text)).toEqual([TAX_REPORT_CSV_HEADERS.join(','), `${month},,Unknown,USD,2,0,117.99,0.00,117.99,0,0,0.00`]);
  });
});
