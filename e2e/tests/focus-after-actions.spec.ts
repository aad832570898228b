import { cartItemPath } from '@tm/contracts/cart';
import { CONTACT_API, CONTACT_LIMITS, CONTACT_TEXTS } from '@tm/contracts/contact';
import { ORDER_MESSAGES } from '@tm/contracts/orders';
import { PAGES } from '@tm/contracts/routes';
import { startApp, type RunningApp } from '../support/app';
import { dismissToasts } from '../support/antd';
import { AxeAudit } from '../support/axe';
import { cartLink, someTemplates } from '../support/catalog';
import { placeOrder, signUpCustomer } from '../support/customers';
import { describeFocused, focusIsInside, pressEnterOn } from '../support/focus';
import { expect, signIn, test } from '../support/test';
import { tickConsentBoxes } from '../support/checkout';

// Where keyboard focus goes after an action takes away the control that made it (decision 027): never
// left on <body>, where a keyboard or screen-reader user would have to start the page again.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

test('removing the last cart item moves focus to the empty cart heading', async ({ page }) => {
  const [template] = await someTemplates(page.request, app.url, 1);
  await page.goto(`${app.url}/template/${template!.slug}`);
  await pressEnterOn(page.getByRole('button', { name: `Add to Cart : ${template!.name}` }).first());
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await page.goto(`${app.url}${PAGES.cart}`);

  await pressEnterOn(page.getByRole('button', { name: `Remove ${template!.name} from cart` }));
  const heading = page.getByRole('heading', { level: 2, name: 'Find your next template' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
});

test.describe('a refused order', () => {
  // The refusal is a real 409 of POST /api/orders, which Chromium logs as a failed resource load.
  test.use({ allowConsoleErrors: /the server responded with a status of 409/ });

  test('a refused Place Order moves focus to the error message', async ({ page }) => {
    const customer = await signUpCustomer(page, app.url);
    const [kept, removed] = await someTemplates(page.request, app.url, 2);
    for (const template of [kept!, removed!]) {
      const added = await page.request.post(`${app.url}/api/cart`, {
        data: { templateId: template.id, userId: customer.id, quantity: 1 },
        headers: { Origin: app.url },
      });
      expect(added.ok()).toBe(true);
    }
    await page.goto(`${app.url}${PAGES.checkout}`);
    await page.getByLabel('Mobile Number').fill('+1 555 123 4567');
    await tickConsentBoxes(page);
    // The cart changes in another tab while this one shows the checkout: the server refuses the order.
    expect((await page.request.delete(`${app.url}${cartItemPath(removed!.id)}`, { headers: { Origin: app.url } })).ok()).toBe(true);

    await pressEnterOn(page.getByRole('button', { name: /^Place Order - \$/ }));
    const message = page.getByRole('form', { name: 'Your Information' }).getByRole('alert');
    await expect(message).toHaveText(ORDER_MESSAGES.notInCart);
    await expect(message).toBeFocused();
    // Nothing left the page: the customer fixes the cart or places the order again from here.
    await expect(page).toHaveURL(`${app.url}${PAGES.checkout}`);
    const audit = new AxeAudit();
    await audit.scan(page, 'checkout, order refused');
    expect(audit.report()).toBe('');
  });
});

test('Write a review focuses the form, Submit review focuses the saved review', async ({ page }) => {
  test.setTimeout(90_000);
  const customer = await signUpCustomer(page, app.url, { prefix: 'reviewer' });
  const [template] = await someTemplates(page.request, app.url, 1);
  await placeOrder(page.request, app.url, customer, [template!], { pay: true });
  await page.goto(`${app.url}/template/${template!.slug}#reviews`);
  const section = page.getByRole('region', { name: 'Reviews', exact: true });

  await pressEnterOn(section.getByRole('button', { name: 'Write a review' }));
  const form = section.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await form.getByLabel('Title').fill('Tidy code, quick to adapt');
  await form.getByLabel('Your review').fill('Every page was easy to change and the layout held on my phone.');
  await pressEnterOn(form.getByRole('button', { name: 'Submit review' }));

  const mine = section.getByRole('group', { name: 'Your review' });
  await expect(mine.getByRole('heading', { name: 'Tidy code, quick to adapt' })).toBeVisible();
  await expect(mine).toBeFocused();
  const audit = new AxeAudit();
  await audit.scan(page, 'template page, review saved');
  expect(audit.report()).toBe('');
});

test('a sent contact form focuses a confirmation that stays after the toast', async ({ page }) => {
  // The page's clock runs as usual but can be moved on, so the form is not sent too soon for a person's.
  await page.clock.install();
  await page.goto(`${app.url}${PAGES.contact}`);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Subject').fill('A question about licences');
  await form.getByLabel('Category').selectOption('general');
  await form.getByLabel('Message').fill('Can one licence cover a staging and a live site?');
  // A form sent within 3 s of being shown is taken for a bot's: a person takes longer.
  await page.clock.fastForward(CONTACT_LIMITS.minFillMs);
  await pressEnterOn(form.getByRole('button', { name: 'Send Message' }));

  const confirmation = page.getByRole('region', { name: CONTACT_TEXTS.sent.title });
  const heading = confirmation.getByRole('heading', { name: CONTACT_TEXTS.sent.title });
  await expect(confirmation).toContainText(CONTACT_TEXTS.sent.description);
  await expect(heading).toBeFocused();
  // Lasting: the toast goes, the confirmation stays.
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(confirmation).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  const audit = new AxeAudit();
  await audit.scan(page, 'contact, message sent');
  expect(audit.report()).toBe('');
});

test('closing a message after Mark handled focuses the next message, then the heading when none is left', async ({ page }) => {
  test.setTimeout(90_000);
  for (const subject of ['First question on refunds', 'Second question on invoices']) {
    const sent = await page.request.post(`${app.url}${CONTACT_API.email}`, {
      data: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        subject,
        category: 'billing',
        message: 'Could you tell me more about this?',
        fillMs: 20_000,
      },
      headers: { Origin: app.url },
    });
    expect(sent.ok()).toBe(true);
  }
  await page.goto(`${app.url}/login?return=${encodeURIComponent(PAGES.adminMessages)}`);
  await signIn(page, 'admin', 'Admin12345');
  await expect(page).toHaveURL(`${app.url}${PAGES.adminMessages}`);
  const inbox = page.getByRole('tabpanel', { name: 'Inbox' });
  const openButtons = inbox.getByRole('button', { name: /^Open message / });
  await expect(openButtons.first()).toBeVisible();

  const handleFirst = async () => {
    const subject = ((await openButtons.first().textContent()) ?? '').replace(/^Open message /, '');
    await pressEnterOn(openButtons.first());
    const dialog = page.getByRole('dialog', { name: subject });
    await pressEnterOn(dialog.getByRole('button', { name: 'Mark handled' }));
    await expect(dialog.getByRole('button', { name: 'Mark as new' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    return subject;
  };

  // Every new message in turn (other tests of this file send some too), until the inbox is empty.
  for (let left = await openButtons.count(); left > 1; left -= 1) {
    const handled = await handleFirst();
    await expect(openButtons).toHaveCount(left - 1);
    await expect(inbox.getByRole('button', { name: `Open message ${handled}` })).toHaveCount(0);
    await expect(openButtons.first()).toBeFocused();
  }
  await handleFirst();
  await expect(inbox.getByText('No new messages')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Support Messages' })).toBeFocused();
  await dismissToasts(page);
  const audit = new AxeAudit();
  await audit.scan(page, 'admin messages, inbox emptied');
  expect(audit.report()).toBe('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone menu is modal: search first, focus kept inside, the page behind inert, Escape returns to the toggle', async ({
    page,
  }) => {
    await page.goto(`${app.url}/`);
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: /^(Open|Close) menu$/ });
    const menu = page.locator('#site-nav');
    await pressEnterOn(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // The search box comes first, as it shows first.
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('combobox', { name: 'Search templates' })).toBeFocused();
    await expect(page.locator('#main')).toHaveAttribute('inert', '');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('inert', '');

    // Tab and Shift+Tab go round the toggle and the menu, never to the page behind.
    const stops = new Set<string>();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      const where = await describeFocused(page);
      stops.add(where);
      expect(
        (await focusIsInside(menu)) || (await toggle.evaluate((element) => element === document.activeElement)),
        `Tab ${step + 1} reached ${where}`,
      ).toBe(true);
    }
    expect(stops.size).toBeGreaterThan(5);
    await banner.getByRole('combobox', { name: 'Search templates' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.locator('#main')).not.toHaveAttribute('inert', /.*/);
    await expect(page.getByRole('contentinfo')).not.toHaveAttribute('inert', /.*/);
  });
});
