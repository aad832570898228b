import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PAGES } from '@tm/contracts/routes';
import { SHOP_LOGO_MESSAGES } from '@tm/contracts/shop-settings';
import { startApp, type RunningApp } from '../support/app';
import { dismissToasts } from '../support/antd';
import { AxeAudit } from '../support/axe';
import { ROOT } from '../support/paths';
import { expect, signIn, test } from '../support/test';
import { pngBytes } from '../support/png';

// A new production-like shop (SEED_DEMO=false: no demo data, no demo accounts; its owner made with
// `npm run create-admin`) before it lists anything: shoppers see an honest empty storefront, the owner
// a first-steps checklist in the admin panel, and the logo they upload in the header. Each spec has its
// own backend (support/app.ts).
let app: RunningApp;
const OWNER = { username: 'owner', email: 'owner@harbour.example', password: 'Quiet-Harbor-42' };
const NAME = 'Harbour Templates';

test.beforeAll(async () => {
  app = await startApp({ SEED_DEMO: 'false' });
  const made = spawnSync(
    process.execPath,
    [join(ROOT, 'backend/dist/cli/create-admin.js'), '--username', OWNER.username, '--email', OWNER.email, '--password', OWNER.password],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: app.dataDir, NODE_ENV: 'test', SEED_DEMO: 'false', DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr}${made.stdout}`);
});
test.afterAll(async () => app?.stop());

/** A wordmark-shaped logo's pixels: an indigo band with a lighter stripe. */
const wordmark = (x: number, y: number, width: number, height: number): [number, number, number] =>
  y > height / 3 && y < (2 * height) / 3 && x > width / 10 && x < (9 * width) / 10 ? [238, 242, 255] : [79, 70, 229];

/** Nothing scrolls sideways at the current width. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('a shop without templates tells shoppers new ones are coming, on every listing and for a search', async ({ page }) => {
  const audit = new AxeAudit();
  const main = page.getByRole('main');

  await page.goto(`${app.url}/`);
  await expect(main.getByRole('heading', { name: 'New templates are coming soon' })).toBeVisible();
  for (const gone of ['Featured Templates', 'Trending Templates', 'Hand-Picked Templates', 'Most Popular This Week', 'Browse by Category'])
    await expect(main.getByRole('heading', { name: gone })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Explore Templates' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).not.toContainText('sample data');
  await audit.scan(page, 'the empty home page');
  await page.screenshot({ path: test.info().outputPath('empty-home.png'), fullPage: true });

  // The header's search, by keyboard: the answer says there are no templates yet, with nothing to sort or filter.
  await page.getByRole('combobox', { name: 'Search templates' }).focus();
  await page.keyboard.type('portfolio');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/browse\?search=portfolio/);
  await expect(main.getByRole('heading', { name: 'No templates yet' })).toBeVisible();
  await expect(main).toContainText('nothing matches “portfolio”');
  await expect(main.getByLabel('Sort by')).toHaveCount(0);
  await audit.scan(page, 'a search in the empty shop');

  await page.goto(`${app.url}${PAGES.wordpress}`);
  await expect(main.getByRole('heading', { name: 'New WordPress Themes are coming soon' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Filter by subcategory' })).toHaveCount(0);
  await audit.scan(page, 'an empty category page');

  // The one thing to buy meanwhile is reached by keyboard from the message.
  const customBuild = main.getByRole('link', { name: 'Custom Build Service' });
  await customBuild.focus();
  await expect(customBuild).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${app.url}${PAGES.customBuild}`);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', PAGES.browse]) {
    await page.goto(`${app.url}${path}`);
    await expect(main.getByRole('heading', { name: 'New templates are coming soon' })).toBeVisible();
    await audit.scan(page, `${path} in the empty shop (390 px)`);
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto(`${app.url}/`);
  await page.screenshot({ path: test.info().outputPath('empty-home-390.png'), fullPage: true });
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});

