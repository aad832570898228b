import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { FULL_MATRIX, runsInFullMatrix } from './support/matrix';
import { mysqlRedisUrls, type E2eTarget } from './support/targets';

// Every suite runs on the embedded default. With TEST_DATABASE_URL and TEST_REDIS_URL (CI sets them),
// the purchase journey, the search (decision 054), the owner's listing journey (decision 076), the
// account's privacy rights (decision 086), invoices (decision 085), the tax report (decision 087), the
// orders desk (decision 088) and the revenue dashboard (decision 089) run again on MySQL with Redis
// sessions, as a deployment at scale runs.
const atScale = mysqlRedisUrls()
  ? [
      {
        name: 'mysql+redis',
        testMatch:
          /(purchase|search|owner-listing-journey|account-privacy|invoices|admin-tax-report|admin-orders|admin-dashboard|discount-codes|licences|studio-desk)\.spec\.ts$/,
        use: { appTarget: 'mysql+redis' as const },
      },
    ]
  : [];
if (!atScale.length)
  console.log(
    '[e2e] mysql+redis: purchase journey, search, owner listing journey, account privacy, invoices, tax report, orders desk, dashboard, discount codes, licences and studio desk skipped (TEST_DATABASE_URL and TEST_REDIS_URL are not both set)',
  );

// The storefront's journeys again with its server build unavailable: its pages render in the browser,
// as they do whenever that build cannot be loaded (docs/decisions/056). Part of the full matrix.
const clientRendered = {
  name: 'client-rendered',
  testMatch: /(catalog|search|static-pages|privacy-pages|storefront-sections|listing-sorts|shopping-tools|custom-build|reviews)\.spec\.ts$/,
  use: { storefrontServerBuild: 'unavailable' as const },
};
const repeatedProjects = FULL_MATRIX ? [clientRendered] : [];
if (!FULL_MATRIX) {
  console.log(`[e2e] client-rendered: ${runsInFullMatrix('the storefront journeys without the server build')}`);
  console.log(`[e2e] accessibility at 390 px: ${runsInFullMatrix('the axe pass at phone width')}`);
}

// The browser suites run against the built, composed app (`npm run build` first); each spec starts
// its own backend on a free loopback port with its own embedded database, a copy of the demo install
// the global set-up seeds once (support/app.ts, support/seeded-data.ts).
export default defineConfig<object, { appTarget: E2eTarget; storefrontServerBuild: 'available' | 'unavailable' }>({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // The suites are CPU-bound (a browser and a backend each): on this 2-core machine two workers took
  // as long as one and pushed the slower screens past their deadlines, so one runs unless the machine
  // has cores to spare or E2E_WORKERS says otherwise. Specs are safe side by side: each worker gets
  // its own backends, databases and web roots (docs/decisions/061).
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2))),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list'], ['./support/slowest-files-reporter.ts']],
  outputDir: './.tmp/test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'sqlite' }, ...repeatedProjects, ...atScale],
});
