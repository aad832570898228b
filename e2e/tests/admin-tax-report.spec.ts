import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { PAGES } from '@tm/contracts/routes';
import { TAX_REPORT_CSV_HEADERS, TAX_REPORT_TEXTS, addMonths, periodOf } from '@tm/contracts/tax-report';
// The local server that answers the Stripe API calls the shop makes: no test reaches Stripe itself.
import { startFakeStripe, type FakeBuyer, type FakeStripe } from '../../backend/src/testing/fake-stripe';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { cents, dollars, someTemplates, type TemplateSummary } from '../support/catalog';
import { placeOrder, signUpCustomer } from '../support/customers';
import { expect, signIn, test } from '../support/test';

// Decision 087: the owner's tax report in the admin panel's Tax tab, over the invoices and credit notes
// (decision 085) of sales taxed through Stripe Tax (decision 081), and its CSV.
const SECRET_KEY = 'sk_test_e2etaxreport0123';
const WEBHOOK_SECRET = 'whsec_e2etaxreport0123';

let stripe: FakeStripe;
let app: RunningApp;
test.beforeAll(async ({ appTarget }) => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  app = await startApp(
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
      TAX_MODE: 'stripe',
    },
    appTarget,
  );
  stripe.setWebhookUrl(`${app.url}/api/payments/stripe/webhook`);
});
test.afterAll(async () => {
  await app?.stop();
  await stripe?.close();
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (period: string) => `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;

/** A new customer buys the template through the API as the checkout does, and pays on (the stand-in for) Stripe's page. */
async function bought(browser: Browser, template: TemplateSummary, buyer: FakeBuyer): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const customer = await signUpCustomer(page, app.url, { prefix: 'tax' });
    const orderId = await placeOrder(page.request, app.url, customer, [template]);
    const session = stripe.sessions().find((candidate) => candidate.metadata.orderId === orderId)!;
    await stripe.pay(session.id, buyer);
    await expect
      .poll(async () => ((await (await page.request.get(`${app.url}/api/orders/${orderId}`)).json()) as { status: string }).status)
      .toBe('completed');
  } finally {
    await context.close();
  }
}

test('the owner reads the tax of this month’s sales per country and month, picks months with the keyboard and downloads the CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();
  const [template] = await someTemplates(page.request, app.url, 1);
  const price = cents(template!.price);
  // Tax is added to the prices (the shop's default): 19 % VAT in Germany, 20 % in France.
  const germanTax = Math.round((price * 19) / 100);
  const frenchTax = Math.round((price * 20) / 100);
  await bought(browser, template!, { country: 'DE' });
  await bought(browser, template!, { country: 'FR' });
  const month = periodOf(new Date());

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.admin)}`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}${PAGES.admin}`);

  // The Tax tab, chosen with the keyboard: focus stays on the tab, and Tab goes on into its panel.
  // (While a tab has focus, antd adds "Tab n of n" to its name for screen readers.)
  const tab = page.getByRole('tab', { name: /(^|\s)Tax$/ });
  await page.getByRole('tab', { name: 'Templates' }).focus();
  await page.keyboard.press('End');
  await expect(tab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${app.url}${PAGES.admin}#tax`);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: /(^|\s)Tax$/ });
  await expect(panel.getByRole('heading', { level: 2, name: TAX_REPORT_TEXTS.title })).toBeVisible();
  await expect(panel.getByText(TAX_REPORT_TEXTS.note)).toBeVisible();

  // The last 12 months by default, per country with a total, and per month.
  const from = panel.getByLabel('From', { exact: true });
  const to = panel.getByLabel('To', { exact: true });
  await expect(from).toHaveValue(monthLabel(addMonths(month, -11)));
  await expect(to).toHaveValue(monthLabel(month));
  const countries = panel.getByRole('region', { name: 'Tax by country' });
  const germany = countries.getByRole('row').filter({ hasText: 'Germany (DE)' });
  await expect(germany.getByRole('cell')).toHaveText([
    'Germany (DE)',
    'USD',
    '1',
    '0',
    dollars(price),
    dollars(germanTax),
    dollars(price + germanTax),
    '$0.00',
  ]);
  await expect(countries.getByRole('row').filter({ hasText: 'France (FR)' }).getByRole('cell').nth(5)).toHaveText(dollars(frenchTax));
  await expect(countries.getByRole('row').filter({ hasText: 'Total' }).getByRole('cell')).toHaveText([
    'Total',
    'USD',
    '2',
    '0',
    dollars(2 * price),
    dollars(germanTax + frenchTax),
    dollars(2 * price + germanTax + frenchTax),
    '$0.00',
  ]);
  const months = panel.getByRole('region', { name: 'Tax by month' });
  await expect(months.getByRole('row').filter({ hasText: 'Germany (DE)' }).getByRole('cell').first()).toHaveText(monthLabel(month));
  await audit.scan(page, 'the Tax tab (1366 px)');
  await page.screenshot({ path: test.info().outputPath('tax-report.png'), fullPage: true });

  // From the tab into its panel, then the From month, typed as YYYY-MM.
  await tab.focus();
  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(from).toBeFocused();
  // A From after To is refused in the server's words, before any call; the tables and the download wait.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(addMonths(month, 1));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('alert').filter({ hasText: TAX_REPORT_TEXTS.fromAfterTo(addMonths(month, 1), month) })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  await expect(countries).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(month);
  await page.keyboard.press('Enter');
  await expect(from).toHaveValue(monthLabel(month));
  await expect(panel.getByRole('heading', { level: 3, name: `By country, ${monthLabel(month)} to ${monthLabel(month)}` })).toBeVisible();
  await expect(germany.getByRole('cell').nth(6)).toHaveText(dollars(price + germanTax));

  // The CSV of the same months: a plain download, a row per month and country.
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`tax-report-${month}-${month}.csv`);
  const lines = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  const decimal = (amount: number) => (amount / 100).toFixed(2);
  expect(lines).toEqual([
    TAX_REPORT_CSV_HEADERS.join(','),
    `${month},FR,France,USD,1,0,${decimal(price)},${decimal(frenchTax)},${decimal(price + frenchTax)},0,0,0.00`,
    `${month},DE,Germany,USD,1,0,${decimal(price)},${decimal(germanTax)},${decimal(price + germanTax)},0,0,0.00`,
  ]);
  await audit.scan(page, 'the Tax tab, one month chosen (1366 px)');

  // A phone: nothing scrolls sideways but the tables, each in its own box the keyboard can reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, 'the Tax tab (390 px)');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  expect(await countries.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await countries.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => countries.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await panel.getByRole('heading', { level: 2, name: TAX_REPORT_TEXTS.title }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('tax-report-390.png'), fullPage: true });
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});
