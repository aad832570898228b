import { ADMIN_API } from '@tm/contracts/admin';
import { PAGES } from '@tm/contracts/routes';
import {
  SHOP_DEFAULTS,
  SHOP_SETTINGS_API,
  SHOP_SETTINGS_LABELS,
  SHOP_SETTINGS_MESSAGES,
  type AdminShopSettings,
} from '@tm/contracts/shop-settings';
import { startApp, type RunningApp } from '../support/app';
import { dismissToasts } from '../support/antd';
import { AxeAudit } from '../support/axe';
import { expect, signIn, test } from '../support/test';

// Decision 075: the owner names the shop and the seller on /admin/settings; the storefront shows them
// in its header, footer and legal pages from the first render. Each spec has its own backend (support/app.ts).
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());
// The conflict is provoked on purpose: the browser logs the refused save's 409.
test.use({ allowConsoleErrors: /status of 409 \(Conflict\).*\/api\/admin\/settings/ });

const NAME = 'Harbour Templates';
const LEGAL_NAME = 'Harbour Templates Ltd';
const ADDRESS = ['1 Quay Street', 'Bristol BS1 4AA', 'United Kingdom'];

test('the owner names the shop and the seller, and shoppers see them in the header, footer and terms', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();

  // From the panel's header to Settings: focus on the page's heading, the demo store's values in the form.
  await page.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.admin)}`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}${PAGES.admin}`);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(`${app.url}${PAGES.adminSettings}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Settings' })).toBeFocused();
  await expect(page).toHaveTitle('Shop Settings | TemplateMarket');
  const shopName = page.getByLabel('Shop name');
  await expect(shopName).toHaveValue('TemplateMarket');
  await expect(page.getByLabel('Legal name')).toHaveValue('');
  await audit.scan(page, 'the Settings page');

  // A value the server would refuse is refused under its field first.
  await page.getByLabel('Support email').fill('not an address');
  await page.getByLabel('Support email').blur();
  await expect(page.getByText(SHOP_SETTINGS_MESSAGES.supportEmail)).toBeVisible();
  await page.getByLabel('Support email').fill('care@harbour.example');

  await shopName.fill(NAME);
  await page.getByLabel('Legal name').fill(LEGAL_NAME);
  await page.getByLabel('Postal address').fill(ADDRESS.join('\n'));
  await page.getByLabel('Company number').fill('01234567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SHOP_SETTINGS_MESSAGES.saved)).toBeVisible();
  // The shell's header and the page title follow at once.
  await expect(page.getByRole('banner').getByRole('link', { name: NAME })).toBeVisible();
  await expect(page).toHaveTitle(`Shop Settings | ${NAME}`);
  await dismissToasts(page);

  // Another admin saves meanwhile: this form's save is refused with the conflict, and Reload brings theirs.
  const current = (await (await page.request.get(`${app.url}${SHOP_SETTINGS_API.admin}`)).json()) as AdminShopSettings;
  const theirs = await page.request.put(`${app.url}${SHOP_SETTINGS_API.admin}`, {
    data: { ...current.settings, vatNumber: 'GB123456789', revision: current.revision },
    headers: { Origin: app.url },
  });
  expect(theirs.ok()).toBe(true);
  await page.getByLabel('Company number').fill('07654321');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SHOP_SETTINGS_MESSAGES.stale })).toBeVisible();
  await page.getByRole('button', { name: 'Reload settings' }).click();
  await expect(page.getByLabel('VAT number')).toHaveValue('GB123456789');
  await expect(page.getByLabel('Company number')).toHaveValue('01234567');
  await expect(shopName).toBeFocused();
  await audit.scan(page, 'the Settings page, saved');
  await page.screenshot({ path: test.info().outputPath('settings.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, 'the Settings page (390 px)');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('settings-390.png'), fullPage: true });
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);

  // A shopper: the server's first render already has the new name and seller (no other name flashes first).
  const html = await (await page.request.get(`${app.url}${PAGES.terms}`)).text();
  expect(html).toContain(`<title>Terms of Service | ${NAME}</title>`);
  expect(html).toContain(`<span class="brand__name">${NAME}</span>`);
  expect(html).toContain(LEGAL_NAME);

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await shopper.goto(`${app.url}${PAGES.terms}`);
    await expect(shopper).toHaveTitle(`Terms of Service | ${NAME}`);
    await expect(shopper.getByRole('banner').getByRole('link', { name: NAME })).toBeVisible();
    const footer = shopper.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${LEGAL_NAME}. All rights reserved.`);
    await expect(footer).toContainText(`${ADDRESS.join(', ')} · Company number 01234567 · VAT number GB123456789`);
    const main = shopper.getByRole('main');
    await expect(main).toContainText(`These terms apply when you use ${NAME}`);
    await expect(main.locator('address')).toContainText(LEGAL_NAME);
    for (const line of ADDRESS) await expect(main.locator('address')).toContainText(line);
    await expect(main.getByRole('link', { name: 'care@harbour.example' })).toHaveAttribute('href', 'mailto:care@harbour.example');
    await main.locator('address').scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: test.info().outputPath('terms.png') });

    // A page the browser renders itself (the cart) has them from its first render too.
    await shopper.goto(`${app.url}${PAGES.cart}`);
    await expect(shopper.getByRole('banner').getByRole('link', { name: NAME })).toBeVisible();
    await expect(shopper.getByRole('contentinfo')).toContainText(LEGAL_NAME);
  } finally {
    await shopperContext.close();
  }
});

