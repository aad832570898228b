import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ACCOUNT_SETTINGS_MESSAGES } from '@tm/contracts/account-settings';
import { API, PAGES } from '@tm/contracts/routes';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { CUSTOMER_PASSWORD, signUpCustomer } from '../support/customers';
import { expect, signIn, test } from '../support/test';

// The dashboard's Account settings section (decision 084). A wrong current password is a 400 the page reports.
test.use({ allowConsoleErrors: /status of 400/ });

let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

const NEW_PASSWORD = 'Harbour-Lamp-83';

async function openSettings(page: Page) {
  await page.goto(app.url + PAGES.dashboard);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
}

/** The confirmation link mailed to `email`, read from the .eml files the shop spools without SMTP. */
async function confirmationLink(email: string): Promise<string> {
  const outbox = join(app.dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const name of existsSync(outbox) ? readdirSync(outbox) : []) {
          const text = readFileSync(join(outbox, name), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (text.includes(`To: ${email}`)) link = /\/confirm-email\?token=[\w%-]+/.exec(text)?.[0] ?? link;
        }
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return link!;
}

test('changes the password from the dashboard with the keyboard, then signs in with the new one', async ({ page }) => {
  const audit = new AxeAudit();
  const customer = await signUpCustomer(page, app.url, { prefix: 'settings' });
  await openSettings(page);
  await audit.scan(page, 'the dashboard with Account settings');

  const form = page.getByRole('form', { name: 'Password' });
  // Nothing typed: each field says what it needs, under it.
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Please enter your current password')).toBeVisible();
  await expect(form.getByLabel('Current password')).toBeFocused();

  // A wrong current password: the server's answer, nothing changed.
  await page.keyboard.type('Not-My-Password-1');
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword);

  await form.getByLabel('Current password').fill(CUSTOMER_PASSWORD);
  await form.getByLabel('Current password').press('Enter');
  await expect(form.getByRole('status')).toHaveText(ACCOUNT_SETTINGS_MESSAGES.passwordChanged);
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await audit.scan(page, 'Account settings after a password change');
  // Still signed in here.
  expect((await page.request.get(app.url + API.authUser)).status()).toBe(200);

  await page.request.post(app.url + API.logoutApi, { headers: { Origin: app.url } });
  await page.goto(app.url + PAGES.login);
  await signIn(page, customer.username, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  expect((await page.request.get(app.url + API.authUser)).status()).toBe(200);
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('changes the email address through the link mailed to the new one', async ({ page }) => {
    const audit = new AxeAudit();
    const customer = await signUpCustomer(page, app.url, { prefix: 'newmail' });
    const newEmail = `moved_${Date.now().toString(36)}@example.org`;
    await openSettings(page);
    await audit.scan(page, 'the dashboard with Account settings (390 px)');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);

    const form = page.getByRole('form', { name: 'Email address' });
    await form.getByLabel('New email address').fill(newEmail);
    await form.getByLabel('Current password').fill(CUSTOMER_PASSWORD);
    await form.getByRole('button', { name: 'Change email' }).click();
    await expect(form.getByRole('status')).toContainText(ACCOUNT_SETTINGS_MESSAGES.emailChangeSent);
    await expect(page.getByTestId('dashboard-email')).toHaveText(customer.email); // not before the link

    await page.goto(app.url + (await confirmationLink(newEmail)));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new email address' })).toBeVisible();
    await audit.scan(page, 'the confirm email page (390 px)');
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_SETTINGS_MESSAGES.emailChanged })).toBeVisible();

    await page.getByRole('link', { name: 'Go to My Dashboard' }).click();
    await expect(page.getByTestId('dashboard-email')).toHaveText(newEmail);
    expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
  });
});
