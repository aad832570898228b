import type { Page } from '@playwright/test';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { someTemplates, type TemplateSummary } from '../support/catalog';
import { placeOrder, signUpCustomer } from '../support/customers';
import { expect, test } from '../support/test';

// Decision 039: what the detail page tells a buyer, the wishlist hearts and list, and the library.
let app: RunningApp;
let templates: TemplateSummary[];
test.beforeAll(async ({ request }) => {
  app = await startApp();
  templates = await someTemplates(request, app.url, 12);
});
test.afterAll(async () => app?.stop());

interface ApiTemplate extends TemplateSummary {
  category: string;
  subcategory: string;
  tags: string[];
}

async function templateOf(page: Page, category: string): Promise<ApiTemplate> {
  const res = await page.request.get(`${app.url}/api/templates/paginated?page=1&limit=5&category=${category}`);
  return ((await res.json()) as { templates: ApiTemplate[] }).templates[0]!;
}

const facts = (page: Page) => page.getByRole('region', { name: 'Details' });
const fact = (page: Page, term: string) =>
  facts(page)
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');

test('the detail page says what the download is, works with, holds and allows', async ({ page }) => {
  const audit = new AxeAudit();
  const theme = await templateOf(page, 'wordpress');
  await page.goto(`${app.url}/template/${theme.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();
  await expect(fact(page, 'Platform')).toHaveText('WordPress block theme');
  await expect(fact(page, 'Compatible with')).toContainText('WordPress 6.4+');
  await expect(fact(page, 'Files included')).toHaveText(/^\d+ files: /);
  await expect(fact(page, 'Download size')).toHaveText(/^[\d.]+ (KB|MB) \(ZIP\)$/);
  await expect(fact(page, 'Version')).toHaveText('Version 1.0');
  await expect(fact(page, 'Released')).toHaveText(/\w+ \d{1,2}, \d{4}/);
  await expect(fact(page, 'Licence')).toContainText('do not resell');
  for (const tag of theme.tags.slice(0, 2))
    await expect(fact(page, 'Tags').getByRole('link', { name: tag.replace(/-/g, ' '), exact: true })).toBeVisible();

  // Related templates: the same subcategory, never this one.
  const related = page.getByRole('list', { name: 'Related templates' }).getByRole('heading', { level: 3 });
  await expect(related.first()).toBeVisible();
  expect(await related.count()).toBeLessThanOrEqual(4);
  expect(await related.allTextContents()).not.toContain(theme.name);
  await audit.scan(page, 'detail page with facts and related templates');

  const shop = await templateOf(page, 'ecommerce');
  await page.goto(`${app.url}/template/${shop.slug}`);
  await expect(fact(page, 'Compatible with')).not.toHaveText('');

  // The full terms are one click away, at the licence section.
  await page.goto(`${app.url}/template/${theme.slug}`);
  await fact(page, 'Licence').getByRole('link', { name: 'Full licence terms' }).click();
  await expect(page).toHaveURL(/\/documentation#licence$/);
  await expect(page.getByRole('heading', { name: 'Licence', level: 2 })).toBeFocused();
  expect(audit.report()).toBe('');
});

test('on a phone the price and Add to Cart stay in reach without covering the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const template = templates[3]!;
  await page.goto(`${app.url}/template/${template.slug}`);
  const bar = page.getByRole('region', { name: 'Buy this template' });
  await expect(bar).toBeVisible();
  await page.mouse.wheel(0, 3000);
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(bar.getByRole('button', { name: /^In Cart/ })).toBeVisible();
  // At the very bottom the page's last content ends above the bar.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const barTop = (await bar.boundingBox())!.y;
  const lastBottom = await page.evaluate(() => {
    const detail = document.querySelector('.sf-detail__layout')!;
    return detail.getBoundingClientRect().bottom;
  });
  expect(lastBottom).toBeLessThanOrEqual(barTop);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(bar).toBeHidden();
});

test('a guest pressing the heart is asked to sign in and finds it saved; a customer saves, lists and removes', async ({ page }) => {
  const template = templates[0]!;
  await page.goto(`${app.url}/template/${template.slug}`);
  await page.getByRole('button', { name: /^Save/ }).first().click();
  await expect(page).toHaveURL(/\/login\?return=/);

  // Signed up in this tab: the heart pressed as a guest has saved the template.
  await signUpCustomer(page, app.url, { prefix: 'wish' });
  await page.goto(`${app.url}/template/${template.slug}`);
  const saved = page.getByRole('main').getByRole('button', { name: new RegExp(`^Saved ?: ${escape(template.name)} is on your wishlist`) });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  // The heart on a card, with the keyboard.
  await page.goto(`${app.url}/browse`);
  const other = templates[1]!;
  const heart = page.getByRole('button', { name: `Save ${other.name} to your wishlist` });
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${other.name} from your wishlist` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `Remove ${template.name} from your wishlist` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${app.url}/dashboard`);
  const wishlist = page.getByRole('list', { name: 'Your wishlist' });
  await expect(wishlist.getByRole('link')).toHaveText([other.name, template.name]); // newest first
  await wishlist.getByRole('button', { name: new RegExp(`^Remove ?: ${escape(other.name)}$`) }).click();
  await expect(wishlist.getByRole('link')).toHaveText([template.name]);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your wishlist' }).getByRole('link')).toHaveText([template.name]);
});

test('the library lists every owned template once, to download in one click', async ({ page }) => {
  const audit = new AxeAudit();
  const customer = await signUpCustomer(page, app.url, { prefix: 'library' });
  const [a, b] = [templates[4]!, templates[5]!];
  await placeOrder(page.request, app.url, customer, [a, b], { pay: true });
  await page.goto(`${app.url}/dashboard`);
  const library = page.getByRole('list', { name: 'Your templates' });
  await expect(library.getByRole('listitem')).toHaveCount(2);
  await expect(library).toContainText(a.name);
  await expect(library).toContainText(b.name);
  const download = page.waitForEvent('download');
  await library
    .getByRole('listitem')
    .filter({ hasText: a.name })
    .getByRole('link', { name: /Download/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await audit.scan(page, 'dashboard with library and wishlist');
  expect(audit.report()).toBe('');

  // Owned templates leave the related list.
  await page.goto(`${app.url}/template/${templates[6]!.slug}`);
  const related = await page
    .getByRole('list', { name: 'Related templates' })
    .getByRole('heading', { level: 3 })
    .allTextContents()
    .catch(() => []);
  expect(related).not.toContain(a.name);
  expect(related).not.toContain(b.name);
});

test("the live demo's Buy link puts the template in the cart and opens it", async ({ page }) => {
  const template = templates[7]!;
  await page.goto(`${app.url}/template/${template.slug}?buy=1`);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText(template.name);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
