import type { Page } from '@playwright/test';
import { startApp, type RunningApp } from '../support/app';
import { AxeAudit } from '../support/axe';
import { someTemplates, type TemplateSummary } from '../support/catalog';
import { placeOrder, signUpCustomer } from '../support/customers';
import { expect, signIn, test } from '../support/test';

/** The order number the customer is shown and mailed. */
const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

// Decision 085: a paid order's invoice, and a refund's credit note, open as PDFs from the dashboard and
// from the back office's customer dialog.
let app: RunningApp;
let templates: TemplateSummary[];
test.beforeAll(async ({ request }) => {
  app = await startApp();
  templates = await someTemplates(request, app.url, 2);
});
test.afterAll(async () => app?.stop());

/** The link's target, fetched with the page's session: a PDF whose file name is the document's number. */
async function expectPdf(page: Page, href: string, number: string) {
  const response = await page.request.get(new URL(href, app.url).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe(`inline; filename="${number}.pdf"`);
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

for (const width of [1366, 390]) {
  test(`the buyer opens the invoice from the dashboard's order at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = await signUpCustomer(page, app.url, { prefix: 'invoice' });
    const orderId = await placeOrder(page.request, app.url, customer, templates.slice(0, 2), { pay: true });
    await page.goto(`${app.url}/dashboard`);
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    const card = page
      .getByRole('region', { name: 'Your orders' })
      .getByRole('listitem')
      .filter({ hasText: `Order #${orderNumber(orderId)}` });
    await card.getByRole('button', { name: `Details of order #${orderNumber(orderId)}` }).click();

    const invoices = card.getByRole('list', { name: `Invoices of order #${orderNumber(orderId)}` });
    const link = invoices.getByRole('link', { name: /^Invoice INV-\d{4}-\d{6} \(PDF\)$/ });
    await expect(link).toBeVisible();
    const number = /INV-\d{4}-\d{6}/.exec((await link.textContent())!)![0];
    // Reached with the keyboard, with its focus ring.
    await link.focus();
    await expect(link).toBeFocused();
    await expectPdf(page, (await link.getAttribute('href'))!, number);

    const audit = new AxeAudit();
    await audit.scan(page, `the dashboard with an order's invoice (${width} px)`);
    await page.screenshot({ path: test.info().outputPath(`dashboard-invoice-${width}.png`), fullPage: true });
    expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);
  });
}

test("the admin opens a customer's invoice, refunds the order and opens its credit note", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const customer = await signUpCustomer(page, app.url, { prefix: 'credited' });
  const orderId = await placeOrder(page.request, app.url, customer, templates.slice(0, 1), { pay: true });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await admin.goto(`${app.url}/login?return=%2Fadmin`);
    await signIn(admin, 'admin', 'Admin12345');
    await admin.getByRole('tab', { name: 'Customers' }).click();
    await admin.getByRole('searchbox', { name: 'Search customers' }).fill(customer.username);
    await admin.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
    await admin.getByRole('button', { name: `View orders of ${customer.username}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Customer: ${customer.username}` });
    const documents = dialog.getByRole('list', { name: `Invoices of order #${orderNumber(orderId)}` });
    const invoice = documents.getByRole('link', { name: /^Invoice INV-/ });
    await expect(invoice).toBeVisible();
    const invoiceNumber = /INV-\d{4}-\d{6}/.exec((await invoice.textContent())!)![0];
    await expectPdf(admin, (await invoice.getAttribute('href'))!, invoiceNumber);

    await dialog.getByRole('button', { name: `Refund order #${orderNumber(orderId)}` }).click();
    await dialog.getByLabel(/^Reason for refunding order/).fill('The buyer asked within 14 days');
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    const creditNote = documents.getByRole('link', { name: /^Credit note CN-\d{4}-\d{6} \(PDF\)$/ });
    await expect(creditNote).toBeVisible();
    const creditNumber = /CN-\d{4}-\d{6}/.exec((await creditNote.textContent())!)![0];
    await expectPdf(admin, (await creditNote.getAttribute('href'))!, creditNumber);

    const audit = new AxeAudit();
    await audit.scan(admin, 'the customer dialog with an invoice and a credit note');
    await admin.screenshot({ path: test.info().outputPath('admin-credit-note.png') });
    expect(audit.failing(), `axe found serious or critical violations:\n${audit.report()}`).toEqual([]);

    // The buyer's own session opens the credit note too; a stranger's does not.
    await expectPdf(page, (await creditNote.getAttribute('href'))!, creditNumber);
    const stranger = await browser.newContext();
    try {
      const response = await stranger.request.get(new URL((await creditNote.getAttribute('href'))!, app.url).toString());
      expect(response.status()).toBe(404);
    } finally {
      await stranger.close();
    }
  } finally {
    await adminContext.close();
  }
});
