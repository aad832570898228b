import AdmZip from 'adm-zip';
import type { APIResponse } from '@playwright/test';
import { LISTING_API } from '@tm/contracts/listings';
import { formOfListing, type Listing } from '@tm/contracts/listings.schemas';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { dismissToasts } from '../support/antd';
import { expect, signIn, test } from '../support/test';
import { pngBytes } from '../support/png';

// The listing editor reads a chosen ZIP before uploading it ("The package shows:"), fills the form from
// it, flags the tags the package does not back; and an uploaded static demo is what the shop's Live
// Preview opens, under the preview bar.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

const NAME = 'Harbor Block Theme';
const one = (id: string) => LISTING_API.one.replace(':id', encodeURIComponent(id));

/** A WordPress block theme whose header says 2.1.0 and what it needs; no WooCommerce, no dark mode. */
function themeZip(): Buffer {
  const zip = new AdmZip();
  zip.addFile('harbor/style.css', Buffer.from('/*\nTheme Name: Harbor\nVersion: 2.1.0\nRequires at least: 6.5\nRequires PHP: 8.0\n*/'));
  zip.addFile('harbor/theme.json', Buffer.from('{"version":3,"settings":{},"styles":{}}'));
  zip.addFile('harbor/templates/index.html', Buffer.from('<!-- wp:post-content /-->'));
  zip.addFile('harbor/templates/single.html', Buffer.from('<!-- wp:post-content /-->'));
  zip.addFile('harbor/parts/header.html', Buffer.from('<!-- wp:navigation /-->'));
  zip.addFile('harbor/patterns/hero.php', Buffer.from('<?php /* Title: Hero */'));
  return zip.toBuffer();
}

/** A static demo: a page, its stylesheet and a script, in one top folder. */
function demoZip(): Buffer {
  const zip = new AdmZip();
  zip.addFile(
    'harbor-demo/index.html',
    Buffer.from(
      '<!doctype html><html><head><title>Harbor demo</title><link rel="stylesheet" href="css/site.css"></head>' +
        '<body><h1>Harbor demo</h1><script src="js/ready.js"></script></body></html>',
    ),
  );
  zip.addFile('harbor-demo/css/site.css', Buffer.from('h1 { color: rgb(0, 128, 128); }'));
  zip.addFile('harbor-demo/js/ready.js', Buffer.from('document.body.dataset.ready = "yes";'));
  return zip.toBuffer();
}

async function ok(response: APIResponse): Promise<Listing> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Listing;
}

