import type { Page } from '@playwright/test';
import { CONTACT_API } from '@tm/contracts/contact';
import { PAGES } from '@tm/contracts/routes';
import { REVIEWS_API, REVIEW_TEXTS, reviewsPath, type ReviewsPage } from '@tm/contracts/reviews';
import { SITE_TEXTS } from '@tm/contracts/site';
import { chooseOption, dismissToasts } from '../support/antd';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { someTemplates, toast } from '../support/catalog';
import { expect, signIn, test } from '../support/test';
import { tickConsentBoxes } from '../support/checkout';

// Decision 038 in the browser: a buyer's review after a purchase, the demo store's labelled samples
// and notice, the review generator, and the support inbox.
const SUPPORT = 'help-desk@shop.example';
let app: RunningApp;
test.beforeAll(async () => (app = await startApp({ SUPPORT_EMAIL: SUPPORT })));
test.afterAll(async () => app?.stop());

const reviewsOf = async (page: Page, templateId: string) =>
  (await (await page.request.get(`${app.url}${reviewsPath(REVIEWS_API.list, templateId)}`)).json()) as ReviewsPage;

async function adminPage(page: Page, path: string) {
  await page.goto(`${app.url}/login?return=${encodeURIComponent(path)}`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}${path}`);
}

test('a buyer writes, edits and deletes a review after buying through the checkout', async ({ page }) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();
  const username = `reviewer_${Date.now().toString(36)}`;
  const signup = await page.request.post(`${app.url}/api/auth/signup`, {
    data: { username, email: `${username}@example.com`, password: 'Shopper123', firstName: 'Ada', lastName: 'Lovelace' },
    headers: { Origin: app.url },
  });
  expect(signup.ok()).toBe(true);
  const [template] = await someTemplates(page.request, app.url, 1);
  const before = await reviewsOf(page, template!.id);

  // Not bought yet: no form, the note says who may review.
  await page.goto(`${app.url}/template/${template!.slug}`);
  const section = page.getByRole('region', { name: 'Reviews', exact: true });
  await expect(section.getByRole('heading', { name: REVIEW_TEXTS.howTitle })).toBeVisible();
  await expect(section.getByText(REVIEW_TEXTS.how[0])).toBeVisible();
  await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  await page
    .getByRole('button', { name: /^Add to Cart\s*:/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^In Cart\s*:/ }).first()).toBeVisible();
  await page.goto(`${app.url}/checkout`);
  // The names come from the account (read-only); the phone is asked.
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
  await page.getByLabel('Mobile Number').fill('+1 555 123 4567');
  await tickConsentBoxes(page);
  await page.getByRole('button', { name: /^Place Order - \$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\//, { timeout: 30_000 });
  // The thank-you page's support address is the server's SUPPORT_EMAIL.
  await expect(page.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);

  await page.goto(`${app.url}/template/${template!.slug}#reviews`);
  const write = section.getByRole('button', { name: 'Write a review' });
  await write.focus();
  await page.keyboard.press('Enter');
  const form = section.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
  await expect(form.getByText('Title must be 3 to 120 characters')).toBeVisible();
  await expect(form.getByText('Review must be 10 to 2,000 characters')).toBeVisible();
  await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
  // Stars with the keyboard: the arrow keys move within the radio group.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars', exact: true })).toBeChecked();
  await form.getByLabel('Title').fill('Clean and quick to set up');
  await form.getByLabel('Your review').fill('Installed it in an afternoon; the pages look right on my phone too.');
  await audit.scan(page, 'detail page, review form');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(toast(page)).toContainText('Thank you for your review');

  const mine = section.locator('.sf-reviews__mine');
  await expect(mine.getByRole('heading', { name: 'Clean and quick to set up' })).toBeVisible();
  await expect(mine.getByText(REVIEW_TEXTS.verified)).toBeVisible();
  await expect(mine.getByText('Ada L. (you)')).toBeVisible();
  const after = await reviewsOf(page, template!.id);
  expect(after.ratingCount).toBe(before.ratingCount + 1);
  // The figures the page and the JSON-LD show are the reviews' own.
  await expect(page.locator('.sf-detail__stats .sf-rating__count')).toHaveText(`(${after.ratingCount.toLocaleString('en-US')} reviews)`);
  const html = await (await page.request.get(`${app.url}/template/${template!.slug}`)).text();
  expect(html).toContain(`"aggregateRating":{"@type":"AggregateRating","ratingValue":"${after.rating}","reviewCount":${after.ratingCount}`);
  await audit.scan(page, 'detail page, own review');

  // Edit to two stars; the focus comes back to the Edit button once saved.
  await mine.getByRole('button', { name: 'Edit your review' }).click();
  const edit = section.getByRole('form', { name: 'Edit your review' });
  await expect(edit.getByLabel('Title')).toHaveValue('Clean and quick to set up');
  await edit.getByRole('radio', { name: '2 stars', exact: true }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page)).toContainText('Review updated');
  await expect(mine.getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Edit your review' })).toBeFocused();

  // Delete, after a confirmation.
  await mine.getByRole('button', { name: 'Delete' }).click();
  await mine.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(toast(page)).toContainText('Review deleted');
  await expect(section.getByRole('button', { name: 'Write a review' })).toBeVisible();
  expect((await reviewsOf(page, template!.id)).ratingCount).toBe(before.ratingCount);
  expect(audit.report()).toBe('');
});

