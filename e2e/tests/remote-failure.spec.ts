import { join } from 'node:path';
import { startApp, type RunningApp } from '../support/app';
import { ROOT } from '../support/paths';
import { serveDirectory, type StaticServer } from '../support/static-server';
import { expect, test } from '../support/test';

let app: RunningApp;
let adminHost: StaticServer;

// The browser reports the failed loads below on the console; they are what this suite is about.
test.use({ allowConsoleErrors: /Failed to load resource|ERR_CONNECTION_REFUSED|RUNTIME-\d+|remote|manifest/i });

test.beforeAll(async () => {
  adminHost = await serveDirectory(join(ROOT, 'mfe-admin/dist'));
  app = await startApp({
    MFE_CHECKOUT_URL: '/mfe/not-deployed/mf-manifest.json', // answers 404
    MFE_ACCOUNT_URL: 'http://127.0.0.1:1/mf-manifest.json', // nothing listens there
    MFE_ADMIN_URL: `${adminHost.url}/mf-manifest.json`,
  });
});
test.afterAll(async () => {
  await app?.stop();
  await adminHost?.close();
});

test('a remote whose manifest is missing shows the fallback while the rest of the site works', async ({ page }) => {
  await page.goto(app.url + '/cart');
  const fallback = page.getByRole('alert').filter({ hasText: /unavailable/i });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The header still works, and a healthy remote still renders.
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(app.url + '/');
  await expect(page.locator('[data-remote="storefront"]')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a remote whose server is down shows the fallback in place of its pages only', async ({ page }) => {
  await page.goto(app.url + '/login');
  await expect(page.getByRole('alert').filter({ hasText: /unavailable/i })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /wordpress/i })
    .first()
    .click();
  await expect(page.locator('[data-remote="storefront"]')).toBeVisible();
});

test('Retry loads the remote once its host is back', async ({ page }) => {
  // Sign in as the admin through the API (the account remote is down in this suite).
  const login = await page.request.post(app.url + '/api/auth/login/manual', { data: { username: 'admin', password: 'Admin12345' } });
  expect(login.status()).toBe(200);

  adminHost.setAvailable(false);
  await page.goto(app.url + '/admin');
  const fallback = page.getByRole('alert').filter({ hasText: /unavailable/i });
  await expect(fallback).toBeVisible();

  adminHost.setAvailable(true);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="admin"]')).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
