import { ADMIN_API } from '@tm/contracts/admin';
import { SHOP_SETTINGS_API, type AdminShopSettings } from '@tm/contracts/shop-settings';
import type { FirstStepKey, FirstSteps } from '@tm/contracts/shop-settings-first-steps';
import { UNKNOWN_FIELD_MESSAGE } from '../../common/validation/zod-validation.pipe';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { CatalogWriterService } from '../catalog';
import { makeDraft } from '../catalog/testing/template-drafts';
import { insertOrder } from '../downloads/testing/order-fixtures';

const STRIPE_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_firststeps0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_firststeps0123456789',
};

const doneOf = (answer: FirstSteps): Record<FirstStepKey, boolean> =>
  Object.fromEntries(answer.steps.map((step) => [step.key, step.done])) as Record<FirstStepKey, boolean>;

interface AuditEntry {
  action: string;
  targetType: string;
  detail: string;
}

// The back office's first-steps checklist: what a new shop's owner still has to do, from what the server
// knows; shown until every step is done or an admin hides it (kept in shop_settings, audited).
describe.each(testTargets())('the first-steps checklist on $name', (target) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await signedInUser(t, 'owner', true)).agent;
  });
  afterAll(() => t?.close());

  const read = async () => (await admin.get(ADMIN_API.firstSteps).expect(200)).body as FirstSteps;
  const auditEntries = async () => ((await admin.get(ADMIN_API.auditLog).expect(200)).body as { entries: AuditEntry[] }).entries;

  it('refuses everyone but admins', async () => {
    await t.http().get(ADMIN_API.firstSteps).expect(401);
    await t.http().put(ADMIN_API.firstSteps).send({ dismissed: true }).expect(401);
    const { agent } = await signedInUser(t, 'shopper');
    await agent.get(ADMIN_API.firstSteps).expect(403);
    await agent.put(ADMIN_API.firstSteps).send({ dismissed: true }).expect(403);
    expect((await read()).dismissed).toBe(false);
  });

  it('shows every step to do on an empty shop, in order, and says nothing of the payment keys but whether', async () => {
    const res = await admin.get(ADMIN_API.firstSteps).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      steps: [
        { key: 'name-shop', done: false },
        { key: 'payment-keys', done: false },
        { key: 'first-listing', done: false },
        { key: 'test-order', done: false },
      ],
      complete: false,
      dismissed: false,
      demoStore: false,
      shown: true,
    });
  });

  it('ticks "Name your shop" once the settings are saved with a legal name and postal address', async () => {
    const opened = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
    const namedOnly = (
      await admin
        .put(SHOP_SETTINGS_API.admin)
        .send({ ...opened.settings, shopName: 'Harbour Templates', revision: opened.revision })
        .expect(200)
    ).body as AdminShopSettings;
    expect(doneOf(await read())['name-shop']).toBe(false);
    await admin
      .put(SHOP_SETTINGS_API.admin)
      .send({
        ...namedOnly.settings,
        legalName: 'Harbour Templates Ltd',
        postalAddress: '1 Quay Street\nBristol',
        revision: namedOnly.revision,
      })
      .expect(200);
    expect(doneOf(await read())).toEqual({ 'name-shop': true, 'payment-keys': false, 'first-listing': false, 'test-order': false });
  });

  it('ticks "List your first template" for a published listing only', async () => {
    const { ids } = await t.app.get(CatalogWriterService).insertMany([makeDraft({ slug: 'first-steps-one', name: 'First Steps One' })]);
    await t.dataSource.query(`UPDATE templates SET status = 'draft' WHERE id = ?`, [ids[0]]);
    expect(doneOf(await read())['first-listing']).toBe(false);
    await t.dataSource.query(`UPDATE templates SET status = 'unlisted' WHERE id = ?`, [ids[0]]);
    expect(doneOf(await read())['first-listing']).toBe(false);
    await t.dataSource.query(`UPDATE templates SET status = 'published' WHERE id = ?`, [ids[0]]);
    expect(doneOf(await read())['first-listing']).toBe(true);
  });

  it('ticks "Place a test order" once an order is paid, not while it is pending', async () => {
    const { user } = await signedInUser(t, 'buyer');
    const draft = makeDraft({ slug: 'first-steps-bought' });
    const { ids } = await t.app.get(CatalogWriterService).insertMany([draft]);
    await insertOrder(t.dataSource, { userId: user.id, templates: [{ id: ids[0]!, draft }], status: 'pending' });
    expect(doneOf(await read())['test-order']).toBe(false);
    await insertOrder(t.dataSource, { userId: user.id, templates: [{ id: ids[0]!, draft }], status: 'completed' });
    const answer = await read();
    expect(doneOf(answer)).toEqual({ 'name-shop': true, 'payment-keys': false, 'first-listing': true, 'test-order': true });
    // Without Stripe keys the list is not complete: it is still shown.
    expect(answer).toMatchObject({ complete: false, shown: true });
  });

  it('is hidden by an admin, audited once, and can be shown again', async () => {
    const entries = (await auditEntries()).length;
    const hidden = (await admin.put(ADMIN_API.firstSteps).send({ dismissed: true }).expect(200)).body as FirstSteps;
    expect(hidden).toMatchObject({ dismissed: true, complete: false, shown: false });
    expect(await read()).toEqual(hidden);
    const stored = (await t.dataSource.query('SELECT firstStepsDismissedAt FROM shop_settings')) as Array<{
      firstStepsDismissedAt: unknown;
    }>;
    expect(stored[0]!.firstStepsDismissedAt).not.toBeNull();
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'settings.first-steps-dismiss', targetType: 'shop-settings' });

    // The same again writes nothing.
    await admin.put(ADMIN_API.firstSteps).send({ dismissed: true }).expect(200);
    expect(await auditEntries()).toHaveLength(entries + 1);

    const shown = (await admin.put(ADMIN_API.firstSteps).send({ dismissed: false }).expect(200)).body as FirstSteps;
    expect(shown).toMatchObject({ dismissed: false, shown: true });
    expect((await auditEntries())[0]).toMatchObject({ action: 'settings.first-steps-show' });
  });

  it.each([
    ['no body', undefined],
    ['a string', { dismissed: 'yes' }],
    ['an unknown field', { dismissed: true, step: 'name-shop' }],
  ])('refuses %s with 400', async (_what, body) => {
    const res = await admin
      .put(ADMIN_API.firstSteps)
      .send(body as object)
      .expect(400);
    if (body && 'step' in body) expect(res.body).toEqual({ message: UNKNOWN_FIELD_MESSAGE });
  });
});

