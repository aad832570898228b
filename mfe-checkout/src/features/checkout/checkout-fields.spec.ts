import type { User } from '@tm/contracts/auth';
import { checkoutPrefill, lockedCheckoutFields } from './checkout-fields';

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

  it("leaves a name the form would refuse editable, or the customer could never check out", () => {
    expect(lockedCheckoutFields({ ...user, firstName: 'J', lastName: ' ' })).toEqual({ email: true, firstName: false, lastName: false });
  });
});
