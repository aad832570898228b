import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
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

/**
 * A good reset link for a new account, read from the mail the shop spools without SMTP (its outbox's
 * .eml files): the server looks at the link before the new password (decision 064), so a made-up one
 * would be refused as such.
 */
async function resetLink(page: Page): Promise<string> {
  const username = `reset_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  expect(
    (
      await page.request.post(`${app.url}${API.signup}`, {
        data: { username, email, password: 'Quiet-Harbor-42', firstName: 'Reset', lastName: 'Tester' },
      })
    ).status(),
  ).toBe(201);
  expect((await page.request.post(`${app.url}${API.forgotPassword}`, { data: { email } })).status()).toBe(200);
  const outbox = join(app.dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const name of existsSync(outbox) ? readdirSync(outbox) : []) {
          const text = readFileSync(join(outbox, name), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (text.includes(email)) link = /\/reset-password\?token=[\w%-]+/.exec(text)?.[0];
        }
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return link!;
}

test('reset password keeps the form and shows the server’s message for a common password', async ({ page }) => {
  await page.goto(app.url + (await resetLink(page)));
  await page.getByLabel('New password', { exact: true }).fill('Welcome1');
  await page.getByLabel('Confirm new password').fill('Welcome1');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.commonPassword }).first()).toBeVisible();
  // Not mistaken for a dead link: the form is still there to try another password.
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveCount(0);
});
