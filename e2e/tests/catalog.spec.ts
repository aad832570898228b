import type { TemplatePage } from '@tm/contracts/catalog.schemas';
import { startApp, type RunningApp } from '../support/app';
import { resultsSummary, resultsTotal } from '../support/catalog';
import { expect, test } from '../support/test';

// The embedded default seeds the demo catalog (about 1,200 generated templates) on first start.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

interface TemplateSummary {
  slug: string;
  name: string;
  livePreviewUrl: string | null;
  screenshots: string[];
}

async function aTemplateWithDemo(request: import('@playwright/test').APIRequestContext): Promise<TemplateSummary> {
  const page = (await (await request.get(`${app.url}/api/templates/paginated?page=1&limit=50`)).json()) as { templates: TemplateSummary[] };
  const template = page.templates.find((t) => t.livePreviewUrl && t.screenshots.length > 1);
  if (!template) throw new Error('the seeded catalog has no template with a live demo and screenshots');
  return template;
}

test('the home page renders its sections with catalog data', async ({ page }) => {
  await page.goto(app.url + '/');
  const tiles = page.getByRole('link', { name: /WordPress/ }).filter({ hasText: /\d[\d,]*\+/ });
  await expect(tiles.first()).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Hand-Picked Templates' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most Popular This Week' })).toBeVisible();
  for (const rank of ['#1', '#2', '#3', '#4']) await expect(page.getByText(rank, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/custom-build');
});

test('a category page filters by chip, pages and searches', async ({ page }) => {
  await page.goto(app.url + '/wordpress-templates');
  const summary = resultsSummary(page);
  await expect(summary).toHaveText(/^Showing 1 - 20 of/);
  const wholeCategory = (await summary.textContent())!;

  await page
    .getByRole('navigation', { name: 'Filter by subcategory' })
    .getByRole('link', { name: /^Business/ })
    .click();
  await expect(page).toHaveURL(/\/wordpress-templates\?subcategory=business$/);
  // The URL changes before the filtered results replace the whole category's: wait for the new total.
  await expect(summary).not.toHaveText(wholeCategory);
  await expect(summary).toHaveText(/^Showing 1 - 20 of/);
  const businessTotal = await resultsTotal(summary);
  expect(businessTotal).toBeGreaterThan(20);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(summary).toHaveText(new RegExp(`^Showing 21 - ${Math.min(40, businessTotal)} of`));

  const search = page.getByRole('main').getByRole('search').getByRole('searchbox');
  await search.fill('portfolio');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/wordpress-templates\?search=portfolio$/);
  await expect(summary).toHaveText(/^Showing 1 - \d+ of/);
});

test('/browse filters with both dropdowns', async ({ page }) => {
  await page.goto(app.url + '/browse');
  await expect(page.getByRole('heading', { name: 'Browse All Templates' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Subcategory', { exact: true })).toBeDisabled();
  await page.getByRole('main').getByLabel('Category', { exact: true }).selectOption('ecommerce');
  await expect(page).toHaveURL(/category=ecommerce/);
  await page.getByRole('main').getByLabel('Subcategory', { exact: true }).selectOption('fashion');
  await expect(page).toHaveURL(/subcategory=fashion/);
  // The grid shows the same first page the API gives for that filter (a browse value matched by tag).
  const expected = (await (
    await page.request.get(`${app.url}/api/templates/paginated?page=1&limit=20&category=ecommerce&subcategory=fashion`)
  ).json()) as TemplatePage;
  expect(expected.total).toBeGreaterThan(0);
  const grid = page.getByRole('region', { name: 'Templates' });
  await expect(grid.getByRole('link', { name: expected.templates[0].name }).first()).toBeVisible();
  await expect(grid.getByRole('list', { name: 'Templates, page 1' }).locator(':scope > li')).toHaveCount(expected.templates.length);
  await page.getByRole('main').getByLabel('Category', { exact: true }).selectOption('plugins');
  await expect(page.getByRole('main').getByLabel('Subcategory', { exact: true })).toHaveValue('all');
});

test('the header search lands on /browse with matching results', async ({ page }) => {
  await page.goto(app.url + '/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search templates' });
  await search.fill('landing');
  await search.press('Enter');
  await expect(page).toHaveURL(app.url + '/browse?search=landing');
  await expect(page.getByRole('region', { name: 'Templates' }).getByRole('listitem').first()).toBeVisible();
});

test('a template page opens and closes the lightbox and its live preview works', async ({ page, context }) => {
  const template = await aTemplateWithDemo(page.request);
  await page.goto(`${app.url}/template/${template.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: template.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(template.name);

  await page.getByRole('button', { name: /^Open screenshot 1 of/ }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await lightbox.getByRole('button', { name: /close/i }).click();
  await expect(lightbox).toBeHidden();

  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Live Preview' }).first().click()]);
  await preview.waitForLoadState();
  expect(new URL(preview.url()).pathname).toBe(`/preview/${template.slug}`);
  await expect(preview.locator('body')).toContainText(template.name);
});

test('page links change the page in place; a Ctrl-click opens a new tab and leaves this one', async ({ page, context }) => {
  await page.goto(app.url + '/wordpress-templates');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A mark in this document's window: a full page load would drop it.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  const inPlace = () => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

  const card = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const name = (await card.textContent()) ?? '';
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await inPlace()).toBe(true);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'WordPress Templates' }).click();
  await expect(page).toHaveURL(/\/wordpress-templates$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await inPlace()).toBe(true);

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'TemplateMarket' }).click({ modifiers: ['Control'] }),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/');
  await expect(page).toHaveURL(/\/about$/);
  expect(await inPlace()).toBe(true);
});

test.describe('an unknown template', () => {
  // The API answers 404 for the unknown slug, and so does the document.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test("shows 'Template Not Found'", async ({ page }) => {
    const response = await page.goto(`${app.url}/template/no-such-template-anywhere`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Template Not Found' })).toBeVisible();
    await expect(
      page.getByText("The template you're looking for doesn't exist or may have been removed from our marketplace."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' }).or(page.getByRole('link', { name: 'Go Back' }))).toBeVisible();
  });
});

test('a template page carries a server-filled title and JSON-LD product data', async ({ request }) => {
  const template = await aTemplateWithDemo(request);
  const response = await request.get(`${app.url}/template/${template.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>[^<]*<\/title>/);
  expect(html.match(/<title>([^<]*)<\/title>/)![1]).toContain(template.name.replace(/&/g, '&amp;'));
  expect(html).toContain(`<link rel="canonical" href="${app.url}/template/${template.slug}"`);
  const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(jsonLd).not.toBeNull();
  const product = JSON.parse(jsonLd![1]) as { '@type': string; name: string; offers: { priceCurrency: string } };
  expect(product['@type']).toBe('Product');
  expect(product.name).toBe(template.name);
  expect(product.offers.priceCurrency).toBe('USD');
});
