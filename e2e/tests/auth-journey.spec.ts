import { startApp, type RunningApp } from '../support/app';
import { expect, signIn, test } from '../support/test';

let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

test('sign up, log out, then log in through a protected page and land back on it', async ({ page }) => {
  await page.goto(app.url + '/signup');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await page.getByLabel('Username').fill('new_shopper');
  await page.getByLabel('Email').fill('new.shopper@example.com');
  await page.getByLabel('Password').fill('Shopper123');
  await page.getByLabel('First Name').fill('Nora');
  await page.getByLabel('Last Name').fill('Shopper');
  await page.getByRole('button', { name: /create account|sign up/i }).click();

  // Signed in: the toast, the dashboard, and the header's user menu with initials.
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(app.url + '/dashboard');
  const header = page.getByRole('banner');
  await expect(header.getByText('NS', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  // Log out is a browser navigation to /api/logout, which lands on the home page signed out.
  await header
    .getByRole('button', { name: /account menu|Nora Shopper|NS/ })
    .first()
    .click();
  await header.getByRole('link', { name: 'Log out' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(app.url + '/');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await page.request.get(app.url + '/api/auth/user')).status()).toBe(401);

  // A protected page sends the signed-out user to log in, then back.
  await page.goto(app.url + '/dashboard');
  await expect(page).toHaveURL(app.url + '/login?return=%2Fdashboard');
  await signIn(page, 'new.shopper@example.com', 'Shopper123');
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(app.url + '/dashboard');
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
});

test('signup shows the spec messages for bad input without calling the server', async ({ page }) => {
  await page.goto(app.url + '/signup');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(app.url + '/signup');
});

test('a wrong password shows the login failure toast and inline alert', async ({ page }) => {
  await page.goto(app.url + '/login');
  await signIn(page, 'demo', 'WrongPass1');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).first()).toBeVisible();
  await expect(page).toHaveURL(app.url + '/login');
});

test('the empty login form shows the required-field messages', async ({ page }) => {
  await page.goto(app.url + '/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username or email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});
