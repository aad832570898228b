import { randomUUID } from 'node:crypto';
import { ADMIN_API, ADMIN_API_PREFIX } from '@tm/contracts/admin';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { PURCHASE_CODE_API, PURCHASE_CODE_MESSAGES } from '@tm/contracts/licences';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/create-test-app';
import { signedInAgent } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';

interface ServedRoute {
  method: string;
  path: string;
}

/**
 * Every admin route the running app serves, read from Express's router (what answers requests), not
 * from a list kept by hand: a route added later is checked without anyone remembering to add it here.
 */
function servedAdminRoutes(t: TestApp): ServedRoute[] {
  const express = t.app.getHttpAdapter().getInstance() as {
    router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
  };
  return express.router.stack
    .filter((layer) => layer.route?.path.startsWith(ADMIN_API_PREFIX))
    .flatMap((layer) => Object.keys(layer.route!.methods).map((method) => ({ method, path: layer.route!.path })));
}

/** The route with each path parameter filled with an id that exists nowhere. */
const concrete = (path: string) => path.replace(/:\w+/g, () => randomUUID());

describe.each(testTargets())('admin routes on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the admin routes the app serves', () => {
    const routes = servedAdminRoutes(t).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        `GET ${ADMIN_API.templatesStatus}`,
        `GET ${ADMIN_API.customers}`,
        `GET ${ADMIN_API.customer}`,
        `GET ${ADMIN_API.customerOrders}`,
      ]),
    );
  });

  it('answers every admin route with 401 when signed out and 403 for a customer, before reading anything', async () => {
    const { agent: customer } = await signedInAgent(t);
    const routes = servedAdminRoutes(t);
    expect(routes.length).toBeGreaterThan(0);
    const answers: string[] = [];
    for (const { method, path } of routes) {
      const url = concrete(path);
      const call = (client: ReturnType<TestApp['http']>) =>
        (client as unknown as Record<string, (u: string) => import('supertest').Test>)[method]!(url)
          .set('Origin', TEST_PUBLIC_URL)
          .send({});
      const signedOut = await call(t.http());
      const asCustomer = await call(customer);
      const message = (res: { body: unknown }) => (res.body as { message: string }).message;
      answers.push(
        `${method.toUpperCase()} ${path}: ${signedOut.status} ${message(signedOut)}; ${asCustomer.status} ${message(asCustomer)}`,
      );
    }
    // The purchase-code check also admits a support token (decision 091): signed out, it says so.
    const signedOutMessage = (path: string) =>
      path === PURCHASE_CODE_API.verify ? PURCHASE_CODE_MESSAGES.unauthorized : AUTH_MESSAGES.notSignedIn;
    expect(answers).toEqual(
      routes.map(({ method, path }) => `${method.toUpperCase()} ${path}: 401 ${signedOutMessage(path)}; 403 ${AUTH_MESSAGES.adminOnly}`),
    );
  });
});
