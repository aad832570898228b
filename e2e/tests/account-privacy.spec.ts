import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_EXPORT_SECTIONS, ACCOUNT_PRIVACY_MESSAGES } from '@tm/contracts/account-privacy';
import { ACCOUNT_SETTINGS_MESSAGES } from '@tm/contracts/account-settings';
import { CART_API } from '@tm/contracts/cart';
import { CONTACT_API } from '@tm/contracts/contact';
import { CUSTOM_BUILD_API } from '@tm/contracts/custom-build';
import { downloadItemPath, orderItemsPath } from '@tm/contracts/orders';
import { REVIEWS_API, reviewsPath } from '@tm/contracts/reviews';
import { API, PAGES } from '@tm/contracts/routes';
import { wishlistItemPath } from '@tm/contracts/wishlist';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { someTemplates, type TemplateSummary } from '../support/catalog';
import { CUSTOMER_PASSWORD, placeOrder, signUpCustomer, type Customer } from '../support/customers';
import { expect, signIn, test } from '../support/test';

// Decision 086: download my data and delete my account from the dashboard, and the back office's
// deletion of an account on request. A wrong password and a made-up link are refusals the pages report.
test.use({ allowConsoleErrors: /status of (400|404)/ });

let app: RunningApp;
test.beforeAll(async ({ appTarget }) => (app = await startApp({}, appTarget)));
test.afterAll(async () => app?.stop());

const BAKERY = {
  businessType: 'Bakery',
  pages: ['About'],
  pageCount: null,
  features: ['shop', 'gallery', 'contactForm'],
  designPreferences: ['Pastel', 'Pink'],
  timeline: 'standard',
  platform: null,
  asked: [],
};

const post = (request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) =>
  request.post(`${app.url}${path}`, { data, headers: { Origin: app.url, ...headers } });

async function openSettings(page: Page) {
  await page.goto(app.url + PAGES.dashboard);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
}

