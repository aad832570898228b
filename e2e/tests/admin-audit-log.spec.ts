import type { Page } from '@playwright/test';
import { LISTING_API } from '@tm/contracts/listings';
import { formOfListing, type Listing, type ListingForm } from '@tm/contracts/listings.schemas';
import { PAGES } from '@tm/contracts/routes';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { expect, signIn, test } from '../support/test';

// The back office's audit log (docs/architecture.md §5): every admin write, newest first, filtered by
// template, each listing edit opening to its fields' before → after. The listing editor links to it.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

const NAME = 'Lantern Bay Coffee Landing Page';
const listingPath = (id: string) => LISTING_API.one.replace(':id', encodeURIComponent(id));

const NEW_LISTING: ListingForm = {
  name: NAME,
  category: 'html',
  subcategory: 'landing-pages',
  platform: 'html-site',
  shortDescription: 'A warm one-page site for a harbour-side coffee bar.',
  longDescription: '',
  tags: [],
  compatibility: [],
  version: '',
  price: '49.00',
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  livePreviewUrl: null,
  status: 'draft',
};

/** A listing made and then re-priced through the API, as the editor would: two entries in the log. */
async function createAndReprice(page: Page): Promise<Listing> {
  const headers = { Origin: app.url };
  const created = await page.request.post(`${app.url}${LISTING_API.create}`, { headers, data: NEW_LISTING });
  expect(created.status()).toBe(201);
  const listing = (await created.json()) as Listing;
  const saved = await page.request.put(`${app.url}${listingPath(listing.id)}`, {
    headers,
    data: { ...formOfListing(listing), price: '39.00', version: '1.1.0', revision: listing.revision },
  });
  expect(saved.status()).toBe(200);
  return listing;
}

test('an admin finds a listing’s edits in the audit log, filtered by the template, with each field’s before → after', async ({ page }) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();
  await page.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.admin)}`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}${PAGES.admin}`);
  const listing = await createAndReprice(page);

  // From the panel's header to the log: focus on its heading (decision 027), the newest entry first.
  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page).toHaveURL(`${app.url}${PAGES.adminAuditLog}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeFocused();
  await expect(page).toHaveTitle(/^Audit log \| /);
  const rows = page.locator('.audit-table .ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('Price changed');
  await expect(rows.first()).toContainText(listing.id);
  await expect(rows.first()).toContainText('admin');
  await audit.scan(page, 'the audit log (1366 px)');

  // The filter takes a template's id, or its editor's address pasted whole; the address keeps it.
  const filter = page.getByLabel('Template id');
  await filter.fill(`${app.url}${PAGES.adminEditListing.replace(':id', listing.id)}`);
  await filter.press('Enter');
  await expect(page).toHaveURL(`${app.url}${PAGES.adminAuditLog}?targetId=${listing.id}`);
  await expect(filter).toHaveValue(listing.id);
  await expect(page.getByText(`2 entries for ${listing.id}`)).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Price changed');
  await expect(rows.nth(1)).toContainText('Listing created');

  // The keyboard opens the edit: each changed field, before → after, in words rather than JSON.
  const show = rows.nth(0).getByRole('button', { name: 'Show 2 changes' });
  await show.focus();
  await page.keyboard.press('Enter');
  const hide = rows.nth(0).getByRole('button', { name: 'Hide 2 changes' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  const changes = page.locator('.audit-changes');
  await expect(changes).toHaveCount(1);
  await expect(changes).toContainText('2 fields changed:');
  const price = changes.locator('.audit-change[data-field="priceCents"]');
  await expect(price.locator('dt')).toHaveText('Price');
  await expect(price.locator('.audit-value--before')).toHaveText('$49.00');
  await expect(price.locator('.audit-arrow')).toHaveText('→');
  await expect(price.locator('.audit-value--after')).toHaveText('$39.00');
  const version = changes.locator('.audit-change[data-field="version"]');
  await expect(version.locator('.audit-value--before')).toHaveText('none');
  await expect(version.locator('.audit-value--after')).toHaveText('1.1.0');
  await expect(changes).not.toContainText('{');
  await audit.scan(page, 'the audit log, one template, an edit opened (1366 px)');

  // The creation opens to the values the listing was made with.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Show \d+ changes$/ })
    .click();
  const creation = page.locator('.audit-changes').nth(1);
  await expect(creation).toContainText('Created with these values:');
  await expect(creation.locator('.audit-change[data-field="name"] dd')).toHaveText(NAME);
  await expect(creation.locator('.audit-change[data-field="priceCents"] dd')).toHaveText('$49.00');

  // The target links to the editor, whose History link comes back to this template's entries.
  await rows.nth(0).getByRole('link', { name: listing.id }).click();
  await expect(page).toHaveURL(`${app.url}${PAGES.adminEditListing.replace(':id', listing.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit template' })).toBeFocused();
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page).toHaveURL(`${app.url}${PAGES.adminAuditLog}?targetId=${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeFocused();
  await expect(page.getByLabel('Template id')).toHaveValue(listing.id);
  await expect(rows).toHaveCount(2);

  // Show all entries drops the filter; an id with no entries says so.
  await page.getByRole('button', { name: 'Show all entries' }).click();
  await expect(page).toHaveURL(`${app.url}${PAGES.adminAuditLog}`);
  await expect(page.getByLabel('Template id')).toHaveValue('');
  await page.getByLabel('Template id').fill('00000000-0000-7000-8000-000000000000');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('No entries for this target')).toBeVisible();

  // On a phone the table scrolls sideways in its own box; the page itself does not.
  await page.getByRole('button', { name: 'Show all entries' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toContainText('Price changed');
  await rows.first().getByRole('button', { name: 'Show 2 changes' }).click();
  await expect(page.locator('.audit-change[data-field="priceCents"] .audit-value--after')).toHaveText('$39.00');
  const widths = await page.evaluate(() => {
    const box = document.querySelector('.audit-table .ant-table-content');
    return { page: document.documentElement.scrollWidth, box: box?.scrollWidth ?? 0, shown: box?.clientWidth ?? 0 };
  });
  expect(widths.page).toBeLessThanOrEqual(390);
  expect(widths.box).toBeGreaterThan(widths.shown);
  await audit.scan(page, 'the audit log, an edit opened (390 px)');
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});
