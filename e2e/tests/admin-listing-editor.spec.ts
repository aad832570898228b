import AdmZip from 'adm-zip';
import type { Page } from '@playwright/test';
import { LISTING_API, LISTING_MESSAGES } from '@tm/contracts/listings';
import { formOfListing, type Listing } from '@tm/contracts/listings.schemas';
import { PAGES } from '@tm/contracts/routes';
import { startApp, type RunningApp } from '../support/app';
import { chooseOption, dismissToasts } from '../support/antd';
import { AxeAudit } from '../support/axe';
import { expect, signIn, test } from '../support/test';
import { pngBytes } from '../support/png';

// The back office's listing editor: an owner creates a template, gives it an image and a package,
// publishes it, changes its price, and a stale second tab is told to reload.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());
// The stale save is refused with 409 on purpose; Chromium logs that as a failed load.
test.use({ allowConsoleErrors: /status of 409 \(Conflict\) \(http:\/\/127\.0\.0\.1:\d+\/api\/admin\/listings\/[^/]+\)/ });

const NAME = 'Fjord Studio Landing Page';
const listingPath = (id: string) => LISTING_API.one.replace(':id', encodeURIComponent(id));

function zipBytes(): Buffer {
  const zip = new AdmZip();
  zip.addFile('fjord-studio/index.html', Buffer.from(`<!doctype html><title>${NAME}</title><link rel="stylesheet" href="style.css">`));
  zip.addFile('fjord-studio/style.css', Buffer.from('body { font-family: sans-serif; }'));
  return zip.toBuffer();
}

