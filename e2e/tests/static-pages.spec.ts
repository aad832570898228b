import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES } from '@tm/contracts/routes';
import { CONTACT_LIMITS } from '@tm/contracts/contact';
import { LICENCE_TERMS } from '@tm/contracts/static-pages';
import { startApp, type RunningApp } from '../support/app';
import { expect, test } from '../support/test';

// Decision 037: each static page says something true and useful, with its server-filled title.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test('About links to the catalog', async ({ page }) => {
  await page.goto(`${app.url}${PAGES.about}`);
  await expect(page).toHaveTitle('About Us | TemplateMarket');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Browse and search the whole catalog' }).click();
  await expect(page).toHaveURL(`${app.url}${PAGES.browse}`);
});

test('Careers lists four open roles and how to apply', async ({ page }) => {
  await page.goto(`${app.url}${PAGES.careers}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  const roles = main(page).getByRole('heading', { level: 3 });
  await expect(roles).toHaveText([
    'Backend Engineer (Node.js)',
    'Frontend Engineer (React)',
    'Template Designer',
    'Customer Support Specialist',
  ]);
  await expect(main(page).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', PAGES.contact);
});

test('Terms: 18 or older, and changes announced 30 days ahead', async ({ page }) => {
  await page.goto(`${app.url}${PAGES.terms}`);
  await expect(page).toHaveTitle('Terms of Service | TemplateMarket');
  await expect(main(page)).toContainText('You must be 18 or older to create an account or buy.');
  await expect(main(page)).toContainText('We announce changes to these terms at least 30 days before they take effect');
});

test('Privacy says what is stored, for how long, and how to have it deleted', async ({ page }) => {
  await page.goto(`${app.url}${PAGES.privacy}`);
  const rows = main(page).getByRole('table', { name: 'What we store' }).getByRole('rowheader');
  await expect(rows).toHaveText([
    'Account',
    'Orders',
    'Payments',
    'Sessions',
    'Download logs',
    'Custom builds',
    'Reviews',
    'Contact messages',
    'Mail',
    'Password resets',
    'Data exports',
    'Security records',
  ]);
  await expect(main(page)).toContainText('Ends 7 days after your last visit and at most 30 days after you signed in');
  await expect(main(page).getByRole('heading', { name: 'Your rights and deleting your data' })).toBeVisible();
});

test('Refund policy: no refunds on downloads, the three exceptions, and how to ask', async ({ page }) => {
  await page.goto(`${app.url}${PAGES.refundPolicy}`);
  await expect(main(page)).toContainText('we do not refund downloaded products');
  for (const text of ['Technical delivery failure:', 'within 48 hours of the second purchase', 'within 7 days of the purchase'])
    await expect(main(page)).toContainText(text);
  await expect(main(page).getByRole('heading', { name: 'How to ask' })).toBeVisible();
});

test('Documentation: quick start, installation, tips, the licence and support', async ({ page }) => {
  await page.goto(`${app.url}${PAGES.documentation}`);
  const headings = main(page).getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([
    'Quick start',
    'Installing a WordPress theme or plugin',
    'Installing an HTML template',
    'Customisation tips',
    'Licence',
    'Support',
  ]);
  for (const term of [...LICENCE_TERMS.may, ...LICENCE_TERMS.mayNot]) await expect(main(page)).toContainText(term);
  await expect(main(page).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', PAGES.contact);
});

test('the contact form checks each field, then sends the message to the support inbox with the visitor in Reply-To', async ({ page }) => {
  // The page's clock runs as usual but can be moved on, so the form is not sent too soon for a person's.
  await page.clock.install();
  await page.goto(`${app.url}${PAGES.contact}`);
  await expect(page).toHaveTitle('Contact Us | TemplateMarket');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Subject must be at least 5 characters',
    'Please select a category',
    'Message must be at least 10 characters',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Category').getByRole('option')).toHaveText([
    'Select a category',
    'General Inquiry',
    'Technical Support',
    'Billing',
    'Bug Report',
    'Feature Request',
    'Partnership',
  ]);

  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Subject').fill('Licence for a client project');
  await form.getByLabel('Category').selectOption('billing');
  await form.getByLabel('Message').fill('May I use the theme I bought for two client sites?');
  // A form sent within 3 s of being shown is taken for a bot's (and quietly dropped): a person takes longer.
  await page.clock.fastForward(CONTACT_LIMITS.minFillMs);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toast')).toContainText('Message Sent!');
  await expect(page.getByTestId('toast')).toContainText("We've received your message and will get back to you within 24 hours.");
  await expect(form.getByLabel('Name')).toHaveValue('');

  // The embedded default keeps mail as .eml files: the support inbox's copy, the visitor in Reply-To only.
  const folder = join(app.dataDir, 'outbox');
  const sentMail = () =>
    (existsSync(folder) ? readdirSync(folder).map((f) => readFileSync(join(folder, f), 'utf8')) : []).find((text) =>
      text.includes('Licence for a client project'),
    ) ?? '';
  await expect.poll(sentMail).not.toBe('');
  const mail = sentMail();
  const headers = mail.split(/\r?\n\r?\n/)[0]!;
  expect(headers).toMatch(/^Reply-To: grace@example\.com$/m);
  expect(headers).toMatch(/^To: support@templatemarket\.example$/m);
  expect(headers).toMatch(/^Subject: \[Contact: Billing\] Licence for a client project$/m);
});
