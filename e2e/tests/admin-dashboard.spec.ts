import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { ORDERS_CSV_HEADERS, REVENUE_API, type RevenueDashboard } from '@tm/contracts/revenue';
import { PAGES } from '@tm/contracts/routes';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { cents, dollars, someTemplates, type TemplateSummary } from '../support/catalog';
import { placeOrder, signUpCustomer } from '../support/customers';
import { expect, signIn, test } from '../support/test';

// Decision 089: the owner's revenue in the admin panel's Dashboard tab, read from the daily aggregates,
// and the accountant's CSV exports.
let app: RunningApp;
test.beforeAll(async ({ appTarget }) => (app = await startApp({}, appTarget)));
test.afterAll(async () => {
  await app?.stop();
});

/** A new customer buys the template through the simulated gateway. */
async function bought(browser: Browser, template: TemplateSummary): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const customer = await signUpCustomer(page, app.url, { prefix: 'rev' });
    return await placeOrder(page.request, app.url, customer, [template], { pay: true });
  } finally {
    await context.close();
  }
}

test('the owner reads today’s revenue against yesterday, with the keyboard, at 1366 and 390 px, and downloads the orders CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.admin)}`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}${PAGES.admin}`);
  const today = async () => (await (await page.request.get(`${app.url}${REVENUE_API.dashboard}?range=today`)).json()) as RevenueDashboard;
  const before = await today();

  const [first, second] = await someTemplates(page.request, app.url, 2);
  await bought(browser, first!);
  await bought(browser, second!);
  const sales = cents(first!.price) + cents(second!.price);
  const after = await today();
  expect(after.orders.current).toBe(before.orders.current + 2);
  expect(after.grossCents.current).toBe(before.grossCents.current + sales);
  expect(after.newCustomers.current).toBe(before.newCustomers.current + 2);

  // The Dashboard tab is the first; chosen with the keyboard, then Tab goes on into its panel.
  const tab = page.getByRole('tab', { name: /(^|\s)Dashboard$/ });
  await page.getByRole('tab', { name: 'Templates' }).focus();
  await page.keyboard.press('Home');
  await expect(tab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${app.url}${PAGES.admin}#dashboard`);
  const panel = page.getByRole('tabpanel', { name: /(^|\s)Dashboard$/ });
  await expect(panel.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();

  // Today, picked with the keyboard in the range picker.
  await panel.getByText('Today', { exact: true }).click();
  const figures = panel.getByRole('list', { name: 'Figures' });
  const revenueCard = figures.getByRole('listitem').filter({ hasText: 'Revenue' }).first();
  await expect(revenueCard).toContainText(dollars(after.grossCents.current));
  await expect(figures.getByRole('listitem').filter({ hasText: 'Orders' }).first()).toContainText(String(after.orders.current));
  // The chart's figures are in the table below it.
  const table = panel.getByRole('region', { name: 'Revenue figures' });
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(dollars(after.grossCents.current));
  await expect(panel.getByRole('region', { name: 'Top templates' })).toContainText(first!.name);
  await audit.scan(page, 'the Dashboard tab (1366 px)');
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });

  // The orders CSV of the range shown: a row per order line, the two sales among them.
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Orders CSV' }).click();
  const file = await download;
  const lines = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  expect(lines[0]).toBe(ORDERS_CSV_HEADERS.join(','));
  expect(lines.filter((line) => line.includes(`,${first!.name},1,`) || line.includes(`,${second!.name},1,`)).length).toBeGreaterThanOrEqual(
    2,
  );

  // A phone: nothing scrolls sideways but the tables in their own boxes.
  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, 'the Dashboard tab (390 px)');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await panel.getByRole('heading', { level: 2, name: 'Dashboard' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('dashboard-390.png'), fullPage: true });
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});
