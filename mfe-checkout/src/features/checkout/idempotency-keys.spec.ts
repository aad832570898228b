import { createIdempotencyKeys } from './idempotency-keys';

describe('order idempotency keys', () => {
  const sequence = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('reuses the key when the same order is submitted again (a retry)', () => {
    const keyFor = createIdempotencyKeys(sequence());
    expect(keyFor({ total: 49, items: ['t1'] })).toBe('key-1');
    expect(keyFor({ total: 49, items: ['t1'] })).toBe('key-1');
  });

  it('makes a new key once the order changes, and does not go back to an old one', () => {
    const keyFor = createIdempotencyKeys(sequence());
    keyFor({ total: 49 });
    expect(keyFor({ total: 59 })).toBe('key-2');
    expect(keyFor({ total: 49 })).toBe('key-3');
  });

  it('makes UUIDs by default', () => {
    expect(createIdempotencyKeys()({})).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
