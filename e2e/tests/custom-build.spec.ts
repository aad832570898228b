import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { request as apiRequest, type Page } from '@playwright/test';
import type AdmZip from 'adm-zip';
import { CUSTOM_BUILD_DELIVERY, CUSTOM_BUILD_GREETING, CUSTOM_BUILD_TEXTS } from '@tm/contracts/custom-build';
import { deliveryTermsText, finishedSiteDue } from '@tm/contracts/custom-build-delivery';
import { API } from '@tm/contracts/routes';
import { SHOP_SETTINGS_API, type AdminShopSettings } from '@tm/contracts/shop-settings';
import type { CustomBuildSummary } from '@tm/contracts/custom-build.schemas';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { toast } from '../support/catalog';
import { ROOT } from '../support/paths';
import { expect, signIn, test } from '../support/test';
import { tickConsentBoxes } from '../support/checkout';

const requireFromBackend = createRequire(join(ROOT, 'backend', 'package.json'));
const Zip = requireFromBackend('adm-zip') as typeof AdmZip;

// Decision 036: chat → summary → sign in → checkout → pay → thank-you → the delivery ready on the dashboard,
// with no API key.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp({ OPENAI_API_KEY: undefined })));
test.afterAll(async () => app?.stop());

const input = (page: Page) => page.getByLabel('Your message');
const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });

async function say(page: Page, text: string) {
  // The greeting is there first: counting before the page has drawn it would miscount the replies.
  await expect(log(page).locator('li.cb-msg--assistant').first()).toBeVisible();
  const replies = await log(page).locator('li.cb-msg--assistant').count();
  await input(page).fill(text);
  await send(page).click();
  await expect(log(page).locator('li.cb-msg--assistant')).toHaveCount(replies + 1);
}

function expectClean(audit: AxeAudit) {
  const failing = audit.failing();
  expect(failing, `axe found serious or critical violations:\n${audit.report(failing)}`).toEqual([]);
}

