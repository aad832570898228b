import type { Page } from '@playwright/test';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { resultsSummary, resultsTotal } from '../support/catalog';
import { expect, test } from '../support/test';

// Decision 039: sort by and the price and rating filters, in the URL, on a category page and /browse.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

interface ApiTemplate {
  name: string;
  price: string;
  rating: string;
}

/** The card titles of the results, in order. */
const cardNames = (page: Page) => page.getByRole('region', { name: 'Templates' }).getByRole('heading', { level: 2 }).allTextContents();

/** What the API answers for the same query: the page must show exactly this, in this order. */
async function apiPage(page: Page, query: string): Promise<ApiTemplate[]> {
  const res = await page.request.get(`${app.url}/api/templates/paginated?page=1&limit=20&${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { templates: ApiTemplate[] }).templates;
}

test('a category page sorts by price and filters by price and rating, all kept in the URL', async ({ page }) => {
  const audit = new AxeAudit();
  await page.goto(app.url + '/wordpress-templates');
  const summary = resultsSummary(page);
  await expect(summary).toHaveText(/^Showing 1 - 20 of/);
  const everything = await resultsTotal(summary);
  await expect(page.getByText('#1', { exact: true }).first()).toBeVisible(); // best sellers rank

  const tools = page.getByRole('group', { name: 'Sort and filter' });
  await tools.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/wordpress-templates\?sort=price-asc$/);
  const cheapest = await apiPage(page, 'category=wordpress&sort=price-asc');
  await expect.poll(() => cardNames(page)).toEqual(cheapest.map((t) => t.name));
  const prices = cheapest.map((t) => Number(t.price));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(page.getByText('#1', { exact: true })).toHaveCount(0); // no ranks outside the default order

  await tools.getByLabel('Minimum price in dollars').fill('30');
  await tools.getByLabel('Maximum price in dollars').fill('60');
  // The rating is chosen at once, while the priced list is still on its way and the page on screen
  // is still the one before the price (a router transition): the price range must not be dropped.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await tools.getByLabel('Maximum price in dollars').press('Enter');
  await tools.getByLabel('Rating').selectOption({ label: '4 stars & up' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/sort=price-asc&minPrice=30&maxPrice=60&minRating=4$/);
  const bounded = await apiPage(page, 'category=wordpress&sort=price-asc&minPrice=30&maxPrice=60&minRating=4');
  expect(bounded.length).toBeGreaterThan(0);
  expect(bounded.every((t) => Number(t.price) >= 30 && Number(t.price) <= 60 && Number(t.rating) >= 4)).toBe(true);
  await expect.poll(() => cardNames(page)).toEqual(bounded.map((t) => t.name));
  const narrowed = await resultsTotal(summary);
  expect(narrowed).toBeLessThan(everything);
  await audit.scan(page, 'category page, sorted and filtered');

  // A reload (or a shared link) shows the same list and the same choices.
  await page.reload();
  await expect.poll(() => cardNames(page)).toEqual(bounded.map((t) => t.name));
  await expect(tools.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(tools.getByLabel('Minimum price in dollars')).toHaveValue('30');
  await expect(tools.getByLabel('Maximum price in dollars')).toHaveValue('60');
  await expect(tools.getByLabel('Rating')).toHaveValue('4');

  await tools.getByRole('link', { name: 'Clear price and rating filters' }).click();
  await expect(page).toHaveURL(/\/wordpress-templates\?sort=price-asc$/);
  await expect(tools.getByLabel('Minimum price in dollars')).toHaveValue('');
  await expect(summary).toHaveText(new RegExp(`of ${everything.toLocaleString('en-US')} templates$`));

  // Back to the default order: the parameter goes, the ranks come back.
  await tools.getByLabel('Sort by').selectOption({ label: 'Best sellers' });
  await expect(page).toHaveURL(/\/wordpress-templates$/);
  await expect(page.getByText('#1', { exact: true }).first()).toBeVisible();
  expect(audit.report()).toBe('');
});

test('a range nothing falls in says so and offers to clear the filters', async ({ page }) => {
  await page.goto(app.url + '/html-templates?minPrice=1&maxPrice=2');
  await expect(page.getByRole('heading', { name: 'No HTML Templates Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find any HTML templates in this price and rating range.")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Clear price and rating filters' }).first().click();
  await expect(page).toHaveURL(/\/html-templates$/);
  await expect(page.getByText(/^Showing 1 - 20 of/)).toBeVisible();
});

test('/browse sorts newest first within a category, with the keyboard', async ({ page }) => {
  await page.goto(app.url + '/browse?category=ecommerce');
  const sort = page.getByRole('group', { name: 'Sort and filter' }).getByLabel('Sort by');
  await sort.focus();
  await sort.selectOption('newest');
  await expect(page).toHaveURL(/\/browse\?category=ecommerce&sort=newest$/);
  const newest = await apiPage(page, 'category=ecommerce&sort=newest');
  await expect.poll(() => cardNames(page)).toEqual(newest.map((t) => t.name));

  // A search lists best matches first, and can be sorted too.
  await page.goto(app.url + '/browse?search=shop&sort=price-desc');
  await expect(sort).toHaveValue('price-desc');
  await expect(sort.locator('option', { hasText: 'Best match' })).toHaveCount(1);
  const dearest = await apiPage(page, 'search=shop&sort=price-desc');
  expect(dearest.length).toBeGreaterThan(0);
  await expect.poll(() => cardNames(page)).toEqual(dearest.map((t) => t.name));
});

test('on a phone the controls fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(app.url + '/wordpress-templates?sort=rating&minRating=4.5');
  const tools = page.getByRole('group', { name: 'Sort and filter' });
  await expect(tools.getByLabel('Sort by')).toHaveValue('rating');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const control of [
    tools.getByLabel('Sort by'),
    tools.getByLabel('Maximum price in dollars'),
    tools.getByRole('button', { name: 'Apply' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});