/** A paid order of `template` with a review of it, written through the API as the pages would. */
async function boughtAndReviewed(page: Page, customer: Customer, template: TemplateSummary): Promise<string> {
  const orderId = await placeOrder(page.request, app.url, customer, [template], { pay: true });
  const review = await post(page.request, reviewsPath(REVIEWS_API.list, template.id), {
    rating: 5,
    title: 'Exactly what we needed',
    text: 'Our bakery site was live the same afternoon.',
  });
  expect(review.status()).toBe(201);
  return orderId;
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test('downloads a copy of everything the shop keeps about the account, with the keyboard', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();
  const customer = await signUpCustomer(page, app.url, { prefix: 'mydata' });
  const [bought, inCart, saved] = await someTemplates(page.request, app.url, 3);

  // What the account will hold, set up through the API: an order paid and downloaded, a review, the cart
  // (a retried add), the wishlist, a contact message, a saved custom build in the cart, a reset and an
  // email change asked for, and a known browser's failed sign-in.
  const orderId = await boughtAndReviewed(page, customer, bought!);
  const [item] = (await (await page.request.get(`${app.url}${orderItemsPath(orderId)}`)).json()) as Array<{ id: string }>;
  expect((await page.request.get(`${app.url}${downloadItemPath(item!.id, { orderId })}`)).status()).toBe(200);
  expect((await post(page.request, CART_API.cart, { templateId: inCart!.id, quantity: 1 }, { 'Idempotency-Key': 'e2e-add-1' })).ok()).toBe(
    true,
  );
  expect((await page.request.put(`${app.url}${wishlistItemPath(saved!.id)}`, { headers: { Origin: app.url } })).status()).toBe(204);
  const contact = {
    name: 'Ada Lovelace',
    email: customer.email,
    subject: 'Licence question',
    category: 'support',
    message: 'May I use the template for two sites?',
    fillMs: 20_000,
  };
  expect((await post(page.request, CONTACT_API.email, contact)).ok()).toBe(true);
  const summary = (await (await post(page.request, CUSTOM_BUILD_API.generateSummary, { requirements: BAKERY })).json()) as { id: string };
  expect((await post(page.request, CUSTOM_BUILD_API.summaries, { summary })).ok()).toBe(true);
  expect((await post(page.request, CUSTOM_BUILD_API.addToCart, { summary, sessionId: null })).ok()).toBe(true);
  expect((await post(page.request, API.forgotPassword, { email: customer.email })).ok()).toBe(true);
  const moved = `moved_${Date.now().toString(36)}@example.org`;
  expect((await post(page.request, API.accountEmail, { newEmail: moved, currentPassword: CUSTOMER_PASSWORD })).ok()).toBe(true);
  const laptop = await browser.newContext();
  try {
    const login = (password: string) => post(laptop.request, API.login, { username: customer.username, password });
    expect((await login(CUSTOMER_PASSWORD)).status()).toBe(200);
    expect((await login('Not-My-Password-1')).status()).toBe(401);
  } finally {
    await laptop.close();
  }

  await openSettings(page);
  await audit.scan(page, 'Account settings with the privacy rights');
  const button = page.getByRole('button', { name: 'Download my data' });
  await button.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^account-data-${customer.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  await expect(page.getByRole('status').filter({ hasText: 'Your data has been downloaded as' })).toBeVisible();
  await audit.scan(page, 'Account settings after downloading the data');

  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown> & { account: Record<string, unknown> };
  expect(file.account).toMatchObject({ id: customer.id, username: customer.username, email: customer.email });
  for (const section of ACCOUNT_EXPORT_SECTIONS) expect(file, section).toHaveProperty(section);
  // Every kind of record this account has is in it; the rest need a bought custom build, a large export or an admin.
  const empty = ACCOUNT_EXPORT_SECTIONS.filter((section) => section !== 'account' && (file[section] as unknown[]).length === 0);
  expect(empty.sort()).toEqual(['adminActions', 'backgroundJobs', 'customBuildDeliveries', 'dataExports']);
  expect(file.orders).toEqual([
    expect.objectContaining({ id: orderId, status: 'completed', documents: [expect.objectContaining({ kind: 'invoice' })] }),
  ]);
  expect(file.contactMessages).toEqual([expect.objectContaining({ subject: 'Licence question' })]);
  expect(file.emailChangeRequests).toEqual([expect.objectContaining({ newEmail: moved })]);
  expect(JSON.stringify(file)).not.toMatch(/token=\w/);
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});

test('the mailed link’s page downloads only a link the shop made', async ({ page }) => {
  const audit = new AxeAudit();
  await signUpCustomer(page, app.url, { prefix: 'linkpage' });
  await page.goto(`${app.url}${PAGES.accountExport}?token=made-up`);
  await expect(page.getByRole('heading', { level: 1, name: 'Download your data' })).toBeVisible();
  await audit.scan(page, '/account-export');
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid);
  // Focus goes on from the outcome, not from the top of the page.
  await expect(page.locator(':focus')).toContainText(ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid);
  await expect(page.getByText('You can ask for a new copy under Account settings in your dashboard.')).toBeVisible();
  await audit.scan(page, '/account-export with a refused link');
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('deletes the account: another browser is signed out at once, the review stays without a name, and the address signs up again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const audit = new AxeAudit();
    const customer = await signUpCustomer(page, app.url, { prefix: 'leaving' });
    const [template] = await someTemplates(page.request, app.url, 1);
    await boughtAndReviewed(page, customer, template!);
    const phone = await browser.newContext();
    const other = await phone.newPage();
    try {
      await other.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.dashboard)}`);
      await signIn(other, customer.username, CUSTOMER_PASSWORD);
      await expect(other.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();

      await openSettings(page);
      await noSidewaysScroll(page);
      // The statement first, from a button; focus moves into it, and back on "Keep my account".
      const open = page.getByRole('button', { name: 'Delete my account...' });
      await open.focus();
      await page.keyboard.press('Enter');
      const section = page.getByRole('region', { name: 'Delete account' });
      await expect(section.getByRole('heading', { name: 'What we keep' })).toBeVisible();
      await expect(section.getByText('Deleting your account takes effect at once and cannot be undone.')).toBeFocused();
      await noSidewaysScroll(page);
      await audit.scan(page, 'the delete account form (390 px)');
      await section.getByRole('button', { name: 'Keep my account' }).click();
      await expect(open).toBeFocused();
      await page.keyboard.press('Enter');

      // Nothing chosen: the reviews' choice says so and takes the focus.
      const form = page.getByRole('form', { name: 'Delete account' });
      await form.getByRole('button', { name: 'Delete my account permanently' }).click();
      await expect(form.getByText(ACCOUNT_PRIVACY_MESSAGES.reviewsChoice)).toBeVisible();
      const keep = form.getByRole('radio', { name: /Keep my reviews without my name/ });
      await expect(keep).toBeFocused();
      await audit.scan(page, 'the delete account form refused (390 px)');
      await page.keyboard.press('Space');
      await expect(keep).toBeChecked();

      // A wrong password: the server's answer, nothing changed.
      await form.getByLabel('Current password').fill('Not-My-Password-1');
      await form.getByLabel('Current password').press('Enter');
      await expect(form.getByRole('alert')).toHaveText(ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword);
      expect((await page.request.get(app.url + API.authUser)).status()).toBe(200);

      await form.getByLabel('Current password').fill(CUSTOMER_PASSWORD);
      await form.getByRole('button', { name: 'Delete my account permanently' }).click();
      await expect(page).toHaveURL(`${app.url}${PAGES.accountDeleted}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: ACCOUNT_PRIVACY_MESSAGES.accountDeleted })).toBeVisible();
      expect((await page.request.get(app.url + API.authUser)).status()).toBe(401);
      await noSidewaysScroll(page);
      await audit.scan(page, '/account-deleted (390 px)');
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.goto(app.url + PAGES.dashboard);
      await expect(page).toHaveURL(/\/login\?return=%2Fdashboard$/);

      // The other browser is signed out at once.
      expect((await other.request.get(app.url + API.authUser)).status()).toBe(401);
      await other.reload();
      await expect(other).toHaveURL(/\/login\?return=%2Fdashboard$/);

      // The review stays, without a name; the address and username sign up again.
      const reviews = (await (await page.request.get(`${app.url}${reviewsPath(REVIEWS_API.list, template!.id)}`)).json()) as {
        reviews: Array<{ title: string; author: string }>;
      };
      expect(reviews.reviews.find((review) => review.title === 'Exactly what we needed')?.author).toBe('Verified buyer');
      await page.goto(`${app.url}${PAGES.signup}`);
      await page.getByLabel('Username').fill(customer.username);
      await page.getByLabel('Email').fill(customer.email);
      await page.getByLabel('Password').fill(CUSTOMER_PASSWORD);
      await page.getByRole('button', { name: /create account|sign up/i }).click();
      await expect(page).toHaveURL(app.url + PAGES.dashboard);
      const fresh = (await (await page.request.get(app.url + API.authUser)).json()) as { id: string; email: string };
      expect(fresh.email).toBe(customer.email);
      expect(fresh.id).not.toBe(customer.id);
      expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

