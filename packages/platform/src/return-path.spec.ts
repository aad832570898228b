import { loginPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('follows same-site relative paths only', () => {
    expect(safeReturnPath('/dashboard?tab=1')).toBe('/dashboard?tab=1');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('dashboard')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it('builds the login URL with the encoded return path', () => {
    expect(loginPathFor('/checkout')).toBe('/login?return=%2Fcheckout');
  });
});
