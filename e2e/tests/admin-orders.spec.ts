import { PAGES } from '@tm/contracts/routes';
import { startApp, type RunningApp } from '../support/app';
import { chooseOption, dismissToasts } from '../support/antd';
import { AxeAudit } from '../support/axe';
import { someTemplates } from '../support/catalog';
import { tickConsentBoxes } from '../support/checkout';
import { placeOrder, signUpCustomer } from '../support/customers';
import { expect, signIn, test } from '../support/test';

const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

// Decision 088: the orders desk lists every order (searched, filtered), and an order's page shows its
// mails and downloads, resends its confirmation and refunds it.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

test('the admin finds an order, opens its page with its mails and downloads, resends its confirmation and refunds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const username = 'grace_orders';
  const signup = await page.request.post(`${app.url}/api/auth/signup`, {
    data: { username, email: `${username}@example.com`, password: 'Shopper123' },
    headers: { Origin: app.url },
  });
  expect(signup.ok()).toBe(true);
  const [template] = await someTemplates(page.request, app.url, 1);
  await page.goto(`${app.url}/template/${template!.slug}`);
  await page
    .getByRole('button', { name: /^Add to Cart\s*:/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^In Cart\s*:/ }).first()).toBeVisible();
  await page.goto(`${app.url}/checkout`);
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Mobile Number').fill('+1 555 123 4567');
  await tickConsentBoxes(page);
  await page.getByRole('button', { name: /^Place Order - \$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\//, { timeout: 30_000 });
  const orderId = page.url().split('/thank-you/')[1]!.split(/[?#]/)[0]!;
  // The buyer downloads the whole order once: the desk shows it.
  const downloadAll = page
    .getByRole('region', { name: 'Your Downloads', exact: true })
    .getByRole('link', { name: /every template of this order$/ });
  const href = await downloadAll.getAttribute('href');
  expect((await page.request.get(new URL(href!, app.url).toString())).ok()).toBe(true);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const audit = new AxeAudit();
  try {
    await admin.setViewportSize({ width: 1366, height: 900 });
    await admin.goto(`${app.url}/login?return=%2Fadmin`);
    await signIn(admin, 'admin', 'Admin12345');
    await expect(admin).toHaveURL(`${app.url}/admin`);
    await admin.getByRole('tab', { name: 'Orders' }).click();
    await expect(admin).toHaveURL(`${app.url}/admin#orders`);
    const panel = admin.getByRole('tabpanel', { name: 'Orders' });
    const rows = panel.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();

    // Search by the buyer's name, then by the order number.
    const search = admin.getByRole('searchbox', { name: 'Search orders' });
    await search.fill('Grace Hop');
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`#${orderNumber(orderId)}`);
    await search.fill(orderNumber(orderId));
    await search.press('Enter');
    await expect(rows).toHaveCount(1);

    // Filters: completed keeps it, pending does not.
    await chooseOption(admin, panel.getByLabel('Status'), 'Pending');
    await expect(panel.getByText('No orders match.')).toBeVisible();
    await chooseOption(admin, panel.getByLabel('Status'), 'Completed');
    await expect(rows).toHaveCount(1);
    await chooseOption(admin, panel.getByLabel('Provider'), 'Stripe');
    await expect(panel.getByText('No orders match.')).toBeVisible();
    await chooseOption(admin, panel.getByLabel('Provider'), 'Simulated');
    await expect(rows).toHaveCount(1);
    await dismissToasts(admin);
    await audit.scan(admin, 'the Orders tab (1366 px)');
    await admin.screenshot({ path: test.info().outputPath('orders-tab-1366.png'), fullPage: true });

    // The order's page: its heading takes focus, and it shows the mails and the download.
    await rows
      .first()
      .getByRole('link', { name: `Open order #${orderNumber(orderId)}` })
      .click();
    await expect(admin).toHaveURL(`${app.url}${PAGES.adminOrder.replace(':id', orderId)}`);
    await expect(admin.getByRole('heading', { level: 1, name: `Order #${orderNumber(orderId)}` })).toBeFocused();
    const mails = admin.getByRole('region', { name: 'Mails', exact: true });
    await expect(mails).toContainText('order-confirmation');
    await expect(mails).toContainText(`${username}@example.com`);
    await expect(admin.getByRole('region', { name: 'Downloads', exact: true })).toContainText('The whole order (ZIP)');
    await expect(admin.getByRole('region', { name: 'Lines', exact: true })).toContainText(template!.name);
    await expect(admin.getByRole('region', { name: 'Invoice and credit notes', exact: true })).toContainText('Invoice');

    // Resend the confirmation: a new mail and an audit entry.
    await admin.getByRole('button', { name: 'Resend confirmation' }).click();
    await expect(admin.getByText('Confirmation owed again')).toBeVisible();
    await expect(mails).toContainText('order-confirmation-resend');
    await expect(admin.getByRole('region', { name: 'Audit trail', exact: true })).toContainText('order.resend-confirmation');
    await dismissToasts(admin);
    await audit.scan(admin, 'an order page (1366 px)');
    await admin.screenshot({ path: test.info().outputPath('order-page-1366.png'), fullPage: true });

    // Refund from the page.
    await admin.getByRole('button', { name: 'Refund order' }).click();
    const dialog = admin.getByRole('dialog', { name: `Refund order #${orderNumber(orderId)}` });
    await dialog.getByLabel(/^Reason/).fill('Bought by mistake, asked within the hour');
    await dialog.getByRole('button', { name: `Refund $${template!.price}` }).click();
    await expect(admin.getByText(`Order #${orderNumber(orderId)} refunded`)).toBeVisible();
    const summary = admin.getByRole('region', { name: 'Summary', exact: true });
    await expect(summary.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Audit trail', exact: true })).toContainText('order.refund');
    await expect(admin.getByRole('region', { name: 'Invoice and credit notes', exact: true })).toContainText('Credit note');

    await dismissToasts(admin);
    // A phone: nothing scrolls sideways but the tables, each in its own box.
    await admin.setViewportSize({ width: 390, height: 844 });
    await audit.scan(admin, 'an order page (390 px)');
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the order page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    await admin.screenshot({ path: test.info().outputPath('order-page-390.png'), fullPage: true });

    await admin.getByRole('link', { name: 'All orders' }).click();
    await expect(admin).toHaveURL(`${app.url}/admin#orders`);
    await expect(admin.getByRole('tabpanel', { name: 'Orders' }).locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await audit.scan(admin, 'the Orders tab (390 px)');
    const tabOverflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(tabOverflow, 'the Orders tab scrolls sideways at 390 px').toBeLessThanOrEqual(0);
    await admin.screenshot({ path: test.info().outputPath('orders-tab-390.png'), fullPage: true });
    expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
  } finally {
    await adminContext.close();
  }
});

test('the filters live in the address (linked, reloaded, Back), and one line of an order is refunded from its page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [, first, second] = await someTemplates(page.request, app.url, 3);
  const buyerContext = await browser.newContext();
  let orderId: string;
  try {
    const buyer = await buyerContext.newPage();
    const customer = await signUpCustomer(buyer, app.url, { prefix: 'lines' });
    orderId = await placeOrder(buyer.request, app.url, customer, [first!, second!], { pay: true });
  } finally {
    await buyerContext.close();
  }
  const number = orderNumber(orderId);

  const audit = new AxeAudit();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${app.url}/login?return=%2Fadmin`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}/admin`);
  await page.goto(`${app.url}/admin#orders`);
  const panel = page.getByRole('tabpanel', { name: 'Orders' });
  const rows = panel.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  // Each filter goes to the address.
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(number);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${number}#orders$`));
  await chooseOption(page, panel.getByLabel('Status'), 'Completed');
  await expect(page).toHaveURL(new RegExp(`\\?q=${number}&status=completed#orders$`));
  const template = panel.getByLabel('Template');
  await template.click();
  await template.fill(second!.name.slice(0, 12));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: second!.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`&template=${second!.id}&templateName=[^#]+#orders$`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`#${number}`);

  // A reload (or the link sent to a colleague) opens the same view.
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(search).toHaveValue(number);
  // What an antd select shows: its box around the labelled combobox.
  const shown = (select: typeof template) =>
    select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(shown(panel.getByLabel('Status'))).toContainText('Completed');
  await expect(shown(template)).toContainText(second!.name);

  // Back returns to the view before the template was chosen, then before the status.
  await page.goBack();
  await expect(page).toHaveURL(`${app.url}/admin?q=${number}&status=completed#orders`);
  await expect(shown(template)).not.toContainText(second!.name);
  await page.goBack();
  await expect(page).toHaveURL(`${app.url}/admin?q=${number}#orders`);
  await expect(search).toHaveValue(number);
  await expect(rows).toHaveCount(1);

  // The order's page: refund the second line only.
  await rows
    .first()
    .getByRole('link', { name: `Open order #${number}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeFocused();
  const lines = page.getByRole('region', { name: 'Lines', exact: true });
  await expect(lines.getByRole('button', { name: /^Refund line: / })).toHaveCount(2);
  await lines.getByRole('button', { name: `Refund line: ${second!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${second!.name} of order #${number}` });
  await expect(dialog).toContainText('download stops at once');
  const confirm = dialog.getByRole('button', { name: `Refund $${second!.price}` });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/^Reason/).fill('Bought the wrong one');
  await dismissToasts(page);
  await audit.scan(page, 'the line refund dialog (1366 px)');
  await page.screenshot({ path: test.info().outputPath('line-refund-dialog-1366.png') });
  await confirm.click();
  await expect(page.getByText(`${second!.name} of order #${number} refunded`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary', exact: true }).getByText('Partly refunded', { exact: true })).toBeVisible();
  await expect(lines.getByRole('button', { name: /^Refund line: / })).toHaveCount(1);
  await expect(lines.getByRole('button', { name: `Refund line: ${first!.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit trail', exact: true })).toContainText('order.refund-line');
  await expect(page.getByRole('region', { name: 'Invoice and credit notes', exact: true })).toContainText('Credit note');
  await expect(page.getByRole('region', { name: 'Refunds', exact: true })).toContainText('1 of 2');
  await dismissToasts(page);
  await audit.scan(page, 'an order page with a refunded line (1366 px)');
  await page.screenshot({ path: test.info().outputPath('order-line-refund-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, 'an order page with a refunded line (390 px)');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the order page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('order-line-refund-390.png'), fullPage: true });

  // A link to the partly refunded orders shows it, labelled in words.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${app.url}/admin?status=partly-refunded&q=${number}#orders`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Partly refunded');
  await expect(rows.first()).toContainText('Simulated');
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});
