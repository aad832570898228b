import { startApp, type RunningApp } from '../support/app';
import { chooseOption, dismissToasts } from '../support/antd';
import { AxeAudit } from '../support/axe';
import { expect, signIn, test } from '../support/test';

// Decision 034: the Background-monitor tab over a real image replacement on the in-process driver.
let app: RunningApp;
// Enough templates that the replacement of every one is still running when Stop is clicked.
test.beforeAll(async () => (app = await startApp({ CATALOG_SEED_COUNT: '8000' })));
test.afterAll(async () => app?.stop());
// The 'Monitoring Error' check cuts the connection of one progress request on purpose.
test.use({ allowConsoleErrors: /net::ERR_FAILED|batch-replace-progress/ });

test('the monitor follows an image replacement, stops it, reports a failed fetch, and draws one category', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${app.url}/login?return=${encodeURIComponent('/admin#background-monitor')}`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}/admin#background-monitor`);
  const panel = page.getByRole('tabpanel', { name: 'Background Monitor' });
  await expect(panel.getByText('idle', { exact: true })).toBeVisible();
  await expect(panel.getByText('N/A')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  const audit = new AxeAudit();
  await audit.scan(page, 'the Background-monitor tab, idle');

  // Every template: long enough to watch it run, then stop it.
  await chooseOption(page, panel.getByLabel('Templates', { exact: true }), 'Every template');
  await panel.getByRole('button', { name: 'Start image replacement' }).click();
  await expect(page.getByText('Batch replacement started')).toBeVisible();
  await expect(panel.getByText('running', { exact: true })).toBeVisible();
  await expect(panel.getByText('Auto-monitor on: refreshed every 2 seconds')).toBeVisible();
  await expect
    .poll(async () => Number((await panel.locator('.admin-monitor-processed').textContent())?.replace(/,/g, '')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(panel.getByText(/^\d+ min$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('monitor-running.png'), fullPage: true });
  await panel.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Batch replacement stopped')).toBeVisible();
  await expect(panel.getByText('stopped', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await dismissToasts(page);
  await audit.scan(page, 'the Background-monitor tab, stopped part-way');

  // A fetch that fails shows the banner and turns auto-monitor off.
  await page.route('**/api/admin/batch-replace-progress', (route) => route.abort());
  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect(panel.getByText('Monitoring Error')).toBeVisible();
  await expect(panel.getByText('Failed to fetch progress')).toBeVisible();
  await expect(panel.getByText('Auto-monitor off')).toBeVisible();
  await page.unroute('**/api/admin/batch-replace-progress');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByText('Monitoring Error')).toHaveCount(0);

  // One category, to the end.
  await chooseOption(page, panel.getByLabel('Templates', { exact: true }), 'One category');
  await chooseOption(page, panel.getByLabel('Category', { exact: true }), 'Marketing');
  await panel.getByRole('button', { name: 'Start image replacement' }).click();
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(panel.locator('.admin-monitor-processed')).toHaveText('1,200');
  await page.setViewportSize({ width: 390, height: 844 });
  await dismissToasts(page);
  await audit.scan(page, 'the Background-monitor tab on a phone, completed');
  await page.screenshot({ path: test.info().outputPath('monitor-phone.png'), fullPage: true });
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});
