import { cartModeOf } from './cart-mode';
import { admin, customer } from './testing/fake-api';

describe('cartModeOf', () => {
  it('gives guests the browser cart, customers the server cart, admins none, and waits for the session', () => {
    expect(cartModeOf({ status: 'loading', user: null })).toBe('unknown');
    expect(cartModeOf({ status: 'unauthenticated', user: null })).toBe('guest');
    expect(cartModeOf({ status: 'authenticated', user: customer })).toBe('customer');
    expect(cartModeOf({ status: 'authenticated', user: admin })).toBe('admin');
  });
});
