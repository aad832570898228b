import { redact, REDACTED } from './mail-message';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './outbox-delivery.service';

describe('retryDelayMs', () => {
  const middle = () => 0.5; // no spread

  it('doubles from the base with each attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 10_000, 3_600_000, middle))).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000,
    ]);
  });

  it('never waits longer than the maximum, spread included', () => {
    expect(retryDelayMs(12, 10_000, 3_600_000, middle)).toBe(3_600_000);
    expect(retryDelayMs(40, 10_000, 3_600_000, () => 0.999)).toBe(3_600_000);
    expect(retryDelayMs(MAX_MAIL_ATTEMPTS, 10_000, 3_600_000, () => 0.999)).toBe(3_600_000);
  });

  it('spreads each wait by ±20% so mail that failed together does not come back together', () => {
    expect(retryDelayMs(2, 10_000, 3_600_000, () => 0)).toBe(16_000);
    expect(retryDelayMs(2, 10_000, 3_600_000, () => 1)).toBe(24_000);
  });

  it('gives up after about a day with the default waits', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) total += retryDelayMs(attempt, 10_000, 3_600_000, middle);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});

describe('redact', () => {
  it('replaces a secret in its plain, URL-encoded and HTML-escaped forms', () => {
    const secret = 'eyJ0Ijo>+/=.mac';
    const text = `a ${secret} b ${encodeURIComponent(secret)} c eyJ0Ijo&#62;+/=.mac d`;
    expect(redact(text, [secret])).toBe(`a ${REDACTED} b ${REDACTED} c ${REDACTED} d`);
  });

  it('leaves a text without secrets as it is', () => {
    expect(redact('Hello', [])).toBe('Hello');
    expect(redact('Hello', [''])).toBe('Hello');
  });
});
