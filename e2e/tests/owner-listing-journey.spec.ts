import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type AdmZip from 'adm-zip';
import type Sharp from 'sharp';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { LISTING_API, LISTING_IMAGE_FIELD } from '@tm/contracts/listings';
import { formOfListing, type Listing, type ListingForm } from '@tm/contracts/listings.schemas';
import { PAGES } from '@tm/contracts/routes';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { signUpCustomer } from '../support/customers';
import { ROOT } from '../support/paths';
import { expect, signIn, test } from '../support/test';
import { ORDER_CONSENT } from '../../backend/src/testing/order-consent';

// The owner's catalog end to end (decision 076), on SQLite and again on MariaDB with Redis: a listing
// made through the editor's API with an image, a package and a price is found by a shopper's search,
// bought and downloaded; its new price shows in the buyer's open cart; its new slug answers the old
// address with a redirect; a draft and an unlisted listing with the same word are never listed or searched.
// The editor's own screens are under test in admin-listing-editor.spec.ts.
const requireFromBackend = createRequire(join(ROOT, 'backend', 'package.json'));
const Zip = requireFromBackend('adm-zip') as typeof AdmZip;
const sharp = requireFromBackend('sharp') as typeof Sharp;

let app: RunningApp;
test.beforeAll(async ({ appTarget }) => (app = await startApp({}, appTarget)));
test.afterAll(async () => app?.stop());

/** A word no seeded template has (letters only: one search token). */
const WORD = `quokka${[...randomBytes(4)].map((n) => String.fromCharCode(97 + (n % 26))).join('')}`;
const NAME = `Harbor ${WORD[0]!.toUpperCase()}${WORD.slice(1)} Studio`;
const one = (id: string) => adminPath(LISTING_API.one, { id });

function packageZip(): Buffer {
  const zip = new Zip();
  zip.addFile('harbor-studio/index.html', Buffer.from(`<!doctype html><title>${NAME}</title><h1>${NAME}</h1>`));
  zip.addFile('harbor-studio/style.css', Buffer.from('h1 { color: #124; }'));
  return zip.toBuffer();
}

const form = (overrides: Partial<ListingForm>): ListingForm => ({
  name: NAME,
  category: 'html',
  subcategory: 'landing-pages',
  platform: 'html-site',
  shortDescription: 'A calm one-page site for a harbour-side studio.',
  longDescription: '## Inside\n\n- One page\n- Six sections',
  tags: ['studio'],
  compatibility: ['Any web host'],
  version: '1.0.0',
  price: '29.00',
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  livePreviewUrl: null,
  status: 'draft',
  ...overrides,
});

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

