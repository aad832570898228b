import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DISCOUNT_API, DISCOUNT_MESSAGES } from '@tm/contracts/discounts';
import type { AdminDiscountCode } from '@tm/contracts/discounts.schemas';
import { PAGES } from '@tm/contracts/routes';
import { ORDER_CONSENT } from '../../backend/src/testing/order-consent';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { tickConsentBoxes } from '../support/checkout';
import { cents, dollars, someTemplates, type TemplateSummary } from '../support/catalog';
import { signUpCustomer, type Customer } from '../support/customers';
import { expect, signIn, test } from '../support/test';

// Decision 090: the owner makes a discount code in the back office; a buyer applies it in the cart and
// sees it through checkout to the thank-you page; two buyers racing for its last use: one gets it.
let app: RunningApp;
// The refusals this journey asks for on purpose: a bad code in the form, and a code that is used up.
test.use({ allowConsoleErrors: /status of 40[09] .*\/api\/(admin\/discount-codes|cart\/discount)/ });
test.beforeAll(async ({ appTarget }) => (app = await startApp({}, appTarget)));
test.afterAll(async () => {
  await app?.stop();
});

/** A new signed-in buyer in a context of their own, with the template in their cart. */
async function buyerWith(
  browser: Browser,
  template: TemplateSummary,
): Promise<{ context: BrowserContext; page: Page; customer: Customer }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await signUpCustomer(page, app.url, { prefix: 'disc' });
  const added = await page.request.post(`${app.url}/api/cart`, {
    data: { templateId: template.id, quantity: 1 },
    headers: { Origin: app.url },
  });
  expect(added.ok()).toBe(true);
  return { context, page, customer };
}

/** 20 % off, halves up, as the server computes it. */
const twentyOff = (priceCents: number) => Math.floor((priceCents * 20 + 50) / 100);

