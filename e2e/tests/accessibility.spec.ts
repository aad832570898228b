import type { Page } from '@playwright/test';
import { CATEGORY_PAGES } from '@tm/contracts/catalog';
import { PAGES } from '@tm/contracts/routes';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { FULL_MATRIX } from '../support/matrix';
import { someTemplates } from '../support/catalog';
import { expect, signIn, test } from '../support/test';
import { tickConsentBoxes } from '../support/checkout';

// Decision 027: axe-core on every page of PAGES, in the states a user sees, at desktop and
// phone width. Serious and critical findings fail the test, each printed with its rule, elements and page.
// Each test visits its own pages, so they may run side by side: in parallel mode every test starts its
// own backend, which only pays when there are several workers (E2E_WORKERS) to share them
// (docs/decisions/061).
if (Number(process.env.E2E_WORKERS ?? 1) > 1) test.describe.configure({ mode: 'parallel' });

let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

const STATIC_PAGES = [
  PAGES.customBuild,
  PAGES.about,
  PAGES.careers,
  PAGES.terms,
  PAGES.privacy,
  PAGES.refundPolicy,
  PAGES.accessibility,
  PAGES.contact,
  PAGES.documentation,
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** An axe run costs a second or two of CPU (many more on a busy machine): give each scan its share of time. */
const allowScans = (count: number) => test.setTimeout(60_000 + count * 40_000);

function expectClean(audit: AxeAudit) {
  const failing = audit.failing();
  const lesser = audit.findings.filter((finding) => !failing.includes(finding));
  if (lesser.length) console.warn(`axe findings of moderate or minor impact (not failing):\n${audit.report(lesser)}`);
  expect(failing, `axe found serious or critical violations:\n${audit.report(failing)}`).toEqual([]);
}

async function visit(page: Page, audit: AxeAudit, path: string, label = path) {
  await page.goto(app.url + path);
  await audit.scan(page, label);
}

/** A template with several screenshots, so the lightbox has Previous and Next. */
async function templateWithScreenshots(page: Page) {
  const listing = (await (await page.request.get(`${app.url}/api/templates/paginated?page=1&limit=50`)).json()) as {
    templates: Array<{ slug: string; name: string; screenshots: string[] }>;
  };
  const template = listing.templates.find((t) => t.screenshots.length > 1);
  if (!template) throw new Error('the seeded catalog has no template with several screenshots');
  return template;
}

const menuToggle = (page: Page, name: 'Open menu' | 'Close menu') => page.getByRole('banner').getByRole('button', { name });

async function openPhoneMenu(page: Page) {
  await menuToggle(page, 'Open menu').click();
  await expect(menuToggle(page, 'Close menu')).toHaveAttribute('aria-expanded', 'true');
}

// The pass at 390 px repeats the desktop pass's pages and states on a phone: it is part of the full
// matrix, and a lean run says so in its output (playwright.config.ts, docs/decisions/063).
for (const width of WIDTHS.filter((w) => FULL_MATRIX || !w.phone)) {
  test.describe(`at ${width.viewport.width} px (${width.name})`, () => {
    test.use({ viewport: width.viewport });

    test('home and /browse have no serious or critical axe violations', async ({ page }) => {
      allowScans(5);
      const audit = new AxeAudit();
      await visit(page, audit, PAGES.home);
      if (width.phone) {
        await openPhoneMenu(page);
        await audit.scan(page, `${PAGES.home} with the phone menu open`);
      }
      await visit(page, audit, PAGES.browse);
      await visit(page, audit, `${PAGES.browse}?category=plugins&subcategory=contact-forms`, '/browse filtered');
      await visit(page, audit, `${PAGES.browse}?search=zzzz-no-match`, '/browse with no results');
      expectClean(audit);
    });

    test('every category listing and the landing pages have no serious or critical axe violations', async ({ page }) => {
      allowScans(8);
      const audit = new AxeAudit();
      for (const path of Object.values(CATEGORY_PAGES)) await visit(page, audit, path);
      await visit(page, audit, `${CATEGORY_PAGES.wordpress}?subcategory=business&page=2`, 'a category listing filtered, page 2');
      await visit(page, audit, PAGES.landingPages);
      expectClean(audit);
    });

    test('a template page, with its lightbox open, has no serious or critical axe violations', async ({ page }) => {
      allowScans(2);
      const audit = new AxeAudit();
      const template = await templateWithScreenshots(page);
      await visit(page, audit, `/template/${template.slug}`, 'a template page');
      await page.getByRole('button', { name: /^Open screenshot 1 of/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.scan(page, 'a template page with its lightbox open');
      expectClean(audit);
    });

    test('the static pages have no serious or critical axe violations', async ({ page }) => {
      allowScans(STATIC_PAGES.length);
      const audit = new AxeAudit();
      for (const path of STATIC_PAGES) await visit(page, audit, path);
      expectClean(audit);
    });

    test.describe('pages that answer 404', () => {
      test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

      test('the 404 pages have no serious or critical axe violations', async ({ page }) => {
        allowScans(2);
        const audit = new AxeAudit();
        await visit(page, audit, '/no/such/page', 'the 404 page');
        await visit(page, audit, '/template/no-such-template-anywhere', 'an unknown template');
        expectClean(audit);
      });
    });

    test('the account pages have no serious or critical axe violations', async ({ page }) => {
      allowScans(8);
      const audit = new AxeAudit();
      await visit(page, audit, PAGES.login);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Username or email is required')).toBeVisible();
      await audit.scan(page, '/login with its field errors');
      await visit(page, audit, PAGES.signup);
      await visit(page, audit, PAGES.forgotPassword);
      await visit(page, audit, PAGES.resetPassword, '/reset-password without a token');
      await visit(page, audit, `${PAGES.resetPassword}?token=0123456789abcdef`, '/reset-password with a token');
      await visit(page, audit, `${PAGES.confirmEmail}?token=0123456789abcdef`, '/confirm-email with a token');
      await visit(page, audit, PAGES.accountDeleted);
      expectClean(audit);
    });

    test('the cart, checkout, gateway, thank-you and dashboard pages have no serious or critical axe violations', async ({ page }) => {
      allowScans(10);
      const audit = new AxeAudit();
      const [template] = await someTemplates(page.request, app.url, 1);
      await visit(page, audit, PAGES.cart, 'the empty cart');

      const username = `a11y_${width.name}`;
      const signup = await page.request.post(`${app.url}/api/auth/signup`, {
        data: { username, email: `${username}@example.com`, password: 'Shopper123' },
        headers: { Origin: app.url },
      });
      expect(signup.ok()).toBe(true);
      await page.goto(`${app.url}/template/${template.slug}`);
      await page
        .getByRole('button', { name: /^Add to Cart\s*:/ })
        .first()
        .click();
      await expect(page.getByRole('button', { name: /^In Cart\s*:/ }).first()).toBeVisible();
      await audit.scan(page, 'a template page with the template in the cart');
      await visit(page, audit, PAGES.cart, 'the cart with an item');

      await visit(page, audit, PAGES.checkout);
      await page.getByLabel('First Name').fill('Ada');
      await page.getByLabel('Last Name').fill('Lovelace');
      await page.getByLabel('Mobile Number').fill('+1 555 123 4567');
      await tickConsentBoxes(page);
      await page.getByRole('button', { name: /^Place Order - \$/ }).click();
      await expect(page).toHaveURL(/\/payment-processing\//);
      await audit.scan(page, 'the payment gateway');
      await expect(page).toHaveURL(/\/thank-you\//, { timeout: 30_000 });
      await audit.scan(page, 'the thank-you page');

      await visit(page, audit, PAGES.dashboard, 'the dashboard with an order');
      await page
        .getByRole('region', { name: 'Your orders' })
        .getByRole('button', { name: /^Details/ })
        .first()
        .click();
      await audit.scan(page, "the dashboard with an order's details open");
      if (width.phone) {
        await openPhoneMenu(page);
        await audit.scan(page, 'the dashboard with the phone menu open (signed in)');
      }
      await page
        .getByRole('banner')
        .getByRole('button', { name: /account menu/i })
        .click();
      await audit.scan(page, 'the account menu open');
      expectClean(audit);
    });

    test('the admin pages have no serious or critical axe violations', async ({ page }) => {
      allowScans(6);
      const audit = new AxeAudit();
      await page.goto(`${app.url}/login?return=%2Fadmin`);
      await signIn(page, 'admin', 'Admin12345');
      await expect(page).toHaveURL(`${app.url}${PAGES.admin}`);
      await audit.scan(page, PAGES.admin);
      await page
        .getByRole('tabpanel', { name: 'Templates' })
        .getByRole('button', { name: /^Upload ZIP for / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Upload ZIP for / })).toBeVisible();
      await audit.scan(page, `${PAGES.admin} with the upload dialog open`);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Bulk Upload' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Bulk Upload' }).getByLabel('ZIP files')).toBeVisible();
      await audit.scan(page, `${PAGES.admin}#bulk-upload`);
      await page.getByRole('tab', { name: 'Customers' }).click();
      const customers = page.getByRole('tabpanel', { name: 'Customers' });
      await expect(customers.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      await audit.scan(page, `${PAGES.admin}#customers`);
      await customers.getByRole('button', { name: 'View orders of demo' }).click();
      await expect(page.getByRole('dialog', { name: 'Customer: demo' }).getByText('No orders found for this customer')).toBeVisible();
      await audit.scan(page, `${PAGES.admin}#customers with a customer's orders open`);
      await page.keyboard.press('Escape');
      await visit(page, audit, PAGES.bulkGenerator);
      expectClean(audit);
    });
  });
}
