import type { Locator, Page } from '@playwright/test';
import { startApp, type RunningApp } from '../support/app';
import { cartLink, resultsSummary, someTemplates } from '../support/catalog';
import { expect, test } from '../support/test';

// Focus (decision 027), driven from the keyboard wherever a keyboard user would be.
let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

const BRAND = 'TemplateMarket';
const announcer = (page: Page) => page.getByTestId('page-announcer');
const banner = (page: Page) => page.getByRole('banner');
/** The phone menu's toggle: its name says what it will do, 'Open menu' or 'Close menu'. */
const menuToggle = (page: Page) => banner(page).getByRole('button', { name: /^(Open|Close) menu$/ });

/** Puts keyboard focus on an element the way Tab would, then activates it with Enter. */
async function pressEnterOn(locator: Locator) {
  await locator.focus();
  await locator.press('Enter');
}

async function expectPageAnnounced(page: Page, heading: string | RegExp, title: string) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeFocused();
  await expect(h1).toHaveAttribute('tabindex', '-1');
  expect(await h1.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  await expect(page).toHaveTitle(title);
  await expect(announcer(page)).toHaveText(title);
}

async function templateWithScreenshots(page: Page) {
  const listing = (await (await page.request.get(`${app.url}/api/templates/paginated?page=1&limit=50`)).json()) as {
    templates: Array<{ slug: string; name: string; screenshots: string[] }>;
  };
  const template = listing.templates.find((t) => t.screenshots.length > 2);
  if (!template) throw new Error('the seeded catalog has no template with three screenshots');
  return template;
}