test('the demo store says so in the footer, and its sample reviews are labelled', async ({ page }) => {
  const [template] = await someTemplates(page.request, app.url, 1);
  await page.goto(`${app.url}/template/${template!.slug}`);
  await expect(page.getByRole('contentinfo')).toContainText(SITE_TEXTS.demoStore);
  const section = page.getByRole('region', { name: 'Reviews', exact: true });
  const reviews = section.getByRole('article');
  await expect(reviews.first()).toBeVisible();
  const count = await reviews.count();
  for (let i = 0; i < count; i++) await expect(reviews.nth(i)).toContainText(REVIEW_TEXTS.sample);
  await expect(section).toContainText(REVIEW_TEXTS.sampleNote);
});

test('the review generator makes labelled samples for a category through a job, and removes them all', async ({ page }) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();
  await adminPage(page, PAGES.admin);
  await page.getByRole('tab', { name: 'Review Generator' }).click();
  await expect(page).toHaveURL(`${app.url}/admin#review-generator`);
  const panel = page.getByRole('tabpanel', { name: 'Review Generator' });
  await chooseOption(page, panel.getByRole('combobox', { name: 'Category', exact: true }), 'Plugins');
  await chooseOption(page, panel.getByRole('combobox', { name: 'Subcategory' }), 'Security');
  await panel.getByLabel('Reviews per template').fill('2');
  await panel.getByRole('radio', { name: 'Mixed' }).check();
  await panel.getByRole('button', { name: 'Generate sample reviews' }).click();
  await expect(panel.getByText('completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await dismissToasts(page);
  await audit.scan(page, 'admin review generator');

  const list = await page.request.get(`${app.url}/api/templates?category=plugins&subcategory=security&limit=1`);
  const [security] = (await list.json()) as Array<{ id: string }>;
  const jobId = (await panel.getByText(/^Job [0-9a-f]{8}$/).textContent())!.slice(4);
  const withSamples = await reviewsOf(page, security!.id);
  expect(withSamples.total).toBeGreaterThanOrEqual(2);

  await panel.getByRole('button', { name: 'Remove all sample reviews' }).click();
  await page.getByRole('button', { name: 'Remove all', exact: true }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Sample reviews removed' })).toBeVisible();
  await expect.poll(async () => (await reviewsOf(page, security!.id)).total).toBe(0);
  expect(jobId).toHaveLength(8);
  expect(audit.report()).toBe('');
});

test('an admin reads a contact message at /admin/messages, marks it handled, and sees the mail in the outbox', async ({ page }) => {
  test.setTimeout(90_000);
  const audit = new AxeAudit();
  const sent = await page.request.post(`${app.url}${CONTACT_API.email}`, {
    data: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Invoice with our VAT number',
      category: 'billing',
      message: 'Could you send an invoice with our VAT number?',
      fillMs: 20_000,
    },
    headers: { Origin: app.url },
  });
  expect(sent.ok()).toBe(true);

  await adminPage(page, PAGES.admin);
  await page.getByRole('button', { name: /^Messages \(\d+ new\)$/ }).click();
  await expect(page).toHaveURL(`${app.url}${PAGES.adminMessages}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Messages' })).toBeFocused();
  const inbox = page.getByRole('tabpanel', { name: 'Inbox' });
  const row = inbox.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Invoice with our VAT number' });
  await expect(row).toContainText('Grace Hopper <grace@example.com>');
  await expect(row).toContainText('Billing');
  await audit.scan(page, 'admin messages');

  await row.getByRole('button', { name: 'Open message Invoice with our VAT number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice with our VAT number' });
  await expect(dialog).toContainText('Could you send an invoice with our VAT number?');
  await expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    `mailto:grace@example.com?subject=${encodeURIComponent('Re: Invoice with our VAT number')}`,
  );
  await audit.scan(page, 'admin message dialog');
  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark as new' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inbox.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Invoice with our VAT number' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Mail outbox' }).click();
  const outbox = page.getByRole('tabpanel', { name: 'Mail outbox' });
  await expect(
    outbox.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '[Contact: Billing] Invoice with our VAT number' }),
  ).toContainText(SUPPORT);
  await dismissToasts(page);
  await audit.scan(page, 'admin outbox');

  // On a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.url}${PAGES.adminMessages}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Messages' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await audit.scan(page, 'admin messages, 390 px');
  expect(audit.report()).toBe('');
});
