import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RemotesManifest } from '@tm/contracts/remotes';
import { startApp, type RunningApp } from '../support/app';
import { ROOT, TMP } from '../support/paths';
import { serveDirectory, type StaticServer } from '../support/static-server';
import { expect, test } from '../support/test';

const V2_BUILD_ID = `e2e-v2-${Date.now()}`;
const V2_DIR = join(TMP, 'account-v2');
const STOREFRONT_V2_DIR = join(TMP, 'storefront-v2');
let app: RunningApp;
let v2Host: StaticServer;
let storefrontV2Host: StaticServer;

const shellFingerprint = () =>
  createHash('sha256')
    .update(readFileSync(join(ROOT, 'shell/dist/index.html')))
    .digest('hex');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A second build of one remote only, exactly as its team would deploy it elsewhere.
  rmSync(V2_DIR, { recursive: true, force: true });
  const build = spawnSync('npx', ['rspack', 'build', '--output-path', V2_DIR], {
    cwd: join(ROOT, 'mfe-account'),
    env: { ...process.env, TM_BUILD_ID: V2_BUILD_ID },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`building the second account remote failed:\n${build.stdout}\n${build.stderr}`);
  // The storefront's browser and server builds together, as its team would deploy them (docs/decisions/056).
  rmSync(STOREFRONT_V2_DIR, { recursive: true, force: true });
  const storefront = spawnSync('npx', ['rspack', 'build', '--env', `outputPath=${STOREFRONT_V2_DIR}`], {
    cwd: join(ROOT, 'mfe-storefront'),
    env: { ...process.env, TM_BUILD_ID: V2_BUILD_ID },
    encoding: 'utf8',
  });
  if (storefront.status !== 0) throw new Error(`building the second storefront remote failed:\n${storefront.stdout}\n${storefront.stderr}`);
  v2Host = await serveDirectory(V2_DIR);
  storefrontV2Host = await serveDirectory(STOREFRONT_V2_DIR);
  app = await startApp();
});
test.afterAll(async () => {
  await app?.stop();
  await v2Host?.close();
  await storefrontV2Host?.close();
});

test('pointing MFE_ACCOUNT_URL at another build swaps the remote without rebuilding the shell', async ({ page }) => {
  const shellBefore = shellFingerprint();

  await page.goto(app.url + '/login');
  const account = page.locator('[data-remote="account"]');
  await expect(account).toBeVisible();
  const firstBuild = await account.getAttribute('data-build');
  expect(firstBuild).toBeTruthy();
  expect(firstBuild).not.toBe(V2_BUILD_ID);

  app = await app.restart({ MFE_ACCOUNT_URL: `${v2Host.url}/mf-manifest.json` });
  const remotes = (await (await page.request.get(app.url + '/remotes.json')).json()) as RemotesManifest;
  expect(remotes.remotes).toContainEqual({ name: 'account', entry: `${v2Host.url}/mf-manifest.json` });

  await page.goto(app.url + '/login');
  await expect(account).toHaveAttribute('data-build', V2_BUILD_ID);
  await expect(page.getByText('Welcome Back')).toBeVisible();
  expect(shellFingerprint()).toBe(shellBefore);
});

test('pointing MFE_STOREFRONT_URL at another build changes what the server renders and what the browser hydrates', async ({ page }) => {
  const shellBefore = shellFingerprint();
  const storefront = page.locator('[data-remote="storefront"]');

  const renderedBuild = async () =>
    /data-remote="storefront" data-build="([^"]+)"/.exec(await (await page.request.get(app.url + '/about')).text())?.[1];
  const firstBuild = await renderedBuild();
  expect(firstBuild).toBeTruthy();
  expect(firstBuild).not.toBe(V2_BUILD_ID);

  app = await app.restart({ MFE_STOREFRONT_URL: `${storefrontV2Host.url}/mf-manifest.json` });
  // The server read the new build from the other host: the HTML already is its render.
  expect(await renderedBuild()).toBe(V2_BUILD_ID);

  // The browser hydrates it with the same build (a mismatch would fail this test as a console error).
  await page.goto(app.url + '/about');
  await expect(storefront).toHaveAttribute('data-build', V2_BUILD_ID);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  expect(shellFingerprint()).toBe(shellBefore);
});