// Decision 093: the custom-build promises, set with the keyboard, saved, audited and kept after a reload.
test('the owner sets the custom-build lead time and revision rounds, and they are kept', async ({ page }) => {
  test.setTimeout(90_000);
  const audit = new AxeAudit();
  await page.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.adminSettings)}`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}${PAGES.adminSettings}`);

  const section = page.getByRole('heading', { level: 2, name: 'Custom builds' });
  const leadDays = page.getByLabel(SHOP_SETTINGS_LABELS.customBuildLeadDays);
  const rounds = page.getByLabel(SHOP_SETTINGS_LABELS.customBuildRevisionRounds);
  await expect(section).toBeVisible();
  await expect(leadDays).toHaveValue(String(SHOP_DEFAULTS.customBuildLeadDays));
  await expect(rounds).toHaveValue(String(SHOP_DEFAULTS.customBuildRevisionRounds));
  await expect(page.getByText('Counted from payment, Monday to Friday. The first version still comes within 2 hours.')).toBeVisible();

  // With the keyboard only: type the lead time, Tab on, step the rounds up with the arrow key.
  await leadDays.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('8');
  await page.keyboard.press('Tab');
  await expect(rounds).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(rounds).toHaveValue('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SHOP_SETTINGS_MESSAGES.saved)).toBeVisible();

  const entries = (await (await page.request.get(`${app.url}${ADMIN_API.auditLog}`)).json()) as { entries: Array<{ detail: string }> };
  expect(entries.entries[0]?.detail).toBe(
    `${SHOP_SETTINGS_LABELS.customBuildLeadDays}: "5" → "8"; ${SHOP_SETTINGS_LABELS.customBuildRevisionRounds}: "2" → "3"`,
  );

  await page.reload();
  await expect(leadDays).toHaveValue('8');
  await expect(rounds).toHaveValue('3');
  await audit.scan(page, 'the Settings page with the custom-build section');
  await dismissToasts(page);
  // The section's heading just below the sticky header.
  const showSection = () => section.evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - 96));
  await showSection();
  await page.screenshot({ path: test.info().outputPath('custom-builds-1280.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, 'the Settings page with the custom-build section (390 px)');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await showSection();
  await page.screenshot({ path: test.info().outputPath('custom-builds-390.png') });
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});
