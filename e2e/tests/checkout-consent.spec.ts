import type { Page } from '@playwright/test';
import { CUSTOM_BUILD_API } from '@tm/contracts/custom-build';
import { LEGAL_TEXTS, consentMissingMessage, type ConsentKey } from '@tm/contracts/legal-texts';
import type { Order } from '@tm/contracts/orders.schemas';
import { PAGES } from '@tm/contracts/routes';
import { BAKERY } from '../../backend/src/modules/custom-build/testing/requirements';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { someTemplates } from '../support/catalog';
import { consentGroup } from '../support/checkout';
import { signUpCustomer, type Customer } from '../support/customers';
import { expect, test } from '../support/test';

// Decision 082: the checkout's boxes, unticked, required by the form and by the server; the terms, the
// immediate download's wording with templates, the service start's with a custom build.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

const headers = () => ({ Origin: app.url });

/** A new customer, signed in on the page, whose server cart holds a template and, if asked, the bakery's custom build. */
async function customerWithCart(page: Page, options: { customBuild: boolean }): Promise<Customer> {
  // A long address on purpose: the checkout names it in one word, which once pushed a phone's page past 390 px.
  const customer = await signUpCustomer(page, app.url, { prefix: 'consent', email: (u) => `${u}.longer@example.com` });
  const [template] = await someTemplates(page.request, app.url, 1);
  const added = await page.request.post(`${app.url}/api/cart`, {
    data: { templateId: template!.id, userId: customer.id, quantity: 1 },
    headers: headers(),
  });
  expect(added.ok()).toBe(true);
  if (options.customBuild) {
    const generated = await page.request.post(`${app.url}${CUSTOM_BUILD_API.generateSummary}`, {
      data: { requirements: BAKERY },
      headers: headers(),
    });
    expect(generated.ok()).toBe(true);
    const summary: unknown = await generated.json();
    expect(
      (await page.request.post(`${app.url}${CUSTOM_BUILD_API.addToCart}`, { data: { summary, sessionId: null }, headers: headers() })).ok(),
    ).toBe(true);
  }
  return customer;
}

const ordersOf = async (page: Page, customer: Customer) =>
  (await (await page.request.get(`${app.url}/api/users/${customer.id}/orders`)).json()) as Order[];

/** The box of each text, named by its wording (the terms' with its link's "opens in a new tab"). */
const box = (page: Page, key: ConsentKey) =>
  consentGroup(page).getByRole('checkbox', {
    name: key === 'terms' ? /^I have read and agree to the Terms of Service/ : LEGAL_TEXTS[key].wording,
  });

function expectClean(audit: AxeAudit) {
  const failing = audit.failing();
  expect(failing, `axe found serious or critical violations:\n${audit.report(failing)}`).toEqual([]);
}

