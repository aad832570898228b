import { LISTING_API } from '@tm/contracts/listings';
import { formOfListing, type Listing } from '@tm/contracts/listings.schemas';
import { PAGES } from '@tm/contracts/routes';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { cents, dollars, someTemplates } from '../support/catalog';
import { signUpCustomer } from '../support/customers';
import { expect, signIn, test } from '../support/test';

// Decision 076: a sale's price shows while it runs, with the regular price struck through, and goes at
// its end with no write; a cart line says when its price changed since it was added.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

test('a running sale strikes the regular price through, ends on time, and the cart says the price changed', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const audit = new AxeAudit();
  const [template] = await someTemplates(page.request, app.url, 1);
  const regular = cents(template!.price);
  const sale = Math.floor(regular / 200) * 100; // about half, in whole dollars
  const endsAt = Date.now() + 30_000;

  // The owner puts it on sale through the editor's API: started a minute ago, ending in 30 seconds.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.admin)}`);
  await signIn(owner, 'admin', 'Admin12345');
  await expect(owner).toHaveURL(`${app.url}${PAGES.admin}`);
  const url = `${app.url}${LISTING_API.one.replace(':id', template!.id)}`;
  const listing = (await (await owner.request.get(url)).json()) as Listing;
  const saved = await owner.request.put(url, {
    headers: { Origin: app.url },
    data: {
      ...formOfListing(listing),
      salePrice: (sale / 100).toFixed(2),
      saleStartsAt: new Date(Date.now() - 60_000).toISOString(),
      saleEndsAt: new Date(endsAt).toISOString(),
      revision: listing.revision,
    },
  });
  expect(saved.status()).toBe(200);

  // A shopper sees the sale on the template page, in its JSON-LD, and puts it in the cart at that price.
  const customer = await signUpCustomer(page, app.url);
  await page.goto(`${app.url}/template/${template!.slug}`);
  const buyBox = page.locator('.sf-detail__buy');
  await expect(buyBox.getByText(dollars(sale), { exact: true })).toBeVisible();
  await expect(buyBox.locator('s.sf-price-regular')).toHaveText(`Regular price ${dollars(regular)}`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
    offers: { price: string; priceValidUntil?: string };
  };
  expect(jsonLd.offers).toMatchObject({ price: (sale / 100).toFixed(2), priceValidUntil: new Date(endsAt).toISOString().slice(0, 10) });
  await audit.scan(page, 'a template page with a running sale');
  const added = await page.request.post(`${app.url}/api/cart`, {
    data: { templateId: template!.id, userId: customer.id, quantity: 1 },
    headers: { Origin: app.url },
  });
  expect(added.ok()).toBe(true);
  await page.goto(`${app.url}${PAGES.cart}`);
  await expect(page.getByText(`${dollars(sale)} each`)).toBeVisible();
  await expect(page.getByText(/The price changed since you added it/)).toHaveCount(0);

  // The sale ends with no write: the page shows the regular price alone, the cart says what changed.
  await page.waitForTimeout(Math.max(0, endsAt - Date.now() + 500));
  await page.reload();
  await expect(page.getByText(`${dollars(regular)} each`)).toBeVisible();
  await expect(page.getByText(`The price changed since you added it: ${dollars(sale)} then, ${dollars(regular)} now.`)).toBeVisible();
  await audit.scan(page, 'the cart with a changed price');
  await page.goto(`${app.url}/template/${template!.slug}`);
  await expect(buyBox.getByText(dollars(regular), { exact: true })).toBeVisible();
  await expect(buyBox.locator('s.sf-price-regular')).toHaveCount(0);
  expect(audit.failing(), audit.report()).toEqual([]);
});
