import { redact, REDACTED } from './mail-message';
import { backoffMs } from '../../common/backoff';
import { MAX_MAIL_ATTEMPTS } from './outbox-delivery.service';

describe('mail retries', () => {
  it('give up after about a day with the default waits', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) total += backoffMs(attempt, 10_000, 3_600_000, () => 0.5);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});

describe('redact', () => {
  it('replaces a secret in its plain, URL-encoded and HTML-escaped forms', () => {
    const secret = 'eyJ0Ijo>+/=.mac';
    const text = `a ${secret} b ${encodeURIComponent(secret)} c eyJ0Ijo&gt;+/=.mac d`;
    expect(redact(text, [secret])).toBe(`a ${REDACTED} b ${REDACTED} c ${REDACTED} d`);
  });

  it('leaves a text without secrets as it is', () => {
    expect(redact('Hello', [])).toBe('Hello');
    expect(redact('Hello', [''])).toBe('Hello');
  });
});
