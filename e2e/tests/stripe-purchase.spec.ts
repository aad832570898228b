import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import type AdmZip from 'adm-zip';
// The local server that answers the Stripe API calls the shop makes: no test reaches Stripe itself.
import { startFakeStripe, type FakeStripe } from '../../backend/src/testing/fake-stripe';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { cartLink, cents, dollars, someTemplates, toast } from '../support/catalog';
import { CUSTOMER_PHONE, signUpCustomer } from '../support/customers';
import { ROOT } from '../support/paths';
import { expect, test } from '../support/test';
import { tickConsentBoxes } from '../support/checkout';

const requireFromBackend = createRequire(join(ROOT, 'backend', 'package.json'));
const Zip = requireFromBackend('adm-zip') as typeof AdmZip;

const SECRET_KEY = 'sk_test_e2emarketplace0123';
const WEBHOOK_SECRET = 'whsec_e2emarketplace0123';

let stripe: FakeStripe;
let app: RunningApp;
test.beforeAll(async ({ appTarget }) => {
  // Webhooks wait for the test to deliver them, so the gateway page is seen waiting for its confirmation.
  stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, autoDeliver: false });
  app = await startApp(
    { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.apiBase },
    appTarget,
  );
  stripe.setWebhookUrl(`${app.url}/api/payments/stripe/webhook`);
});
test.afterAll(async () => {
  await app?.stop();
  await stripe?.close();
});

const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

async function placeOrder(page: Page, total: string) {
  // The account's names fill the form; the phone is the buyer's to give.
  await page.getByLabel('Mobile Number').fill(CUSTOMER_PHONE);
  await tickConsentBoxes(page);
  await page.getByRole('button', { name: `Place Order - ${total}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.apiBase}/checkout/pay/cs_test_`));
}

test('a shopper pays through Stripe Checkout: back from it once, then paid, completed by asking Stripe, thank-you and download', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [template] = await someTemplates(request, app.url, 1);
  await signUpCustomer(page, app.url, { prefix: 'stripe' });
  const total = dollars(cents(template!.price));

  await page.goto(`${app.url}/template/${template!.slug}`);
  await page
    .getByRole('button', { name: new RegExp(`^Add to Cart\\s*:\\s*`) })
    .first()
    .click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto(`${app.url}/checkout`);
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
  // The spec's demo note would be false here: the page says who takes the money.
  await expect(page.getByText('You pay on Stripe’s secure checkout page; we never see your card details.')).toBeVisible();
  await expect(page.getByText('This is a demo checkout', { exact: false })).toHaveCount(0);
  // With Stripe the footer may claim secure, PCI DSS certified card payments: Stripe's page takes them.
  await expect(page.getByRole('contentinfo')).toContainText('Secure payments by Stripe');
  await expect(page.getByRole('contentinfo')).toContainText('PCI DSS certified');

  // Stripe's page, left by its Cancel: back at checkout with the spec's toast, the cart as it was.
  await placeOrder(page, total);
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment page' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(`${app.url}/checkout`);
  await expect(toast(page)).toContainText('Payment Cancelled');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // Ordered again: the same cart goes on with the same order and its open session (decision 066);
  // the checkout form kept the mobile number. Paid on Stripe's page.
  const firstSession = stripe.sessions().at(-1)!.id;
  await expect(page.getByLabel('Mobile Number')).toHaveValue(CUSTOMER_PHONE);
  await placeOrder(page, total);
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  expect(sessionId).toBe(firstSession);
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  // The page's reads of the order are answered "pending" until the test lets them through, so the
  // waiting screen can be looked at: the shop would otherwise ask Stripe and complete it at once.
  const holdPending = async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), status: 'pending' } });
  };
  await page.route(/\/api\/orders\/[0-9a-f-]{36}$/, holdPending);
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  // Back on the shop: the gateway screen waits for the confirmation, with nothing to cancel.
  await expect(page).toHaveURL(/\/payment-processing\/[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Payment Gateway' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Processing Your Payment' })).toBeVisible();
  await expect(page.getByText(`#${orderNumber(orderId)}`)).toBeVisible();
  await expect(page.getByText('75% Finalizing payment...')).toBeVisible({ timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Cancel Payment' })).toHaveCount(0);
  const audit = new AxeAudit();
  await audit.scan(page, '/payment-processing (waiting for Stripe)');
  expect(audit.failing()).toEqual([]);

  // No webhook has come, yet the order is paid: reading it made the shop ask Stripe (decision 066).
  await page.unroute(/\/api\/orders\/[0-9a-f-]{36}$/, holdPending);
  await expect(page).toHaveURL(`${app.url}/thank-you/${orderId}`);
  // Stripe's webhook, when it comes, changes nothing more.
  const paid = stripe.events.find(
    (event) => event.type === 'checkout.session.completed' && (event.data.object as { id: string }).id === sessionId,
  )!;
  expect(await stripe.deliver(paid)).toEqual([200]);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Purchase!' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Completed', { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  const downloads = page.getByRole('region', { name: 'Your Downloads' });
  const link = downloads.getByRole('listitem').filter({ hasText: template!.name }).getByRole('link');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await download.failure()).toBeNull();
  const zip = new Zip(readFileSync(await download.path()));
  const license = zip.getEntries().find((entry) => entry.entryName.endsWith('LICENSE'));
  expect(zip.readAsText(license!)).toContain(`#${orderNumber(orderId)}`);

  // Leaving Stripe's page and ordering again left no second, pending order behind.
  const user = (await (await page.request.get(`${app.url}/api/auth/user`)).json()) as { id: string };
  const orders = (await (await page.request.get(`${app.url}/api/users/${user.id}/orders`)).json()) as Array<{ id: string; status: string }>;
  expect(orders.map((order) => [order.id, order.status])).toEqual([[orderId, 'completed']]);
});
