import './testing/fake-browser';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { fakeSessionStorage } from './testing/fake-browser';
import { rememberReturnUrl, takeReturnUrl } from './use-auth-redirects';

const stored = () => fakeSessionStorage.getItem(STORAGE_KEYS.authReturnUrl);

describe('takeReturnUrl: authReturnUrl holds only for the sign-in it was stored for', () => {
  beforeEach(() => fakeSessionStorage.clear());

  it('answers the stored path on the login page the gate sent the visitor to, and clears it', () => {
    rememberReturnUrl('/checkout');
    expect(takeReturnUrl('/login', '?return=%2Fcheckout')).toBe('/checkout');
    expect(stored()).toBeNull();
  });

  it('follows the visitor who went on from that login page to sign up (the link keeps ?return=)', () => {
    rememberReturnUrl('/dashboard?tab=orders');
    expect(takeReturnUrl('/signup', `?return=${encodeURIComponent('/dashboard?tab=orders')}`)).toBe('/dashboard?tab=orders');
  });

  it('drops a stale path: a later sign-up without it, another page, another return', () => {
    for (const [pathname, search] of [
      ['/signup', ''],
      ['/login', ''],
      ['/login', '?return=%2Fcheckout'],
      ['/browse', '?return=%2Fadmin'],
      ['/dashboard', ''],
    ] as const) {
      rememberReturnUrl('/admin');
      expect({ pathname, search, target: takeReturnUrl(pathname, search) }).toEqual({ pathname, search, target: null });
      expect(stored()).toBeNull();
    }
  });

  it('never answers a path that leaves the site, even when it matches', () => {
    rememberReturnUrl('//evil.example');
    expect(takeReturnUrl('/login', `?return=${encodeURIComponent('//evil.example')}`)).toBeNull();
  });

  it('answers nothing when nothing is stored', () => {
    expect(takeReturnUrl('/login', '?return=%2Fcheckout')).toBeNull();
  });
});