test('a code made in the Discount codes tab is applied in the cart, shown to the thank-you page, and its last use goes to one of two racing buyers', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const audit = new AxeAudit();
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  // The owner makes the code in the back office: 20 % off, two uses in all.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.admin)}`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}${PAGES.admin}`);
  await page.getByRole('tab', { name: 'Discount codes' }).click();
  await expect(page).toHaveURL(`${app.url}${PAGES.admin}#discount-codes`);
  const panel = page.getByRole('tabpanel', { name: 'Discount codes' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Discount codes' })).toBeVisible();
  await panel.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New discount code' });
  await expect(dialog).toBeVisible();
  // A bad code is refused under its field.
  await dialog.getByLabel('Code').fill('no spaces please');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog.getByText('code may contain only letters, digits, - and _')).toBeVisible();
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Percent off').fill('20');
  await dialog.getByLabel('Uses in all').fill('2');
  await audit.scan(page, 'the new discount code form (1366 px)');
  await page.screenshot({ path: test.info().outputPath('discount-code-form.png') });
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog).toBeHidden();
  const row = panel.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('0 / 2');
  await expect(row).toContainText('Active');
  await audit.scan(page, 'the Discount codes tab (1366 px)');
  await page.screenshot({ path: test.info().outputPath('discount-codes-tab.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await audit.scan(page, 'the Discount codes tab (390 px)');
  await page.screenshot({ path: test.info().outputPath('discount-codes-tab-390.png'), fullPage: true });

  // A buyer applies it in the cart (typed in lower case), and sees it on checkout and the thank-you page.
  const [template] = await someTemplates(page.request, app.url, 1);
  const price = cents(template!.price);
  const off = twentyOff(price);
  const due = dollars(price - off);
  const first = await buyerWith(browser, template!);
  try {
    const buyer = first.page;
    await buyer.goto(`${app.url}${PAGES.cart}`);
    const summary = buyer.getByRole('region', { name: 'Order Summary' });
    await summary.getByRole('button', { name: 'Have a code?' }).click();
    await summary.getByLabel('Discount code').fill('NOT-A-CODE');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText(DISCOUNT_MESSAGES.unknown)).toBeVisible();
    await summary.getByLabel('Discount code').fill(code.toLowerCase());
    await summary.getByLabel('Discount code').press('Enter');
    await expect(summary.getByText(`Code ${code} applied: 20% off.`)).toBeVisible();
    await expect(summary.getByRole('term').filter({ hasText: `Discount (${code})` })).toBeVisible();
    await expect(summary.getByRole('definition').last()).toContainText(due);
    await audit.scan(buyer, 'the cart with a code (1366 px)');
    await buyer.setViewportSize({ width: 390, height: 844 });
    await audit.scan(buyer, 'the cart with a code (390 px)');
    await buyer.screenshot({ path: test.info().outputPath('cart-with-code-390.png'), fullPage: true });
    await buyer.setViewportSize({ width: 1280, height: 900 });

    await summary.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(buyer).toHaveURL(`${app.url}${PAGES.checkout}`);
    const checkoutSummary = buyer.getByRole('region', { name: 'Order Summary' });
    await expect(checkoutSummary.getByRole('term').filter({ hasText: `Discount (${code})` })).toBeVisible();
    await expect(checkoutSummary.getByRole('definition').last()).toContainText(due);
    // The names come from the account (read-only); the phone is asked.
    await buyer.getByLabel('Mobile Number').fill('+1 555 123 4567');
    await tickConsentBoxes(buyer);
    await buyer.getByRole('button', { name: `Place Order - ${due}` }).click();
    await expect(buyer).toHaveURL(/\/payment-processing\/[0-9a-f-]{36}\?session=/);
    await expect(buyer.getByText(due, { exact: true })).toBeVisible();
    await expect(buyer).toHaveURL(/\/thank-you\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(buyer.getByText(`Discount (${code})`)).toBeVisible();
    await expect(buyer.getByText(`−${dollars(off)}`)).toBeVisible();
    await audit.scan(buyer, 'the thank-you page with a discount');
  } finally {
    await first.context.close();
  }

  // One use left: two buyers place their orders with it at the same moment; one gets it.
  const [second, third] = await Promise.all([buyerWith(browser, template!), buyerWith(browser, template!)]);
  try {
    const placeWithCode = (buyer: { page: Page; customer: Customer }) =>
      buyer.page.request.post(`${app.url}/api/orders`, {
        data: {
          customerEmail: buyer.customer.email,
          customerName: 'Ada Lovelace',
          totalAmount: (price - off) / 100,
          items: [{ templateId: template!.id, quantity: 1 }],
          consent: ORDER_CONSENT,
          discountCode: code,
        },
        headers: { Origin: app.url, 'Idempotency-Key': `e2e-disc-${Math.random()}` },
      });
    const answers = await Promise.all([placeWithCode(second), placeWithCode(third)]);
    expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 409]);
    const loserIndex = answers.findIndex((answer) => answer.status() === 409);
    expect(((await answers[loserIndex]!.json()) as { message: string }).message).toBe(DISCOUNT_MESSAGES.usedUp);

    // The loser's cart says so too.
    const loser = [second, third][loserIndex]!.page;
    await loser.goto(`${app.url}${PAGES.cart}`);
    const summary = loser.getByRole('region', { name: 'Order Summary' });
    await summary.getByRole('button', { name: 'Have a code?' }).click();
    await summary.getByLabel('Discount code').fill(code);
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText(DISCOUNT_MESSAGES.usedUp)).toBeVisible();
  } finally {
    await second.context.close();
    await third.context.close();
  }

  // The tab counts the paid use and the pending one.
  const listed = (await (await page.request.get(`${app.url}${DISCOUNT_API.adminCodes}`)).json()) as AdminDiscountCode[];
  expect(listed.find((entry) => entry.code === code)).toMatchObject({ usedCount: 1, pendingCount: 1, status: 'active' });
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});
