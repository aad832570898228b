import { afterAuthTarget } from './auth-target';

describe('where login and signup lead (docs/product/storefront.md §4)', () => {
  it.each([
    ['saved', 'login', '/custom-build', '/checkout'],
    ['saved', 'signup', null, '/checkout'],
    ['failed', 'login', '/custom-build', '/custom-build'],
    ['failed', 'login', null, '/custom-build'],
    ['failed', 'signup', '/cart', '/custom-build'],
    ['none', 'login', '/cart', '/cart'],
    ['none', 'signup', null, '/dashboard'],
  ] as const)('custom build %s after %s with return %s → %s', (customBuild, kind, returnPath, target) => {
    expect(afterAuthTarget(customBuild, kind, returnPath)).toBe(target);
  });
});
