import type { Page } from '@playwright/test';
import { startApp, type RunningApp } from '../support/app';
import { cartLink, cents, dollars, someTemplates, toast, type TemplateSummary } from '../support/catalog';
import { expect, signIn, test } from '../support/test';

// One app for the file: the demo customer's cart is used by one test only; the others sign up their own.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

const stepper = (page: Page, template: TemplateSummary) => page.getByRole('group', { name: `Quantity of ${template.name}` });
const quantityOf = (page: Page, template: TemplateSummary) => stepper(page, template).locator('output');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The add-to-cart button of one template: 'Add to Cart' or 'In Cart', then the template's name. */
const cartButton = (page: Page, label: 'Add to Cart' | 'In Cart', template: TemplateSummary) =>
  page.getByRole('button', { name: new RegExp(`^${label}\\s*:\\s*${escapeRegExp(template.name)}$`) }).first();

async function addFromTemplatePage(page: Page, template: TemplateSummary) {
  await page.goto(`${app.url}/template/${template.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: template.name })).toBeVisible();
  await cartButton(page, 'Add to Cart', template).click();
  await expect(cartButton(page, 'In Cart', template)).toBeDisabled();
}

/** Clicks + or − until the line shows `target`, waiting for each change to land before the next. */
async function stepTo(page: Page, template: TemplateSummary, target: number) {
  const value = quantityOf(page, template);
  let current = Number(await value.textContent());
  while (current !== target) {
    const up = target > current;
    await stepper(page, template)
      .getByRole('button', { name: up ? 'Increase quantity' : 'Decrease quantity' })
      .click();
    current += up ? 1 : -1;
    await expect(value).toHaveText(String(current));
  }
}

/** Signs a new customer up through the API; the browser context shares its session cookie. */
async function signUpCustomer(page: Page, username: string) {
  const response = await page.request.post(`${app.url}/api/auth/signup`, {
    data: { username, email: `${username}@example.com`, password: 'Shopper123' },
  });
  expect(response.ok()).toBe(true);
}

test("a guest's cart (one template twice) is merged at sign-in, with 'Cart Merged!' and the right badge", async ({ page }) => {
  const [first, second] = await someTemplates(page.request, app.url, 2);

  await addFromTemplatePage(page, first);
  await expect(toast(page)).toContainText('Added to Cart!');
  await expect(toast(page)).toContainText(`${first.name} has been added to your cart`);
  await addFromTemplatePage(page, second);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // The guest cart page resolves each line's details from the catalog.
  await page.goto(`${app.url}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('2 item(s) in your cart')).toBeVisible();
  await stepTo(page, first, 2);
  await expect(toast(page)).toContainText('Cart updated');
  await expect(page.getByText('3 item(s) in your cart')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(cartLink(page).getByText('3', { exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, 'demo', 'Demo12345');
  await expect(toast(page)).toContainText('Cart Merged!');
  await expect(toast(page)).toContainText('3 items from your guest cart have been added to your cart');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

  // The account's cart now holds the guest lines, priced by the server's templates.
  await page.goto(`${app.url}/cart`);
  await expect(page.getByText('3 item(s) in your cart')).toBeVisible();
  await expect(quantityOf(page, first)).toHaveText('2');
  await expect(quantityOf(page, second)).toHaveText('1');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(`${first.name} × 2`);
  await expect(summary).not.toContainText(`${second.name} ×`);
  const total = dollars(cents(first.price) * 2 + cents(second.price));
  await expect(summary.getByRole('definition').last()).toHaveText(total);
  await expect(summary.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');

  // Signed out again, the guest cart is empty: the merge moved it, it did not copy it.
  await page.goto(`${app.url}/api/logout`);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
});

test('a customer adds, steps a quantity up to 10 and back, removes lines and reaches the empty state', async ({ page }) => {
  const [first, second] = await someTemplates(page.request, app.url, 2);
  await signUpCustomer(page, 'cart_stepper');

  await addFromTemplatePage(page, first);
  await expect(toast(page)).toContainText('Added to cart');
  await expect(toast(page)).toContainText('Item has been added to your cart');
  await addFromTemplatePage(page, second);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await page.goto(`${app.url}/cart`);
  const line = page.getByRole('listitem').filter({ has: stepper(page, first) });
  await expect(line.getByText(dollars(cents(first.price)), { exact: true })).toBeVisible();

  await stepTo(page, first, 10);
  const plus = stepper(page, first).getByRole('button', { name: 'Increase quantity' });
  const minus = stepper(page, first).getByRole('button', { name: 'Decrease quantity' });
  await expect(plus).toBeDisabled();
  await expect(minus).toBeEnabled();
  await expect(page.getByText('11 item(s) in your cart')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(`${first.name} × 10`);
  await expect(line.getByText(dollars(cents(first.price) * 10), { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 11 items');

  // While a change is in flight the line shows '...' and both buttons are off.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/cart/*', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await minus.click();
  await expect(quantityOf(page, first)).toHaveText('...');
  await expect(plus).toBeDisabled();
  await expect(minus).toBeDisabled();
  release();
  await expect(quantityOf(page, first)).toHaveText('9');
  await page.unroute('**/api/cart/*');

  await stepTo(page, first, 1);
  await expect(minus).toBeDisabled();
  await expect(plus).toBeEnabled();
  await expect(page.getByText('2 item(s) in your cart')).toBeVisible();

  await page.getByRole('button', { name: `Remove ${second.name} from cart` }).click();
  await expect(toast(page)).toContainText('Item removed');
  await expect(page.getByText('1 item(s) in your cart')).toBeVisible();
  await expect(stepper(page, second)).toHaveCount(0);

  await page.getByRole('button', { name: `Remove ${first.name} from cart` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const main = page.getByRole('main');
  for (const [name, href] of [
    ['WordPress Themes', '/wordpress-templates'],
    ['eCommerce Templates', '/ecommerce-templates'],
    ['HTML Templates', '/html-templates'],
    ['CMS Themes', '/cms-templates'],
  ]) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(main.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toHaveCount(0);
});

test('an admin has no cart button, no add-to-cart buttons and no cart', async ({ page }) => {
  const [template] = await someTemplates(page.request, app.url, 1);
  await page.goto(`${app.url}/login?return=%2Fbrowse`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}/browse`);
  await expect(page.getByRole('region', { name: 'Templates' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await expect(cartLink(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add to Cart|In Cart/ })).toHaveCount(0);

  await page.goto(`${app.url}/template/${template.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: template.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to Cart|In Cart/ })).toHaveCount(0);

  await page.goto(`${app.url}/cart`);
  await expect(page.getByText('Admins do not have a cart')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toHaveCount(0);
});

test.describe('a guest line whose template is gone', () => {
  // Resolving the missing template answers 404, which Chromium reports on the console.
  test.use({
    allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/,
    viewport: { width: 375, height: 740 },
  });

  test("shows 'Unknown Template' on a phone-sized screen and can be removed", async ({ page }) => {
    await page.goto(`${app.url}/`);
    await page.evaluate(() =>
      localStorage.setItem(
        'tm.guestCart',
        JSON.stringify([{ templateId: 'no-such-template', templateName: 'Gone', quantity: 1, addedAt: Date.now() }]),
      ),
    );
    await page.goto(`${app.url}/cart`);
    await expect(page.getByRole('heading', { level: 3, name: 'Unknown Template' })).toBeVisible();
    await expect(page.getByText('1 item(s) in your cart')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Remove Unknown Template from cart' }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});
