import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type AdmZip from 'adm-zip';
import { ORDER_LIMITS } from '@tm/contracts/orders';
import { startApp, type RunningApp } from '../support/app';
import { cartLink, cents, dollars, someTemplates, toast, type TemplateSummary } from '../support/catalog';
import { ROOT } from '../support/paths';
import { expect, signIn, test } from '../support/test';
import { tickConsentBoxes } from '../support/checkout';

// adm-zip is the backend's test dependency: reach it from there rather than adding it to e2e.
const requireFromBackend = createRequire(join(ROOT, 'backend', 'package.json'));
const Zip = requireFromBackend('adm-zip') as typeof AdmZip;

let app: RunningApp;
test.beforeAll(async ({ appTarget }) => (app = await startApp({}, appTarget)));
test.afterAll(async () => app?.stop());

interface OrderSummary {
  id: string;
  status: string;
  totalAmount: string;
  items: Array<{ id: string; template: { id: string; name: string } }>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** A new customer with no first or last name, so the checkout's name fields stay editable. */
async function registerCustomer(request: APIRequestContext, username: string) {
  const response = await request.post(`${app.url}/api/auth/signup`, {
    data: { username, email: `${username}@example.com`, password: 'Shopper123' },
    headers: { Origin: app.url },
  });
  expect(response.ok()).toBe(true);
  return { username, email: `${username}@example.com`, password: 'Shopper123' };
}

async function ordersOf(page: Page): Promise<OrderSummary[]> {
  const user = (await (await page.request.get(`${app.url}/api/auth/user`)).json()) as { id: string };
  return (await page.request.get(`${app.url}/api/users/${user.id}/orders`)).json() as Promise<OrderSummary[]>;
}

async function addToCart(page: Page, template: TemplateSummary) {
  await page
    .getByRole('button', { name: new RegExp(`^Add to Cart\\s*:\\s*${escapeRegExp(template.name)}$`) })
    .first()
    .click();
  await expect(page.getByRole('button', { name: new RegExp(`^In Cart\\s*:\\s*${escapeRegExp(template.name)}$`) }).first()).toBeDisabled();
}

/** Clicks a download link and waits for the file and the button's 'Downloading...' → 'Downloaded' states (its name changes with them). */
async function downloadFrom(page: Page, link: Locator): Promise<{ zip: AdmZip; filename: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  await expect(link).toContainText('Downloading...');
  await expect(link).toContainText('Downloaded');
  expect(await download.failure()).toBeNull();
  return { zip: new Zip(readFileSync(await download.path())), filename: download.suggestedFilename() };
}

const entryNames = (zip: AdmZip) => zip.getEntries().map((entry) => entry.entryName);
const entryText = (zip: AdmZip, name: string) => zip.readAsText(name);

test('a shopper buys two templates: checkout with its checks, the gateway, thank-you, both kinds of download, the dashboard', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const [first, second] = await someTemplates(request, app.url, 2);
  const shopper = await registerCustomer(request, 'buyer_one');
  const total = dollars(cents(first.price) + cents(second.price));

  // Browse as a guest and add both templates.
  await page.goto(`${app.url}/browse`);
  await page.getByRole('link', { name: first.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await addToCart(page, first);
  await page.goto(`${app.url}/template/${second.slug}`);
  await addToCart(page, second);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // Checkout is for signed-in customers: sign in, and come back to it with the guest cart merged.
  await page.goto(`${app.url}/checkout`);
  await expect(page).toHaveURL(`${app.url}/login?return=%2Fcheckout`);
  await signIn(page, shopper.username, shopper.password);
  await expect(page).toHaveURL(`${app.url}/checkout`);
  await expect(toast(page)).toContainText('Cart Merged!');

  // The form: the email is the account's and locked; this account has no names, so they are editable.
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
  await expect(page.getByText(`Checking out as ${shopper.email}`)).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(shopper.email);
  await expect(page.getByLabel('Email Address')).not.toBeEditable();
  await expect(page.getByLabel('First Name')).toBeEditable();
  await expect(page.getByLabel('Mobile Number')).toHaveAttribute('placeholder', 'Enter your mobile number');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(first.name);
  await expect(summary).toContainText(second.name);
  await expect(summary.getByRole('term').first()).toHaveText('Subtotal (2 items)');
  await expect(summary.getByRole('definition').last()).toHaveText(total);
  // The updates promise is the template page's, word for word (checked there below); nothing promises a lifetime.
  const benefits = summary.getByRole('list', { name: 'Included with your purchase' }).getByRole('listitem');
  await expect(benefits).toHaveText([
    'Instant download access',
    'Regular updates included',
    'Commercial license',
    '30-day refund if not downloaded',
  ]);
  await expect(summary.getByText(/lifetime/i)).toHaveCount(0);
  await expect(
    page.getByText('This is a demo checkout: no payment is processed, no card is charged and no tax is charged in the demo.'),
  ).toBeVisible();

  // Bad fields are refused in the browser, with the spec's messages, and nothing is ordered.
  const orderCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/orders') && r.method() === 'POST' && orderCalls.push(r.url()));
  await page.getByLabel('First Name').fill('A');
  await page.getByLabel('Last Name').fill('B');
  await page.getByLabel('Mobile Number').fill('12345');
  await page.getByRole('button', { name: `Place Order - ${total}` }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Last name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Mobile number must be at least 10 digits')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();
  expect(orderCalls).toEqual([]);

  // Good fields: the order and the payment link, then the gateway.
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Mobile Number').fill('+1 555 123 4567');
  await expect(page.getByText('First name must be at least 2 characters')).toHaveCount(0);
  await tickConsentBoxes(page);
  await page.getByRole('button', { name: `Place Order - ${total}` }).click();
  await expect(page).toHaveURL(/\/payment-processing\/[0-9a-f-]{36}\?session=/);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  expect(orderCalls).toHaveLength(1);

  // The gateway: its titles, the order, and every progress message up to the thank-you page.
  // The simulated gateway takes no money: it is not called secure.
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Payment Gateway' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Processing Your Payment' })).toBeVisible();
  await expect(page.getByText(`#${orderNumber(orderId)}`)).toBeVisible();
  await expect(page.getByText(total, { exact: true })).toBeVisible();
  await expect(page.getByText('0% Connecting to payment processor...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Payment' })).toBeVisible();
  // Each step shows for a second (the last for half of one): a page-side observer sees every change
  // where polling from here could miss one. It notes the text, the bar's value and whether Cancel shows.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { gatewaySteps: seen });
    const record = () => {
      const status = [...document.querySelectorAll('[role="status"]')].find((element) => element.textContent?.includes('%'));
      if (!status) return;
      const bar = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      const cancel = [...document.querySelectorAll('button')].some((button) => button.textContent === 'Cancel Payment');
      const step = `${status.textContent} | bar ${bar} | ${cancel ? 'cancel' : 'no cancel'}`;
      if (seen.at(-1) !== step) seen.push(step);
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });

  // Thank-you: the completed order, its items and total; the cart has given up the purchased lines.
  await expect(page).toHaveURL(`${app.url}/thank-you/${orderId}`);
  const steps = await page.evaluate(() => (window as unknown as { gatewaySteps: string[] }).gatewaySteps);
  expect(steps.filter((step) => !step.startsWith('0%'))).toEqual([
    '25% Verifying payment details... | bar 25 | cancel',
    '50% Authorizing transaction... | bar 50 | cancel',
    '75% Finalizing payment... | bar 75 | cancel',
    '100% Payment successful! | bar 100 | no cancel',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Purchase!' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(`Order number #${orderNumber(orderId)}`)).toBeVisible();
  await expect(main.getByText('Completed', { exact: true })).toBeVisible();
  await expect(main.getByText(`has been sent to ${shopper.email}`)).toBeVisible();
  const orderSummary = page.getByRole('region', { name: 'Order Summary' });
  await expect(orderSummary).toContainText(`${first.name} — Regular licence × 1`);
  await expect(orderSummary).toContainText(`${second.name} — Regular licence × 1`);
  await expect(orderSummary).toContainText(total);
  // The invoice issued with the payment (decision 085), a PDF.
  const invoice = orderSummary.getByRole('link', { name: /^Invoice INV-\d{4}-\d{6} \(PDF\)$/ });
  const invoicePdf = await page.request.get(new URL((await invoice.getAttribute('href'))!, app.url).toString());
  expect(invoicePdf.headers()['content-type']).toBe('application/pdf');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await expect(main.getByRole('link', { name: 'support@templatemarket.example' })).toHaveAttribute(
    'href',
    'mailto:support@templatemarket.example',
  );
  await expect(main.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(main.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  // Copy Order Link: the page URL on the clipboard, 'Copied!' for 2 s.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await page.getByRole('button', { name: 'Copy Order Link' }).click();
  await expect(toast(page)).toContainText('Order link copied to clipboard!');
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${app.url}/thank-you/${orderId}`);
  await expect(page.getByRole('button', { name: 'Copy Order Link' })).toBeVisible({ timeout: 3_000 });

  // Downloads: one item, then every item in one ZIP; each names the buyer and the order in its LICENSE.
  const downloads = page.getByRole('region', { name: 'Your Downloads' });
  await expect(downloads).toContainText('2 templates');
  const { zip: one, filename } = await downloadFrom(
    page,
    downloads.getByRole('listitem').filter({ hasText: first.name }).getByRole('link'),
  );
  expect(filename).toBe(`${first.slug}.zip`);
  // At the top, or in the one folder a WordPress theme or plugin keeps everything in (decision 040).
  const atTop = (file: string) =>
    entryNames(one).find((name) => name === file || (name.split('/').length === 2 && name.endsWith(`/${file}`)));
  expect(atTop('README.md')).toBeDefined();
  const license = entryText(one, atTop('LICENSE')!);
  expect(license).toContain(first.name);
  expect(license).toContain('Ada Lovelace');
  expect(license).toContain(shopper.email);
  expect(license).toContain(`#${orderNumber(orderId)}`);
  expect(entryText(one, atTop('README.md')!)).toContain(first.name);

  const downloadAll = downloads.getByRole('link', { name: /every template of this order$/ });
  await expect(downloadAll).toHaveAccessibleName(/^Download All\s*:/);
  const { zip: all } = await downloadFrom(page, downloadAll);
  const licenses = entryNames(all).filter((name) => name.endsWith('/LICENSE'));
  expect(licenses).toHaveLength(2);
  const licenseTexts = licenses.map((name) => entryText(all, name)).join('\n');
  for (const template of [first, second]) expect(licenseTexts).toContain(template.name);
  expect(licenseTexts).toContain('Ada Lovelace');
  expect(entryNames(all).filter((name) => name.endsWith('/README.md'))).toHaveLength(2);

  // The dashboard lists the order with its items and downloads.
  await main.getByRole('link', { name: 'View Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('definition').first()).toHaveText('1');
  await expect(profile.getByRole('definition').last()).toHaveText(total);
  const history = page.getByRole('region', { name: 'Your orders' });
  const order = history.getByRole('listitem').filter({ hasText: `Order #${orderNumber(orderId)}` });
  await expect(order).toContainText('Completed');
  await expect(order).toContainText('2 items');
  await expect(order).toContainText(total);
  // The toggle's name starts with what it shows and says whose details it opens or hides.
  await order.getByRole('button', { name: `Details of order #${orderNumber(orderId)}`, exact: true }).click();
  const items = order.getByRole('list', { name: `Items of order #${orderNumber(orderId)}` });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items).toContainText(`1 × ${dollars(cents(first.price))}`);
  const itemDownload = items.getByRole('link', { name: new RegExp(`^Download\\s*:\\s*${escapeRegExp(second.name)}$`) });
  await expect(itemDownload).toHaveAttribute('target', '_blank');
  await expect(order.getByRole('region', { name: 'Your Downloads' })).toBeVisible();
  await order.getByRole('button', { name: `Hide the details of order #${orderNumber(orderId)}`, exact: true }).click();
  await expect(items).toHaveCount(0);

  // Owned now: the template page offers its download instead of Add to Cart, and the cart refuses it.
  await page.goto(`${app.url}/template/${first.slug}`);
  const buyCard = page.getByRole('complementary', { name: 'Purchase' });
  await expect(buyCard.getByText('You own this')).toBeVisible();
  await expect(buyCard.getByText('Regular updates included', { exact: true })).toBeVisible();
  await expect(buyCard.getByRole('link', { name: new RegExp(`^Download ?: ${escapeRegExp(first.name)}$`) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Add to Cart ?: ${escapeRegExp(first.name)}$`) })).toHaveCount(0);
  const refused = await page.request.post(`${app.url}/api/cart`, {
    data: { templateId: first.id, quantity: 1 },
    headers: { Origin: app.url },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: 'You already own this template: download it from your dashboard' });
});

test('Cancel Payment goes back to checkout and leaves the order pending', async ({ page }) => {
  // The page's clock runs as usual, and can be run on past the moment the payment would complete.
  await page.clock.install();
  const [template] = await someTemplates(page.request, app.url, 1);
  await page.goto(`${app.url}/login?return=%2Fcheckout`);
  await signIn(page, 'demo', 'Demo12345');
  await expect(page).toHaveURL(`${app.url}/checkout`);
  await page.goto(`${app.url}/template/${template.slug}`);
  await addToCart(page, template);

  await page.goto(`${app.url}/checkout`);
  // The demo account has names: they are filled in and locked.
  await expect(page.getByLabel('First Name')).toHaveValue('Demo');
  await expect(page.getByLabel('First Name')).not.toBeEditable();
  await expect(page.getByLabel('Last Name')).toHaveValue('Customer');
  await page.getByLabel('Mobile Number').fill('5551234567');
  await tickConsentBoxes(page);
  await page.getByRole('button', { name: /^Place Order - \$/ }).click();
  await expect(page).toHaveURL(/\/payment-processing\//);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('Connecting to payment processor...')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Payment' }).click();
  await expect(toast(page)).toContainText('Payment Cancelled');
  await expect(page).toHaveURL(`${app.url}/checkout`);
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
  // Past the moment the payment would have completed, every timer of the page run: it was stopped, not
  // just hidden.
  await page.clock.runFor((100 / ORDER_LIMITS.progressPerSecond) * 1_000 + ORDER_LIMITS.completeDelayMs + 1_000);
  await expect(page).toHaveURL(`${app.url}/checkout`);

  const order = (await ordersOf(page)).find((o) => o.id === orderId);
  expect(order?.status).toBe('pending');
  await page.goto(`${app.url}/dashboard`);
  const row = page
    .getByRole('region', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: `Order #${orderNumber(orderId)}` });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /^Details/ }).click();
  // Not paid: no downloads.
  await expect(row.getByRole('link', { name: /^Download/ })).toHaveCount(0);
});

test.describe('an order that is not there', () => {
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test("shows 'Order Not Found' with a way home", async ({ page }) => {
    await page.goto(`${app.url}/login`);
    await signIn(page, 'demo', 'Demo12345');
    await expect(page).toHaveURL(`${app.url}/dashboard`);
    await page.goto(`${app.url}/thank-you/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find the order you're looking for.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
