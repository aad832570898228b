import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { someTemplates } from '../support/catalog';
import { expect, signIn, test } from '../support/test';
import { tickConsentBoxes } from '../support/checkout';

/** The order number the customer is shown and mailed; the admin dialog shows the same one (decision 052). */
const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

// Decision 029: the Customers tab and its detail dialog, with an order bought through the real checkout.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

test('the admin finds a customer, sees their figures and opens their orders', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const username = 'ada_buyer';
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
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Mobile Number').fill('+1 555 123 4567');
  await tickConsentBoxes(page);
  await page.getByRole('button', { name: /^Place Order - \$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\//, { timeout: 30_000 });
  const orderId = page.url().split('/thank-you/')[1]!.split(/[?#]/)[0]!;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await admin.goto(`${app.url}/login?return=%2Fadmin`);
    await signIn(admin, 'admin', 'Admin12345');
    await expect(admin).toHaveURL(`${app.url}/admin`);
    await admin.getByRole('tab', { name: 'Customers' }).click();
    await expect(admin).toHaveURL(`${app.url}/admin#customers`);

    const panel = admin.getByRole('tabpanel', { name: 'Customers' });
    await admin.getByRole('searchbox', { name: 'Search customers' }).fill('ADA_');
    await admin.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
    const row = panel.locator('.ant-table-tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(0)).toHaveText(username);
    await expect(row.locator('td').nth(2)).toHaveText('1');
    await expect(row.locator('td').nth(3)).toHaveText(`$${template!.price}`);

    await row.getByRole('button', { name: `View orders of ${username}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Customer: ${username}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Order #${orderNumber(orderId)}`, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Completed', { exact: true })).toBeVisible();
    await expect(dialog.getByText(template!.name, { exact: false })).toBeVisible();

    // Refund: a reason, then the order is Refunded, the figures drop, and the buyer's download stops.
    // With the keyboard: the form takes focus from the button it replaces, and gives it back on 'Keep order'.
    const refundButton = dialog.getByRole('button', { name: `Refund order #${orderNumber(orderId)}` });
    const reasonBox = dialog.getByLabel(`Reason for refunding order #${orderNumber(orderId)} ($${template!.price})`);
    await refundButton.focus();
    await admin.keyboard.press('Enter');
    await expect(reasonBox).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(refundButton).toBeFocused();
    await refundButton.click();
    await reasonBox.fill('Duplicate purchase reported within 48 hours');
    const audit = new AxeAudit();
    await audit.scan(admin, 'the customer dialog with its refund form');
    await admin.screenshot({ path: test.info().outputPath('refund-form.png') });
    expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
    await dialog.getByRole('button', { name: `Refund $${template!.price}` }).click();
    await expect(admin.getByText(`Order #${orderNumber(orderId)} refunded`)).toBeVisible();
    await expect(dialog.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveText(`Order #${orderNumber(orderId)}`); // focus stays on the order it refunded
    await expect(dialog.getByRole('button', { name: /^Refund order/ })).toHaveCount(0);
    await expect(row.locator('td').nth(2)).toHaveText('0');
    await page.goto(`${app.url}/dashboard`);
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A reload keeps the tab (the hash), and a search that finds nobody says so.
    await admin.reload();
    await expect(admin.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');
    await admin.getByRole('searchbox', { name: 'Search customers' }).fill('nobody-like-this');
    await admin.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
    await expect(panel.getByText('No Customers Found')).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
