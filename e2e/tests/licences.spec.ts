import type { Page } from '@playwright/test';
import { licencePricesOf } from '@tm/contracts/licences';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { dollars, someTemplates, type TemplateSummary } from '../support/catalog';
import { tickConsentBoxes } from '../support/checkout';
import { CUSTOMER_PHONE, placeOrder, signUpCustomer } from '../support/customers';
import { expect, test } from '../support/test';

// Decision 091: Regular and Extended licences on the detail page, the cart and the dashboard, an upgrade
// at the difference, and one purchase code per licence.
let app: RunningApp;
let templates: TemplateSummary[];
test.beforeAll(async ({ appTarget, request }) => {
  app = await startApp({}, appTarget);
  templates = await someTemplates(request, app.url, 3);
});
test.afterAll(async () => app?.stop());

const CODE = /Purchase code: [0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;
const CODES = new RegExp(CODE.source, 'g');
const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** The template's two prices now, as the detail page works them out (the shop's default multiple). */
async function pricesOf(page: Page, template: TemplateSummary) {
  const detail = (await (await page.request.get(`${app.url}/api/templates/${template.slug}`)).json()) as {
    price: string;
    regularPrice: string | null;
    extendedPrice?: string | null;
  };
  return licencePricesOf(detail, 5);
}

/** The checkout as a signed-up customer (names locked from the account), through the gateway to the thank-you page. */
async function checkout(page: Page, totalCents: number): Promise<string> {
  await page.goto(`${app.url}/checkout`);
  await page.getByLabel('Mobile Number').fill(CUSTOMER_PHONE);
  await tickConsentBoxes(page);
  await page.getByRole('button', { name: `Place Order - ${dollars(totalCents)}` }).click();
  await expect(page).toHaveURL(/\/thank-you\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The dashboard's order, opened: its purchase codes as shown. */
async function dashboardCodes(page: Page, orderId: string): Promise<string[]> {
  await page.goto(`${app.url}/dashboard`);
  const card = page
    .getByRole('region', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: `Order #${orderNumber(orderId)}` });
  await card.getByRole('button', { name: `Details of order #${orderNumber(orderId)}` }).click();
  await expect(card.getByText(CODE).first()).toBeVisible();
  return (await card.textContent())!.match(CODES) ?? [];
}

test('buys an Extended licence with the radio group, and a Regular owner upgrades at the difference', async ({
  page,
  browser,
  appTarget,
}) => {
  test.setTimeout(120_000);
  const [template] = templates;
  const prices = await pricesOf(page, template!);
  await signUpCustomer(page, app.url, { prefix: 'extended' });
  await page.goto(`${app.url}/template/${template!.slug}`);
  const buyCard = page.getByRole('complementary', { name: 'Purchase' });
  const licence = buyCard.getByRole('group', { name: 'Licence' });
  await expect(licence.getByRole('radio', { name: 'Regular' })).toBeChecked();
  await expect(licence).toContainText(dollars(prices.regular));
  await expect(licence).toContainText(dollars(prices.extended));
  await licence.getByRole('radio', { name: 'Extended' }).check();
  await expect(licence.getByRole('radio', { name: 'Extended' })).toBeChecked();

  const audit = new AxeAudit();
  // At scale the package's facts are counted by a worker this suite does not start (decision 051), so
  // the page never settles there: the embedded run audits it.
  if (appTarget === 'sqlite') await audit.scan(page, 'the detail page with its licence choice');
  await buyCard.screenshot({ path: test.info().outputPath('licence-choice-1366.png') });
  await page.setViewportSize({ width: 390, height: 900 });
  await buyCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('licence-choice-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });

  await buyCard.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(buyCard.getByRole('button', { name: /^In Cart/ })).toBeVisible();
  await page.goto(`${app.url}/cart`);
  await expect(page.getByText('Extended licence', { exact: true })).toBeVisible();
  await expect(page.getByText('1 licence: one end product')).toBeVisible();
  const orderId = await checkout(page, prices.extended);
  await expect(page.getByText(`${template!.name} — Extended licence × 1`)).toBeVisible();
  await expect(page.getByText(CODE)).toHaveCount(1);
  expect(await dashboardCodes(page, orderId)).toHaveLength(1);

  // Another buyer holds one Regular licence (bought through the API: not what is under test here).
  const context = await browser.newContext();
  const owner = await context.newPage();
  try {
    const customer = await signUpCustomer(owner, app.url, { prefix: 'upgrader' });
    const regularOrder = await placeOrder(owner.request, app.url, customer, [template!], { pay: true });
    const [regularCode] = await dashboardCodes(owner, regularOrder);
    await owner.goto(`${app.url}/template/${template!.slug}`);
    const upgrade = owner.getByRole('complementary', { name: 'Purchase' }).getByRole('button', {
      name: `Upgrade to Extended — ${dollars(prices.upgrade)}`,
    });
    await expect(upgrade).toBeVisible();
    await owner.getByRole('complementary', { name: 'Purchase' }).screenshot({ path: test.info().outputPath('licence-upgrade.png') });
    await upgrade.click();
    await expect(owner).toHaveURL(`${app.url}/cart`);
    await expect(owner.getByText('Upgrade from Regular to Extended licence')).toBeVisible();
    await expect(owner.getByText('1 licence upgraded')).toBeVisible();
    // An upgrade is no second purchase of an owned template: no warning.
    await expect(owner.getByText('You already own this template')).toHaveCount(0);
    const upgradeOrder = await checkout(owner, prices.upgrade);
    await expect(owner.getByText(`${template!.name} — Upgrade to Extended licence × 1`)).toBeVisible();
    // The upgrade made the Regular purchase code Extended: the same code, on both orders.
    expect(await dashboardCodes(owner, upgradeOrder)).toEqual([regularCode]);
  } finally {
    await context.close();
  }
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});

test('three of a template are three licences with three purchase codes', async ({ page }) => {
  test.setTimeout(120_000);
  const template = templates[1]!;
  const prices = await pricesOf(page, template);
  await signUpCustomer(page, app.url, { prefix: 'three' });
  await page.goto(`${app.url}/template/${template.slug}`);
  const buyCard = page.getByRole('complementary', { name: 'Purchase' });
  await buyCard.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(buyCard.getByRole('button', { name: /^In Cart/ })).toBeVisible();
  await page.goto(`${app.url}/cart`);
  await expect(page.getByText('Regular licence', { exact: true })).toBeVisible();
  const stepper = page.getByRole('group', { name: `Quantity of ${template.name}` });
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('2 licences: one per end product')).toBeVisible();
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('3 licences: one per end product')).toBeVisible();
  const orderId = await checkout(page, prices.regular * 3);
  await expect(page.getByText(`${template.name} — Regular licence × 3`)).toBeVisible();
  const codes = await dashboardCodes(page, orderId);
  expect(codes).toHaveLength(3);
  expect(new Set(codes).size).toBe(3);
  await page.screenshot({ path: test.info().outputPath('dashboard-three-codes.png'), fullPage: true });
});

test('the licence page sets Regular and Extended side by side', async ({ page }) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${app.url}/licenses`);
    await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Regular and Extended side by side' });
    await expect(table).toBeVisible();
    await expect(table).toContainText('End product sold to its own paying users');
    const audit = new AxeAudit();
    await audit.scan(page, `the licence page (${width} px)`);
    await page.screenshot({ path: test.info().outputPath(`licence-page-${width}.png`), fullPage: true });
    expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
  }
});
