import { startApp, type RunningApp } from '../support/app';
import { chooseOption, dismissToasts } from '../support/antd';
import { AxeAudit } from '../support/axe';
import { expect, signIn, test } from '../support/test';

// Decision 034: the Bulk-generation tab and the Bulk Template Generator page, on the in-process driver.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp({ CATALOG_SEED_COUNT: '40' })));
test.afterAll(async () => app?.stop());

async function signInAsAdmin(page: import('@playwright/test').Page, path: string) {
  await page.goto(`${app.url}/login?return=${encodeURIComponent(path)}`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}${path}`);
}

test('the Bulk-generation tab makes a subcategory count, shows the preview and progress, and resets when done', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, '/admin');
  const totalCard = page.locator('.ant-statistic').filter({ hasText: 'Total Templates' }).locator('.ant-statistic-content-value');
  await expect(totalCard).toHaveText('40');
  await page.getByRole('tab', { name: 'Bulk Generation' }).click();
  await expect(page).toHaveURL(`${app.url}/admin#bulk-generation`);
  const panel = page.getByRole('tabpanel', { name: 'Bulk Generation' });

  // With every category: subcategory and count disabled, 1,000 over the 40 subcategories.
  await expect(panel.getByLabel('Subcategory', { exact: true })).toBeDisabled();
  await expect(panel.getByLabel('Number of templates', { exact: true })).toBeDisabled();
  await expect(panel.getByText('With every category, 1,000 templates are spread over all subcategories.')).toBeVisible();
  await expect(panel.getByText('1,000 templates over 40 subcategories', { exact: false })).toBeVisible();
  await expect(panel.getByText('No active generation job')).toBeVisible();
  const audit = new AxeAudit();
  await audit.scan(page, 'the Bulk-generation tab');

  await chooseOption(page, panel.getByLabel('Category', { exact: true }), 'HTML');
  await expect(panel.getByLabel('Subcategory', { exact: true })).toBeEnabled();
  await chooseOption(page, panel.getByLabel('Subcategory', { exact: true }), 'Landing Pages');
  // Out of range: kept as typed, said inline, Start disabled.
  await panel.getByLabel('Number of templates', { exact: true }).fill('20000');
  await expect(panel.getByText('Enter a whole number of templates from 1 to 10,000')).toBeVisible();
  await expect(panel.getByLabel('Number of templates', { exact: true })).toHaveValue('20000');
  await expect(panel.getByRole('button', { name: 'Start Generation' })).toBeDisabled();
  await panel.getByLabel('Number of templates', { exact: true }).fill('12');
  await expect(panel.getByText('Enter a whole number of templates from 1 to 10,000')).toHaveCount(0);
  await expect(panel.getByText('12 templates over 1 subcategory', { exact: false })).toBeVisible();
  await panel.getByRole('button', { name: 'Start Generation' }).click();
  await expect(page.getByText('Generation Started')).toBeVisible();
  await expect(page.getByText('Successfully generated 12 templates!')).toBeVisible({ timeout: 30_000 });
  await expect(panel.locator('.admin-job-processed')).toHaveText('12 / 12');
  await expect(panel.getByText('completed', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  // Done: the filters reset to every category and the count to 100; the stat cards show the new templates.
  await expect(panel.getByLabel('Subcategory', { exact: true })).toBeDisabled();
  await chooseOption(page, panel.getByLabel('Category', { exact: true }), 'Plugins');
  await expect(panel.getByLabel('Number of templates', { exact: true })).toHaveValue('100');
  await expect(totalCard).toHaveText('52');
  await dismissToasts(page);
  await audit.scan(page, 'the Bulk-generation tab after a job');
  // The templates table marks the job's 12 templates as generated, and only them.
  await page.getByRole('tab', { name: 'Templates' }).click();
  const templates = page.getByRole('tabpanel', { name: 'Templates' });
  await expect(templates.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(52);
  await expect(templates.locator('.admin-generated')).toHaveCount(12);
  await expect(templates.locator('.admin-generated').first()).toHaveText(/^Generated · job [0-9a-f]{8}$/);
  await audit.scan(page, 'the templates table with generated templates');
  await page.getByRole('tab', { name: 'Bulk Generation' }).click();
  await page.screenshot({ path: test.info().outputPath('bulk-generation-tab.png'), fullPage: true });
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});

test('the generator page refuses an out-of-range target, runs a job to completion, lists it, and adopts and cancels a running one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, '/admin/bulk-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk Template Generator' })).toBeVisible();
  const target = page.getByLabel('Target total');
  await expect(target).toHaveValue('1000');
  const startButton = page.getByRole('button', { name: 'Start Generation' });
  const outOfRange = page.getByText('Enter a whole number of templates from 1 to 10,000');
  await expect(page.getByText('Templates are published as each batch is saved', { exact: false })).toBeVisible();
  await target.fill('');
  await expect(startButton).toBeDisabled();
  // Out of range: the field keeps what was typed, says why, and Start stays disabled (no silent 10,000).
  await target.fill('20000');
  await target.blur();
  await expect(target).toHaveValue('20000');
  await expect(outOfRange).toBeVisible();
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(startButton).toBeDisabled();
  await target.fill('0');
  await target.blur();
  await expect(target).toHaveValue('0');
  await expect(startButton).toBeDisabled();
  await target.fill('10000');
  await expect(outOfRange).toHaveCount(0);
  await expect(startButton).toBeEnabled();
  await target.fill('80');
  const audit = new AxeAudit();
  await audit.scan(page, 'the generator page');
  await startButton.click();
  await expect(page).toHaveURL(`${app.url}/admin/bulk-generator#progress`);
  await expect(page.getByText('Successfully generated 80 templates!')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('tabpanel', { name: 'History' });
  // Newest first: this job, then the tab's job of the test before.
  await expect(history.locator('.ant-list-item')).toHaveCount(2);
  await expect(history.locator('.ant-list-item').first()).toContainText('completed');
  await expect(history.locator('.ant-list-item').first()).toContainText('80 / 80 templates');
  const shownId = await history.locator('code').first().textContent();
  expect(shownId).toMatch(/^[0-9a-f]{8}$/);
  await dismissToasts(page);
  await audit.scan(page, 'the generator history');

  // A large job started elsewhere (the API) is adopted on load: running, so the page opens on Progress.
  // Half the in-flight cap, so a second job may start beside it.
  const started = await page.request.post(`${app.url}/api/admin/batch-generate-templates`, {
    data: { targetTotal: 500_000 },
    headers: { Origin: app.url },
  });
  expect(started.status()).toBe(202);
  const { jobId } = (await started.json()) as { jobId: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`${app.url}/api/admin/batch-generation-progress/${jobId}`)).json()) as { status: string }).status,
    )
    .toBe('running');
  await page.goto(`${app.url}/admin/bulk-generator`);
  await expect(page).toHaveURL(`${app.url}/admin/bulk-generator#progress`);
  const progress = page.getByRole('tabpanel', { name: 'Progress' });
  await expect(progress.locator(`[data-job-id="${jobId}"]`)).toBeVisible();
  await expect(progress.getByText('running', { exact: true })).toBeVisible();
  // A second job started meanwhile: the notice says the first was not stopped, and it is still running.
  await page.getByRole('tab', { name: 'Generation' }).click();
  await target.fill('5');
  await startButton.click();
  await expect(
    page.getByText(`Job ${jobId.slice(0, 8)} was not stopped: it keeps running beside the new one (see History).`),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await history
    .locator('.ant-list-item')
    .filter({ hasText: jobId.slice(0, 8) })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(progress.locator(`[data-job-id="${jobId}"]`)).toBeVisible();
  await expect(progress.getByText('running', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await dismissToasts(page);
  await audit.scan(page, 'the generator page on a phone, a job running');
  await page.screenshot({ path: test.info().outputPath('generator-progress-phone.png'), fullPage: true });
  // Cancel asks first and says the templates made so far stay; Keep running changes nothing.
  await progress.getByRole('button', { name: 'Cancel' }).click();
  const question = progress.getByRole('group', { name: /Stop this job\?/ });
  await expect(question).toContainText('templates already made stay in the catalogue and the storefront');
  await expect(question.getByRole('button', { name: 'Keep running' })).toBeFocused();
  await audit.scan(page, 'the generator asking before it cancels');
  await question.getByRole('button', { name: 'Keep running' }).click();
  await expect(progress.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(progress.getByText('running', { exact: true })).toBeVisible();
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Stop job' }).click();
  await expect(page.getByText('Generation Cancelled')).toBeVisible();
  // The question goes with the running state; focus goes to the job's progress, not the page body.
  await expect(progress.locator('.admin-job-progress__bar')).toBeFocused();
  await expect(progress.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(progress.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});
