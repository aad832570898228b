import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SEARCH_TEXTS } from '@tm/contracts/search';
import type { SearchSuggestions } from '@tm/contracts/search.schemas';
import type { TemplatePage } from '@tm/contracts/catalog.schemas';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { TMP } from '../support/paths';
import { expect, test } from '../support/test';

// Decision 054: the header's suggestions (an ARIA 1.2 combobox), corrected searches, partial matches and
// the counts per category and platform on /browse. Runs on SQLite and again on MySQL with Redis.
let app: RunningApp;
test.beforeAll(async ({ appTarget }) => (app = await startApp({}, appTarget)));
test.afterAll(async () => app?.stop());

/** Words of the demo catalog: a prefix, a misspelling of a catalog word, a synonym of one. */
const PREFIX = 'bak';
const TYPO = 'bakry';
const CORRECTED = 'bakery';
const SYNONYM = 'lawyer';
const SYNONYM_FINDS = /\blaw/i;
/** Two words no template has together: the page lists the partial matches. */
const NO_TEMPLATE_HAS_BOTH = 'bakery lawyer';

const SHOTS = join(TMP, 'screenshots');
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search templates' });
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const results = (page: Page) => page.getByRole('region', { name: 'Templates' });
const cardNames = (page: Page) => results(page).getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(app.url + path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** Types like a person (one key at a time), so the debounce and the aborts are exercised. */
async function typeInto(page: Page, text: string) {
  await headerBox(page).pressSequentially(text, { delay: 40 });
  await expect(headerBox(page)).toHaveAttribute('aria-expanded', 'true');
}

test('the header box suggests as you type; Arrow keys move round the list and Enter goes to the suggestion', async ({ page }) => {
  const audit = new AxeAudit();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(app.url + '/');
  const { suggestions } = await apiJson<SearchSuggestions>(page, `/api/search/suggest?q=${PREFIX}`);
  expect(suggestions.length).toBeGreaterThan(1);

  const box = headerBox(page);
  await typeInto(page, PREFIX);
  const options = suggestionList(page).getByRole('option');
  await expect(options).toHaveText(suggestions.map((s) => new RegExp(escapeRegExp(s.text))));
  await expect(box).toHaveAttribute('aria-controls', (await suggestionList(page).getAttribute('id'))!);
  await expect(page.getByText(`${suggestions.length} suggestions available`)).toBeAttached();
  await expect(box).not.toHaveAttribute('aria-activedescendant', /.*/);

  // Down from the box: the first option; Up from there wraps to the last, Down wraps back to the first.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toBeFocused(); // focus never leaves the box
  expect(await box.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  await audit.scan(page, 'home with the suggestions open at 1366 px');
  await shot(page, 'header-suggestions-1366');

  // Escape closes the list, a second Escape clears the text.
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(suggestionList(page)).toBeHidden();
  await expect(box).toHaveValue(PREFIX);
  await box.press('Escape');
  await expect(box).toHaveValue('');

  // Enter on the active option goes where it points.
  await typeInto(page, PREFIX);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(app.url + suggestions[0]!.href);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Enter with no active option searches the text as typed, as before the suggestions.
  await box.fill('');
  await typeInto(page, PREFIX);
  await box.press('Enter');
  await expect(page).toHaveURL(`${app.url}/browse?search=${PREFIX}`);

  // A click on an option goes there too; leaving the box closes the list.
  await box.fill('');
  await typeInto(page, PREFIX);
  await box.blur();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.focus();
  await typeInto(page, 'e');
  const { suggestions: bake } = await apiJson<SearchSuggestions>(page, `/api/search/suggest?q=${PREFIX}e`);
  await expect(options).toHaveText(bake.map((s) => new RegExp(escapeRegExp(s.text))));
  await options.last().click();
  await expect(page).toHaveURL(app.url + bake.at(-1)!.href);

  // Under two letters there is nothing to suggest, and no list.
  await box.fill('b');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(audit.report()).toBe('');
});

test('on a 390 px phone the suggestions open inside the menu, pass axe and lead where they point', async ({ page }) => {
  const audit = new AxeAudit();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(app.url + '/');
  const { suggestions } = await apiJson<SearchSuggestions>(page, `/api/search/suggest?q=${PREFIX}`);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await headerBox(page).focus();
  await typeInto(page, PREFIX);
  const options = suggestionList(page).getByRole('option');
  await expect(options).toHaveCount(suggestions.length);
  await headerBox(page).press('ArrowDown');
  // The whole list shows within the phone's width.
  const box = await suggestionList(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await audit.scan(page, 'phone menu with the suggestions open at 390 px');
  await shot(page, 'header-suggestions-390');

  // Escape closes the list but not the menu; the menu closes on its own Escape once the box is empty.
  await headerBox(page).press('Escape');
  await expect(page.locator('#site-nav')).toBeVisible();
  await headerBox(page).press('ArrowDown');
  await headerBox(page).press('Enter');
  await expect(page).toHaveURL(app.url + suggestions[0]!.href);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(audit.report()).toBe('');
});

test('a misspelt search shows the corrected results, and a link searches the words as typed', async ({ page }) => {
  const audit = new AxeAudit();
  const corrected = await apiJson<TemplatePage>(page, `/api/templates/paginated?page=1&limit=20&search=${TYPO}`);
  expect(corrected.search?.corrected).toBe(CORRECTED);
  expect(corrected.total).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${app.url}/browse?search=${TYPO}`);
  const notice = results(page);
  await expect(notice.getByText(SEARCH_TEXTS.showingResultsFor)).toBeVisible();
  await expect(notice.locator('strong', { hasText: CORRECTED })).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(corrected.templates.map((t) => t.name));
  await audit.scan(page, '/browse with a corrected search');
  await shot(page, 'results-corrected-1366');

  await notice.getByRole('link', { name: TYPO }).click();
  await expect(page).toHaveURL(`${app.url}/browse?search=${TYPO}&asTyped=1`);
  const asTyped = await apiJson<TemplatePage>(page, `/api/templates/paginated?page=1&limit=20&search=${TYPO}&asTyped=1`);
  expect(asTyped.search?.corrected).toBeUndefined();
  await expect(notice.getByText(SEARCH_TEXTS.showingResultsFor)).toHaveCount(0);
  if (asTyped.total > 0) await expect.poll(() => cardNames(page)).toEqual(asTyped.templates.map((t) => t.name));
  else await expect(page.getByRole('heading', { name: 'No Templates Found' })).toBeVisible();

  // On a category page too, with its own search box.
  await page.goto(`${app.url}/html-templates?search=${TYPO}`);
  const onCategory = await apiJson<TemplatePage>(page, `/api/templates/paginated?page=1&limit=20&category=html&search=${TYPO}`);
  if (onCategory.search?.corrected) {
    await expect(results(page).getByText(SEARCH_TEXTS.showingResultsFor)).toBeVisible();
    await results(page).getByRole('link', { name: TYPO }).click();
    await expect(page).toHaveURL(`${app.url}/html-templates?search=${TYPO}&asTyped=1`);
  }
  expect(audit.report()).toBe('');
});

test('a synonym finds templates, and words no template has together list the partial matches', async ({ page }) => {
  const audit = new AxeAudit();
  await page.goto(`${app.url}/browse?search=${SYNONYM}`);
  const synonym = await apiJson<TemplatePage>(page, `/api/templates/paginated?page=1&limit=20&search=${SYNONYM}`);
  expect(synonym.total).toBeGreaterThan(0);
  await expect.poll(() => cardNames(page)).toEqual(synonym.templates.map((t) => t.name));
  expect(synonym.templates.some((t) => SYNONYM_FINDS.test(`${t.name} ${t.description}`))).toBe(true);

  const words = encodeURIComponent(NO_TEMPLATE_HAS_BOTH);
  const partial = await apiJson<TemplatePage>(page, `/api/templates/paginated?page=1&limit=20&search=${words}`);
  expect(partial.search?.partial).toBe(true);
  await page.goto(`${app.url}/browse?search=${words}`);
  await expect(page.getByRole('heading', { level: 2, name: SEARCH_TEXTS.partialHeading(NO_TEMPLATE_HAS_BOTH) })).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(partial.templates.map((t) => t.name));
  await audit.scan(page, '/browse with partial matches');
  await shot(page, 'results-partial-1366');
  expect(audit.report()).toBe('');
});

test('/browse counts a search per category and platform, and the counts narrow it', async ({ page }) => {
  const audit = new AxeAudit();
  const search = await apiJson<TemplatePage>(page, `/api/templates/paginated?page=1&limit=20&search=${CORRECTED}`);
  const facets = search.search!.facets;

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${app.url}/browse?search=${CORRECTED}`);
  const categories = page.getByRole('group', { name: SEARCH_TEXTS.facetCategories });
  const platforms = page.getByRole('group', { name: SEARCH_TEXTS.facetPlatforms });
  await expect(categories.getByRole('link')).toHaveCount(Object.values(facets.categories).filter((n) => n > 0).length);
  await expect(platforms.getByRole('link')).toHaveCount(Object.values(facets.platforms).filter((n) => n > 0).length);
  await audit.scan(page, '/browse with the search counts');
  await shot(page, 'results-facets-1366');

  const platform = new URLSearchParams((await platforms.getByRole('link').first().getAttribute('href'))!.split('?')[1]).get('platform')!;
  const platformCount = facets.platforms[platform as keyof typeof facets.platforms];
  expect(platformCount).toBeGreaterThan(0);
  await platforms.getByRole('link').first().click();
  await expect(page).toHaveURL(`${app.url}/browse?search=${CORRECTED}&platform=${platform}`);
  await expect(page.getByText(new RegExp(`of ${platformCount.toLocaleString('en-US')} templates$`))).toBeVisible();
  await expect(platforms.locator('a[aria-current="true"]')).toHaveCount(1);
  await platforms.getByRole('link', { name: 'All platforms' }).click();
  await expect(page).toHaveURL(`${app.url}/browse?search=${CORRECTED}`);

  const category = new URLSearchParams((await categories.getByRole('link').first().getAttribute('href'))!.split('?')[1]).get('category')!;
  expect(facets.categories[category as keyof typeof facets.categories]).toBeGreaterThan(0);
  await categories.getByRole('link').first().click();
  await expect(page).toHaveURL(`${app.url}/browse?search=${CORRECTED}&category=${category}`);
  await expect(page.getByRole('main').getByLabel('Category', { exact: true })).toHaveValue(category);

  // On a phone the counts take two short rows, not a screen of links above the results.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.url}/browse?search=${CORRECTED}`);
  await expect(platforms.getByRole('link').first()).toBeVisible();
  const facetsBox = await page.locator('.sf-facets').boundingBox();
  expect(facetsBox!.height).toBeLessThan(160);
  await audit.scan(page, '/browse with the search counts at 390 px');
  await shot(page, 'results-facets-390');
  expect(audit.report()).toBe('');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
