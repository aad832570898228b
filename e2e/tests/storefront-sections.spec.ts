import type { Locator, Page } from '@playwright/test';
import { BROWSE_FILTERS, BROWSE_SUBCATEGORIES, CATEGORIES, CATEGORY_PAGES, type Category } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { startApp, type RunningApp } from '../support/app';
import { resultsSummary, resultsTotal } from '../support/catalog';
import { expect, test } from '../support/test';

// Storefront defects (decision 028), on the seeded demo catalog (1,200 generated templates).
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

const templateSlugs = async (scope: Locator) =>
  (await scope.locator('a[href^="/template/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))).map((href) =>
    href.slice('/template/'.length),
  );
const summaryTotal = async (page: Page) => {
  const summary = resultsSummary(page);
  await expect(summary).toBeVisible();
  return resultsTotal(summary);
};

test('the home page shows at least 12 different templates across its sections', async ({ page }) => {
  await page.goto(app.url + '/');
  const main = page.getByRole('main');
  for (const title of ['Hand-Picked Templates', 'Featured Templates', 'Trending Templates', 'Most Popular This Week']) {
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(main.locator('[aria-busy="true"], [data-testid="skeleton-grid"]')).toHaveCount(0);
  const slugs = await templateSlugs(main);
  expect(slugs.length).toBeGreaterThanOrEqual(17);
  expect(new Set(slugs).size).toBeGreaterThanOrEqual(12);
});

test('each /browse subcategory lists only its templates, as many as the listing chips count', async ({ page }) => {
  test.setTimeout(180_000);
  // The listing pages' chip counts, as shoppers see them.
  const chips = {} as Record<Category, Record<string, number>>;
  for (const category of CATEGORIES) {
    await page.goto(app.url + CATEGORY_PAGES[category]);
    const nav = page.getByRole('navigation', { name: 'Filter by subcategory' });
    await expect(nav.getByRole('list')).toBeVisible();
    await expect(nav.locator('[aria-busy="true"]')).toHaveCount(0);
    const entries = await nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => [
          new URL((a as HTMLAnchorElement).href).searchParams.get('subcategory'),
          a.querySelector('.sf-chip__count')!.textContent!,
        ]),
      );
    chips[category] = Object.fromEntries<number>(
      entries.filter(([value]) => value).map(([value, count]) => [value!, Number(count!.replace(/,/g, ''))]),
    );
  }

  await page.goto(app.url + '/browse');
  const main = page.getByRole('main');
  const grid = page.getByRole('region', { name: 'Templates' });
  for (const category of CATEGORIES) {
    await main.getByLabel('Category', { exact: true }).selectOption(category);
    for (const value of BROWSE_SUBCATEGORIES[category]) {
      await main.getByLabel('Subcategory', { exact: true }).selectOption(value);
      await expect(page).toHaveURL(new RegExp(`category=${category}&subcategory=${value}$`));
      const total = await summaryTotal(page);
      const filter = BROWSE_FILTERS[category][value]!;
      if ('subcategories' in filter) {
        expect({ value, total }).toEqual({ value, total: filter.subcategories.reduce((sum, s) => sum + chips[category][s]!, 0) });
      }
      // The cards are the API's first page, and every one of them belongs to the filter.
      const expected = (await (
        await page.request.get(`${app.url}/api/templates/paginated?page=1&limit=20&category=${category}&subcategory=${value}`)
      ).json()) as {
        templates: Template[];
        total: number;
      };
      expect(expected.total).toBe(total);
      await expect.poll(async () => new Set(await templateSlugs(grid))).toEqual(new Set(expected.templates.map((x) => x.slug)));
      const strays = expected.templates.filter((x) =>
        'tag' in filter ? x.category !== category || !x.tags.includes(filter.tag) : !filter.subcategories.includes(x.subcategory),
      );
      expect(strays.map((x) => `${value}: ${x.category}/${x.subcategory}`)).toEqual([]);
    }
  }
});

test('/browse shows and marks the current page, also beyond the first five', async ({ page }) => {
  await page.goto(app.url + '/browse?category=wordpress&page=7');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  for (const number of [1, 2, 3, 4, 5]) await expect(pagination.getByRole('link', { name: `Page ${number}`, exact: true })).toBeVisible();
  await expect(pagination.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(pagination.getByText('Page 7 of 15')).toBeVisible();

  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=8/);
  await expect(pagination.getByRole('link', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: 'Page 7' })).toHaveCount(0);
});
