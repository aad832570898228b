import {
  addressLines,
  DEFAULT_SHOP_IDENTITY,
  fieldOfMessage,
  logoIsWordmark,
  registrationLine,
  sellerName,
  SHOP_SETTINGS_MESSAGES,
  shopIdentityOf,
} from './shop-settings';
import { FIRST_STEP_KEYS, FIRST_STEP_TEXTS } from './shop-settings-first-steps';
import { FirstStepsBodySchema, ShopSettingsBodySchema } from './shop-settings.schemas';

const FIELDS = {
  shopName: 'Acme',
  supportEmail: 'care@acme.test',
  legalName: '',
  postalAddress: '',
  companyNumber: '',
  vatNumber: '',
  currency: 'USD' as const,
  taxBehavior: 'exclusive' as const,
  invoicePrefix: 'INV',
  creditNotePrefix: 'CN',
  timeZone: 'UTC',
  extendedLicenceMultiple: 5,
  customBuildLeadDays: 5,
  customBuildRevisionRounds: 2,
};

// Decision 075: what the settings form and the pages make of the owner's settings.
describe('shop settings', () => {
  it('puts each refusal under the field it names, and the others above the form', () => {
    expect(fieldOfMessage(SHOP_SETTINGS_MESSAGES.shopNameTooLong)).toBe('shopName');
    expect(fieldOfMessage(SHOP_SETTINGS_MESSAGES.supportEmail)).toBe('supportEmail');
    expect(fieldOfMessage('VAT number cannot contain line breaks or control characters')).toBe('vatNumber');
    expect(fieldOfMessage(SHOP_SETTINGS_MESSAGES.stale)).toBeUndefined();
    expect(fieldOfMessage('Unknown field')).toBeUndefined();
  });

  it('shows what is set and leaves out what is not', () => {
    expect(shopIdentityOf(FIELDS)).toEqual({ ...DEFAULT_SHOP_IDENTITY, shopName: 'Acme', supportEmail: 'care@acme.test' });
    const set = shopIdentityOf({ ...FIELDS, legalName: 'Acme Ltd', postalAddress: '1 Road\nTown', vatNumber: 'GB1' });
    expect(sellerName(set)).toBe('Acme Ltd');
    expect(addressLines(set.postalAddress)).toEqual(['1 Road', 'Town']);
    expect(registrationLine(set)).toBe('VAT number GB1');
    expect(registrationLine({ ...set, companyNumber: '123' })).toBe('Company number 123 · VAT number GB1');
    expect(sellerName(DEFAULT_SHOP_IDENTITY)).toBe('TemplateMarket');
    expect(addressLines(null)).toEqual([]);
    expect(registrationLine(DEFAULT_SHOP_IDENTITY)).toBeNull();
  });

  it('keeps an address to its lines, trimmed, without blank ones', () => {
    const parsed = ShopSettingsBodySchema.parse({ ...FIELDS, postalAddress: ' 1 Road \r\n\r\n  Town\n', revision: 3 });
    expect(parsed).toMatchObject({ postalAddress: '1 Road\nTown', revision: 3 });
  });

  it('takes the custom-build settings as whole numbers in range, and leaves them out for an older client (decision 093)', () => {
    const parse = (change: object) => ShopSettingsBodySchema.safeParse({ ...FIELDS, revision: 0, ...change });
    expect(parse({ customBuildLeadDays: 1, customBuildRevisionRounds: 0 }).data).toMatchObject({
      customBuildLeadDays: 1,
      customBuildRevisionRounds: 0,
    });
    expect(parse({ customBuildLeadDays: 60, customBuildRevisionRounds: 10 }).success).toBe(true);
    const { customBuildLeadDays: _lead, customBuildRevisionRounds: _rounds, ...older } = FIELDS;
    const parsedOlder = ShopSettingsBodySchema.parse({ ...older, revision: 0 });
    expect(parsedOlder.customBuildLeadDays).toBeUndefined();
    expect(parsedOlder.customBuildRevisionRounds).toBeUndefined();
    for (const customBuildLeadDays of [0, 61, 2.5, '5', null, Number.NaN]) {
      expect(parse({ customBuildLeadDays }).error?.issues.map((issue) => issue.message)).toEqual([
        SHOP_SETTINGS_MESSAGES.customBuildLeadDays,
      ]);
    }
    for (const customBuildRevisionRounds of [-1, 11, 0.5, '2', null]) {
      expect(parse({ customBuildRevisionRounds }).error?.issues.map((issue) => issue.message)).toEqual([
        SHOP_SETTINGS_MESSAGES.customBuildRevisionRounds,
      ]);
    }
    expect(fieldOfMessage(SHOP_SETTINGS_MESSAGES.customBuildLeadDays)).toBe('customBuildLeadDays');
    expect(fieldOfMessage(SHOP_SETTINGS_MESSAGES.customBuildRevisionRounds)).toBe('customBuildRevisionRounds');
    expect(SHOP_SETTINGS_MESSAGES.customBuildLeadDays).toBe('Finished site due (working days) must be a whole number from 1 to 60');
  });

  it('carries the logo with the identity, and tells a wordmark from a squarer logo', () => {
    const logo = { url: '/api/public-files/shop-logo/a-1x.webp', url2x: '/api/public-files/shop-logo/a-2x.webp', width: 240, height: 48 };
    expect(DEFAULT_SHOP_IDENTITY.logo).toBeNull();
    expect(shopIdentityOf(FIELDS).logo).toBeNull();
    expect(shopIdentityOf(FIELDS, logo).logo).toEqual(logo);
    expect(logoIsWordmark(logo)).toBe(true);
    expect(logoIsWordmark({ width: 96, height: 48 })).toBe(true);
    expect(logoIsWordmark({ width: 95, height: 48 })).toBe(false);
    expect(logoIsWordmark({ width: 48, height: 48 })).toBe(false);
  });

  it('names every first step with where it is done, and takes only a boolean to hide the checklist', () => {
    expect(FIRST_STEP_KEYS.map((key) => FIRST_STEP_TEXTS[key].title)).toEqual([
      'Name your shop',
      'Payment keys detected',
      'List your first template',
      'Place a test order',
    ]);
    expect(FIRST_STEP_TEXTS['payment-keys'].link).toBeUndefined();
    expect(FirstStepsBodySchema.parse({ dismissed: true })).toEqual({ dismissed: true });
    expect(FirstStepsBodySchema.safeParse({ dismissed: 'true' }).success).toBe(false);
    expect(FirstStepsBodySchema.safeParse({ dismissed: true, other: 1 }).success).toBe(false);
  });
});