test('an admin deletes an account asked for by mail, and the audit log shows it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();
  const buyer = await browser.newContext();
  const customerPage = await buyer.newPage();
  const customer = await signUpCustomer(customerPage, app.url, { prefix: 'bymail' });
  try {
    await page.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.admin)}`);
    await signIn(page, 'admin', 'Admin12345');
    await expect(page).toHaveURL(`${app.url}${PAGES.admin}`);
    await page.getByRole('tab', { name: 'Customers' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Customers' });
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.username);
    await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
    await expect(panel.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);

    // With the keyboard: the row's button opens the dialog; nothing is deleted before a choice for the reviews.
    await panel.getByRole('button', { name: `Delete account of ${customer.username}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Delete the account of ${customer.username}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('What is kept')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await audit.scan(page, 'the delete account dialog');
    // On a phone the dialog fits the screen: its lists wrap, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await audit.scan(page, 'the delete account dialog (390 px)');
    await page.setViewportSize({ width: 1280, height: 720 });
    await dialog.getByRole('radio', { name: 'Remove their reviews' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio', { name: 'Remove their reviews' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText(`Account of ${customer.username} deleted`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText('No Customers Found')).toBeVisible();
    expect((await customerPage.request.get(app.url + API.authUser)).status()).toBe(401);

    // The audit log: who deleted which account, without the customer's name or address.
    await page.goto(`${app.url}${PAGES.adminAuditLog}?targetId=${customer.id}`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(row).toContainText('Customer account deleted');
    await expect(row).toContainText('Customer');
    await expect(row).toContainText(customer.id);
    await expect(row).toContainText('admin');
    await expect(page.getByRole('main')).not.toContainText(customer.email);
    await audit.scan(page, 'the audit log with the deletion');
    expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
  } finally {
    await buyer.close();
  }
});
