import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit, FAILING_IMPACTS } from '../support/axe';
import { someTemplates, toast, type TemplateSummary } from '../support/catalog';
import { CUSTOMER_PASSWORD, placeOrder, signUpCustomer, type Customer } from '../support/customers';
import { expect, signIn, test } from '../support/test';

// What the user did is kept: an owned template offers its download instead of a second purchase, and a
// guest's wishlist heart survives signing in.
let app: RunningApp;
let templates: TemplateSummary[];
test.beforeAll(async ({ request }) => {
  app = await startApp();
  templates = await someTemplates(request, app.url, 6);
});
test.afterAll(async () => app?.stop());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const addButtons = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^Add to Cart ?: ${escape(name)}$`) });
const downloadLinks = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('link', { name: new RegExp(`^Download ?: ${escape(name)}$`) });

test('a signed-in owner sees "You own this" and Download in place of Add to Cart, on the template page and on its card', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const audit = new AxeAudit();
  const customer = await signUpCustomer(page, app.url, { prefix: 'owner' });
  const [owned, other] = [templates[0]!, templates[1]!];
  await placeOrder(page.request, app.url, customer, [owned], { pay: true });

  // The template page: both buy spots say so, and Download fetches the ZIP as the dashboard does.
  await page.goto(`${app.url}/template/${owned.slug}`);
  const header = page
    .getByRole('main')
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1, name: owned.name }) });
  await expect(header.getByText('You own this')).toBeVisible();
  await expect(downloadLinks(header, owned.name)).toBeVisible();
  const aside = page.getByRole('complementary', { name: 'Purchase' });
  await expect(aside.getByText('You own this')).toBeVisible();
  await expect(addButtons(page, owned.name)).toHaveCount(0);
  await audit.scan(page, 'the template page of an owned template');
  const download = page.waitForEvent('download');
  await downloadLinks(header, owned.name).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  // The link says 'Downloading...' for a moment and keeps the focus.
  await expect(header.getByRole('link', { name: new RegExp(`^Download(ing\\.\\.\\.|ed)? ?: ${escape(owned.name)}$`) })).toBeFocused();

  // At 390 px the fixed buy bar says it too.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole('region', { name: 'Buy this template' });
  await expect(bar.getByText('You own this')).toBeVisible();
  await expect(downloadLinks(bar, owned.name)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('owned-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Its card in a listing; a template not owned keeps Add to Cart.
  await page.goto(`${app.url}/browse?search=${encodeURIComponent(owned.name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: owned.name, exact: true }) });
  await expect(card.getByText('You own this')).toBeVisible();
  await expect(downloadLinks(card, owned.name)).toBeVisible();
  await expect(addButtons(card, owned.name)).toHaveCount(0);
  await audit.scan(page, 'a listing with an owned template');
  await page.screenshot({ path: test.info().outputPath('owned-card.png') });
  await page.goto(`${app.url}/template/${other.slug}`);
  await expect(addButtons(page.getByRole('complementary', { name: 'Purchase' }), other.name)).toBeVisible();
  expect(audit.report()).toBe('');

  // The cart itself refuses it, saying where to get it.
  const refused = await page.request.post(`${app.url}/api/cart`, {
    data: { templateId: owned.id, quantity: 1 },
    headers: { Origin: app.url },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: 'You already own this template: download it from your dashboard' });
});