test('the editor shows what a chosen ZIP holds and fills the form from it; an uploaded demo is the shop’s live demo', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${app.url}/login?return=%2Fadmin`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}/admin`);

  // A draft, made through the API, that claims WooCommerce and dark mode.
  const headers = { Origin: app.url };
  const draft = await ok(
    await page.request.post(`${app.url}${LISTING_API.create}`, {
      headers,
      data: {
        name: NAME,
        category: 'wordpress',
        subcategory: 'business',
        platform: 'wordpress-block-theme',
        shortDescription: 'A calm block theme for small firms.',
        longDescription: '',
        tags: ['woocommerce', 'dark mode', 'business'],
        compatibility: [],
        version: '1.0.0',
        price: '59.00',
        salePrice: null,
        saleStartsAt: null,
        saleEndsAt: null,
        livePreviewUrl: null,
        status: 'draft',
      },
    }),
  );
  const editPath = `/admin/templates/${draft.id}/edit`;
  await page.goto(`${app.url}${editPath}`);
  const form = page.locator('form#listing');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(NAME);

  // Choosing the ZIP reads it first: what it shows, fact by fact.
  await form.getByRole('button', { name: 'Upload ZIP' }).click();
  const dialog = page.getByRole('dialog', { name: `Upload ZIP for ${NAME}` });
  await dialog.getByLabel(/^ZIP file/).setInputFiles({ name: 'harbor.zip', mimeType: 'application/zip', buffer: themeZip() });
  const facts = dialog.getByRole('region', { name: 'The package shows:' });
  await expect(facts).toBeVisible();
  await expect(facts).toContainText('WordPress block theme');
  await expect(facts).toContainText('2.1.0');
  await expect(facts).toContainText('WordPress 6.5+, PHP 8.0+');
  await expect(facts).toContainText('2 page templates');
  await expect(facts.getByRole('list', { name: 'Features the package shows' })).toContainText('Block patterns');

  // Use these fills the form; the tags' claims the package does not back are flagged at the field.
  await facts.getByRole('button', { name: 'Use these' }).click();
  await expect(facts.getByRole('status')).toHaveText('Filled in: Platform, Version and Compatibility. Save the listing to keep them.');
  await expect(form.getByText('The package does not show: WooCommerce support')).toBeVisible();
  await expect(form.getByText('The package does not show: Dark mode')).toBeVisible();
  await page.screenshot({ path: '.tmp/admin-listing-package-facts.png', fullPage: false });
  const audit = new AxeAudit();
  await audit.scan(page, 'the package dialog showing what the chosen ZIP holds (1366 px)');

  // Then the upload goes as it always did.
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('ZIP uploaded', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(form.locator('.listing-package')).toContainText('Uploaded');
  await expect(form.getByLabel('Version')).toHaveValue('2.1.0');
  const compatibility = form.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: /^Compatibility/ }) });
  await expect(compatibility).toContainText('WordPress 6.5+');
  await expect(compatibility).toContainText('PHP 8.0+');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved', { exact: true })).toBeVisible();
  const saved = await ok(await page.request.get(`${app.url}${one(draft.id)}`));
  expect(saved).toMatchObject({ version: '2.1.0', compatibility: ['WordPress 6.5+', 'PHP 8.0+'], hasZip: true });

  // Published through the API (an image first), then the editor read again.
  const withImage = await ok(
    await page.request.post(`${app.url}${LISTING_API.images.replace(':id', draft.id)}`, {
      headers,
      multipart: { revision: String(saved.revision), image: { name: 'shot.png', mimeType: 'image/png', buffer: pngBytes(640, 400) } },
    }),
  );
  const published = await ok(
    await page.request.put(`${app.url}${one(draft.id)}`, {
      headers,
      data: { ...formOfListing(withImage), status: 'published', revision: withImage.revision },
    }),
  );
  expect(published.status).toBe('published');
  await page.reload();

  // The live demo: a static site uploaded here.
  const demoCard = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Live demo' }) });
  await demoCard.getByRole('radio', { name: 'A static demo uploaded here' }).check();
  await demoCard.getByLabel(/^Demo ZIP/).setInputFiles({ name: 'harbor-demo.zip', mimeType: 'application/zip', buffer: demoZip() });
  await demoCard.getByRole('button', { name: 'Upload demo' }).click();
  await expect(page.getByText('Demo uploaded', { exact: true })).toBeVisible();
  await expect(demoCard).toContainText('Uploaded demo: 3 files');
  const openDemo = demoCard.getByRole('link', { name: /^Open the demo/ });
  await expect(openDemo).toHaveAttribute('href', `/preview/${published.slug}`);
  await dismissToasts(page);
  await demoCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/admin-listing-live-demo.png', fullPage: false });
  await audit.scan(page, 'the listing editor with an uploaded demo (1366 px)');
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);

  // The shop's Live Preview opens the uploaded demo under the preview bar: its styles and its script work in the sandbox.
  const shop = await page.context().newPage();
  await expect(async () => {
    await shop.goto(`${app.url}/template/${published.slug}`);
    await expect(shop.getByRole('link', { name: /^Live Preview/ }).first()).toHaveAttribute('href', `/preview/${published.slug}`, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  // The template page is server-rendered: its links work once it has hydrated, as a shopper's click would find them.
  await shop.waitForFunction(() => !document.getElementById('tm-rendered-page') || 'pageReady' in document.documentElement.dataset);
  const [preview] = await Promise.all([
    shop.waitForEvent('popup'),
    shop
      .getByRole('link', { name: /^Live Preview/ })
      .first()
      .click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', `/preview/${published.slug}/site/`);
  const demo = preview.frameLocator('iframe.pv-frame');
  await expect(demo.getByRole('heading', { level: 1, name: 'Harbor demo' })).toBeVisible();
  await expect(demo.locator('h1')).toHaveCSS('color', 'rgb(0, 128, 128)');
  await expect(demo.locator('body')).toHaveAttribute('data-ready', 'yes');
  await preview.screenshot({ path: '.tmp/admin-listing-demo-preview.png' });
  await preview.close();
  await shop.close();
});