describe.each(testTargets())('the first-steps checklist of a shop with Stripe keys on $name', (target) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp(target, { env: STRIPE_ENV });
    admin = (await signedInUser(t, 'owner', true)).agent;
  });
  afterAll(() => t?.close());

  it('ticks "Payment keys detected", never shows a key, and goes by itself once every step is done', async () => {
    const first = await admin.get(ADMIN_API.firstSteps).expect(200);
    expect(doneOf(first.body as FirstSteps)).toEqual({
      'name-shop': false,
      'payment-keys': true,
      'first-listing': false,
      'test-order': false,
    });
    expect(first.text).not.toMatch(/sk_test|whsec_/);

    const opened = (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
    await admin
      .put(SHOP_SETTINGS_API.admin)
      .send({ ...opened.settings, legalName: 'Quay Ltd', postalAddress: '2 Quay Street', revision: opened.revision })
      .expect(200);
    const draft = makeDraft({ slug: 'first-steps-stripe' });
    const { ids } = await t.app.get(CatalogWriterService).insertMany([draft]);
    const { user } = await signedInUser(t, 'buyer');
    await insertOrder(t.dataSource, { userId: user.id, templates: [{ id: ids[0]!, draft }] });

    expect((await admin.get(ADMIN_API.firstSteps).expect(200)).body).toEqual({
      steps: [
        { key: 'name-shop', done: true },
        { key: 'payment-keys', done: true },
        { key: 'first-listing', done: true },
        { key: 'test-order', done: true },
      ],
      complete: true,
      dismissed: false,
      demoStore: false,
      shown: false,
    });
  });
});

describe.each(testTargets())('the first-steps checklist of the demo store on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { SEED_DEMO: 'true', CATALOG_SEED_COUNT: '0' } });
  });
  afterAll(() => t?.close());

  it('is never shown: the demo store keeps its panel as it is', async () => {
    const { agent } = await signedInUser(t, 'owner', true);
    expect((await agent.get(ADMIN_API.firstSteps).expect(200)).body).toMatchObject({ demoStore: true, shown: false, complete: false });
  });
});
