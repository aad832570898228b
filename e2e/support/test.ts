import { test as base, expect, type Page } from '@playwright/test';
import type { E2eTarget } from './targets';
import { webRootWithoutStorefrontServerBuild } from './web-root';

/**
 * Every page fails its test on an unexpected console error or uncaught exception. A signed-out
 * GET /api/auth/user answers 401 by contract, and Chromium logs that as a failed resource load.
 */
const EXPECTED_CONSOLE_ERRORS: RegExp[] = [/Failed to load resource: the server responded with a status of 401/];

export const test = base.extend<
  { allowConsoleErrors: RegExp | null; consoleGuard: void },
  { appTarget: E2eTarget; storefrontServerBuild: 'available' | 'unavailable'; webRoot: void }
>({
  // A server-rendered page shows before its buttons work: after each load, wait until it has hydrated
  // (PageReady in @tm/platform), as a shopper's click would need. Other pages go on at once.
  page: async ({ page }, use) => {
    const hydrated = async () => {
      await page.waitForFunction(() => !document.getElementById('tm-rendered-page') || 'pageReady' in document.documentElement.dataset);
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
  /** The database the suite's backend runs on: set per Playwright project (playwright.config.ts). */
  appTarget: ['sqlite', { option: true, scope: 'worker' }],
  /** Whether the backends this worker starts find the storefront's server build (playwright.config.ts). */
  storefrontServerBuild: ['available', { option: true, scope: 'worker' }],
  // Every backend started in the worker inherits its WEB_ROOT (support/app.ts passes the environment on).
  webRoot: [
    async ({ storefrontServerBuild }, use) => {
      if (storefrontServerBuild === 'unavailable') process.env.WEB_ROOT = webRootWithoutStorefrontServerBuild();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // A suite that provokes failures on purpose names the console errors they cause.
  allowConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} (${message.location().url})`;
        const allowed = allowConsoleErrors ? [...EXPECTED_CONSOLE_ERRORS, allowConsoleErrors] : EXPECTED_CONSOLE_ERRORS;
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