test('Place Order needs every box: refused unticked with the form’s messages, placed by keyboard once ticked', async ({ page }) => {
  test.setTimeout(90_000);
  const audit = new AxeAudit();
  const customer = await customerWithCart(page, { customBuild: true });
  const orderCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/orders') && r.method() === 'POST' && orderCalls.push(r.url()));

  await page.goto(`${app.url}${PAGES.checkout}`);
  await page.getByLabel('Mobile Number').fill('+1 555 123 4567');
  // Three boxes, in order, each unticked and required; the terms link opens /terms beside the checkout.
  const keys: ConsentKey[] = ['terms', 'immediateDelivery', 'serviceStart'];
  await expect(consentGroup(page).getByRole('checkbox')).toHaveCount(3);
  for (const key of keys) {
    await expect(box(page, key)).not.toBeChecked();
    await expect(box(page, key)).toHaveAttribute('required', '');
  }
  const termsLink = consentGroup(page).getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
  await expect(termsLink).toHaveAttribute('href', PAGES.terms);
  await expect(termsLink).toHaveAttribute('target', '_blank');
  await audit.scan(page, '/checkout with its boxes');
  await page.screenshot({ path: test.info().outputPath('checkout-consent-desktop.png'), fullPage: true });

  // Unticked: each box says what is missing, the first takes the focus, and nothing is ordered.
  await page.getByRole('button', { name: /^Place Order - \$/ }).click();
  for (const key of keys) await expect(consentGroup(page).getByText(consentMissingMessage([key]), { exact: true })).toBeVisible();
  await expect(box(page, 'terms')).toBeFocused();
  await expect(box(page, 'terms')).toHaveAttribute('aria-invalid', 'true');
  await audit.scan(page, '/checkout with the boxes refused');
  await page.screenshot({ path: test.info().outputPath('checkout-consent-refused.png'), fullPage: true });
  expect(orderCalls).toEqual([]);
  expect(await ordersOf(page, customer)).toEqual([]);

  // By keyboard alone: Space ticks each box (its message goes), Tab passes the terms link, Enter places the order.
  await page.getByLabel('Mobile Number').focus();
  await page.keyboard.press('Tab');
  await expect(box(page, 'terms')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(box(page, 'terms')).toBeChecked();
  await expect(consentGroup(page).getByText(consentMissingMessage(['terms']), { exact: true })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(termsLink).toBeFocused();
  for (const key of ['immediateDelivery', 'serviceStart'] as const) {
    await page.keyboard.press('Tab');
    await expect(box(page, key)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box(page, key)).toBeChecked();
  }
  await page.getByRole('button', { name: /^Place Order - \$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment-processing\/[0-9a-f-]{36}/);
  expect(orderCalls).toHaveLength(1);

  // The order keeps what was agreed, by version.
  const [order] = await ordersOf(page, customer);
  expect(order!.consent).toMatchObject({
    terms: LEGAL_TEXTS.terms.version,
    immediateDelivery: LEGAL_TEXTS.immediateDelivery.version,
    serviceStart: LEGAL_TEXTS.serviceStart.version,
  });

  // The buyer's order details name them too.
  await page.goto(`${app.url}${PAGES.dashboard}`);
  const row = page
    .getByRole('region', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: `Order #${order!.id.slice(0, 8).toUpperCase()}` });
  await row.getByRole('button', { name: /^Details/ }).click();
  await expect(row).toContainText(
    `${LEGAL_TEXTS.terms.title} (version ${LEGAL_TEXTS.terms.version}), ${LEGAL_TEXTS.immediateDelivery.title} (version ${LEGAL_TEXTS.immediateDelivery.version}), ${LEGAL_TEXTS.serviceStart.title} (version ${LEGAL_TEXTS.serviceStart.version})`,
  );
  await audit.scan(page, '/dashboard with the order details open');

  // The refund policy says it in the same words.
  await page.goto(`${app.url}${PAGES.refundPolicy}`);
  const policy = page.getByRole('main');
  await expect(policy.getByRole('heading', { name: 'Your 14-day right of withdrawal' })).toBeVisible();
  await expect(policy).toContainText(LEGAL_TEXTS.immediateDelivery.wording);
  await expect(policy).toContainText(LEGAL_TEXTS.serviceStart.wording);
  await audit.scan(page, '/refund-policy');
  expectClean(audit);
});

test('at 390 px the boxes fit, can be tapped, and a template-only cart asks for the terms and the download only', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const audit = new AxeAudit();
  const customer = await customerWithCart(page, { customBuild: false });
  await page.goto(`${app.url}${PAGES.checkout}`);
  await page.getByLabel('Mobile Number').fill('+1 555 123 4567');
  await expect(consentGroup(page).getByRole('checkbox')).toHaveCount(2);
  await expect(box(page, 'serviceStart')).toHaveCount(0);

  await page.getByRole('button', { name: /^Place Order - \$/ }).click();
  for (const key of ['terms', 'immediateDelivery'] as const)
    await expect(consentGroup(page).getByText(consentMissingMessage([key]), { exact: true })).toBeVisible();
  expect(await ordersOf(page, customer)).toEqual([]);
  await audit.scan(page, '/checkout at 390 px, boxes refused');
  await page.getByRole('region', { name: 'Your Information' }).screenshot({ path: test.info().outputPath('checkout-consent-390.png') });

  // Nothing runs off the side; each box and its wording stay inside the screen.
  // Once the refusals have finished appearing: under load CI once measured 395 px mid-way (not reproduced).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const labels = consentGroup(page).locator('label');
  for (const [index, key] of (['terms', 'immediateDelivery'] as const).entries()) {
    const rect = (await box(page, key).boundingBox())!;
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.width).toBeGreaterThanOrEqual(20);
    // A tap on the wording ticks the box (its label), as a tap on the box does; its start, away from the terms link.
    await labels.nth(index).click({ position: { x: 4, y: 8 } });
    await expect(box(page, key)).toBeChecked();
  }
  const groupRect = (await consentGroup(page).boundingBox())!;
  expect(groupRect.x + groupRect.width).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: /^Place Order - \$/ }).click();
  await expect(page).toHaveURL(/\/payment-processing\//);
  const [order] = await ordersOf(page, customer);
  expect(order!.consent).toMatchObject({
    terms: LEGAL_TEXTS.terms.version,
    immediateDelivery: LEGAL_TEXTS.immediateDelivery.version,
    serviceStart: null,
  });
  expectClean(audit);
});
