import '@tm/platform/testing/fake-browser';
import type { User } from '@tm/contracts/auth';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { fakeSessionStorage } from '@tm/platform/testing/fake-browser';
import { checkoutPrefill, lockedCheckoutFields, rememberCheckout, rememberedCheckout } from './checkout-fields';

const user: User = {
  id: 'u1',
  email: 'sam@example.com',
  username: 'sam',
  firstName: 'Sam',
  lastName: 'Shopper',
  profileImageUrl: null,
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('checkout prefill and locking', () => {
  it('fills the email and the names the account has', () => {
    expect(checkoutPrefill(user)).toEqual({ email: 'sam@example.com', firstName: 'Sam', lastName: 'Shopper' });
    expect(checkoutPrefill({ ...user, firstName: null, lastName: '' })).toEqual({ email: 'sam@example.com' });
  });

  it('locks the email always, and the names when the account has them', () => {
    expect(lockedCheckoutFields(user)).toEqual({ email: true, firstName: true, lastName: true });
    expect(lockedCheckoutFields({ ...user, firstName: null, lastName: null })).toEqual({ email: true, firstName: false, lastName: false });
  });

  it('leaves a name the form would refuse editable, or the customer could never check out', () => {
    expect(lockedCheckoutFields({ ...user, firstName: 'J', lastName: ' ' })).toEqual({ email: true, firstName: false, lastName: false });
  });
});

describe('the details kept for the way back from the payment page (decision 066)', () => {
  beforeEach(() => fakeSessionStorage.clear());

  it('gives back the names and the mobile number last submitted in this tab, never the email', () => {
    expect(rememberedCheckout()).toEqual({});
    rememberCheckout({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', mobileNo: '+1 202 555 0100' });
    expect(rememberedCheckout()).toEqual({ firstName: 'Grace', lastName: 'Hopper', mobileNo: '+1 202 555 0100' });
    expect(fakeSessionStorage.getItem(STORAGE_KEYS.checkoutDetails)).not.toContain('grace@example.com');
  });

  it('ignores what the form would refuse and what is not its JSON', () => {
    fakeSessionStorage.setItem(STORAGE_KEYS.checkoutDetails, JSON.stringify({ firstName: 'G', lastName: 7, mobileNo: '<script>' }));
    expect(rememberedCheckout()).toEqual({});
    fakeSessionStorage.setItem(STORAGE_KEYS.checkoutDetails, '{not json');
    expect(rememberedCheckout()).toEqual({});
  });
});