test('the owner follows the first steps: names the shop, uploads a logo the header shows, then hides the checklist', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();

  await page.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.admin)}`);
  await signIn(page, OWNER.username, OWNER.password);
  await expect(page).toHaveURL(`${app.url}${PAGES.admin}`);

  // Every step to do, each with where it is done.
  const card = page.locator('.first-steps');
  await expect(card.getByRole('heading', { level: 2, name: 'First steps' })).toBeVisible();
  await expect(card).toContainText('0 of 4 done');
  const steps = card.getByRole('listitem');
  await expect(steps).toHaveText([
    /^Name your shop\s*To do/,
    /^Payment keys detected\s*To do/,
    /^List your first template\s*To do/,
    /^Place a test order\s*To do/,
  ]);
  await expect(card.getByRole('link', { name: 'New template' })).toHaveAttribute('href', PAGES.adminNewListing);
  await expect(card.getByRole('link', { name: 'Open the storefront' })).toHaveAttribute('href', PAGES.home);
  await expect(card).not.toContainText(/sk_(live|test)_/);
  await audit.scan(page, 'the admin panel with the first steps');
  await page.screenshot({ path: test.info().outputPath('first-steps.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, 'the admin panel with the first steps (390 px)');
  await expectNoSidewaysScroll(page, 'the admin panel');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('first-steps-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // By keyboard to Settings, from the first step's link.
  const toSettings = card.getByRole('link', { name: 'Open Shop Settings' });
  await toSettings.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${app.url}${PAGES.adminSettings}`);
  await expect(page.getByText('No logo: the header shows the first letter and the name.')).toBeVisible();

  await page.getByLabel('Shop name').fill(NAME);
  await page.getByLabel('Legal name').fill('Harbour Templates Ltd');
  await page.getByLabel('Postal address').fill('1 Quay Street\nBristol BS1 4AA');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await dismissToasts(page);

  // An SVG is refused before it is sent.
  const upload = page.getByRole('button', { name: 'Upload logo' });
  let chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (
    await chooser
  ).setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByRole('alert').filter({ hasText: SHOP_LOGO_MESSAGES.svg })).toBeVisible();

  // The Upload logo button opens the file picker from the keyboard too.
  await upload.focus();
  chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: pngBytes(600, 120, wordmark) });
  await expect(page.getByText(SHOP_LOGO_MESSAGES.uploaded, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `The logo of ${NAME}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();

  // The shell's header shows it at once, in place of the letter mark and the name, the name as its alt text.
  const brand = page.getByRole('banner').getByRole('link', { name: NAME });
  await expect(brand.getByRole('img', { name: NAME })).toBeVisible();
  await expect(brand.locator('.brand__name')).toHaveCount(0);
  expect(await brand.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await dismissToasts(page);
  await audit.scan(page, 'the Settings page with a logo');
  await page.screenshot({ path: test.info().outputPath('settings-logo.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, 'the Settings page with a logo (390 px)');
  await expectNoSidewaysScroll(page, 'the Settings page');
  await page.screenshot({ path: test.info().outputPath('settings-logo-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A shopper gets it in the server's first render, and from the browser's.
  const html = await (await page.request.get(`${app.url}/`, { headers: { Cookie: 'visit=1' } })).text();
  expect(html).toMatch(new RegExp(`<img class="brand__logo" src="/api/public-files/shop-logo/[0-9a-f-]+-1x\\.webp"[^>]*alt="${NAME}"`));
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await shopper.goto(`${app.url}/`);
    const shopperBrand = shopper.getByRole('banner').getByRole('link', { name: NAME });
    await expect(shopperBrand.getByRole('img', { name: NAME })).toBeVisible();
    await shopper.screenshot({ path: test.info().outputPath('shopper-logo.png') });
  } finally {
    await shopperContext.close();
  }

  // Back on the panel: the first step is ticked; the owner hides the checklist, and it stays hidden.
  await page.goto(`${app.url}${PAGES.admin}`);
  await expect(card).toContainText('1 of 4 done');
  await expect(steps.first()).toHaveText(/Name your shop\s*Done/);
  await card.getByRole('button', { name: 'Hide checklist' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Templates' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Removing the logo brings the name back.
  await page.goto(`${app.url}${PAGES.adminSettings}`);
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText(SHOP_LOGO_MESSAGES.removed, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload logo' })).toBeFocused();
  await expect(page.getByRole('banner').locator('.brand__name')).toHaveText(NAME);
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});