async function openEditor(page: Page, path: string) {
  await page.goto(`${app.url}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The price as the template page shows it, reloading until it shows `price` (a cached answer may take a moment to go). */
async function expectShopPrice(shop: Page, price: string) {
  await expect(async () => {
    await shop.reload();
    await expect(shop.getByRole('heading', { level: 1, name: NAME })).toBeVisible({ timeout: 5_000 });
    await expect(shop.getByText(price, { exact: true }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('an admin creates a listing, adds an image and a package, publishes it, and a price change shows in the shop', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${app.url}/login?return=%2Fadmin`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}/admin`);

  // The Templates tab leads to the editor, whose heading takes focus (decision 027).
  await page.getByRole('tabpanel', { name: 'Templates' }).getByRole('link', { name: 'New template' }).click();
  await expect(page).toHaveURL(`${app.url}${PAGES.adminNewListing}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New template' })).toBeFocused();
  await expect(page.getByText('Save the draft first to add images.')).toBeVisible();

  const form = page.locator('form#listing');
  await form.getByLabel('Name', { exact: true }).fill(NAME);
  await expect(form.getByLabel(/^Slug/)).toHaveValue('fjord-studio-landing-page');
  await chooseOption(page, form.getByRole('combobox', { name: 'Category', exact: true }), 'HTML');
  // The subcategory and the platform follow the category until the owner picks them.
  await expect(form.locator('.ant-form-item').filter({ has: page.getByText('Platform', { exact: true }) })).toContainText('HTML site');
  await form.getByLabel('Short description', { exact: true }).fill('A calm one-page site for a design studio.');
  await form.getByLabel(/^Long description/).fill('## What is inside\n\n- One page, six sections\n- **No build step**');
  await form.getByLabel('Price', { exact: true }).fill('49.00');
  await form.getByRole('button', { name: 'Save', exact: true }).click();

  // The first save makes the draft and moves to its edit address.
  await expect(page).toHaveURL(/\/admin\/templates\/[^/]+\/edit$/);
  await expect(page.getByText('Draft created', { exact: true })).toBeVisible();
  const editPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Edit template' })).toBeVisible();
  await expect(form.getByText(/^To publish, add: at least one preview image and a ZIP package/)).toBeVisible();

  // An image, through the file picker the Add images button opens.
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Add images' }).click();
  await (await chooser).setFiles({ name: 'fjord-preview.png', mimeType: 'image/png', buffer: pngBytes(640, 400) });
  await expect(form.getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();
  await expect(form.getByText(/^To publish, add: a ZIP package/)).toBeVisible();

  // The package, through the Templates tab's own upload dialog.
  await form.getByRole('button', { name: 'Upload ZIP' }).click();
  const dialog = page.getByRole('dialog', { name: `Upload ZIP for ${NAME}` });
  await dialog.getByLabel(/^ZIP file/).setInputFiles({ name: 'fjord-studio.zip', mimeType: 'application/zip', buffer: zipBytes() });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('ZIP uploaded', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(form.locator('.listing-package')).toContainText('Uploaded');
  await expect(form.getByText('Ready to publish.')).toBeVisible();

  await dismissToasts(page);
  const audit = new AxeAudit();
  await audit.scan(page, 'the listing editor with an image and a package (1366 px)');

  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Template published', { exact: true })).toBeVisible();
  await expect(form.getByText('Published: listed, searched and buyable.')).toBeVisible();
  const viewInShop = form.getByRole('link', { name: /^View in shop/ });
  await expect(viewInShop).toHaveAttribute('href', '/template/fjord-studio-landing-page');

  const [shop] = await Promise.all([page.context().waitForEvent('page'), viewInShop.click()]);
  await expect(shop.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(shop.getByText('$49.00', { exact: true }).first()).toBeVisible();

  // A new price, saved, is the shop's price.
  await form.getByLabel('Price', { exact: true }).fill('39.00');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved', { exact: true })).toBeVisible();
  await expectShopPrice(shop, '$39.00');
  await shop.close();

  // Two tabs on the same listing: the one that saves second, over the other's save, is told to reload.
  const second = await page.context().newPage();
  await openEditor(second, editPath);
  const secondForm = second.locator('form#listing');
  await expect(secondForm.getByLabel('Price', { exact: true })).toHaveValue('39.00');
  // Meanwhile another admin saves first (through the API, as their own editor would).
  const id = editPath.split('/')[3]!;
  const current = (await (await page.request.get(`${app.url}${listingPath(id)}`)).json()) as Listing;
  const first = await page.request.put(`${app.url}${listingPath(id)}`, {
    headers: { Origin: app.url },
    data: {
      ...formOfListing(current),
      shortDescription: 'A calm one-page site for a design studio, with a booking form.',
      revision: current.revision,
    },
  });
  expect(first.status()).toBe(200);
  await secondForm.getByLabel('Version').fill('1.1.0');
  await secondForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByText(LISTING_MESSAGES.changedSinceOpened)).toBeVisible();
  await expect(second.getByText(/changed since you opened it/)).toBeVisible();
  await second.getByRole('button', { name: 'Reload' }).click();
  await expect(second.getByText(LISTING_MESSAGES.changedSinceOpened)).toBeHidden();
  await expect(secondForm.getByLabel('Short description', { exact: true })).toHaveValue(/with a booking form\.$/);
  await second.close();

  await dismissToasts(page);
  await audit.scan(page, 'the published listing in the editor (1366 px)');
  await page.setViewportSize({ width: 390, height: 844 });
  await audit.scan(page, 'the published listing in the editor (390 px)');
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
});

test('the Templates tab has an Edit link on each row, to that template in the editor', async ({ page }) => {
  await page.goto(`${app.url}/login?return=%2Fadmin`);
  await signIn(page, 'admin', 'Admin12345');
  const row = page.getByRole('tabpanel', { name: 'Templates' }).locator('.ant-table-tbody tr.ant-table-row').first();
  const name = (await row.locator('.admin-template-name').textContent())!;
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/templates\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit template' })).toBeFocused();
  // Seeded templates open too; a generated one says where its package comes from.
  await expect(page.locator('form#listing').getByLabel('Name', { exact: true })).toHaveValue(name);
  const listing = (await (
    await page.request.get(`${app.url}${listingPath(new URL(page.url()).pathname.split('/')[3]!)}`)
  ).json()) as Listing;
  if (listing.generated && !listing.hasZip)
    await expect(page.getByText('Generated: the package is made on request for each buyer.')).toBeVisible();
});
