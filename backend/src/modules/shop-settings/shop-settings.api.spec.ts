import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_API } from '@tm/contracts/admin';
import { CONTACT_API, type AdminOutboxPage } from '@tm/contracts/contact';
import { API } from '@tm/contracts/routes';
import {
  SHOP_IDENTITY_DATA_ID,
  SHOP_SETTINGS_API,
  SHOP_SETTINGS_MESSAGES,
  type AdminShopSettings,
  type ShopIdentity,
} from '@tm/contracts/shop-settings';
import type { ShopSettingsBody } from '@tm/contracts/shop-settings.schemas';
import { SITE_API } from '@tm/contracts/site';
import { UNKNOWN_FIELD_MESSAGE } from '../../common/validation/zod-validation.pipe';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { uniqueIp, waitFor } from '../../testing/fixtures';
import { describeOnTarget, testTargets, type TestTarget } from '../../testing/test-targets';
import { signedInUser, type Agent } from '../admin/testing/admin-agents';
import { SHOP_IDENTITY_TTL_MS } from './shop-settings.service';

const SUPPORT = 'help@shop.test';
const SHELL_TITLE = 'TemplateMarket: website templates, one-time purchase';
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${SHELL_TITLE}</title></head><body><div id="root"></div></body></html>`;

const ACME: Omit<ShopSettingsBody, 'revision'> = {
  shopName: 'Acme Templates',
  supportEmail: 'care@acme.test',
  legalName: 'Acme Templates Ltd',
  postalAddress: '1 Harbour Street\nBristol BS1 4AA\nUnited Kingdom',
  companyNumber: '01234567',
  vatNumber: 'GB123456789',
  currency: 'USD',
  taxBehavior: 'inclusive',
  invoicePrefix: 'ACME',
  creditNotePrefix: 'ACME-CN',
  timeZone: 'Europe/London',
  extendedLicenceMultiple: 4,
  customBuildLeadDays: 7,
  customBuildRevisionRounds: 3,
};

/** The identity block a page's HTML carries (decision 075). */
function inlineIdentity(html: string): ShopIdentity | undefined {
  const found = new RegExp(`<script type="application/json" id="${SHOP_IDENTITY_DATA_ID}">([^<]*)</script>`).exec(html);
  return found ? (JSON.parse(found[1]!) as ShopIdentity) : undefined;
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

// Decision 075: the owner's settings, read and saved by admins over a revision, audited, and shown to shoppers.
describe.each(testTargets())('shop settings on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'tm-shop-web-'));
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), INDEX_HTML);
    t = await createTestApp(target, { env: { SUPPORT_EMAIL: SUPPORT, WEB_ROOT: webRoot } });
    admin = (await signedInUser(t, 'owner', true)).agent;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const read = async () => (await admin.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
  const save = (body: unknown) => admin.put(SHOP_SETTINGS_API.admin).send(body as object);
  const identity = async () => (await t.http().get(SHOP_SETTINGS_API.identity).expect(200)).body as ShopIdentity;
  const auditEntries = async () =>
    (
      (await admin.get(ADMIN_API.auditLog).expect(200)).body as {
        entries: Array<{
          action: string;
          targetType: string;
          detail: string;
          changes: Record<string, { before: unknown; after: unknown }> | null;
        }>;
      }
    ).entries;

  it('starts from the demo values: the default name, SUPPORT_EMAIL, nothing else set, revision 0', async () => {
    expect(await read()).toEqual({
      settings: {
        shopName: 'TemplateMarket',
        supportEmail: SUPPORT,
        legalName: '',
        postalAddress: '',
        companyNumber: '',
        vatNumber: '',
        currency: 'USD',
        taxBehavior: 'exclusive',
        invoicePrefix: 'INV',
        creditNotePrefix: 'CN',
        timeZone: 'UTC',
        extendedLicenceMultiple: 5,
        customBuildLeadDays: 5,
        customBuildRevisionRounds: 2,
      },
      revision: 0,
      updatedAt: null,
      defaults: { shopName: 'TemplateMarket', supportEmail: SUPPORT },
      logo: null,
    });
    expect(await identity()).toEqual({
      shopName: 'TemplateMarket',
      supportEmail: SUPPORT,
      legalName: null,
      postalAddress: null,
      companyNumber: null,
      vatNumber: null,
      currency: 'USD',
      taxBehavior: 'exclusive',
      chargesTax: false,
      logo: null,
      extendedLicenceMultiple: 5,
    });
    // Pages keep the shell's own title and carry the identity for their first render.
    const page = await t.http().get('/admin/settings').expect(200);
    expect(titleOf(page.text)).toBe(SHELL_TITLE);
    expect(inlineIdentity(page.text)).toMatchObject({ shopName: 'TemplateMarket', legalName: null });
  });

  it('refuses everyone but admins', async () => {
    await t.http().get(SHOP_SETTINGS_API.admin).expect(401);
    await t
      .http()
      .put(SHOP_SETTINGS_API.admin)
      .send({ ...ACME, revision: 0 })
      .expect(401);
    const { agent } = await signedInUser(t, 'shopper');
    await agent.get(SHOP_SETTINGS_API.admin).expect(403);
    await agent
      .put(SHOP_SETTINGS_API.admin)
      .send({ ...ACME, revision: 0 })
      .expect(403);
    expect((await read()).revision).toBe(0);
  });

  it.each([
    ['a name over 80 characters', { shopName: 'x'.repeat(81) }, SHOP_SETTINGS_MESSAGES.shopNameTooLong],
    ['an empty name', { shopName: '   ' }, SHOP_SETTINGS_MESSAGES.shopNameRequired],
    ['a bad email', { supportEmail: 'not-an-address' }, SHOP_SETTINGS_MESSAGES.supportEmail],
    ['a name that is not text', { shopName: 42 }, 'Shop name must be text'],
    ['a missing name', { shopName: undefined }, 'Shop name is required'],
    ['a legal name with a line break', { legalName: 'Acme\nLtd' }, 'Legal name cannot contain line breaks or control characters'],
    ['an address over 500 characters', { postalAddress: 'y'.repeat(501) }, SHOP_SETTINGS_MESSAGES.postalAddressTooLong],
    ['an address of 9 lines', { postalAddress: 'a\nb\nc\nd\ne\nf\ng\nh\ni' }, SHOP_SETTINGS_MESSAGES.postalAddressLines],
    ['a currency but USD', { currency: 'EUR' }, SHOP_SETTINGS_MESSAGES.currency],
    ['a tax behaviour Stripe does not have', { taxBehavior: 'unspecified' }, SHOP_SETTINGS_MESSAGES.taxBehavior],
    ['an invoice prefix with a space', { invoicePrefix: 'IN V' }, SHOP_SETTINGS_MESSAGES.invoicePrefix],
    ['an invoice prefix over 12 characters', { invoicePrefix: 'A'.repeat(13) }, SHOP_SETTINGS_MESSAGES.invoicePrefix],
    ['a missing credit note prefix', { creditNotePrefix: undefined }, 'Credit note number prefix is required'],
    ['the same prefix for both', { invoicePrefix: 'DOC', creditNotePrefix: 'DOC' }, SHOP_SETTINGS_MESSAGES.prefixesEqual],
    ['a revision that is not a number', { revision: '0' }, SHOP_SETTINGS_MESSAGES.revision],
    ['an unknown field', { logo: 'x.png' }, UNKNOWN_FIELD_MESSAGE],
    ['a lead time of 0 working days', { customBuildLeadDays: 0 }, SHOP_SETTINGS_MESSAGES.customBuildLeadDays],
    ['a lead time of 61 working days', { customBuildLeadDays: 61 }, SHOP_SETTINGS_MESSAGES.customBuildLeadDays],
    ['a lead time that is not whole', { customBuildLeadDays: 2.5 }, SHOP_SETTINGS_MESSAGES.customBuildLeadDays],
    ['revision rounds given as text', { customBuildRevisionRounds: '2' }, SHOP_SETTINGS_MESSAGES.customBuildRevisionRounds],
    ['11 revision rounds', { customBuildRevisionRounds: 11 }, SHOP_SETTINGS_MESSAGES.customBuildRevisionRounds],
    ['negative revision rounds', { customBuildRevisionRounds: -1 }, SHOP_SETTINGS_MESSAGES.customBuildRevisionRounds],
  ])('refuses %s with 400 and a message naming the field', async (_name, change, message) => {
    const res = await save({ ...ACME, revision: 0, ...change }).expect(400);
    expect(res.body).toEqual({ message });
  });

  it('refuses a body that is not an object', async () => {
    await admin.put(SHOP_SETTINGS_API.admin).set('Content-Type', 'application/json').send('[]').expect(400);
    expect((await read()).revision).toBe(0);
  });

  it('saves, audits which fields changed, and shows the new identity at once', async () => {
    const saved = (
      await save({ ...ACME, postalAddress: '  1 Harbour Street \r\n\r\nBristol BS1 4AA\nUnited Kingdom ', revision: 0 }).expect(200)
    ).body as AdminShopSettings;
    expect(saved.settings).toEqual(ACME);
    expect(saved.revision).toBe(1);
    expect(Date.parse(saved.updatedAt!)).toBeGreaterThan(0);
    expect(await read()).toEqual(saved);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'settings.update', targetType: 'shop-settings' });
    expect(entry!.detail).toContain('Shop name: "TemplateMarket" → "Acme Templates"');
    expect(entry!.detail).toContain(`Support email: "${SUPPORT}" → "care@acme.test"`);
    expect(entry!.detail).toContain('Legal name: (not set) → "Acme Templates Ltd"');
    expect(entry!.detail).toContain('Postal address: (not set) → "1 Harbour Street, Bristol BS1 4AA, United Kingdom"');
    expect(entry!.detail).not.toContain('Currency');
    expect(entry!.detail).toContain('Prices and tax: "exclusive" → "inclusive"');
    expect(entry!.detail).toContain('Invoice number prefix: "INV" → "ACME"');
    expect(entry!.detail).toContain('Time zone: "UTC" → "Europe/London"');
    // The detail line is cut at 500 characters; the changes keep every field whole.
    expect(entry!.changes).toMatchObject({
      shopName: { before: 'TemplateMarket', after: 'Acme Templates' },
      timeZone: { before: 'UTC', after: 'Europe/London' },
      customBuildRevisionRounds: { before: 2, after: 3 },
    });
    expect(Object.keys(entry!.changes!)).not.toContain('currency');

    // The prefixes are the back office's: shoppers see them only on the documents (decision 085).
    const {
      invoicePrefix: _invoice,
      creditNotePrefix: _creditNote,
      timeZone: _timeZone,
      customBuildLeadDays: _lead,
      customBuildRevisionRounds: _rounds,
      ...public_
    } = ACME;
    const shown: ShopIdentity = { ...public_, currency: 'USD', chargesTax: false, logo: null, extendedLicenceMultiple: 4 };
    expect(await identity()).toEqual(shown);
    expect((await t.http().get(SITE_API.info).expect(200)).body).toMatchObject({ supportEmail: 'care@acme.test' });
    const page = await t.http().get('/checkout').expect(200);
    expect(titleOf(page.text)).toBe('Acme Templates: website templates, one-time purchase');
    expect(inlineIdentity(page.text)).toEqual(shown);
    // The server-filled head of a static page: the owner's name in its title and description.
    const about = await t.http().get('/about').expect(200);
    expect(titleOf(about.text)).toBe('About Us | Acme Templates');
    expect(about.text).toContain('Acme Templates sells website templates');
  });

  it('keeps the stored custom-build settings for a client that does not send them, and audits a change of them (decision 093)', async () => {
    const before = await read();
    const { customBuildLeadDays: _lead, customBuildRevisionRounds: _rounds, ...older } = before.settings;
    const kept = (await save({ ...older, legalName: 'Acme Trading Ltd', revision: before.revision }).expect(200)).body as AdminShopSettings;
    expect(kept.settings).toMatchObject({ legalName: 'Acme Trading Ltd', customBuildLeadDays: 7, customBuildRevisionRounds: 3 });
    expect((await auditEntries())[0]!.detail).toBe('Legal name: "Acme Templates Ltd" → "Acme Trading Ltd"');

    const rounds = (
      await save({
        ...kept.settings,
        legalName: 'Acme Templates Ltd',
        customBuildLeadDays: 10,
        customBuildRevisionRounds: 0,
        revision: kept.revision,
      }).expect(200)
    ).body as AdminShopSettings;
    expect(rounds.settings).toMatchObject({ customBuildLeadDays: 10, customBuildRevisionRounds: 0 });
    expect((await auditEntries())[0]!.detail).toBe(
      'Legal name: "Acme Trading Ltd" → "Acme Templates Ltd"; Finished site due (working days): "7" → "10"; Revision rounds included: "3" → "0"',
    );
    const stored = (await t.dataSource.query('SELECT customBuildLeadDays, customBuildRevisionRounds FROM shop_settings')) as Array<
      Record<string, unknown>
    >;
    expect(stored.map((row) => [Number(row.customBuildLeadDays), Number(row.customBuildRevisionRounds)])).toEqual([[10, 0]]);
    await save({ ...rounds.settings, customBuildLeadDays: 7, customBuildRevisionRounds: 3, revision: rounds.revision }).expect(200);
  });

  it('writes nothing for a save that changes nothing', async () => {
    const before = await read();
    const entries = (await auditEntries()).length;
    const same = (await save({ ...before.settings, revision: before.revision }).expect(200)).body as AdminShopSettings;
    expect(same).toEqual(before);
    expect(await auditEntries()).toHaveLength(entries);
  });

  it('refuses a save over a later revision with 409, and keeps the later one', async () => {
    const opened = await read();
    // Another admin saves first.
    await save({ ...opened.settings, legalName: 'Acme Holdings Ltd', revision: opened.revision }).expect(200);
    const stale = await save({ ...opened.settings, shopName: 'Too Late', revision: opened.revision }).expect(409);
    expect(stale.body).toEqual({ message: SHOP_SETTINGS_MESSAGES.stale });
    const now = await read();
    expect(now).toMatchObject({ revision: opened.revision + 1, settings: { shopName: 'Acme Templates', legalName: 'Acme Holdings Ltd' } });
    await save({ ...now.settings, revision: now.revision + 5 }).expect(409);
  });

  it('signs the mail shoppers get with the name, legal name, address and numbers', async () => {
    const { user } = await signedInUser(t, 'forgetful');
    await t.http().post(API.forgotPassword).set('X-Forwarded-For', uniqueIp()).send({ email: user.email }).expect(200);
    const mail = await waitFor(async () => {
      const page = (await admin.get(CONTACT_API.adminOutbox).expect(200)).body as AdminOutboxPage;
      return page.mails.find((m) => m.to === user.email && m.status === 'sent');
    });
    expect(mail.subject).toBe('Reset your Acme Templates password');
    expect(mail.text).toContain('your Acme Templates account');
    expect(mail.text).toContain(
      '-- \nAcme Templates\nAcme Holdings Ltd\n1 Harbour Street, Bristol BS1 4AA, United Kingdom\nCompany number 01234567 · VAT number GB123456789',
    );
  });

  it('clears optional fields, and follows the defaults again when they are chosen', async () => {
    const current = await read();
    const cleared = (
      await save({
        ...current.settings,
        shopName: 'TemplateMarket',
        supportEmail: SUPPORT,
        legalName: '',
        postalAddress: '',
        companyNumber: '',
        vatNumber: '',
        taxBehavior: 'exclusive',
        invoicePrefix: 'INV',
        creditNotePrefix: 'CN',
        revision: current.revision,
      }).expect(200)
    ).body as AdminShopSettings;
    expect(cleared.settings).toEqual({
      shopName: 'TemplateMarket',
      supportEmail: SUPPORT,
      legalName: '',
      postalAddress: '',
      companyNumber: '',
      vatNumber: '',
      currency: 'USD',
      taxBehavior: 'exclusive',
      invoicePrefix: 'INV',
      creditNotePrefix: 'CN',
      timeZone: 'Europe/London',
      extendedLicenceMultiple: 4,
      customBuildLeadDays: 7,
      customBuildRevisionRounds: 3,
    });
    const stored = (await t.dataSource.query('SELECT shopName, supportEmail, legalName FROM shop_settings')) as unknown[];
    expect(stored).toEqual([{ shopName: null, supportEmail: null, legalName: null }]);
    expect(await identity()).toMatchObject({ shopName: 'TemplateMarket', legalName: null, postalAddress: null });
  });
});

// Several app processes behind one database: a save on one shows on the others through Redis, well
// before their copies would have gone stale by themselves (SHOP_IDENTITY_TTL_MS).
describeOnTarget(
  (t) => t.database === 'mysql' && t.redisUrl !== undefined,
  'two app processes with Redis: skipped (TEST_DATABASE_URL and TEST_REDIS_URL are not both set)',
)('shop settings across processes on $name', (target: TestTarget) => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp(target);
    const shared = a.config.database as { url: string };
    b = await createTestApp(target, { env: { DATABASE_URL: shared.url, REDIS_PREFIX: a.config.redisPrefix } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('shows a save made through one process on the other within a second', async () => {
    const nameOn = async (app: TestApp) => ((await app.http().get(SHOP_SETTINGS_API.identity).expect(200)).body as ShopIdentity).shopName;
    expect(await nameOn(b)).toBe('TemplateMarket'); // B now holds the default for SHOP_IDENTITY_TTL_MS
    const { agent } = await signedInUser(a, 'owner', true);
    const { revision, settings } = (await agent.get(SHOP_SETTINGS_API.admin).expect(200)).body as AdminShopSettings;
    const savedAt = Date.now();
    await agent
      .put(SHOP_SETTINGS_API.admin)
      .send({ ...settings, shopName: 'Acme Everywhere', revision })
      .expect(200);
    await waitFor(async () => (await nameOn(b)) === 'Acme Everywhere', { what: 'the new name on process B' });
    expect(Date.now() - savedAt).toBeLessThan(Math.min(1_000, SHOP_IDENTITY_TTL_MS));
  });
});
