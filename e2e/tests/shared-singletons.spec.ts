import { startApp, type RunningApp } from '../support/app';
import { expect, signIn, test } from '../support/test';

let app: RunningApp;
test.beforeAll(async () => (app = await startApp()));
test.afterAll(async () => app?.stop());

test('every remote shares one React and one platform store', async ({ page }) => {
  // A stand-in for React DevTools' hook: each copy of react-dom that starts registers a renderer here.
  await page.addInitScript(() => {
    let nextId = 0;
    const renderers = new Map();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(++nextId, renderer);
          return nextId;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
      },
    });
  });

  // Signed out, the checkout page sends us (client-side) to the account remote's login...
  await page.goto(app.url + '/checkout');
  await expect(page).toHaveURL(app.url + '/login?return=%2Fcheckout');
  await signIn(page, 'demo', 'Demo12345');

  // ...whose sign-in, stored through the platform session store, is what the checkout remote reads: it
  // shows the demo customer's (empty) server cart rather than sending us back to log in.
  await expect(page).toHaveURL(app.url + '/checkout');
  await expect(page.locator('[data-remote="checkout"]')).toContainText('Add some templates to your cart before checking out.');

  // Visit the remaining remotes without reloading the page.
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
  await expect(page.locator('[data-remote="storefront"]')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.locator('[data-remote="account"]')).toBeVisible();

  const counts = await page.evaluate(() => ({
    reactDomRenderers: (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    platformLoads: (globalThis as unknown as { __TM_PLATFORM_LOADS__?: number }).__TM_PLATFORM_LOADS__,
  }));
  expect(counts).toEqual({ reactDomRenderers: 1, platformLoads: 1 });
});
