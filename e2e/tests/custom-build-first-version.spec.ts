import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CustomBuildRequirementsSchema } from '@tm/contracts/custom-build.schemas';
import { CUSTOM_BUILD_FEATURE_KEYS } from '@tm/contracts/custom-build';
import { customSiteFiles } from '../../backend/src/modules/custom-build/delivery/custom-site';
import { AxeAudit } from '../support/axe';
import { serveDirectory, type StaticServer } from '../support/static-server';
import { expect, test } from '../support/test';

// Decision 096: a custom build's first version as its visitors meet it, served from a static host:
// axe clean at desktop and phone width, no sideways scroll at 390 px, keyboard reachable forms with the
// bots' field out of the tab order, in English and in Spanish.
const ACTION = 'http://127.0.0.1:9/api/forms/0123456789abcdef0123456789abcdef0123456789abcdef';
const SITES = {
  dentist: {
    businessType: 'Dental Clinic',
    businessName: 'Smile Dental',
    location: 'Austin, Texas',
    services: ['Teeth whitening', 'Implants', 'Check-ups'],
    tone: 'friendly',
    pages: ['Services', 'Team'],
    excludedPages: ['About'],
    features: ['booking', 'smsReminders', 'onlineForms', 'contactForm', 'testimonials', 'faq', 'gallery'],
    requests: [{ text: 'choice of dentist', included: true, reason: 'part of Online Booking' }],
    designPreferences: ['Teal', 'Minimal'],
  },
  bakery: {
    businessType: 'Bakery',
    businessName: 'Panadería La Espiga',
    location: 'Sevilla',
    languages: ['Spanish'],
    features: ['shop', 'contactForm', 'maps', 'payments', 'newsletter'],
    designPreferences: ['Pastel', 'Pink'],
  },
  everything: { businessType: 'Hair Salon', location: 'Leeds', features: CUSTOM_BUILD_FEATURE_KEYS, designPreferences: ['Dark', 'Gold'] },
} as const;

let root: string;
let server: StaticServer;
const pagesOf: Record<string, string[]> = {};

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'first-version-'));
  for (const [name, input] of Object.entries(SITES)) {
    const files = customSiteFiles({
      requirements: CustomBuildRequirementsSchema.parse(input),
      orderNumber: 'ABCD1234',
      siteUrl: 'http://127.0.0.1:9',
      formAction: ACTION,
      formRecipient: 'owner@smile-dental.test',
    });
    for (const file of files) {
      mkdirSync(dirname(join(root, name, file.name)), { recursive: true });
      writeFileSync(join(root, name, file.name), file.content);
    }
    pagesOf[name] = files.filter((f) => f.name.endsWith('.html')).map((f) => f.name);
  }
  server = await serveDirectory(root);
});
test.afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

for (const width of [1280, 390]) {
  test(`every page of three first versions has no serious axe violation and no sideways scroll at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const audit = new AxeAudit();
    for (const [site, pages] of Object.entries(pagesOf)) {
      for (const file of pages) {
        await page.goto(`${server.url}/${site}/${file}`);
        await audit.scan(page, `${site}/${file} at ${width}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${site}/${file}`).toBeLessThanOrEqual(width);
      }
    }
    expect(audit.failing(), audit.report()).toEqual([]);
    await page.goto(`${server.url}/dentist/book-online.html`);
    await page.screenshot({ path: test.info().outputPath(`dentist-booking-${width}.png`), fullPage: true });
    await page.goto(`${server.url}/bakery/index.html`);
    await page.screenshot({ path: test.info().outputPath(`bakery-home-${width}.png`), fullPage: true });
  });
}

test('the keyboard reaches the content and every field of the booking form, never the bots’ field', async ({ page }) => {
  await page.goto(`${server.url}/dentist/book-online.html`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const reached: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
    if (name) reached.push(name);
    if (await page.getByRole('button', { name: 'Request appointment' }).evaluate((b) => b === document.activeElement)) break;
  }
  expect(reached).toEqual(expect.arrayContaining(['Name', 'email', 'Phone', 'Service', 'Choice of dentist', 'Preferred date']));
  expect(reached).not.toContain('_gotcha');
  await expect(page.getByRole('button', { name: 'Request appointment' })).toBeFocused();
  await expect(page.locator('form')).toHaveAttribute('action', ACTION);
});

test('the Spanish first version reads in Spanish and its navigation leads to every page', async ({ page }) => {
  await page.goto(`${server.url}/bakery/index.html`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  for (const file of pagesOf.bakery!) {
    await nav.locator(`a[href="${file}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/bakery/${file.replace('.', '\\.')}$`));
    await expect(page.locator('main h1')).toBeVisible();
  }
  await page.goto(`${server.url}/bakery/contact.html`);
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();
});
