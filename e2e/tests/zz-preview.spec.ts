import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { expect, test } from '../support/test';

let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

const SUGGEST = {
  q: 'bak',
  suggestions: [
    { kind: 'query', text: 'bakery', href: '/browse?search=bakery', count: 42 },
    { kind: 'query', text: 'bakery shop', href: '/browse?search=bakery%20shop', count: 12 },
    { kind: 'subcategory', text: 'Restaurant themes', href: '/wordpress-templates?subcategory=restaurant', count: 120 },
    { kind: 'template', text: 'Crumb & Co Bakery WordPress Theme', href: '/template/x' },
    { kind: 'template', text: 'Sourdough Landing Page', href: '/template/y' },
  ],
};

test.beforeEach(async ({ page }) => {
  await page.route('**/api/search/suggest?*', (route) => route.fulfill({ json: SUGGEST }));
  await page.route('**/api/templates/paginated?*', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    const url = new URL(route.request().url());
    if (url.searchParams.get('search')) {
      body.search = {
        corrected: url.searchParams.get('asTyped') ? undefined : 'bakery',
        partial: true,
        facets: { categories: { wordpress: 12, html: 5, ecommerce: 0, marketing: 3, cms: 1, plugins: 0 }, platforms: { 'wordpress-block-theme': 12, 'wordpress-plugin': 0, 'shopify-theme': 2, 'ghost-theme': 1, 'html-site': 5, 'marketing-kit': 3 } },
      };
    }
    await route.fulfill({ response: res, json: body });
  });
});

for (const width of [1366, 390]) {
  test(`header ${width}`, async ({ page }) => {
    const audit = new AxeAudit();
    await page.setViewportSize({ width, height: 844 });
    await page.goto(app.url + '/');
    if (width === 390) await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.getByRole('combobox', { name: 'Search templates' });
    await box.pressSequentially('bak', { delay: 30 });
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(page.getByText('5 suggestions available')).toBeAttached();
    await audit.scan(page, `header ${width}`);
    await page.screenshot({ path: `/tmp/search-ui-shots/preview-header-${width}.png` });
    expect(audit.report()).toBe('');
  });
  test(`results ${width}`, async ({ page }) => {
    const audit = new AxeAudit();
    await page.setViewportSize({ width, height: 1000 });
    await page.goto(app.url + '/browse?search=bakry&platform=html-site');
    await expect(page.getByText('Showing results for')).toBeVisible();
    await audit.scan(page, `results ${width}`);
    await page.screenshot({ path: `/tmp/search-ui-shots/preview-results-${width}.png` });
    expect(audit.report()).toBe('');
  });
}
