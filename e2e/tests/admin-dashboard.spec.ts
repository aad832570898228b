import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { ORDERS_CSV_HEADERS, REVENUE_API, type RevenueDashboard } from '@tm/contracts/revenue';
import { PAGES } from '@tm/contracts/routes';
import { SHOP_SETTINGS_API, type AdminShopSettings } from '@tm/contracts/shop-settings';
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
async function bought(browser: Browser, template: TemplateSummary, url = app.url): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const customer = await signUpCustomer(page, url, { prefix: 'rev' });
    return await placeOrder(page.request, url, customer, [template], { pay: true });
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

// Decision 089: a sale's day is the shop's calendar day when it is counted, and a refund counts on its own
// day. The server clock is started either side of midnight in New York (TEST_CLOCK_START): 04:50 UTC on
// 1 February 2026 is still 31 January there, 05:10 UTC is 1 February.
test.describe('on a fake clock across a month boundary in the shop’s time zone', () => {
  let clockApp: RunningApp;
  test.beforeAll(async ({ appTarget }) => {
    clockApp = await startApp({ TEST_CLOCK_START: '2026-02-01T04:50:00Z' }, appTarget);
  });
  test.afterAll(async () => {
    await clockApp?.stop();
  });

  test('the figures follow the orders and the refund made, by New York days, and the range picker works by keyboard', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${clockApp.url}/login?return=${encodeURIComponent(PAGES.admin)}`);
    await signIn(page, 'admin', 'Admin12345');
    await expect(page).toHaveURL(`${clockApp.url}${PAGES.admin}`);
    const current = (await (await page.request.get(`${clockApp.url}${SHOP_SETTINGS_API.admin}`)).json()) as AdminShopSettings;
    const saved = await page.request.put(`${clockApp.url}${SHOP_SETTINGS_API.admin}`, {
      data: { ...current.settings, timeZone: 'America/New_York', revision: current.revision },
      headers: { Origin: clockApp.url },
    });
    expect(saved.ok()).toBe(true);

    const [first, second] = await someTemplates(page.request, clockApp.url, 2);
    // 23:50 on 31 January in New York (already 1 February in UTC).
    const lateOrder = await bought(browser, first!, clockApp.url);

    // 00:10 on 1 February in New York: a second sale, and the first order refunded. The admin page leaves
    // first: its polls would meet the server stopped for the restart.
    await page.goto('about:blank');
    clockApp = await clockApp.restart({ TEST_CLOCK_START: '2026-02-01T05:10:00Z' });
    await bought(browser, second!, clockApp.url);
    const refund = await page.request.post(`${clockApp.url}${adminPath(ADMIN_API.refundOrder, { id: lateOrder })}`, {
      data: { reason: 'Asked the morning after' },
      headers: { Origin: clockApp.url },
    });
    expect(refund.ok()).toBe(true);

    const day = async (d: string) =>
      (await (await page.request.get(`${clockApp.url}${REVENUE_API.dashboard}?range=custom&from=${d}&to=${d}`)).json()) as RevenueDashboard;
    const january = await day('2026-01-31');
    expect(january).toMatchObject({ timeZone: 'America/New_York' });
    expect([january.orders.current, january.grossCents.current, january.newCustomers.current, january.refunds.current]).toEqual([
      1,
      cents(first!.price),
      1,
      0,
    ]);
    const february = await day('2026-02-01');
    expect([february.orders.current, february.grossCents.current, february.refunds.current, february.refundedCents.current]).toEqual([
      1,
      cents(second!.price),
      1,
      cents(first!.price),
    ]);
    expect(february.previousFrom).toBe('2026-01-31');
    expect(february.grossCents.previous).toBe(cents(first!.price));

    // The Dashboard tab, on 30 days (its default): both sales, the refund.
    await page.goto(`${clockApp.url}${PAGES.admin}#dashboard`);
    const panel = page.getByRole('tabpanel', { name: /(^|\s)Dashboard$/ });
    const figures = panel.getByRole('list', { name: 'Figures' });
    const card = (title: string) => figures.getByRole('listitem').filter({ hasText: new RegExp(`^${title}`) });
    await expect(card('Revenue')).toContainText(dollars(cents(first!.price) + cents(second!.price)));
    await expect(card('Orders')).toContainText('2');
    await expect(card('Refunded')).toContainText(dollars(cents(first!.price)));
    await expect(panel).toContainText('Days are counted in America/New_York');

    // The range picker by keyboard: reached with Tab from the tab, Today chosen with the arrows.
    await page.getByRole('tab', { name: /(^|\s)Dashboard$/ }).focus();
    // antd's Segmented is a focusable radio group around its radios: Tab goes on to the chosen radio, whose arrows move the choice.
    const inPicker = () => page.evaluate(() => document.activeElement?.matches('.ant-segmented input[type="radio"]') ?? false);
    for (let presses = 0; presses < 20 && !(await inPicker()); presses += 1) await page.keyboard.press('Tab');
    expect(await inPicker(), 'Tab reaches the range picker').toBe(true);
    const today = panel.getByRole('radio', { name: 'Today' });
    for (let presses = 0; presses < 5 && !(await today.isChecked()); presses += 1) await page.keyboard.press('ArrowLeft');
    await expect(today).toBeChecked();
    await expect(card('Revenue')).toContainText(dollars(cents(second!.price)));
    await expect(card('Orders')).toContainText('1');
    await expect(card('Refunds')).toContainText('1');
    await expect(card('Refunded')).toContainText(dollars(cents(first!.price)));
    await expect(panel).toContainText('1 Feb 2026');
    await page.screenshot({ path: test.info().outputPath('dashboard-new-york-today.png'), fullPage: true });
  });
});
