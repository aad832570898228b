import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { startApp, type RunningApp } from '../support/app';
import { expect, test } from '../support/test';

// The common-password list is checked on the server only (decision 020): the forms show its answer.
test.use({ allowConsoleErrors: /status of 400/ });

let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

test('signup shows the server’s message for a common password and stays on the form', async ({ page }) => {
  await page.goto(app.url + '/signup');
  await page.getByLabel('Username').fill('common_pw_user');
  await page.getByLabel('Email').fill('common.pw@example.com');
  await page.getByLabel('Password').fill('Password1'); // passes the composition rules the form checks
  await page.getByRole('button', { name: /create account|sign up/i }).click();

  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.commonPassword }).first()).toBeVisible();
  await expect(page).toHaveURL(app.url + '/signup');
  expect((await page.request.get(app.url + '/api/auth/user')).status()).toBe(401);
});

test('reset password keeps the form and shows the server’s message for a common password', async ({ page }) => {
  await page.goto(app.url + '/reset-password?token=some-token');
  await page.getByLabel('New password', { exact: true }).fill('Welcome1');
  await page.getByLabel('Confirm new password').fill('Welcome1');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.commonPassword }).first()).toBeVisible();
  // Not mistaken for a dead link: the form is still there to try another password.
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveCount(0);
});
