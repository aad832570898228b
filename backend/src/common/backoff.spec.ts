import { backoffMs } from './backoff';

describe('backoffMs', () => {
  const middle = () => 0.5; // no spread

  it('doubles from the base with each attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffMs(attempt, 10_000, 3_600_000, middle))).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000,
    ]);
  });

  it('never waits longer than the maximum, spread included', () => {
    expect(backoffMs(12, 10_000, 3_600_000, middle)).toBe(3_600_000);
    expect(backoffMs(40, 10_000, 3_600_000, () => 0.999)).toBe(3_600_000);
    expect(backoffMs(30, 10_000, 3_600_000, () => 0.999)).toBe(3_600_000);
  });

  it('spreads each wait by ±20% so work that failed together does not come back together', () => {
    expect(backoffMs(2, 10_000, 3_600_000, () => 0)).toBe(16_000);
    expect(backoffMs(2, 10_000, 3_600_000, () => 1)).toBe(24_000);
  });
});