test('a visitor describes a site, gets a priced summary, signs in, pays, and downloads the delivered site', async ({ page, request }) => {
  test.setTimeout(180_000);
  const audit = new AxeAudit();
  const account = { username: 'cb_buyer', email: 'cb_buyer@example.com', password: 'Shopper123' };
  expect((await request.post(`${app.url}/api/auth/signup`, { data: account, headers: { Origin: app.url } })).ok()).toBe(true);

  // A corrupt stored summary is removed, and the page starts at the greeting with How It Works.
  await page.goto(`${app.url}/custom-build`);
  await page.evaluate(() => localStorage.setItem('customBuildSummary', '{"id": broken'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Website Build' })).toBeVisible();
  await expect(
    page.getByText(`Tell our AI consultant what you need and get a fixed price in minutes. ${CUSTOM_BUILD_DELIVERY.promise}`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'How It Works' })).toContainText(CUSTOM_BUILD_DELIVERY.promise);
  await expect(log(page)).toContainText(CUSTOM_BUILD_GREETING);
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('customBuildSummary'))).toBeNull();

  // An empty or blank message is not sent.
  await expect(send(page)).toBeDisabled();
  await input(page).fill('   ');
  await expect(send(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Generate Build Summary' })).toHaveCount(0);

  // While the consultant answers: the typing indicator, input and Send disabled. The answer is held
  // back until the page has been seen in that state.
  let answer!: () => void;
  const answerHeld = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/custom-build/chat', async (route) => {
    await answerHeld;
    await route.continue();
  });
  await input(page).fill("We're a small bakery and want people to order cakes online. We also need a gallery and a contact form.");
  await send(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'The consultant is typing...' })).toBeAttached();
  await expect(input(page)).toBeDisabled();
  answer();
  await expect(log(page).locator('li.cb-msg--assistant')).toHaveCount(2);
  await page.unroute('**/api/custom-build/chat');
  await expect(log(page)).toContainText('Great, a website for your bakery.');
  await expect(log(page)).toContainText('Online Store, Photo Gallery, Contact Form');
  await expect(input(page)).toBeEnabled();
  // Keyboard users keep typing: the input has the focus back once the reply is in.
  await expect(input(page)).toBeFocused();
  await audit.scan(page, '/custom-build during the chat');

  await say(page, 'Pastel pink and playful, with online payments and a blog. We need it within 3 days.');
  const generate = page.getByRole('button', { name: 'Generate Build Summary' });
  await expect(generate).toBeVisible();
  await generate.click();

  const card = page.getByRole('region', { name: 'Your Build Summary' });
  await expect(card).toBeVisible();
  await expect(generate).toHaveCount(0);
  // The chat stays open once the summary is shown (never locked on "Your summary is being prepared...").
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).not.toHaveAttribute('placeholder', /being prepared/);
  for (const label of [
    'Business Type',
    'Design Preferences',
    'Features',
    'Number of Pages',
    'Estimated Hours',
    'Your Timeline',
    'Delivery Time',
    'How the Price Is Made',
    'Total Price',
  ])
    await expect(card).toContainText(label);
  await expect(card).toContainText('Bakery');
  await expect(card).toContainText('Rush: within 3 days');
  // One delivery promise: the page's, the summary's badge and its closing line say the same.
  await expect(card).toContainText(CUSTOM_BUILD_DELIVERY.short);
  await expect(card).toContainText(CUSTOM_BUILD_DELIVERY.promise);
  await expect(card).not.toContainText(/1-2 weeks|2-Hour AI/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('customBuildSummary') ?? 'null') as CustomBuildSummary);
  expect(stored).toMatchObject({
    businessType: 'Bakery',
    features: ['Online Store', 'Photo Gallery', 'Contact Form', 'Online Payments', 'Blog'],
    pages: ['Home', 'Shop', 'Gallery', 'Contact', 'Blog'],
    designPreferences: ['Pastel', 'Pink', 'Playful'],
  });
  const price: string = stored.price;
  await expect(card.getByText(price, { exact: true })).toBeVisible();
  await audit.scan(page, '/custom-build with the summary');

  // Restored on reload (the checkout phase); a browser edit of the price changes nothing the server sells.
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('customBuildSummary')!) as CustomBuildSummary;
    localStorage.setItem('customBuildSummary', JSON.stringify({ ...kept, price: '$1' }));
  });
  await page.reload();
  await expect(card).toContainText('$1');
  await expect(page.getByRole('button', { name: 'Generate Build Summary' })).toHaveCount(0);

  // Signed out, Proceed to Checkout asks to log in and comes back through the login page.
  await card.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(toast(page)).toContainText('Login Required');
  await expect(page).toHaveURL(`${app.url}/login?return=%2Fcustom-build`);
  expect(await page.evaluate(() => localStorage.getItem('customBuildCheckout'))).toBe('true');
  await signIn(page, account.username, account.password);
  await expect(toast(page)).toContainText('Custom Build Saved');
  await expect(toast(page)).toContainText(CUSTOM_BUILD_TEXTS.saved.description);
  await expect(page).toHaveURL(`${app.url}/checkout`);
  expect(await page.evaluate(() => localStorage.getItem('customBuildCheckout'))).toBeNull();

  // The checkout's Custom Website Build card, at the server's price (not the edited $1).
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const buildCard = summary.getByRole('article', { name: 'Custom Website Build' });
  await expect(buildCard).toContainText('Bakery');
  await expect(buildCard).toContainText('5 pages');
  await expect(buildCard).toContainText('Your timeline: Rush: within 3 days');
  await expect(buildCard).toContainText(CUSTOM_BUILD_DELIVERY.short);
  await expect(buildCard).toContainText('Qty 1');
  await expect(buildCard.getByRole('list', { name: 'Features' }).getByRole('listitem')).toHaveText([
    'Online Store',
    'Photo Gallery',
    'Contact Form',
    '+2 more',
  ]);
  const amount = `${price}.00`;
  await expect(buildCard).toContainText(amount);
  // One unit: 'item', not 'items'.
  await expect(summary.getByRole('term').first()).toHaveText('Subtotal (1 item)');
  // The sign-in's toasts are gone first: a toast leaving during the scan cannot be measured.
  await expect(toast(page)).toHaveCount(0, { timeout: 15_000 });
  await audit.scan(page, '/checkout with a custom build');

  await page.getByLabel('First Name').fill('Cora');
  await page.getByLabel('Last Name').fill('Baker');
  await page.getByLabel('Mobile Number').fill('+1 555 123 4567');
  const paidAt = Date.now();
  await tickConsentBoxes(page);
  await page.getByRole('button', { name: `Place Order - ${amount}` }).click();
  await expect(page).toHaveURL(/\/payment-processing\//);
  await expect(page).toHaveURL(/\/thank-you\//, { timeout: 30_000 });
  await expect(page.getByText(CUSTOM_BUILD_DELIVERY.zipNotice).or(page.getByText('Ready', { exact: true }))).toBeVisible();
  await expect(page.getByText('Custom Website Build: Bakery').first()).toBeVisible();

  // The dashboard: the item turns Ready, and its ZIP is the site of the summary.
  await page.goto(`${app.url}/dashboard`);
  await page
    .getByRole('region', { name: 'Your orders' })
    .getByRole('button', { name: /^Details/ })
    .first()
    .click();
  const row = page.locator('.account-item').filter({ hasText: 'Custom Website Build: Bakery' });
  await expect(row.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
  console.log(
    `Custom build in the browser: Ready on the dashboard ${Date.now() - paidAt} ms after Place Order (gateway animation included)`,
  );
  const downloads = page.getByRole('region', { name: 'Your Downloads' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: /^Download\s*:\s*Custom Website Build: Bakery$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^custom-website-[0-9A-F]{8}\.zip$/);
  const zip = new Zip(readFileSync(await download.path()));
  const names = zip
    .getEntries()
    .map((e) => e.entryName)
    .sort();
  expect(names).toEqual([
    'LICENSE',
    'README.md',
    'assets/images/icon.svg',
    'assets/images/picture-1.svg',
    'assets/images/picture-2.svg',
    'assets/images/picture-3.svg',
    'assets/images/picture-4.svg',
    'assets/images/picture-5.svg',
    'assets/images/picture-6.svg',
    'assets/style.css',
    'blog.html',
    'contact.html',
    'gallery.html',
    'index.html',
    'shop.html',
  ]);
  expect(zip.readAsText('shop.html')).toContain('data-feature="shop"');
  expect(zip.readAsText('index.html')).toContain('data-feature="payments"');
  expect(zip.readAsText('blog.html')).toContain('data-feature="blog"');
  expect(zip.readAsText('assets/style.css')).toContain('Pastel, Pink, Playful');
  expect(zip.readAsText('README.md')).toContain('Timeline you chose: Rush: within 3 days.');
  expect(zip.readAsText('LICENSE')).toContain('Cora Baker');
  expect(zip.readAsText('LICENSE')).toMatch(/^WEBSITE OWNERSHIP\n/);

  // The delivered site itself opens and reads well (contrast included).
  await page.setContent(
    zip
      .readAsText('index.html')
      .replace('<link rel="stylesheet" href="assets/style.css">', `<style>${zip.readAsText('assets/style.css')}</style>`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
  expectClean(audit);
});

test('the custom build page at 390 px: the chat and the summary fit and pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const audit = new AxeAudit();
  await page.goto(`${app.url}/custom-build`);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Website Build' })).toBeVisible();
  await say(page, 'I run a yoga studio and want class bookings, a blog and a newsletter, calm green and minimal, no rush');
  await page.getByRole('button', { name: 'Generate Build Summary' }).click();
  await expect(page.getByRole('region', { name: 'Your Build Summary' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await audit.scan(page, '/custom-build with the summary at 390 px');
  expectClean(audit);
});

test("a law firm's brief: the summary keeps what was asked, names pages by purpose, shows how the price is made, and can be updated from the chat", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();
  await page.goto(`${app.url}/custom-build`);
  await say(
    page,
    'We are a law firm. The site needs our practice areas, attorney profiles and a contact form, and it must be GDPR compliant. 8 pages.',
  );
  await say(page, 'Navy and corporate, in three days');
  await expect(log(page).locator('li.cb-msg--assistant').last()).toContainText('Timeline: Rush: within 3 days.');
  await page.getByRole('button', { name: 'Generate Build Summary' }).click();
  const card = page.getByRole('region', { name: 'Your Build Summary' });
  await expect(card).toContainText('Law Firm');
  await expect(card).toContainText('Privacy Policy & Cookie Notice (GDPR)');
  await expect(card).toContainText('Practice Areas');
  await expect(card).toContainText('Attorneys');
  await expect(card).not.toContainText(/Page \d/);
  // The price, part by part: the amounts add up to the total.
  const rows = card.getByRole('table', { name: 'How the Price Is Made' }).getByRole('row');
  await expect(rows.first()).toBeAttached();
  const amounts = await rows.locator('td:last-child').allTextContents();
  const total = await card.locator('.cb-summary__total dd').textContent();
  const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
  expect(amounts.reduce((sum, a) => sum + dollars(a), 0)).toBe(dollars(total!));
  await expect(rows.filter({ hasText: 'Base' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Timeline (Rush: within 3 days): no surcharge' })).toHaveCount(1);
  await audit.scan(page, '/custom-build with a law firm summary');

  // A detail added after the summary: the consultant answers, and the summary can be made again.
  await say(page, 'We also need a blog');
  await page.getByRole('button', { name: 'Update Build Summary' }).click();
  await expect(card.locator('.cb-badges').getByText('Blog', { exact: true })).toBeVisible();
  expectClean(audit);
});

test.describe('keyboard focus', () => {
  test('Generate Build Summary moves the focus to the summary heading', async ({ page }) => {
    await page.goto(`${app.url}/custom-build`);
    await say(page, 'I run a yoga studio and want class bookings and a newsletter, calm green, no rush');
    const generate = page.getByRole('button', { name: 'Generate Build Summary' });
    await generate.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your Build Summary' })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });

  test('Start a new quote moves the focus to the chat input', async ({ page }) => {
    await page.goto(`${app.url}/custom-build`);
    await say(page, 'We are a florist and want an online shop, green and elegant, no rush');
    await page.getByRole('button', { name: 'Generate Build Summary' }).click();
    const startOver = page.getByRole('button', { name: 'Start a new quote' });
    await startOver.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(log(page).getByRole('listitem')).toHaveCount(1);
  });
});

test.describe('when a step fails', () => {
  test.use({ allowConsoleErrors: /status of 500/ });

  test('a failed message is given back to the input, a failed summary returns to gathering with the button', async ({ page }) => {
    await page.goto(`${app.url}/custom-build`);
    await page.route('**/api/custom-build/chat', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
    );
    await input(page).fill('We are a florist');
    await send(page).click();
    await expect(toast(page)).toContainText('Failed to process your message. Please try again.');
    await expect(input(page)).toHaveValue('We are a florist');
    await expect(log(page).getByRole('listitem')).toHaveCount(1);
    await page.unroute('**/api/custom-build/chat');

    await say(page, 'We are a florist and want an online shop');
    await say(page, 'Green and elegant, no rush');
    await page.route('**/api/custom-build/generate-summary', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
    );
    await page.getByRole('button', { name: 'Generate Build Summary' }).click();
    await expect(toast(page)).toContainText('Failed to generate summary. Please try again.');
    await expect(page.getByRole('button', { name: 'Generate Build Summary' })).toBeVisible();
    await expect(input(page)).toBeEnabled();
    // The button pressed went away while it waited: the focus is on the chat input, not <body>.
    await expect(input(page)).toBeFocused();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  });
});

test('a new visitor signs up from Proceed to Checkout and lands on the checkout with the custom build', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${app.url}/custom-build`);
  await say(page, 'We run a small law firm: services, team and a contact form. Navy and corporate, within two weeks.');
  await page.getByRole('button', { name: 'Generate Build Summary' }).click();
  const card = page.getByRole('region', { name: 'Your Build Summary' });
  await expect(card).toContainText('Law Firm');
  await card.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(`${app.url}/login?return=%2Fcustom-build`);
  await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\?return=%2Fcustom-build/);
  await page.getByLabel('Username', { exact: true }).fill('cb_newcomer');
  await page.getByLabel('Email', { exact: true }).fill('cb_newcomer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Shopper123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page)).toContainText('Custom Build Saved');
  await expect(page).toHaveURL(`${app.url}/checkout`);
  await expect(page.getByRole('article', { name: 'Custom Website Build' })).toContainText('Law Firm');
  // Signup clears the flag and the kept summary (docs/product/storefront.md §4).
  expect(await page.evaluate(() => [localStorage.getItem('customBuildCheckout'), localStorage.getItem('customBuildSummary')])).toEqual([
    null,
    null,
  ]);
});

// Decision 095: before payment the summary and the checkout card say what is delivered and when, with the
// owner's lead time and rounds; after payment the dashboard keeps the date of the payment.
test('the summary and the checkout card say the two steps with the due date, and the dashboard keeps it after payment', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const audit = new AxeAudit();
  const shots = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

  // The owner, in a session of their own, sets 3 working days and 1 round of changes.
  const owner = await apiRequest.newContext({ extraHTTPHeaders: { Origin: app.url } });
  const saveSettings = async (change: object) => {
    const current = (await (await owner.get(`${app.url}${SHOP_SETTINGS_API.admin}`)).json()) as AdminShopSettings;
    const res = await owner.put(`${app.url}${SHOP_SETTINGS_API.admin}`, {
      data: { ...current.settings, ...change, revision: current.revision },
    });
    expect(res.ok()).toBe(true);
  };
  expect((await owner.post(`${app.url}${API.login}`, { data: { username: 'admin', password: 'Admin12345' } })).ok()).toBe(true);
  await saveSettings({ timeZone: 'UTC', customBuildLeadDays: 3, customBuildRevisionRounds: 1 });
  const due = finishedSiteDue(new Date(), 3, 'UTC');
  const text = deliveryTermsText({ firstVersionHours: 2, leadDays: 3, finishedSiteDue: due, revisionRounds: 1, acceptanceDays: 14 });
  expect(text.finishedSite).toContain('(3 working days), after up to 1 round of your changes.');

  // A shopper's summary, as the server answers it, restored by the page.
  const account = { username: 'cb_terms', email: 'cb_terms@example.com', password: 'Shopper123' };
  expect((await request.post(`${app.url}/api/auth/signup`, { data: account, headers: { Origin: app.url } })).ok()).toBe(true);
  const summary = (await (
    await request.post(`${app.url}/api/custom-build/generate-summary`, {
      data: {
        requirements: { businessType: 'Bakery', features: ['shop', 'gallery'], designPreferences: ['Pastel'], timeline: 'standard' },
      },
      headers: { Origin: app.url },
    })
  ).json()) as CustomBuildSummary;
  expect(summary.delivery).toMatchObject({ leadDays: 3, revisionRounds: 1, finishedSiteDue: due });
  await page.goto(`${app.url}/login?return=%2Fcustom-build`);
  await signIn(page, account.username, account.password);
  await expect(page).toHaveURL(`${app.url}/custom-build`);
  await page.evaluate((kept) => localStorage.setItem('customBuildSummary', JSON.stringify(kept)), summary);
  await page.reload();

  const card = page.getByRole('region', { name: 'Your Build Summary' });
  const terms = card.getByRole('region', { name: 'What You Get, and When' });
  await expect(terms.getByRole('listitem')).toHaveText([text.firstVersion, text.finishedSite]);
  for (const line of [text.price, text.site, text.acceptance]) await expect(terms).toContainText(line);
  await expect(terms.locator('time')).toHaveAttribute('datetime', due);
  await audit.scan(page, '/custom-build summary with its delivery terms');
  await shots('summary-terms-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, '/custom-build summary with its delivery terms at 390 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await terms.scrollIntoViewIfNeeded();
  await shots('summary-terms-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Proceed to Checkout with the keyboard: the checkout card says the same, from the cart's answer.
  await card.getByRole('button', { name: 'Proceed to Checkout' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${app.url}/checkout`);
  const buildCard = page.getByRole('region', { name: 'Order Summary' }).getByRole('article', { name: 'Custom Website Build' });
  const cardTerms = buildCard.getByRole('region', { name: 'What you get, and when' });
  await expect(cardTerms.getByRole('listitem')).toHaveText([text.firstVersion, text.finishedSite]);
  for (const line of [text.price, text.site, text.acceptance]) await expect(cardTerms).toContainText(line);
  // The spec's card texts stay (docs/product/storefront.md §2).
  await expect(buildCard).toContainText('Qty 1');
  await expect(buildCard).toContainText(CUSTOM_BUILD_DELIVERY.short);
  await expect(toast(page)).toHaveCount(0, { timeout: 15_000 });
  await audit.scan(page, '/checkout custom build card with its delivery terms');
  await shots('checkout-terms-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, '/checkout custom build card with its delivery terms at 390 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await buildCard.scrollIntoViewIfNeeded();
  await shots('checkout-terms-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Paid, then the owner changes the settings: the dashboard keeps the payment's date and rounds.
  await page.getByLabel('First Name').fill('Dora');
  await page.getByLabel('Last Name').fill('Baker');
  await page.getByLabel('Mobile Number').fill('+1 555 123 4567');
  await tickConsentBoxes(page);
  await page.getByRole('button', { name: /^Place Order - / }).click();
  await expect(page).toHaveURL(/\/thank-you\//, { timeout: 30_000 });
  await saveSettings({ customBuildLeadDays: 10, customBuildRevisionRounds: 0 });
  await owner.dispose();
  const sold = deliveryTermsText(
    { firstVersionHours: 2, leadDays: 3, finishedSiteDue: due, revisionRounds: 1, acceptanceDays: 14 },
    'sold',
  );
  await page.goto(`${app.url}/dashboard`);
  await page
    .getByRole('region', { name: 'Your orders' })
    .getByRole('button', { name: /^Details/ })
    .first()
    .click();
  const row = page.locator('.account-item').filter({ hasText: 'Custom Website Build: Bakery' });
  await expect(row.getByRole('listitem')).toHaveText([sold.firstVersion, sold.finishedSite]);
  await expect(row).toContainText(sold.acceptance);
  await audit.scan(page, '/dashboard with a custom build promise');
  await row.scrollIntoViewIfNeeded();
  await shots('dashboard-promise-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, '/dashboard with a custom build promise at 390 px');
  await row.scrollIntoViewIfNeeded();
  await shots('dashboard-promise-390');
  expectClean(audit);
});

// Decision 094: the consultant keeps every requirement, and the summary shows each back.
test("the issue's dentist: every requirement is kept, answered and shown back on the summary, at 390 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const audit = new AxeAudit();
  await page.goto(`${app.url}/custom-build`);
  await say(
    page,
    "Hi, we're Smile Dental, a family dental practice in Austin. We need online booking where patients can choose their dentist, SMS reminders, and an online medical-history form.",
  );
  await say(page, 'No About page please. Modern, calm blue and white. We need it in three days and our budget is around $1,500.');
  await say(page, 'Do we own the site? Is hosting included?');
  const last = log(page).locator('li.cb-msg--assistant').last();
  await expect(last).toContainText('is yours');
  await expect(last).toContainText('Hosting: not included');
  await say(page, 'Please prepare the summary.');
  await expect(log(page).locator('li.cb-msg--assistant').last()).not.toContainText('A few questions will get us there');
  await page
    .getByRole('button', { name: /Build Summary/ })
    .first()
    .click();
  const card = page.getByRole('region', { name: 'Your Build Summary' });
  await expect(card).toContainText('Smile Dental, Austin');
  const asked = card.getByRole('list').filter({ hasText: 'SMS Appointment Reminders' });
  await expect(asked.getByRole('listitem').filter({ hasText: 'Choice of practitioner when booking' })).toContainText('Included');
  await expect(asked.getByRole('listitem').filter({ hasText: 'Online Forms' })).toContainText('Priced');
  await expect(asked.getByRole('listitem').filter({ hasText: 'Hosting' })).toContainText('Not included');
  await expect(card).toContainText('Pages Left Out');
  await expect(card.locator('.cb-summary__pages').first()).not.toContainText('About');
  await expect(card).toContainText('You asked for 3 days: I cannot promise that.');
  await expect(card).toContainText('over your budget of $1,500');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await card.screenshot({ path: test.info().outputPath('dentist-summary-390.png') });
  await audit.scan(page, '/custom-build with the dentist summary at 390 px');
  expectClean(audit);
});