test('after Add to Cart focus stays on the button, which says In Cart and is aria-disabled', async ({ page }) => {
  const [template] = await someTemplates(page.request, app.url, 1);
  await page.goto(`${app.url}/template/${template.slug}`);
  const add = page.getByRole('button', { name: `Add to Cart : ${template.name}` }).first();
  await pressEnterOn(add);

  const inCart = page.getByRole('button', { name: `In Cart : ${template.name}` }).first();
  await expect(inCart).toBeFocused();
  await expect(inCart).toHaveAttribute('aria-disabled', 'true');
  await expect(inCart).not.toHaveAttribute('disabled', /.*/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // Pressing it again adds nothing and leaves focus where it is.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(inCart).toBeFocused();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

test("each page change moves focus to the new page's heading and announces its title", async ({ page }) => {
  await page.goto(`${app.url}/`);
  // The first load leaves focus to the browser: Tab starts at the skip link.
  await expect(page.locator('body')).toBeFocused();
  await expect(announcer(page)).toHaveText('');

  // A header link (the storefront stays loaded).
  await pressEnterOn(banner(page).getByRole('link', { name: 'WordPress', exact: true }));
  await expect(page).toHaveURL(`${app.url}/wordpress-templates`);
  await expectPageAnnounced(page, 'WordPress Themes', `WordPress Themes | ${BRAND}`);

  // A query-only change (a subcategory chip) is not a new page: focus stays on the chip.
  const results = page.getByRole('region', { name: 'Templates' });
  const summary = resultsSummary(results);
  const wholeCategory = (await summary.textContent())!;
  const chip = page.getByRole('navigation', { name: 'Filter by subcategory' }).getByRole('link', { name: /^Business/ });
  await pressEnterOn(chip);
  await expect(page).toHaveURL(/subcategory=business$/);
  await expect(chip).toBeFocused();
  // The URL changes before the filtered cards replace the whole category's: the card is read from the
  // filtered list (its total is smaller), not from one about to be replaced.
  await expect(summary).not.toHaveText(wholeCategory);

  // A card inside the page: the template page's heading arrives with its data.
  const card = results.getByRole('heading', { level: 2 }).first().getByRole('link');
  const name = (await card.textContent())!;
  await pressEnterOn(card);
  await expectPageAnnounced(page, name, `${name} | ${BRAND}`);

  // Another remote, loaded on first use.
  await pressEnterOn(banner(page).getByRole('link', { name: /^Cart/ }));
  await expectPageAnnounced(page, 'Shopping Cart', `Shopping Cart | ${BRAND}`);

  // Back is a page change too.
  await page.goBack();
  await expectPageAnnounced(page, name, `${name} | ${BRAND}`);

  // The sign-in form focuses its first field itself: that choice stands, and the title is still announced.
  await pressEnterOn(banner(page).getByRole('link', { name: 'Sign In' }));
  await expect(page.getByLabel('Username or Email')).toBeFocused();
  await expect(announcer(page)).toHaveText(`Sign In | ${BRAND}`);
});

test('a mouse click on a link moves focus to the heading without showing a focus ring', async ({ page }) => {
  await page.goto(`${app.url}/`);
  await banner(page).getByRole('link', { name: 'Plugins', exact: true }).click();
  const h1 = page.getByRole('heading', { level: 1, name: 'Plugins' });
  await expect(h1).toBeFocused();
  expect(await h1.evaluate((element) => element.matches(':focus-visible'))).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Escape closes the phone menu and returns focus to its toggle', async ({ page }) => {
    await page.goto(`${app.url}/`);
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAccessibleName('Open menu');
    await pressEnterOn(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories).toBeVisible();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await categories.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(categories).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(toggle).toBeFocused();
  });

  test('Escape in the account menu inside the phone menu closes the account menu first', async ({ page }) => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username or Email').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('Demo12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${app.url}/dashboard`);

    const toggle = menuToggle(page);
    await pressEnterOn(toggle);
    const account = banner(page).getByRole('button', { name: /account menu for Demo Customer$/ });
    await pressEnterOn(account);
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test('the screenshot lightbox is a named modal dialog that keeps focus inside and gives it back', async ({ page }) => {
  const template = await templateWithScreenshots(page);
  await page.goto(`${app.url}/template/${template.slug}`);
  const opener = page.getByRole('button', { name: /^Open screenshot 2 of/ });
  await pressEnterOn(opener);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAccessibleName(`${template.name} screenshot 2`);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  // Tab and Shift+Tab go round the dialog's buttons and never leave it.
  const insideDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Tab');
    expect(await insideDialog()).toBe(true);
  }
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await insideDialog()).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(dialog).toHaveAccessibleName(`${template.name} screenshot 3`);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await pressEnterOn(opener);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

/**
 * Tabs once round the page and lists every stop without a visible ring: :focus-visible must match and
 * draw an outline of 2 px or more with 3:1 against the first opaque background behind the element.
 */
async function focusRingProblems(page: Page): Promise<{ stops: number; problems: string[] }> {
  let stops = 0;
  const problems: string[] = [];
  for (let step = 0; step < 200; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      // The ring as it stays, not mid-transition (antd animates its controls' outline in 0.2 s).
      await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
      // Marks each stop, so the walk ends when Tab comes round to the first one again.
      if (element.hasAttribute('data-tab-audited')) return 'round';
      element.setAttribute('data-tab-audited', '');
      const style = getComputedStyle(element);
      const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = (rgb: number[]) =>
        rgb
          .map((value) => value / 255)
          .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4))
          .reduce((sum, channel, index) => sum + channel * [0.2126, 0.7152, 0.0722][index]!, 0);
      let behind = [255, 255, 255];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const rgba = parse(getComputedStyle(node).backgroundColor);
        if (rgba.length === 3 || (rgba[3] ?? 0) >= 0.9) {
          behind = rgba.slice(0, 3);
          break;
        }
      }
      const [high, low] = [luminance(parse(style.outlineColor).slice(0, 3)), luminance(behind)].sort((x, y) => y - x);
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      return {
        path: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} "${text}"`,
        visible: element.matches(':focus-visible'),
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        contrast: (high! + 0.05) / (low! + 0.05),
      };
    });
    if (!stop) continue;
    if (stop === 'round') break;
    stops += 1;
    if (!stop.visible || stop.style === 'none' || stop.width < 2 || stop.contrast < 3) {
      problems.push(
        `${stop.path}: focus-visible ${stop.visible}, outline ${stop.style} ${stop.width}px, contrast ${stop.contrast.toFixed(2)}`,
      );
    }
  }
  return { stops, problems };
}

test('every tab stop shows a focus outline of at least 3:1: home, a form and the admin panel', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${app.url}/`);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const home = await focusRingProblems(page);
  expect(home.problems).toEqual([]);
  expect(home.stops).toBeGreaterThan(20);

  await page.goto(`${app.url}/signup`);
  const signup = await focusRingProblems(page);
  expect(signup.problems).toEqual([]);

  await page.goto(`${app.url}/login?return=%2Fadmin`);
  await page.getByLabel('Username or Email').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Admin12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${app.url}/admin`);
  const admin = await focusRingProblems(page);
  expect(admin.problems).toEqual([]);
});