test('an owner lists a template, a shopper finds it, buys and downloads it; price and slug changes reach the shop', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const headers = { Origin: app.url };
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.admin)}`);
  await signIn(owner, 'admin', 'Admin12345');
  await expect(owner).toHaveURL(`${app.url}${PAGES.admin}`);
  const api = owner.request;

  /** A draft with an image and a checked package: ready to publish or unlist. */
  const ready = async (name: string): Promise<Listing> => {
    let made = await json<Listing>(await api.post(`${app.url}${LISTING_API.create}`, { data: form({ name }), headers }), 201);
    const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a6f8f' } })
      .png()
      .toBuffer();
    made = await json<Listing>(
      await api.post(`${app.url}${adminPath(LISTING_API.images, { id: made.id })}`, {
        multipart: { [LISTING_IMAGE_FIELD]: { name: 'harbor.png', mimeType: 'image/png', buffer: image }, revision: String(made.revision) },
        headers,
      }),
    );
    await json(
      await api.post(`${app.url}${adminPath(ADMIN_API.uploadZip, { id: made.id })}`, {
        multipart: { zipFile: { name: 'harbor-studio.zip', mimeType: 'application/zip', buffer: packageZip() } },
        headers,
      }),
    );
    return json<Listing>(await api.get(`${app.url}${one(made.id)}`));
  };
  const setStatus = async (of: Listing, status: Listing['status']) =>
    json<Listing>(await api.put(`${app.url}${one(of.id)}`, { data: { ...formOfListing(of), status, revision: of.revision }, headers }));

  // The owner's listing, published; with the same word a draft, and an unlisted one (buyable by its link only).
  let listing = await setStatus(await ready(NAME), 'published');
  const draft = await json<Listing>(
    await api.post(`${app.url}${LISTING_API.create}`, { data: form({ name: `${NAME} Draft` }), headers }),
    201,
  );
  const unlisted = await setStatus(await ready(`${NAME} Private Edition`), 'unlisted');

  // A shopper searches the word: only the published listing.
  const audit = new AxeAudit();
  const customer = await signUpCustomer(page, app.url);
  await page.goto(`${app.url}/browse?search=${WORD}`);
  const results = page.getByRole('main');
  await expect(results.getByRole('link', { name: NAME, exact: true }).first()).toBeVisible({ timeout: 10_000 });
  await expect(results.getByText(`${NAME} Draft`)).toHaveCount(0);
  await expect(results.getByText(`${NAME} Private Edition`)).toHaveCount(0);
  await audit.scan(page, 'a search finding the owner’s listing');
  // The draft has no page; the unlisted one has, by its link.
  expect((await page.request.get(`${app.url}/api/templates/${draft.slug}`)).status()).toBe(404);
  expect((await page.request.get(`${app.url}/api/templates/${unlisted.slug}`)).status()).toBe(200);

  // Its page, the cart, and a change of price while it sits there.
  await results.getByRole('link', { name: NAME, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  // The card's price, and the Regular licence's beside the choice (decision 091).
  await expect(
    page.getByRole('complementary', { name: 'Purchase' }).locator('.sf-price').getByText('$29.00', { exact: true }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`^Add to Cart\\s*:\\s*${NAME}$`) })
    .first()
    .click();
  await expect(page.getByRole('button', { name: new RegExp(`^In Cart\\s*:\\s*${NAME}$`) }).first()).toBeDisabled();
  listing = await json<Listing>(
    await api.put(`${app.url}${one(listing.id)}`, {
      data: { ...formOfListing(listing), price: '34.00', revision: listing.revision },
      headers,
    }),
  );
  await expect(async () => {
    await page.goto(`${app.url}${PAGES.cart}`);
    await expect(page.getByText('The price changed since you added it: $29.00 then, $34.00 now.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await audit.scan(page, 'the cart after the owner changed the price');

  // The order is placed at the server's price and paid; the buyer downloads the owner's package.
  const order = await json<{ id: string; totalAmount: string; items: Array<{ id: string }> }>(
    await page.request.post(`${app.url}/api/orders`, {
      data: {
        customerEmail: customer.email,
        customerName: 'Ada Lovelace',
        totalAmount: 34,
        items: [{ templateId: listing.id, quantity: 1 }],
        userId: customer.id,
        consent: ORDER_CONSENT,
      },
      headers: { ...headers, 'Idempotency-Key': `owner-journey-${WORD}` },
    }),
    201,
  );
  expect(order.totalAmount).toBe('34.00');
  const link = await json<{ paymentLink: string }>(
    await page.request.post(`${app.url}/api/payment-link`, {
      data: { firstName: 'Ada', lastName: 'Lovelace', email: customer.email, mobileNo: '+44 20 7946 0000', orderId: order.id },
      headers,
    }),
  );
  const session = new URL(link.paymentLink, app.url).searchParams.get('session');
  await json(await page.request.patch(`${app.url}/api/orders/${order.id}/complete`, { data: { session }, headers }));
  await page.goto(`${app.url}/template/${listing.slug}`);
  const buyCard = page.getByRole('complementary', { name: 'Purchase' });
  await expect(buyCard.getByText('You own this')).toBeVisible();
  const download = buyCard.getByRole('link', { name: new RegExp(`^Download ?: ${NAME}$`) });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(await file.failure()).toBeNull();
  const zip = new Zip(readFileSync(await file.path()));
  expect(zip.getEntries().map((entry) => entry.entryName)).toEqual(expect.arrayContaining(['harbor-studio/index.html']));

  // A new slug: the old address answers with a 301 to the new one, and the page follows it.
  const oldSlug = listing.slug;
  const renamed = await json<Listing>(
    await api.put(`${app.url}${one(listing.id)}`, {
      data: { ...formOfListing(listing), slug: `${WORD}-harbor-studio`, revision: listing.revision },
      headers,
    }),
  );
  expect(renamed.slug).toBe(`${WORD}-harbor-studio`);
  const moved = await page.request.get(`${app.url}/template/${oldSlug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/template/${WORD}-harbor-studio`);
  await page.goto(`${app.url}/template/${oldSlug}`);
  await expect(page).toHaveURL(`${app.url}/template/${WORD}-harbor-studio`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();

  // The unlisted one: its page by the link, never in a search.
  await page.goto(`${app.url}/template/${unlisted.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `${NAME} Private Edition` })).toBeVisible();
  await page.goto(`${app.url}/browse?search=${WORD}`);
  await expect(results.getByRole('link', { name: NAME, exact: true }).first()).toBeVisible();
  await expect(results.getByText(`${NAME} Private Edition`)).toHaveCount(0);
  expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
  await owner.context().close();
});
