import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { startApp, type RunningApp } from '../support/app';
import { someTemplates, type TemplateSummary } from '../support/catalog';
import { CUSTOMER_PHONE, placeOrder as placeCustomerOrder, signUpCustomer, type Customer } from '../support/customers';
import { expect, test } from '../support/test';

// The dashboard on a 390 px phone (decision 028): pending orders can be paid or cancelled,
// the order list does not trap the downloads card in a scroll box, and a long email wraps at its seams.
let app: RunningApp;
let templates: TemplateSummary[];
test.beforeAll(async ({ request }) => {
  app = await startApp();
  templates = await someTemplates(request, app.url, 16);
});
test.afterAll(async () => app?.stop());
test.use({ viewport: { width: 390, height: 844 } });

/** A customer with a long email, signed in on the page's context. */
const signUp = (page: Page): Promise<Customer> =>
  signUpCustomer(page, app.url, {
    prefix: 'dash',
    email: (username) => `${username}.with.a.rather.long.address@very-long-subdomain.example-company.co.uk`,
  });
const placeOrder = (
  request: APIRequestContext,
  customer: Customer,
  items: TemplateSummary[],
  options: { paymentLink?: boolean; pay?: boolean } = {},
) => placeCustomerOrder(request, app.url, customer, items, options);

const statusOf = async (request: APIRequestContext, orderId: string) =>
  ((await (await request.get(`${app.url}/api/orders/${orderId}`)).json()) as { status: string }).status;

/** The order card with this many items (order numbers can repeat: they are the id's first 8 characters). */
const orderCard = (page: Page, items: number) =>
  page
    .getByRole('region', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`· ${items} items?(?![a-z])`) })
    .first();

async function openDashboard(page: Page) {
  await page.goto(app.url + '/dashboard');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByText('Loading orders...')).toHaveCount(0);
}

test('Resume payment opens a new payment session for a pending order and pays it at the gateway', async ({ page }) => {
  const customer = await signUp(page);
  const orderId = await placeOrder(page.request, customer, templates.slice(0, 1));
  await openDashboard(page);
  const card = orderCard(page, 1);
  await expect(card.getByText('Pending')).toBeVisible();

  await card.getByRole('button', { name: /^Resume payment/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-processing/${orderId}\\?session=`));
  await expect(page.getByText('Payment successful!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/thank-you/${orderId}$`));
  expect(await statusOf(page.request, orderId)).toBe('completed');
});

test('Resume payment asks for what the order lacks (no phone yet), then goes to the gateway', async ({ page }) => {
  const customer = await signUp(page);
  const orderId = await placeOrder(page.request, customer, templates.slice(1, 3), { paymentLink: false });
  await openDashboard(page);
  const card = orderCard(page, 2);
  await card.getByRole('button', { name: /^Resume payment/ }).click();

  const form = card.getByRole('form', { name: /Your details for order/ });
  await expect(form.getByLabel('First Name')).toHaveValue('Ada');
  await expect(form.getByLabel('Last Name')).toHaveValue('Lovelace');
  await expect(form.getByLabel('Email Address')).toHaveValue(customer.email);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByText('Mobile number must be at least 10 digits')).toBeVisible();
  await form.getByLabel('Mobile Number').fill(CUSTOMER_PHONE);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-processing/${orderId}\\?session=`));
});

test('Cancel asks first, then cancels the pending order on the server', async ({ page }) => {
  const customer = await signUp(page);
  const orderId = await placeOrder(page.request, customer, templates.slice(3, 6));
  await openDashboard(page);
  const card = orderCard(page, 3);

  await card.getByRole('button', { name: /^Cancel/ }).click();
  await expect(card.getByText(/It can no longer be paid afterwards/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await card.getByRole('button', { name: 'Keep order' }).click();
  await expect(card.getByRole('button', { name: /^Cancel/ })).toBeFocused();
  expect(await statusOf(page.request, orderId)).toBe('pending');

  await card.getByRole('button', { name: /^Cancel/ }).click();
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Resume payment/ })).toHaveCount(0);
  expect(await statusOf(page.request, orderId)).toBe('cancelled');
});

test('on a phone the order list is not a scroll box: the downloads card shows in full', async ({ page }) => {
  const customer = await signUp(page);
  // Enough orders that the list is far taller than 600 px, the last one with its downloads card open.
  await placeOrder(page.request, customer, templates.slice(6, 10), { pay: true });
  for (let i = 0; i < 3; i += 1) await placeOrder(page.request, customer, templates.slice(10 + i, 11 + i), { pay: true });
  await openDashboard(page);
  const card = orderCard(page, 4);
  await card.getByRole('button', { name: /^Details/ }).click();

  const scroll = page.getByRole('region', { name: 'Your orders' });
  expect(await scroll.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  const downloads = card.getByRole('heading', { name: 'Your Downloads' });
  await downloads.scrollIntoViewIfNeeded();
  await expectFullyVisible(
    page,
    card
      .getByRole('button', { name: 'Download All' })
      .or(card.getByRole('link', { name: 'Download All' }))
      .first(),
  );
  await expectFullyVisible(page, downloads);

  // The two-column dashboard keeps the 600 px scroll area (docs/product/storefront.md §9).
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect.poll(() => scroll.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('600px');
});

test('a long email wraps at its seams (after @ and -, before .), never inside a part, and nothing overflows the phone', async ({
  page,
}) => {
  const customer = await signUp(page);
  await openDashboard(page);
  const email = page.getByTestId('dashboard-email');
  await expect(email).toHaveText(customer.email);
  const parts = await email.evaluate((element) => {
    const width = element.getBoundingClientRect().width;
    return [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return { text: node.textContent, fits: range.getBoundingClientRect().width <= width, lines };
      });
  });
  expect(parts.length).toBeGreaterThan(3);
  expect(parts.filter((part) => part.fits && part.lines > 1)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

async function expectFullyVisible(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  // Not clipped by any scrolling ancestor: the element's centre is the topmost thing there.
  const hit = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
  expect(hit).toBe(true);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}
