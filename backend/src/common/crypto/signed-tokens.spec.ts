import type { AppConfig } from '../../config/app-config';
import { TestClock } from '../../testing/fixtures';
import { SignedTokensService, TokenError } from './signed-tokens';

describe('SignedTokens', () => {
  const clock = new TestClock();
  const tokens = new SignedTokensService({ sessionSecret: 'a'.repeat(40) } as AppConfig, clock);
  const later = (ms: number) => new Date(clock.now().getTime() + ms);
  const failure = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error instanceof TokenError ? error.reason : 'other';
    }
    return 'none';
  };

  it('verifies what it signed and returns the payload with its expiry', () => {
    const expiresAt = later(60_000);
    const token = tokens.sign('payment-session', { p: 'pay-1', a: 4900 }, expiresAt);
    expect(tokens.verify('payment-session', token)).toEqual({ p: 'pay-1', a: 4900, exp: expiresAt.getTime() });
  });

  it('refuses a token made for another purpose or with another secret', () => {
    const token = tokens.sign('payment-session', { p: 'pay-1' }, later(60_000));
    expect(failure(() => tokens.verify('download-link', token))).toBe('invalid');
    const other = new SignedTokensService({ sessionSecret: 'b'.repeat(40) } as AppConfig, clock);
    expect(failure(() => other.verify('payment-session', token))).toBe('invalid');
  });

  it('refuses a changed payload, a changed signature and garbage', () => {
    const token = tokens.sign('payment-session', { p: 'pay-1', a: 4900 }, later(60_000));
    const [body, mac] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ p: 'pay-1', a: 1, exp: later(60_000).getTime() })).toString('base64url');
    for (const bad of [
      `${forgedBody}.${mac}`,
      `${body}.${mac!.slice(0, -2)}AA`,
      `${body}.`,
      body,
      '',
      'a.b.c',
      42,
      null,
      `${token}.x`,
      'x'.repeat(2000),
    ]) {
      expect(failure(() => tokens.verify('payment-session', bad))).toBe('invalid');
    }
  });

  it('refuses an expired token as expired', () => {
    const token = tokens.sign('download-link', { o: 'order-1' }, later(1_000));
    clock.advance(1_000);
    expect(failure(() => tokens.verify('download-link', token))).toBe('expired');
  });
});
