import { startApp, type RunningApp } from '../support/app';
import { expect, signIn, test } from '../support/test';

// A stored authReturnUrl holds only for the sign-in it was stored for (decision 028).
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

test('an abandoned visit to /admin does not send a later sign-up to /admin', async ({ page }) => {
  await page.goto(app.url + '/admin');
  await expect(page).toHaveURL(app.url + '/login?return=%2Fadmin');
  expect(await page.evaluate(() => sessionStorage.getItem('authReturnUrl'))).toBe('/admin');

  // The visitor gives up on /admin, browses (same tab: sessionStorage stays), and later signs up from the header.
  await page.goto(app.url + '/browse');
  await expect(page.getByRole('heading', { name: 'Browse All Templates' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(app.url + '/signup');
  await page.getByLabel('Username').fill('late_signup');
  await page.getByLabel('Email').fill('late.signup@example.com');
  await page.getByLabel('Password').fill('Lantern-Orbit-47');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  // A stale path would be followed as soon as the return path is taken and the (empty) guest cart
  // merged: wait until it has been taken, then for a frame after.
  await page.waitForFunction(() => sessionStorage.getItem('authReturnUrl') === null);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(page).toHaveURL(app.url + '/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin access required' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('authReturnUrl'))).toBeNull();
});

test('the sign-in it was stored for still goes back to the protected page', async ({ page }) => {
  await page.goto(app.url + '/admin');
  await expect(page).toHaveURL(app.url + '/login?return=%2Fadmin');
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(app.url + '/admin');
  expect(await page.evaluate(() => sessionStorage.getItem('authReturnUrl'))).toBeNull();
});