/** Holds the page's requests to `url` until the returned function is called. */
async function hold(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** From its first byte on, each page records the text of every button it ever shows, however briefly (related cards' too). */
async function watchButtons(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenButtons: seen });
    new MutationObserver(() => {
      for (const button of Array.from(document.querySelectorAll('button'))) {
        const text = button.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  /** The Add to Cart buttons the page has shown for `name`. */
  return async (name: string) => {
    const seen = await page.evaluate(() => (window as unknown as { seenButtons: string[] }).seenButtons);
    return seen.filter((text) => text.startsWith('Add to Cart') && text.includes(name));
  };
}

test('an owner never sees Add to Cart: the buy spots hold a placeholder of their size until the session and the owned templates are read', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await signUpCustomer(page, app.url, { prefix: 'owner' });
  const [owned, other] = [templates[4]!, templates[5]!];
  await placeOrder(page.request, app.url, customer, [owned], { pay: true });
  const seenAddButtons = await watchButtons(page);
  const ownedList = `**/api/users/${customer.id}/owned-templates`;

  // The page arrives rendered for no one (docs/decisions/056) and hydrates; the session is not known yet.
  const releaseSession = await hold(page, '**/api/auth/user');
  let releaseOwned = await hold(page, ownedList);
  await page.goto(`${app.url}/template/${owned.slug}`);
  const header = page
    .getByRole('main')
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1, name: owned.name }) });
  const aside = page.getByRole('complementary', { name: 'Purchase' });
  await expect(aside.locator('[aria-busy="true"]')).toBeVisible();
  await expect(header.locator('[aria-busy="true"]')).toHaveCount(2); // Add to Cart's spot and the heart's
  await expect(page.getByRole('button', { name: /Add to Cart|Save/ })).toHaveCount(0);
  const heightWhileUnknown = (await aside.boundingBox())!.height;
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    axe.violations
      .filter((violation) => (FAILING_IMPACTS as readonly string[]).includes(violation.impact ?? ''))
      .map((violation) => violation.id),
  ).toEqual([]);

  // Signed in: the heart comes with the wishlist; the buy spots wait for the owned templates.
  releaseSession();
  await expect(header.getByRole('button', { name: /^Save/ })).toBeVisible();
  await expect(aside.locator('[aria-busy="true"]')).toBeVisible();
  await expect(addButtons(page, owned.name)).toHaveCount(0);

  releaseOwned();
  await expect(aside.getByText('You own this')).toBeVisible();
  await expect(downloadLinks(aside, owned.name)).toBeVisible();
  await expect(downloadLinks(header, owned.name)).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  expect((await aside.boundingBox())!.height).toBe(heightWhileUnknown);
  expect(await seenAddButtons(owned.name)).toEqual([]);

  // The live demo's Buy link waits for the owned templates too: the page stays, with its Download.
  await page.unroute(ownedList);
  releaseOwned = await hold(page, ownedList);
  await page.goto(`${app.url}/template/${owned.slug}?buy=1`);
  await expect(aside.locator('[aria-busy="true"]')).toBeVisible();
  releaseOwned();
  await expect(page).toHaveURL(`${app.url}/template/${owned.slug}`);
  await expect(downloadLinks(aside, owned.name)).toBeVisible();
  expect(await seenAddButtons(owned.name)).toEqual([]);

  // A template they do not own gets its Add to Cart, which the same watch sees.
  await page.goto(`${app.url}/template/${other.slug}`);
  await expect(addButtons(aside, other.name)).toBeVisible();
  expect(await seenAddButtons(other.name)).not.toEqual([]);
});

let accounts = 0;
/** An account made through another request context (signed in there): the page stays signed out. */
async function accountFor(request: APIRequestContext): Promise<Customer> {
  accounts += 1;
  const username = `keeper_${accounts}_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const response = await request.post(`${app.url}/api/auth/signup`, {
    data: { username, email, password: CUSTOMER_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    headers: { Origin: app.url },
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { user: { id: string } }).user.id, username, email };
}

test('a guest cart holding a template the customer owns merges without it at sign-in, and says so', async ({ page, playwright }) => {
  const elsewhere = await playwright.request.newContext();
  const customer = await accountFor(elsewhere);
  const [owned, wanted] = [templates[2]!, templates[3]!];
  await placeOrder(elsewhere, app.url, customer, [owned], { pay: true });
  await elsewhere.dispose();

  for (const template of [owned, wanted]) {
    await page.goto(`${app.url}/template/${template.slug}`);
    await addButtons(page.getByRole('complementary', { name: 'Purchase' }), template.name).click();
    await expect(
      page
        .getByRole('complementary', { name: 'Purchase' })
        .getByRole('button', { name: new RegExp(`^In Cart ?: ${escape(template.name)}$`) }),
    ).toBeVisible();
  }
  await page.goto(`${app.url}/login?return=%2Fcart`);
  await signIn(page, customer.username, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL(`${app.url}/cart`);
  await expect(toast(page)).toContainText(
    '1 item from your guest cart has been added to your cart. 1 template you already own was left out: download it from your dashboard',
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: wanted.name })).toBeVisible();
  await expect(main.getByRole('link', { name: owned.name })).toHaveCount(0);
});

test('a guest who presses the wishlist heart and signs in finds the template saved', async ({ page, playwright }) => {
  const elsewhere = await playwright.request.newContext();
  const { username } = await accountFor(elsewhere);
  await elsewhere.dispose();

  await page.goto(`${app.url}/browse`);
  const heart = page.getByRole('button', { name: /^Save .+ to your wishlist$/ }).first();
  const name = (await heart.getAttribute('aria-label'))!.replace(/^Save (.+) to your wishlist$/, '$1');
  await heart.click();
  await expect(page).toHaveURL(`${app.url}/login?return=%2Fbrowse`);

  await signIn(page, username, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL(`${app.url}/browse`);
  await expect(page.getByRole('button', { name: `Remove ${name} from your wishlist` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${app.url}/dashboard`);
  await expect(page.getByRole('list', { name: 'Your wishlist' }).getByRole('link')).toHaveText([name]);
});
