import type { Page } from '@playwright/test';
import { PAGES } from '@tm/contracts/routes';
import { startApp, type RunningApp } from '../support/app';
import { stateContrast } from '../support/state-contrast';
import { expect, signIn, test } from '../support/test';

// Colours and targets in the states the axe check does not see (it scans pages at rest): a toast in
// place, a button under the pointer, a search box with text in it (decision 027; WCAG 1.4.3, 2.5.8).
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

async function openAdminPanel(page: Page) {
  await page.goto(`${app.url}/login?return=%2Fadmin`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}${PAGES.admin}`);
}

test('the red error toast: its title, text and close button have 4.5:1 at their real colours', async ({ page }) => {
  await page.goto(`${app.url}${PAGES.login}`);
  await signIn(page, 'admin', 'not-the-password');
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Login failed');
  for (const part of [
    toast.locator('.tm-toast__title'),
    toast.locator('.tm-toast__description'),
    toast.getByRole('button', { name: 'Dismiss notification' }),
  ]) {
    const measured = await stateContrast(part);
    expect(measured.ratio, `${await part.evaluate((e) => (e as HTMLElement).className)}: ${measured.colours}`).toBeGreaterThanOrEqual(4.5);
  }
});

test('the admin Delete template button keeps 4.5:1 under the pointer', async ({ page }) => {
  await openAdminPanel(page);
  const remove = page
    .locator('.ant-table-tbody tr.ant-table-row')
    .first()
    .getByRole('button', { name: /^Delete template / });
  await remove.hover();
  const measured = await stateContrast(remove);
  expect(measured.ratio, measured.colours).toBeGreaterThanOrEqual(4.5);
});

test("the admin search boxes' clear buttons are targets of at least 24 by 24 px", async ({ page }) => {
  await openAdminPanel(page);
  const boxes = [
    { tab: 'Templates', box: page.getByRole('searchbox', { name: 'Search by name' }) },
    { tab: 'Customers', box: page.getByRole('searchbox', { name: 'Search customers' }) },
  ];
  for (const { tab, box } of boxes) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await box.fill('abc');
    const clear = page.getByRole('tabpanel', { name: tab, exact: true }).locator('.ant-input-clear-icon:not(.ant-input-clear-icon-hidden)');
    await expect(clear).toBeVisible();
    const size = (await clear.boundingBox())!;
    expect(size.width, `${tab}: clear button width`).toBeGreaterThanOrEqual(24);
    expect(size.height, `${tab}: clear button height`).toBeGreaterThanOrEqual(24);
    await clear.click();
    await expect(box).toHaveValue('');
  }
});
