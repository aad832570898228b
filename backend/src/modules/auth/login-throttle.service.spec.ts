import { LoginThrottleService } from './login-throttle.service';

describe('LoginThrottleService.accountKey', () => {
  it('keys an existing account by id and an unknown one by its normalised name', () => {
    expect(LoginThrottleService.accountKey('abc', 'Ann')).toBe('user:abc');
    expect(LoginThrottleService.accountKey(undefined, '  Ann@Example.com ')).toBe('name:ann@example.com');
  });
});
