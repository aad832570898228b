import type { Page } from '@playwright/test';
import { BROWSER_STORAGE, SESSION_COOKIE } from '@tm/contracts/privacy';
import { PAGES } from '@tm/contracts/routes';
import { SHOP_DEFAULTS } from '@tm/contracts/shop-settings';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { someTemplates } from '../support/catalog';
import { CUSTOMER_PASSWORD, signUpCustomer } from '../support/customers';
import { pressEnterOn } from '../support/focus';
import { expect, signIn, test } from '../support/test';

// Decision 083: the privacy page lists every cookie and storage key the shop uses and the companies this
// install sends data to; the accessibility statement says what the shop aims for, how it is tested, its
// limits and how to report a problem. The backend is configured with Stripe, SMTP and a model, so the
// processors have something to list (nothing here calls them).
let app: RunningApp;
test.beforeAll(
  async () =>
    (app = await startApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_privacypages0123',
      STRIPE_WEBHOOK_SECRET: 'whsec_privacypages0123',
      SMTP_URL: 'smtp://mailer:smtp-secret@smtp.mailhost.test:587',
      OPENAI_API_KEY: 'sk-openai-privacy-pages',
    })),
);
test.afterAll(async () => app?.stop());

const main = (page: Page) => page.getByRole('main');
const storageTable = (page: Page) => main(page).getByRole('table', { name: 'Cookies and storage on your device' });
const processorsTable = (page: Page) => main(page).getByRole('table', { name: 'Who processes it for us' });
const footerLegal = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });

test('the privacy page lists every cookie and storage key with how long it lasts, and the companies this install uses', async ({
  page,
}) => {
  await page.goto(`${app.url}${PAGES.privacy}`);
  await expect(page).toHaveTitle(`Privacy Policy | ${SHOP_DEFAULTS.shopName}`);
  await expect(storageTable(page).getByRole('rowheader')).toHaveText(BROWSER_STORAGE.map((entry) => entry.name));
  const session = storageTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: SESSION_COOKIE.name }) });
  await expect(session.getByRole('cell')).toHaveText(['Cookie', SESSION_COOKIE.purpose, SESSION_COOKIE.lifetime]);

  await expect(processorsTable(page).getByRole('rowheader')).toHaveText([
    'Stripe',
    'Our mail provider (SMTP host smtp.mailhost.test:587)',
    'OpenAI',
  ]);
  await expect(main(page)).not.toContainText('secret');
  await expect(main(page)).not.toContainText('sk_test_');
  // The seller stays named as before (decision 075), and the way to exercise one's rights too.
  await expect(main(page).locator('address')).toContainText(`Email: ${SHOP_DEFAULTS.supportEmail}`);
  await expect(main(page).getByRole('heading', { name: 'Your rights and deleting your data' })).toBeVisible();
});

test('what a signed-in shopper’s browser holds is all on the privacy page', async ({ page, context }) => {
  // A guest's cart, then a sign-in from the form: the session and the known-device cookies, the merge keys.
  const [template] = await someTemplates(page.request, app.url, 1);
  await page.goto(`${app.url}/template/${template!.slug}`);
  await page
    .getByRole('button', { name: `Add to Cart : ${template!.name}` })
    .first()
    .click();
  const customer = await signUpCustomer(page, app.url, { prefix: 'privacy' });
  await context.clearCookies();
  await page.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.privacy)}`);
  await signIn(page, customer.username, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL(`${app.url}${PAGES.privacy}`);
  await expect(storageTable(page).getByRole('rowheader')).toHaveCount(BROWSER_STORAGE.length);

  const listed = await storageTable(page).getByRole('rowheader').allTextContents();
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookies).toEqual(expect.arrayContaining([SESSION_COOKIE.name, 'tm.device']));
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(stored.length).toBeGreaterThan(0);
  for (const name of [...cookies, ...stored]) expect(listed, `${name} is on the privacy page`).toContain(name);
});

test('the accessibility statement says what the shop aims for, how it is tested, its limits and how to report a problem', async ({
  page,
}) => {
  await page.goto(`${app.url}${PAGES.home}`);
  await footerLegal(page).getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(`${app.url}${PAGES.accessibility}`);
  await expect(page).toHaveTitle(`Accessibility Statement | ${SHOP_DEFAULTS.shopName}`);
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    'What we aim for',
    'How we test',
    'Known limitations',
    'Tell us about a problem',
    'About this statement',
  ]);
  await expect(main(page)).toContainText('WCAG) 2.2 at level AA');
  await expect(main(page)).toContainText('390 pixels');
  // Paying on Stripe's page is named as a limit only where Stripe takes the payments, as here.
  await expect(main(page)).toContainText('Stripe’s checkout page');
  await expect(main(page).getByRole('link', { name: SHOP_DEFAULTS.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${SHOP_DEFAULTS.supportEmail}`,
  );
  await expect(main(page).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', PAGES.contact);
  await expect(page.getByText('Last updated December 7, 2026')).toBeVisible();
});

test('from the footer, each page takes keyboard focus to its heading and announces its title', async ({ page }) => {
  await page.goto(`${app.url}${PAGES.home}`);
  for (const [label, heading] of [
    ['Privacy Policy', 'Privacy Policy'],
    ['Accessibility', 'Accessibility Statement'],
  ] as const) {
    await pressEnterOn(footerLegal(page).getByRole('link', { name: label }));
    const h1 = page.getByRole('heading', { level: 1, name: heading });
    await expect(h1).toBeFocused();
    expect(await h1.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    await expect(page.getByTestId('page-announcer')).toHaveText(`${heading} | ${SHOP_DEFAULTS.shopName}`);
  }
});

for (const width of [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`at ${width.viewport.width} px (${width.name})`, () => {
    test.use({ viewport: width.viewport });

    test('both pages pass axe and fit the screen', async ({ page }) => {
      test.setTimeout(60_000 + 2 * 40_000);
      const audit = new AxeAudit();
      for (const path of [PAGES.privacy, PAGES.accessibility]) {
        await page.goto(app.url + path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await audit.scan(page, path);
        // Nothing runs off the side: the tables read as labelled blocks on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} is no wider than the screen`).toBeLessThanOrEqual(
          width.viewport.width,
        );
      }
      expect(audit.failing(), audit.report(audit.failing())).toEqual([]);
    });
  });
}
