import { startApp, type RunningApp } from '../support/app';
import { expect, signIn, test } from '../support/test';

let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

test('the storefront renders the home page inside the shell', async ({ page }) => {
  await page.goto(app.url + '/');
  await expect(page.locator('[data-remote="storefront"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Templates' })).toHaveAttribute('href', '/browse');
  await expect(page.getByRole('banner')).toBeVisible();
  // The e2e app runs the simulated gateway: the footer claims no secure payments, no PCI and no customer count.
  await expect(page.getByRole('contentinfo')).toContainText('Demo checkout: payments are simulated and no card is charged.');
  await expect(page.getByRole('contentinfo')).not.toContainText(/PCI|Trusted by|Secure payments/);
  // No social account has an address, so the footer shows no social links rather than links to nowhere.
  await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Social media' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').locator('a[href="#"], a:not([href])')).toHaveCount(0);
  // The benefit tile counts the catalogue the server holds, not a fixed "1,000+".
  const counts = (await (await page.request.get(`${app.url}/api/templates/counts`)).json()) as Record<string, number>;
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  await expect(page.getByRole('heading', { level: 3, name: `${total.toLocaleString('en-US')} premium templates` })).toBeVisible();
});

test('the checkout remote renders the cart page', async ({ page }) => {
  await page.goto(app.url + '/cart');
  await expect(page.locator('[data-remote="checkout"]')).toBeVisible();
});

test('the account remote renders the login page', async ({ page }) => {
  await page.goto(app.url + '/login');
  await expect(page.locator('[data-remote="account"]')).toBeVisible();
  await expect(page.getByText('Welcome Back')).toBeVisible();
  await expect(page.getByText('Sign in to your account to continue')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
});

test('the admin remote renders for an admin', async ({ page }) => {
  await page.goto(app.url + '/login?return=%2Fadmin');
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(app.url + '/admin');
  await expect(page.locator('[data-remote="admin"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' }).or(page.getByText('Admin Panel')).first()).toBeVisible();
});

test.describe('an unknown path', () => {
  // The document itself answers 404, which Chromium reports on the console.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test('shows the 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto(app.url + '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('404 Page Not Found');
  });
});

test('header search goes to /browse with the trimmed query', async ({ page }) => {
  await page.goto(app.url + '/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search templates' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(app.url + '/');
  await search.fill('  landing page ');
  await search.press('Enter');
  await expect(page).toHaveURL(app.url + '/browse?search=landing%20page');
});
